import '../../app/styles/browser-screens';
import { Button } from '@mantine/core';
import { IconCreditCardOff, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { StatusScreen } from '../../components/status-screen';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectPaymentState } from '../../shopping/payment.slice';
import { parseRouteId } from '../features/catalog/catalog-not-found';
import { SignInFirst } from '../features/checkout/sign-in-first';
import { PaymentLoader } from '../features/checkout/payment-desk';

/** `/payment?orderId=…`: the gateway's card form for an unpaid Online order of the shopper. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const orderId = parseRouteId(params.get('orderId') ?? undefined);
  const { checkout } = useAppSelector(selectPaymentState);
  const orderNumber =
    orderId !== null && checkout?.orderId === orderId ? checkout.orderNumber : null;
  usePageMeta(
    orderNumber ? t('checkout.pay.heading', { number: orderNumber }) : t('checkout.pay.title'),
    t('checkout.pay.description'),
  );

  if (!isAuthenticated) {
    return (
      <SignInFirst
        title={t('checkout.pay.signInTitle')}
        body={t('checkout.pay.signInBody')}
        action={t('checkout.pay.signIn')}
      />
    );
  }
  if (orderId === null) {
    return (
      <StatusScreen
        icon={IconCreditCardOff}
        color="orange"
        title={t('checkout.pay.missingOrder')}
        body={t('checkout.pay.missingOrderBody')}
      >
        <Button
          component={Link}
          to="/my-orders"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {t('checkout.pay.myOrders')}
        </Button>
      </StatusScreen>
    );
  }
  return <PaymentLoader key={orderId} orderId={orderId} />;
}
