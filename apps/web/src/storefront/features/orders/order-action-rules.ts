import type { OrderSummary } from '@dukkan/contracts';

type OrderState = Pick<OrderSummary, 'status' | 'isPaid' | 'paymentMethod'>;

/**
 * The shopper's cancel rule, as the API applies it: before the order ships, and unless it was paid
 * in cash (staff record how they pay that back). A paid Online order is refunded by the cancel.
 */
export function canCancel(order: OrderState): boolean {
  const beforeShipping = order.status === 'Pending' || order.status === 'Processing';
  return beforeShipping && !(order.isPaid && order.paymentMethod === 'CashOnDelivery');
}

/** Whether cancelling gives money back: the order was paid online. */
export function cancelRefunds(order: OrderState): boolean {
  return order.isPaid && order.paymentMethod === 'Online';
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
