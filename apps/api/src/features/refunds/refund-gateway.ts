import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { sarText } from '../invoices/invoice-document.ts';
import { lockOrder } from '../orders/order-status.service.ts';
import { orders } from '../orders/orders.tables.ts';
import type { GatewayRefund } from '../payments/gateway.ts';
import { paymentCheckouts } from '../payments/payments.tables.ts';
import { classifyResultCode, gatewayAmount } from '../payments/result-codes.ts';
import { recordGatewayAnswer, reservedAmount, type RefundRow } from './refund-ledger.ts';
import { refunds } from './refunds.tables.ts';

/**
 * A pending refund not answered for this long is stale: the gateway call (15 s timeout) is over,
 * so the process that made it is gone (a crash, a restart) and staff may ask again.
 */
export const STALE_PENDING_SECONDS = 60;

const CURRENCY = 'SAR';

/** What is recorded when no answer came: the refund fails visibly and can be retried. */
const noAnswer = (description: string): GatewayRefund => ({
  refundId: null,
  code: '',
  description,
});

/**
 * The id a refund travels under at the gateway, the same on every attempt: the order's number
 * (its payment's own merchant transaction id) and the refund's row.
 */
export function refundTransactionId(orderNumber: string, refundId: number): string {
  return `${orderNumber}-RF${refundId}`;
}

/**
 * Asks the gateway to refund a pending refund, outside any transaction (a slow gateway never
 * holds the order's lock), then records the answer. The payment to refund is the order's captured
 * payment, asked of the gateway by its checkout when the order predates stored payment ids; it is
 * refunded on the entity it was paid on. A later attempt first asks the gateway's transaction
 * report whether an earlier one went through after all (its answer lost on the way): then that
 * refund is recorded, and none is sent twice.
 */
export async function runGatewayRefund(ctx: AppContext, refundId: number): Promise<RefundRow> {
  const [row] = await ctx.db
    .select({ refund: refunds, order: orders, method: paymentCheckouts.method })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(paymentCheckouts, eq(paymentCheckouts.checkoutId, orders.checkoutId))
    .where(eq(refunds.id, refundId));
  if (!row) throw notFound('refunds.notFound');
  const { refund, order } = row;
  const method = row.method ?? order.onlineMethod ?? 'CARDS';
  let paymentId = refund.gatewayPaymentId ?? order.gatewayPaymentId;
  const merchantTransactionId = refundTransactionId(order.orderNumber, refund.id);
  let answer: GatewayRefund;
  try {
    if (!ctx.gateway) throw new Error('no payment gateway is configured');
    const earlier =
      refund.attempts > 1 ? await ctx.gateway.findRefund({ method, merchantTransactionId }) : null;
    if (!paymentId && order.checkoutId) {
      paymentId = (await ctx.gateway.paymentStatus(order.checkoutId, method)).paymentId;
    }
    // Found and not failed: it went through (or is still being made); asking again would repeat it.
    answer =
      earlier && classifyResultCode(earlier.code) !== 'failed'
        ? earlier
        : paymentId
          ? await ctx.gateway.refund({
              method,
              paymentId,
              amount: gatewayAmount(refund.amountHalalas),
              currency: CURRENCY,
              merchantTransactionId,
            })
          : noAnswer('the gateway reports no captured payment for this order');
  } catch (error) {
    ctx.log.error({ err: error, refundId }, 'payment gateway refund failed');
    answer = noAnswer(error instanceof Error ? error.message : 'the gateway did not answer');
  }
  const recorded = await ctx.db.transaction((tx) =>
    recordGatewayAnswer(tx, refundId, answer, paymentId),
  );
  return recorded ?? refund;
}

/**
 * `AdminOrder/{orderId}/Refunds/{refundId}/Retry`: asks the gateway again about a failed refund,
 * or a pending one gone stale. Under the order's row lock: a failed refund gave its money back to
 * "left to refund", so it is checked against what other refunds took meanwhile; and of two
 * parallel retries the second finds the refund pending again and is refused.
 */
export async function retryRefund(
  ctx: AppContext,
  orderId: number,
  refundId: number,
): Promise<RefundRow> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [refund] = await tx
      .select({
        row: refunds,
        isStale: sql<boolean>`coalesce(${refunds.attemptedAt} < now() - make_interval(secs => ${STALE_PENDING_SECONDS}), true)`,
      })
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
    if (!refund) throw notFound('refunds.notFound');
    const { row } = refund;
    const retryable =
      row.method === 'gateway' &&
      (row.status === 'failed' || (row.status === 'pending' && refund.isStale));
    if (!retryable) throw conflict('refunds.notRetryable');
    if (row.status === 'failed') {
      const left = order.totalHalalas - (await reservedAmount(tx, orderId));
      if (row.amountHalalas > left) {
        throw unprocessable('refunds.overRefund', null, {
          field: 'amount',
          params: { amount: sarText(row.amountHalalas), left: sarText(left) },
        });
      }
    }
    await tx
      .update(refunds)
      .set({
        status: 'pending',
        attempts: sql`${refunds.attempts} + 1`,
        attemptedAt: sql`now()`,
        completedAt: null,
      })
      .where(eq(refunds.id, refundId));
  });
  return runGatewayRefund(ctx, refundId);
}
