import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Language,
  OrderDetails,
  OrderStatus,
  updateOrderStatusBodySchema,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { closeAndRestock } from './order-restock.ts';
import { orderDetails, type OrderRow } from './order-queries.ts';
import { allowedStatuses, canMove, RESTOCKING_STATUSES } from './order-transitions.ts';
import { orders, orderStatusHistory } from './orders.tables.ts';

type StatusChange = z.output<typeof updateOrderStatusBodySchema>;

/**
 * What a caller above the orders area adds to closing an order, in the same transaction (the
 * refunds area: the refund of a paid order and the credit note of an invoiced one).
 */
export type CloseHook = (tx: Executor, order: OrderRow, staffId: number) => Promise<void>;

/**
 * The order row, locked until the transaction ends: status and payment changes queue on it.
 * `ownerId` limits it to the caller's own orders (another's is "not found", as its details are).
 */
export async function lockOrder(
  tx: Executor,
  orderId: number,
  ownerId?: number,
): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), ownerId === undefined ? undefined : eq(orders.userId, ownerId)),
    )
    .for('update');
  if (!row) throw notFound('orders.notFound');
  return row;
}

/** A status as the reader's language names it. */
export const statusName = (status: OrderStatus, lang: Language) =>
  translate(`orders.status.${status}`, lang);

/** Why a move is refused, naming both statuses in the reader's language. */
export function refusal(order: OrderRow, next: OrderStatus, lang: Language) {
  const data = { allowedStatuses: allowedStatuses(order) };
  const from = statusName(order.status, lang);
  const to = statusName(next, lang);
  if (order.status === next) {
    return conflict('orders.sameStatus', data, { params: { status: from } });
  }
  // The table's only conditional move: Online orders wait in Pending until they are paid.
  const awaitingPayment =
    order.status === 'Pending' &&
    next === 'Processing' &&
    order.paymentMethod === 'Online' &&
    !order.isPaid;
  return conflict(awaitingPayment ? 'orders.awaitingPayment' : 'orders.illegalTransition', data, {
    params: { from, to },
  });
}

/**
 * `AdminOrder/UpdateOrderStatus`: one move along the transition table, by a staff member. Cancelled
 * and Returned give the stock, sold counts and coupon use back; the row lock makes a second,
 * concurrent cancel find the order already Cancelled, so nothing is given back twice.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  staffId: number,
  change: StatusChange,
  lang: Language,
  onClose?: CloseHook,
): Promise<OrderDetails> {
  const note = change.note.trim() || null;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId);
    if (!canMove(order, change.status)) throw refusal(order, change.status, lang);
    if (change.status === 'Cancelled' || change.status === 'Returned') {
      await closeAndRestock(tx, order.id, change.status, { text: note }, staffId);
      await onClose?.(tx, order, staffId);
      return;
    }
    await tx
      .update(orders)
      .set({ status: change.status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: change.status, note, changedBy: staffId });
  });
  return orderDetails(ctx.db, change.orderId, lang);
}

/**
 * `AdminOrder/{id}/PaymentStatus`: flips `isPaid` (cash collected, a bank transfer seen, or a
 * refund made) and records who did it. Marking paid clears an Online order's payment deadline, so
 * the expiry sweep never cancels an order staff have settled. A Cancelled or Returned order can
 * be marked unpaid (its refund was made) but not paid: it no longer takes payments.
 */
export async function togglePaid(
  ctx: AppContext,
  staffId: number,
  orderId: number,
  lang: Language,
): Promise<{ order: OrderDetails; isPaid: boolean }> {
  const isPaid = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const paying = !order.isPaid;
    if (paying && RESTOCKING_STATUSES.includes(order.status)) {
      throw conflict('orders.closedNotPayable', null, {
        params: { status: statusName(order.status, lang) },
      });
    }
    await tx
      .update(orders)
      .set(
        paying
          ? { isPaid: true, paidAt: sql`now()`, paymentExpiresAt: null, updatedAt: sql`now()` }
          : { isPaid: false, paidAt: null, updatedAt: sql`now()` },
      )
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: order.status,
      noteKey: paying ? 'orders.history.markedPaid' : 'orders.history.markedUnpaid',
      changedBy: staffId,
    });
    return paying;
  });
  return { order: await orderDetails(ctx.db, orderId, lang), isPaid };
}
