import '../../app/styles/browser-screens';
import { paymentStatusQuerySchema } from '@dukkan/contracts';
import { Button } from '@mantine/core';
import { IconListDetails, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { StatusScreen } from '../../components/status-screen';
import { usePageMeta } from '../../lib/use-page-meta';
import { SignInFirst } from '../features/checkout/sign-in-first';
import { PaymentResult } from '../features/checkout/payment-result';

/** `/payment-status?id=…&resourcePath=/v1/checkouts/{id}/payment`: where the gateway returns the shopper. */
export default function PaymentStatusPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.result.title'), t('checkout.result.description'));
  const [params] = useSearchParams();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const parsed = paymentStatusQuerySchema.safeParse({
    resourcePath: params.get('resourcePath') ?? undefined,
  });

  if (!isAuthenticated) {
    return (
      <SignInFirst
        title={t('checkout.result.signInTitle')}
        body={t('checkout.result.signInBody')}
        action={t('checkout.result.signIn')}
      />
    );
  }
  if (!parsed.success) {
    return (
      <StatusScreen
        icon={IconZoomQuestion}
        color="orange"
        title={t('checkout.result.missingTitle')}
        body={t('checkout.result.missingBody')}
      >
        <Button
          component={Link}
          to="/my-orders"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {t('checkout.result.myOrders')}
        </Button>
      </StatusScreen>
    );
  }
  return <PaymentResult key={parsed.data.resourcePath} resourcePath={parsed.data.resourcePath} />;
}
