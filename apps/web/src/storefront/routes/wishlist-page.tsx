import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function WishlistPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconHeart}
      title={t('pages.wishlist.title')}
      description={t('pages.wishlist.description')}
    />
  );
}
