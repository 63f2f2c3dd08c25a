import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, OrderDetails, updateOrderStatusBodySchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { orderDetails } from '../orders/order-queries.ts';
import { changeOrderStatus, type CloseHook } from '../orders/order-status.service.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { issueCreditNote } from './credit-notes.ts';
import { runGatewayRefund } from './refund-gateway.ts';
import { insertRefund, reservedAmount } from './refund-ledger.ts';
import { wholeRemaining } from './refund-request.service.ts';

type StatusChange = z.output<typeof updateOrderStatusBodySchema>;

/** The credit note's reason when staff closed the order without a note. */
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
    const closed = { ...order, status: change.status };
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const whole = wholeRemaining(order, items);
    const left = order.totalHalalas - (await reservedAmount(tx, order.id));
    if (order.isPaid && order.paymentMethod === 'Online' && ctx.gateway && left > 0) {
      const refund = await insertRefund(tx, {
        order: closed,
        amountHalalas: left,
        reason,
        staffId,
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
      staffId,
    });
  };
  const details = await changeOrderStatus(ctx, staffId, change, lang, onClose);
  if (refundId === null) return details;
  await runGatewayRefund(ctx, refundId);
  // The history now carries the gateway's answer.
  return orderDetails(ctx.db, change.orderId, lang);
}
