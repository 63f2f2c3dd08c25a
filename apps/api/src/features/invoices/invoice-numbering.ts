import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { orders } from '../orders/orders.tables.ts';
import { invoices } from './invoices.tables.ts';
import { readStoreProfile } from './store-profile.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * A tax invoice records a sale. A cancelled order never became one, and an Online order not yet
 * paid may still lapse, so neither gets a number; an invoice issued before a later cancellation
 * stays downloadable (it was handed out and its number is used).
 */
export function invoiceRefusal(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'isPaid'>,
): MessageKey | null {
  if (order.status === 'Cancelled') return 'invoices.orderCancelled';
  if (order.paymentMethod === 'Online' && !order.isPaid) return 'invoices.awaitingPayment';
  return null;
}

export async function findInvoice(db: Executor, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The order's invoice, issued with the next number when it has none. The table is locked against
 * other writers for the few statements this takes, so numbers are taken one after the other with
 * no gap and no repeat, and of two first requests for one order the second finds the first's
 * invoice instead of issuing another. Reads of invoices are not blocked by the lock.
 */
export async function issueInvoice(db: Database, orderId: number): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${invoices} in exclusive mode`);
    const existing = await findInvoice(tx, orderId);
    if (existing) return existing;
    // Shared lock: the order cannot be cancelled while its invoice is being issued.
    const [order] = await tx
      .select({ status: orders.status, paymentMethod: orders.paymentMethod, isPaid: orders.isPaid })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('share');
    if (!order) throw notFound('orders.notFound');
    const refusal = invoiceRefusal(order);
    if (refusal) throw conflict(refusal);
    const seller = await readStoreProfile(tx);
    // Whole seconds: the QR code carries the time to the second, and it must match the record.
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        sequenceNumber: sql`(select coalesce(max(${invoices.sequenceNumber}), 0) + 1 from ${invoices})`,
        issuedAt,
        seller,
      })
      .returning();
    return row!;
  });
}
