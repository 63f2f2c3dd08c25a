import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/** The seller as printed on an invoice, copied when it is issued. */
export interface InvoiceSeller {
  nameEn: string;
  nameAr: string;
  vatNumber: string;
  addressEn: string;
  addressAr: string;
}

/**
 * Tax invoices, at most one per order. `sequence_number` is gapless: it is taken as max + 1 while
 * the table is locked against other writers (invoice-numbering.ts), so a rolled-back issue leaves
 * no hole the way a sequence would. The seller is copied so a later change of the store's name or
 * VAT number never rewrites an invoice already handed out, nor its QR code.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      // A tax invoice must outlive anything that would delete its order.
      .references(() => orders.id, { onDelete: 'restrict' }),
    sequenceNumber: integer('sequence_number').notNull(),
    /** Shown to people: INV-000042. */
    invoiceNumber: text('invoice_number')
      .notNull()
      .generatedAlwaysAs(sql`'INV-' || lpad(sequence_number::text, 6, '0')`),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_id_key').on(t.orderId),
    uniqueIndex('invoices_sequence_number_key').on(t.sequenceNumber),
    check('invoices_sequence_number_positive', sql`${t.sequenceNumber} >= 1`),
  ],
);
