import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function DeliveryPolicyPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconTruckDelivery}
      title={t('pages.delivery.title')}
      description={t('pages.delivery.description')}
    />
  );
}
