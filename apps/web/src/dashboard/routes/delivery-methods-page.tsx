import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function DeliveryMethodsPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconTruckDelivery}
      title={t('dashboard.areas.deliveryMethods')}
      description={t('dashboard.areaDescriptions.deliveryMethods')}
    />
  );
}
