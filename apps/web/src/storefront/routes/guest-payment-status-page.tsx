import '../../app/styles/browser-screens';
import { paymentStatusQuerySchema } from '@dukkan/contracts';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../../lib/use-page-meta';
import { readGuestOrderToken } from '../../shopping/guest-orders.api';
import { parseRouteId } from '../features/catalog/catalog-not-found';
import { GuestPaymentLost } from '../features/orders/find-my-order-screen';
import { PaymentResult } from '../features/checkout/payment-result';
import { guestPayment } from '../features/checkout/payment-owner';

/**
 * `/guest-order/:id/payment-status?id=…&resourcePath=…`: where the gateway returns a guest. The
 * order in the address names the access token to ask with; a return without a checkout is asked
 * nothing, and the order's page says where it stands.
 */
export default function GuestPaymentStatusPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.result.title'), t('checkout.result.description'));
  const orderId = parseRouteId(useParams().id);
  const [params] = useSearchParams();
  const token = orderId === null ? null : readGuestOrderToken(orderId);
  const parsed = paymentStatusQuerySchema.safeParse({
    resourcePath: params.get('resourcePath') ?? undefined,
  });
  if (orderId === null || token === null || !parsed.success) return <GuestPaymentLost />;
  return (
    <PaymentResult
      key={parsed.data.resourcePath}
      resourcePath={parsed.data.resourcePath}
      owner={guestPayment(token)}
      orderId={orderId}
    />
  );
}
