import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconShoppingBag}
      title={t('pages.cart.title')}
      description={t('pages.cart.description')}
    />
  );
}
