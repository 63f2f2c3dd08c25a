import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function ProductPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconBox}
      title={t('pages.product.title')}
      description={t('pages.product.description')}
    />
  );
}
