import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconShieldLock}
      title={t('pages.privacy.title')}
      description={t('pages.privacy.description')}
    />
  );
}
