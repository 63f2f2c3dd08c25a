import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function PaymentPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconCreditCard}
      title={t('pages.payment.title')}
      description={t('pages.payment.description')}
    />
  );
}
