import type { OrderSummary } from '@dukkan/contracts';

type OrderState = Pick<OrderSummary, 'status' | 'isPaid' | 'paymentMethod'>;

/**
 * The shopper's cancel rule, as the API applies it: before the order ships and while nothing was
 * paid. A paid order needs a refund, which staff make; the shopper contacts the shop for that.
 */
export function canCancel(order: OrderState): boolean {
  return (order.status === 'Pending' || order.status === 'Processing') && !order.isPaid;
}

/**
 * Whether the API gives a tax invoice (its `invoiceRefusal`): not for a cancelled order, nor for an
 * Online order not yet paid. (An invoice issued before a cancellation stays downloadable, but the
 * order does not say whether one was, so the button follows the rule for new invoices.)
 */
export function canDownloadInvoice(order: OrderState): boolean {
  if (order.status === 'Cancelled') return false;
  return !(order.paymentMethod === 'Online' && !order.isPaid);
}
