import { IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function OffersPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconDiscount2}
      title={t('pages.offers.title')}
      description={t('pages.offers.description')}
    />
  );
}
