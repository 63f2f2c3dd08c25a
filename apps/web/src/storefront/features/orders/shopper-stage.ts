import type { OrderStatus, OrderSummary } from '@dukkan/contracts';

/**
 * What the shopper reads as an order's state. A paid order stays `Pending` until the shop starts
 * on it; "Pending" beside "Paid" reads as if the payment were still awaited, so that pair is said
 * in plain words ("Paid — being prepared") until the order moves on.
 */
export type ShopperStage = OrderStatus | 'PaidPreparing';

export function shopperStage(order: Pick<OrderSummary, 'status' | 'isPaid'>): ShopperStage {
  return order.status === 'Pending' && order.isPaid ? 'PaidPreparing' : order.status;
}
