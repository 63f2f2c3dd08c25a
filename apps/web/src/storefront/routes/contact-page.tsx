import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconMessageCircle}
      title={t('pages.contact.title')}
      description={t('pages.contact.description')}
    />
  );
}
