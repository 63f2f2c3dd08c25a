import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ManualRefundMethod } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { sarText } from '../invoices/invoice-document.ts';
import { orders, orderStatusHistory } from '../orders/orders.tables.ts';
import type { GatewayRefund } from '../payments/gateway.ts';
import { classifyResultCode } from '../payments/result-codes.ts';
import { refundLines, refunds } from './refunds.tables.ts';

export type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Money already given back or on its way: succeeded and pending refunds. A pending refund holds
 * its amount until the gateway answers, so a second refund can never take the same money.
 */
export async function reservedAmount(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountHalalas}), 0)::integer` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
  return row?.total ?? 0;
}

export interface NewRefund {
  order: OrderRow;
  amountHalalas: number;
  reason: string;
  staffId: number;
  units: Array<{ orderItemId: number; quantity: number }>;
  manual?: { method: ManualRefundMethod; reference: string | null } | undefined;
}

/**
 * Writes a refund in the caller's transaction (the order row locked). A manual refund is done
 * already: it is recorded succeeded and the order's refunded amount grows at once. A gateway
 * refund is written pending before the gateway is asked (after the commit), so whatever happens
 * next leaves a row to see and retry.
 */
export async function insertRefund(tx: Executor, refund: NewRefund): Promise<RefundRow> {
  const { order, manual } = refund;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountHalalas: refund.amountHalalas,
      method: manual ? 'manual' : 'gateway',
      manualMethod: manual?.method ?? null,
      manualReference: manual?.reference ?? null,
      status: manual ? 'succeeded' : 'pending',
      reason: refund.reason,
      gatewayPaymentId: manual ? null : order.gatewayPaymentId,
      attempts: manual ? 0 : 1,
      attemptedAt: manual ? null : sql`now()`,
      completedAt: manual ? sql`now()` : null,
      createdBy: refund.staffId,
    })
    .returning();
  if (refund.units.length > 0) {
    await tx
      .insert(refundLines)
      .values(refund.units.map((unit) => ({ refundId: row!.id, ...unit })));
  }
  const amount = sarText(refund.amountHalalas);
  if (manual) {
    await tx
      .update(orders)
      .set({
        refundedHalalas: sql`${orders.refundedHalalas} + ${refund.amountHalalas}`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
  }
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    noteKey: manual ? 'refunds.history.manual' : 'refunds.history.requested',
    noteParams: manual
      ? { amount, method: manual.method, reference: manual.reference ?? '' }
      : { amount },
    changedBy: refund.staffId,
  });
  return row!;
}

/**
 * Records the gateway's answer about a pending refund, once: the conditional update makes a late
 * or repeated answer change nothing. Only a success code counts as refunded; a code that means
 * "still pending" leaves the refund pending (staff may ask again once it is stale).
 */
export async function recordGatewayAnswer(
  tx: Executor,
  refundId: number,
  answer: GatewayRefund,
  paymentId: string | null,
): Promise<RefundRow | undefined> {
  const outcome = classifyResultCode(answer.code);
  const status = outcome === 'success' ? 'succeeded' : outcome === 'pending' ? 'pending' : 'failed';
  const [row] = await tx
    .update(refunds)
    .set({
      status,
      resultCode: answer.code || null,
      resultDescription: answer.description || null,
      gatewayRefundId: answer.refundId,
      gatewayPaymentId: paymentId,
      completedAt: status === 'pending' ? null : sql`now()`,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!row || status === 'pending') return row;
  const [order] = await tx
    .update(orders)
    .set(
      status === 'succeeded'
        ? {
            refundedHalalas: sql`${orders.refundedHalalas} + ${row.amountHalalas}`,
            updatedAt: sql`now()`,
          }
        : { updatedAt: sql`now()` },
    )
    .where(eq(orders.id, row.orderId))
    .returning({ status: orders.status });
  await tx.insert(orderStatusHistory).values({
    orderId: row.orderId,
    status: order!.status,
    noteKey: status === 'succeeded' ? 'refunds.history.succeeded' : 'refunds.history.failed',
    noteParams: { amount: sarText(row.amountHalalas), code: answer.code || '—' },
  });
  return row;
}
