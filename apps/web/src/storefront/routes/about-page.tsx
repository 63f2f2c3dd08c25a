import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconInfoCircle}
      title={t('pages.about.title')}
      description={t('pages.about.description')}
    />
  );
}
