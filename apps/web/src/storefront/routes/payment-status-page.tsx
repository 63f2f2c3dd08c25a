import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function PaymentStatusPage() {
  const { t } = useTranslation();
  return (
    <StorefrontComingSoon
      icon={IconReceipt2}
      title={t('pages.paymentStatus.title')}
      description={t('pages.paymentStatus.description')}
    />
  );
}
