import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sarText } from '../invoices/invoice-document.ts';
import { findInvoice } from '../invoices/invoice-numbering.ts';
import { readStoreProfile } from '../invoices/store-profile.ts';
import { orderItems, orders, orderStatusHistory } from '../orders/orders.tables.ts';
import { creditNoteVat, type ReturnMoney } from './refund-arithmetic.ts';
import { creditNotes, type CreditNoteLine } from './refunds.tables.ts';

type OrderRow = typeof orders.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Units of order lines a credit note covers. */
export interface CreditedUnits {
  orderItemId: number;
  quantity: number;
}

export interface CreditNoteRequest {
  order: OrderRow;
  refundId: number | null;
  reason: string;
  units: CreditedUnits[];
  money: ReturnMoney;
  staffId: number;
}

/** Copies the credited lines as they are printed (names, options, unit prices). */
async function creditedLines(tx: Executor, orderId: number, units: CreditedUnits[]) {
  if (units.length === 0) return [];
  const rows = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const wanted = new Map(units.map((unit) => [unit.orderItemId, unit.quantity]));
  return rows.flatMap((row): CreditNoteLine[] => {
    const quantity = wanted.get(row.id);
    if (!quantity) return [];
    const options = row.options;
    return [
      {
        orderItemId: row.id,
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        optionsEn: options.length
          ? options.map((o) => `${o.nameEn}: ${o.valueEn}`).join(' · ')
          : null,
        optionsAr: options.length
          ? options.map((o) => `${o.nameAr}: ${o.valueAr}`).join(' · ')
          : null,
        quantity,
        unitPriceHalalas: row.unitPriceHalalas,
        lineTotalHalalas: row.unitPriceHalalas * quantity,
      },
    ];
  });
}

/** What the order's credit notes add up to so far. */
export async function creditedSoFar(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditNotes.amountHalalas}), 0)::integer` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  return row?.total ?? 0;
}

/**
 * Issues the credit note of a refund or a cancellation when the order has a tax invoice (none is
 * needed otherwise: nothing was invoiced to reduce). Runs in the caller's transaction, which holds
 * the order's row lock. Numbers are gapless like the invoices': the table is locked against other
 * writers while max + 1 is taken, so a rolled-back refund leaves no hole and parallel issues get
 * consecutive numbers. Never more than what the invoice still stands for.
 */
export async function issueCreditNote(
  tx: Executor,
  request: CreditNoteRequest,
): Promise<CreditNoteRow | null> {
  const { order } = request;
  const invoice = await findInvoice(tx, order.id);
  if (!invoice) return null;
  const before = await creditedSoFar(tx, order.id);
  const open = order.totalHalalas - before;
  let money = request.money;
  if (money.amountHalalas > open) {
    // Earlier money-only credits already reduced the invoice: credit what it still stands for.
    const less = money.amountHalalas - open;
    money = { ...money, discountHalalas: money.discountHalalas + less, amountHalalas: open };
  }
  if (money.amountHalalas <= 0) return null;
  const lines = await creditedLines(tx, order.id, request.units);
  await tx.execute(sql`lock table ${creditNotes} in exclusive mode`);
  const seller = await readStoreProfile(tx);
  // Whole seconds: the QR code carries the time to the second, and it must match the record.
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      orderId: order.id,
      invoiceId: invoice.id,
      refundId: request.refundId,
      sequenceNumber: sql`(select coalesce(max(${creditNotes.sequenceNumber}), 0) + 1 from ${creditNotes})`,
      issuedAt,
      seller,
      reason: request.reason,
      lines,
      goodsHalalas: money.goodsHalalas,
      discountHalalas: money.discountHalalas,
      deliveryHalalas: money.deliveryHalalas,
      amountHalalas: money.amountHalalas,
      vatHalalas: creditNoteVat(order, before, money.amountHalalas),
    })
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: order.status,
    noteKey: 'refunds.history.creditNote',
    noteParams: { number: row!.creditNoteNumber, amount: sarText(row!.amountHalalas) },
    changedBy: request.staffId,
  });
  return row!;
}

/** One credit note of an order; with `ownerId`, only of the caller's own order. */
export async function findCreditNote(
  db: Executor,
  orderId: number,
  creditNoteId: number,
  ownerId?: number,
) {
  const [row] = await db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(
      and(
        eq(creditNotes.id, creditNoteId),
        eq(creditNotes.orderId, orderId),
        ownerId === undefined ? undefined : eq(orders.userId, ownerId),
      ),
    );
  return row;
}
