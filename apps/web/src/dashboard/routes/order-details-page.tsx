import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DashboardComingSoon
      icon={IconReceipt}
      title={t('dashboard.screens.orderDetails', { id })}
      description={t('dashboard.areaDescriptions.orders')}
    />
  );
}
