import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StorefrontComingSoon } from '../components/storefront-coming-soon';

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <StorefrontComingSoon
      icon={IconReceipt}
      title={t('pages.orderDetails.title', { id })}
      description={t('pages.orderDetails.description')}
    />
  );
}
