import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function ReturnsPolicyPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconArrowBackUp}
      title={t('pages.returns.title')}
      description={t('pages.returns.description')}
    />
  );
}
