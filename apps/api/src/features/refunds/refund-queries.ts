import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditNoteSummary, Language, OrderRefunds } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSar } from '../../lib/money.ts';
import { users } from '../accounts/accounts.tables.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { STALE_PENDING_SECONDS } from './refund-gateway.ts';
import { creditNotes, refundLines, refunds } from './refunds.tables.ts';

/** An order's credit notes, oldest first; with `ownerId`, only of the caller's own order. */
export async function listCreditNotes(db: Executor, orderId: number): Promise<CreditNoteSummary[]> {
  const rows = await db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.id));
  return rows.map(({ note, invoiceNumber }) => ({
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    invoiceNumber,
    refundId: note.refundId,
    reason: note.reason,
    amount: toSar(note.amountHalalas),
    vatAmount: toSar(note.vatHalalas),
    issuedAt: note.issuedAt.toISOString(),
  }));
}

/**
 * `AdminOrder/{orderId}/Refunds`: the order's money state, its lines with what was returned,
 * every refund with its lines and who made it, and the credit notes. Five statements whatever
 * the order's size.
 */
export async function orderRefunds(
  db: Executor,
  orderId: number,
  lang: Language,
): Promise<OrderRefunds> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('orders.notFound');
  const [items, rows, notes] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({
        refund: refunds,
        firstName: users.firstName,
        lastName: users.lastName,
        isStale: sql<boolean>`coalesce(${refunds.attemptedAt} < now() - make_interval(secs => ${STALE_PENDING_SECONDS}), true)`,
      })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.createdBy))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.id)),
    listCreditNotes(db, orderId),
  ]);
  const ids = rows.map((row) => row.refund.id);
  const lines = ids.length
    ? await db.select().from(refundLines).where(inArray(refundLines.refundId, ids))
    : [];
  const sum = (status: string) =>
    rows
      .filter((row) => row.refund.status === status)
      .reduce((total, row) => total + row.refund.amountHalalas, 0);
  const refunded = sum('succeeded');
  const pending = sum('pending');
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    total: toSar(order.totalHalalas),
    refundedAmount: toSar(refunded),
    pendingAmount: toSar(pending),
    refundableAmount: order.isPaid ? toSar(order.totalHalalas - refunded - pending) : 0,
    lines: items.map((item) => ({
      orderItemId: item.id,
      name: lang === 'ar' ? item.nameAr : item.nameEn,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      unitPrice: toSar(item.unitPriceHalalas),
    })),
    refunds: rows.map(({ refund, firstName, lastName, isStale }) => ({
      id: refund.id,
      amount: toSar(refund.amountHalalas),
      method: refund.method,
      manualMethod: refund.manualMethod as OrderRefunds['refunds'][number]['manualMethod'],
      manualReference: refund.manualReference,
      status: refund.status,
      reason: refund.reason,
      resultCode: refund.resultCode,
      resultDescription: refund.resultDescription,
      attempts: refund.attempts,
      canRetry:
        refund.method === 'gateway' &&
        (refund.status === 'failed' || (refund.status === 'pending' && isStale)),
      createdBy: firstName === null ? null : `${firstName} ${lastName}`.trim(),
      createdAt: refund.createdAt.toISOString(),
      completedAt: refund.completedAt?.toISOString() ?? null,
      lines: lines
        .filter((line) => line.refundId === refund.id)
        .map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
    })),
    creditNotes: notes,
  };
}
