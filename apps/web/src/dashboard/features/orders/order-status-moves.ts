import type { OrderStatus } from '@dukkan/contracts';

/** Moves that put stock (and a coupon use) back: asked for with a confirmation first. */
export const RESTOCKING_STATUSES = ['Cancelled', 'Returned'] as const;
export type RestockingStatus = (typeof RESTOCKING_STATUSES)[number];

export function isRestocking(status: OrderStatus): status is RestockingStatus {
  return RESTOCKING_STATUSES.some((restocking) => restocking === status);
}

/** What the screens need to name and change an order, from a list row or the details. */
export interface OrderRef {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  isPaid: boolean;
}
