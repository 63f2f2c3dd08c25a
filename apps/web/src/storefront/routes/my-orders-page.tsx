import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function MyOrdersPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconPackage}
      title={t('pages.myOrders.title')}
      description={t('pages.myOrders.description')}
    />
  );
}
