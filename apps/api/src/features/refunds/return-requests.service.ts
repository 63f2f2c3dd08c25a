import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  approveReturnRequestBodySchema,
  createReturnRequestBodySchema,
  Language,
  ReturnReason,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { lockOrder, statusName } from '../orders/order-status.service.ts';
import { orderItems, orderStatusHistory } from '../orders/orders.tables.ts';
import { runGatewayRefund } from './refund-gateway.ts';
import type { RefundRow } from './refund-ledger.ts';
import { refundInTransaction } from './refund-request.service.ts';
import { deliveredAt, pendingUnits, windowEnd } from './return-request-queries.ts';
import { returnRequestLines, returnRequests } from './return-requests.tables.ts';

type CreateBody = z.output<typeof createReturnRequestBodySchema>;
type ApproveBody = z.output<typeof approveReturnRequestBodySchema>;
type Line = { orderItemId: number; quantity: number };

/** A reason as printed on the refund and its credit note, in both languages like the closing ones. */
const REASON_TEXT: Record<ReturnReason, string> = {
  Damaged: 'Damaged · تالف',
  WrongItem: 'Wrong item · منتج خاطئ',
  WrongSize: 'Wrong size · مقاس غير مناسب',
  NotAsDescribed: 'Not as described · لا يطابق الوصف',
  ChangedMind: 'Changed my mind · غيّرت رأيي',
  Other: 'Other · سبب آخر',
};

const unitsOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Refuses a request the order cannot take: not delivered, out of the window, more than is left. */
async function checkRequest(
  tx: Executor,
  order: { id: number; status: Parameters<typeof statusName>[0] },
  lines: Line[],
  windowDays: number,
  lang: Language,
) {
  if (order.status !== 'Delivered') {
    throw conflict('returns.notDelivered', null, {
      field: 'lines',
      params: { status: statusName(order.status, lang) },
    });
  }
  const ends = windowEnd(await deliveredAt(tx, order.id), windowDays);
  if (!ends || Date.now() >= ends.getTime()) {
    const date = ends?.toISOString().slice(0, 10) ?? '—';
    throw conflict('returns.windowClosed', null, {
      field: 'lines',
      params: { days: windowDays, date },
    });
  }
  const [items, held] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    pendingUnits(tx, order.id),
  ]);
  const byId = new Map(items.map((item) => [item.id, item]));
  lines.forEach((line, index) => {
    const item = byId.get(line.orderItemId);
    if (!item) {
      throw unprocessable('returns.lineNotInOrder', null, {
        field: `lines.${index}.orderItemId`,
        params: { orderItemId: line.orderItemId },
      });
    }
    const left = item.quantity - item.returnedQuantity - (held.get(item.id) ?? 0);
    if (line.quantity > left) {
      throw unprocessable('returns.quantityAboveLeft', null, {
        field: `lines.${index}.quantity`,
        params: { left, quantity: line.quantity, name: lang === 'ar' ? item.nameAr : item.nameEn },
      });
    }
  });
}

/**
 * `POST Order/{orderId}/ReturnRequests`: the shopper asks to return units of their delivered
 * order. Under the order's row lock, so two requests at once cannot both take the last unit.
 */
export async function createReturnRequest(
  ctx: AppContext,
  userId: number,
  orderId: number,
  body: CreateBody,
  lang: Language,
): Promise<{ orderNumber: string }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    await checkRequest(tx, order, body.lines, ctx.config.returnWindowDays, lang);
    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId, reason: body.reason, note: body.note, requestedBy: userId })
      .returning({ id: returnRequests.id });
    await tx
      .insert(returnRequestLines)
      .values(body.lines.map((line) => ({ requestId: request!.id, ...line })));
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: order.status,
      noteKey: 'returns.history.requested',
      noteParams: { units: unitsOf(body.lines) },
      changedBy: userId,
    });
    return { orderNumber: order.orderNumber };
  });
}

/** The request, locked, still pending; the order's row lock is taken first by the caller. */
async function lockPendingRequest(
  tx: Executor,
  orderId: number,
  requestId: number,
  lang: Language,
) {
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, requestId), eq(returnRequests.orderId, orderId)))
    .for('update');
  if (!request) throw notFound('returns.notFound');
  if (request.status !== 'pending') {
    throw conflict('returns.alreadyDecided', null, {
      params: { status: translate(`returns.status.${request.status}`, lang) },
    });
  }
  const lines = await tx
    .select({ orderItemId: returnRequestLines.orderItemId, quantity: returnRequestLines.quantity })
    .from(returnRequestLines)
    .where(eq(returnRequestLines.requestId, requestId));
  return { request, lines };
}

/**
 * `POST AdminOrder/{orderId}/ReturnRequests/{requestId}/Approve`: the partial-return refund of
 * exactly the request's lines (decision 020: stock back, refund, credit note) and the request
 * marked approved, in one transaction under the order's row lock; so of two approvals at once
 * the second finds it approved and nothing is refunded twice. Then the gateway, after the commit.
 */
export async function approveReturnRequest(
  ctx: AppContext,
  staffId: number,
  params: { orderId: number; requestId: number },
  body: ApproveBody,
  lang: Language,
): Promise<RefundRow> {
  const refund = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, params.orderId);
    const { request, lines } = await lockPendingRequest(tx, order.id, params.requestId, lang);
    const reason = [REASON_TEXT[request.reason], request.note].filter(Boolean).join(' — ');
    const row = await refundInTransaction(
      ctx,
      tx,
      staffId,
      order.id,
      { reason, lines, manualMethod: body.manualMethod, manualReference: body.manualReference },
      lang,
    );
    await tx
      .update(returnRequests)
      .set({ status: 'approved', refundId: row.id, decidedBy: staffId, decidedAt: sql`now()` })
      .where(eq(returnRequests.id, request.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      noteKey: 'returns.history.approved',
      noteParams: { units: unitsOf(lines) },
      changedBy: staffId,
    });
    return row;
  });
  return refund.method === 'gateway' ? runGatewayRefund(ctx, refund.id) : refund;
}

/** `POST AdminOrder/{orderId}/ReturnRequests/{requestId}/Reject`: no goods or money move. */
export async function rejectReturnRequest(
  ctx: AppContext,
  staffId: number,
  params: { orderId: number; requestId: number },
  reason: string,
  lang: Language,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, params.orderId);
    const { request } = await lockPendingRequest(tx, order.id, params.requestId, lang);
    await tx
      .update(returnRequests)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        decidedBy: staffId,
        decidedAt: sql`now()`,
      })
      .where(eq(returnRequests.id, request.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      noteKey: 'returns.history.rejected',
      noteParams: { reason },
      changedBy: staffId,
    });
  });
}
