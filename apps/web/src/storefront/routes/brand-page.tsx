import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function BrandPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconTags}
      title={t('pages.brand.title')}
      description={t('pages.brand.description')}
    />
  );
}
