import type { OrderStatus, PaymentMethod } from '@dukkan/contracts';

/**
 * The order lifecycle, the one table every status change is checked against:
 * Pending → Processing → Shipped → Delivered → Returned, and Pending or Processing → Cancelled.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
};

/** Moves that give the stock and the coupon use back. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Returned'];

export interface OrderState {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
}

/** The statuses an order may move to next. An Online order waits in Pending until it is paid. */
export function allowedStatuses(order: OrderState): OrderStatus[] {
  return TRANSITIONS[order.status].filter(
    (next) => !(next === 'Processing' && order.paymentMethod === 'Online' && !order.isPaid),
  );
}

export function canMove(order: OrderState, next: OrderStatus): boolean {
  return allowedStatuses(order).includes(next);
}
