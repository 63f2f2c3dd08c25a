import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function CouponDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DashboardComingSoon
      icon={IconTicket}
      title={t('dashboard.screens.couponDetails', { id })}
      description={t('dashboard.areaDescriptions.coupons')}
    />
  );
}
