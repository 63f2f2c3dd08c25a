import { eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { hashGuestToken } from '../cart/cart-owner.ts';
import { orders } from './orders.tables.ts';

/**
 * Who may see and pay an order (decision 022): the customer it belongs to, or whoever holds the
 * access token it was placed with as a guest (answered once by `Order/CreateGuestOrder` and again
 * by "find my order"). An order id alone opens nothing.
 */
export type OrderOwner = { userId: number } | { guestAccessToken: string };

/** The header a guest sends an order's access token in. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The access token a request carries; a missing or malformed one finds no order (404, not 401). */
export function orderTokenOf(header: string | string[] | undefined): string {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || !TOKEN_SHAPE.test(token)) throw notFound('orders.notFound');
  return token;
}

/** The condition on `orders` that keeps only the owner's. */
export function ownedOrder(owner: OrderOwner): SQL {
  if ('userId' in owner) return eq(orders.userId, owner.userId);
  return eq(orders.guestAccessHash, hashGuestToken(owner.guestAccessToken));
}
