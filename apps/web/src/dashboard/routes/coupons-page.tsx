import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function CouponsPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconTicket}
      title={t('dashboard.areas.coupons')}
      description={t('dashboard.areaDescriptions.coupons')}
    />
  );
}
