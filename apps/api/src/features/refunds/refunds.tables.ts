import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { invoices, type InvoiceSeller } from '../invoices/invoices.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money given back on an order (docs/decisions/020-refunds-and-credit-notes.md). A gateway refund
 * is written `pending` before the gateway is asked and its outcome recorded after, so a crash or a
 * refusal leaves a row staff can see and retry; a manual refund (cash on delivery: cash, a bank
 * transfer) is recorded `succeeded` at once with how it was paid. Pending and succeeded rows
 * together never exceed the order's total (checked under the order's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountHalalas: integer('amount_halalas').notNull(),
    method: text('method', { enum: ['gateway', 'manual'] }).notNull(),
    /** Manual refunds: how the money went back (Cash, BankTransfer, Other) and its reference. */
    manualMethod: text('manual_method'),
    manualReference: text('manual_reference'),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    /** The gateway's last answer (OPPWA result code and description). */
    resultCode: text('result_code'),
    resultDescription: text('result_description'),
    /** The captured payment the refund references, and the gateway's id of the refund itself. */
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When the gateway was last asked; a pending refund older than the gateway's timeout is stale. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.id),
    check('refunds_amount_positive', sql`${t.amountHalalas} > 0`),
    check('refunds_method_check', sql`${t.method} in ('gateway', 'manual')`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'refunds_manual_has_method',
      sql`(${t.method} = 'manual') = (${t.manualMethod} is not null)`,
    ),
  ],
);

/** The order lines (and units) a refund took back; none for a refund of money only. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('refund_lines_key').on(t.refundId, t.orderItemId),
    index('refund_lines_item_idx').on(t.orderItemId),
    check('refund_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** A credited line as printed: copied from the order line when the credit note is issued. */
export interface CreditNoteLine {
  orderItemId: number;
  nameEn: string;
  nameAr: string;
  optionsEn: string | null;
  optionsAr: string | null;
  quantity: number;
  unitPriceHalalas: number;
  lineTotalHalalas: number;
}

/**
 * Credit notes: the tax document that reduces an issued invoice, one per refund or cancellation
 * of an invoiced order. Numbered in their own gapless series exactly as invoices are (max + 1
 * under an exclusive table lock, credit-note-numbering.ts). The seller, the lines and every
 * amount are copied, so the note never changes after it is issued. `amount = goods − discount
 * share + delivery`, VAT included; `vat` is its VAT part (decision 020 for the rounding).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The refund it records; null for the cancellation of an invoiced order nobody had paid. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    sequenceNumber: integer('sequence_number').notNull(),
    /** Shown to people: CN-000007. */
    creditNoteNumber: text('credit_note_number')
      .notNull()
      .generatedAlwaysAs(sql`'CN-' || lpad(sequence_number::text, 6, '0')`),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    goodsHalalas: integer('goods_halalas').notNull(),
    discountHalalas: integer('discount_halalas').notNull(),
    deliveryHalalas: integer('delivery_halalas').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    vatHalalas: integer('vat_halalas').notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_sequence_number_key').on(t.sequenceNumber),
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    index('credit_notes_order_idx').on(t.orderId, t.id),
    check('credit_notes_sequence_number_positive', sql`${t.sequenceNumber} >= 1`),
    check(
      'credit_notes_amount_consistent',
      sql`${t.amountHalalas} = ${t.goodsHalalas} - ${t.discountHalalas} + ${t.deliveryHalalas} and ${t.amountHalalas} > 0 and ${t.vatHalalas} >= 0`,
    ),
  ],
);
