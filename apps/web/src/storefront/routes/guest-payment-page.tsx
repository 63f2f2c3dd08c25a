import '../../app/styles/browser-screens';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../../lib/use-page-meta';
import { readGuestOrderToken } from '../../shopping/guest-orders.api';
import { parseRouteId } from '../features/catalog/catalog-not-found';
import { GuestPaymentLost } from '../features/orders/find-my-order-screen';
import { PaymentLoader } from '../features/checkout/payment-desk';
import { guestPayment } from '../features/checkout/payment-owner';

/** `/guest-order/:id/pay`: the gateway's card form for a guest's unpaid Online order. */
export default function GuestPaymentPage() {
  const { t } = useTranslation();
  usePageMeta(t('guestCheckout.pay.title'), t('checkout.pay.description'));
  const orderId = parseRouteId(useParams().id);
  const token = orderId === null ? null : readGuestOrderToken(orderId);
  if (orderId === null || token === null) return <GuestPaymentLost />;
  return <PaymentLoader key={orderId} orderId={orderId} owner={guestPayment(token)} />;
}
