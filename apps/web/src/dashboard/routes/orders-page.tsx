import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconReceipt}
      title={t('dashboard.areas.orders')}
      description={t('dashboard.areaDescriptions.orders')}
    />
  );
}
