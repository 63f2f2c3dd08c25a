import { and, asc, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Language, OrderReturns, ReturnRequest } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSar } from '../../lib/money.ts';
import { orderItems, orders, orderStatusHistory } from '../orders/orders.tables.ts';
import { refunds } from './refunds.tables.ts';
import { returnRequestLines, returnRequests } from './return-requests.tables.ts';

const DAY_MS = 86_400_000;

/**
 * When the order was delivered: its first history entry in Delivered. Later entries in that status
 * are refunds and partial returns written while it stays Delivered, so the first one counts.
 */
export async function deliveredAt(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderStatusHistory.createdAt) })
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'Delivered')),
    );
  return row?.at ? new Date(row.at) : null;
}

export const windowEnd = (delivered: Date | null, days: number) =>
  delivered ? new Date(delivered.getTime() + days * DAY_MS) : null;

/** Units of each line held by the order's pending requests (order line id → units). */
export async function pendingUnits(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderItemId: returnRequestLines.orderItemId,
      quantity: sql<number>`sum(${returnRequestLines.quantity})::integer`,
    })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.requestId))
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'pending')))
    .groupBy(returnRequestLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

/**
 * The order's return requests (newest first) and what can still be asked for. `ownerId` limits it
 * to the caller's own order (another customer's is "not found"). Six statements whatever the
 * order's size.
 */
export async function orderReturns(
  db: Executor,
  orderId: number,
  lang: Language,
  windowDays: number,
  ownerId?: number,
): Promise<OrderReturns> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), ownerId === undefined ? undefined : eq(orders.userId, ownerId)),
    );
  if (!order) throw notFound('orders.notFound');
  const [items, delivered, held, rows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    deliveredAt(db, orderId),
    pendingUnits(db, orderId),
    db
      .select({
        request: returnRequests,
        refund: { id: refunds.id, amountHalalas: refunds.amountHalalas, status: refunds.status },
      })
      .from(returnRequests)
      .leftJoin(refunds, eq(refunds.id, returnRequests.refundId))
      .where(eq(returnRequests.orderId, orderId))
      .orderBy(desc(returnRequests.id)),
  ]);
  const ids = rows.map((row) => row.request.id);
  const lines = ids.length
    ? await db
        .select()
        .from(returnRequestLines)
        .where(inArray(returnRequestLines.requestId, ids))
        .orderBy(asc(returnRequestLines.orderItemId))
    : [];
  const nameOf = new Map(
    items.map((item) => [item.id, lang === 'ar' ? item.nameAr : item.nameEn] as const),
  );
  const ends = windowEnd(delivered, windowDays);
  const isOpen = order.status === 'Delivered' && ends !== null && Date.now() < ends.getTime();
  const lineViews = items.map((item) => {
    const requestedQuantity = held.get(item.id) ?? 0;
    return {
      orderItemId: item.id,
      name: nameOf.get(item.id)!,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      requestedQuantity,
      returnableQuantity: Math.max(0, item.quantity - item.returnedQuantity - requestedQuantity),
      unitPrice: toSar(item.unitPriceHalalas),
    };
  });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    canRequest: isOpen && lineViews.some((line) => line.returnableQuantity > 0),
    windowEndsAt: ends?.toISOString() ?? null,
    windowDays,
    lines: lineViews,
    requests: rows.map(({ request, refund }): ReturnRequest => ({
      id: request.id,
      status: request.status,
      reason: request.reason,
      note: request.note,
      rejectionReason: request.rejectionReason,
      lines: lines
        .filter((line) => line.requestId === request.id)
        .map((line) => ({
          orderItemId: line.orderItemId,
          name: nameOf.get(line.orderItemId) ?? '',
          quantity: line.quantity,
        })),
      refund: refund
        ? { id: refund.id, amount: toSar(refund.amountHalalas), status: refund.status }
        : null,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    })),
  };
}
