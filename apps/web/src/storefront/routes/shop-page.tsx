import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function ShopPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('search')?.trim();
  return (
    <StorefrontComingSoon
      icon={IconBuildingStore}
      title={query ? t('pages.searchResults', { query }) : t('pages.shop.title')}
      description={t('pages.shop.description')}
    />
  );
}
