import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function CategoryPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconCategory}
      title={t('pages.category.title')}
      description={t('pages.category.description')}
    />
  );
}
