import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function TermsConditionsPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconFileText}
      title={t('pages.terms.title')}
      description={t('pages.terms.description')}
    />
  );
}
