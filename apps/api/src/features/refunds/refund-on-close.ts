import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, OrderDetails, updateOrderStatusBodySchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { closeAndRestock } from '../orders/order-restock.ts';
import { canMove } from '../orders/order-transitions.ts';
import { orderDetails } from '../orders/order-queries.ts';
import {
  changeOrderStatus,
  lockOrder,
  refusal,
  type CloseHook,
} from '../orders/order-status.service.ts';
import { orderItems, type orders } from '../orders/orders.tables.ts';
import { issueCreditNote } from './credit-notes.ts';
import { runGatewayRefund } from './refund-gateway.ts';
import { insertRefund, reservedAmount } from './refund-ledger.ts';
import { wholeRemaining } from './refund-request.service.ts';

type StatusChange = z.output<typeof updateOrderStatusBodySchema>;
type OrderRow = typeof orders.$inferSelect;

/** The credit note's reason when an order is closed without a note. */
const CLOSING_REASONS = {
  Cancelled: 'Order cancelled · أُلغي الطلب',
  Returned: 'Order returned · أُرجع الطلب',
} as const;

/**
 * `AdminOrder/UpdateOrderStatus` with what closing a paid or invoiced order now brings (decision
 * 020): a paid Online order is refunded through the gateway for what is left, and an invoiced
 * order gets its credit note, both in the transaction that closes it. A paid cash-on-delivery
 * order stays "paid, nothing refunded" until staff record how they paid it back.
 */
export async function changeStatusWithRefund(
  ctx: AppContext,
  staffId: number,
  change: StatusChange,
  lang: Language,
): Promise<OrderDetails> {
  let refundId: number | null = null;
  const onClose: CloseHook = async (tx, order) => {
    if (change.status !== 'Cancelled' && change.status !== 'Returned') return;
    const reason = change.note.trim() || CLOSING_REASONS[change.status];
    refundId = await refundClosedOrder(ctx, tx, order, change.status, reason, staffId);
  };
  const details = await changeOrderStatus(ctx, staffId, change, lang, onClose);
  if (refundId === null) return details;
  await runGatewayRefund(ctx, refundId);
  // The history now carries the gateway's answer.
  return orderDetails(ctx.db, change.orderId, lang);
}

/**
 * What closing a paid or invoiced order brings, in the transaction that closes it: a paid Online
 * order gets a pending gateway refund of what is left (answered by the gateway after the commit,
 * `runGatewayRefund`), and an invoiced order its credit note. Answers the refund's id, if any.
 */
async function refundClosedOrder(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  status: 'Cancelled' | 'Returned',
  reason: string,
  actorId: number,
): Promise<number | null> {
  const closed = { ...order, status };
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const whole = wholeRemaining(order, items);
  const left = order.totalHalalas - (await reservedAmount(tx, order.id));
  let refundId: number | null = null;
  if (order.isPaid && order.paymentMethod === 'Online' && ctx.gateway && left > 0) {
    const refund = await insertRefund(tx, {
      order: closed,
      amountHalalas: left,
      reason,
      staffId: actorId,
      units: whole.units,
    });
    refundId = refund.id;
  }
  await issueCreditNote(tx, {
    order: closed,
    refundId,
    reason,
    units: whole.units,
    money: whole.money,
    staffId: actorId,
  });
  return refundId;
}

/**
 * `Order/CancelMyOrder/{orderId}` (decision 010, refunds by decision 020): the shopper cancels
 * their own order while it is Pending or Processing. Stock, sold counts and the coupon use come
 * back and an Online order's payment deadline is cleared, as before; a paid Online order is
 * refunded through the gateway for its whole amount and an invoiced one gets its credit note. A
 * paid cash-on-delivery order (collected before it shipped) still waits for staff, who record how
 * they paid it back. The row lock makes a parallel staff move or a second cancel find the order
 * already moved, so one cancel refunds once.
 */
export async function cancelMyOrderWithRefund(
  ctx: AppContext,
  userId: number,
  orderId: number,
  lang: Language,
): Promise<OrderDetails> {
  let refundId: number | null = null;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!canMove(order, 'Cancelled')) throw refusal(order, 'Cancelled', lang);
    const refundable = order.paymentMethod === 'Online' && ctx.gateway !== null;
    if (order.isPaid && !refundable) throw conflict('orders.paidNeedsRefund');
    await closeAndRestock(
      tx,
      order.id,
      'Cancelled',
      { key: 'orders.history.cancelledByCustomer' },
      userId,
    );
    refundId = await refundClosedOrder(
      ctx,
      tx,
      order,
      'Cancelled',
      CLOSING_REASONS.Cancelled,
      userId,
    );
  });
  if (refundId !== null) await runGatewayRefund(ctx, refundId);
  return orderDetails(ctx.db, orderId, lang, userId);
}
