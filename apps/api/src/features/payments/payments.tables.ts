import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/**
 * The built-in sandbox gateway's checkouts. It keeps them in the database, not in memory, so any
 * API instance can answer for a checkout another one created.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    entityId: text('entity_id').notNull(),
    /** As OPPWA sends it: a decimal string with two places ("115.00"). */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').notNull(),
    merchantTransactionId: text('merchant_transaction_id'),
    state: text('state', { enum: ['open', 'paid', 'declined'] })
      .notNull()
      .default('open'),
    resultCode: text('result_code').notNull(),
    resultDescription: text('result_description').notNull(),
    /** The brand the sandbox detected for the payment (MADA by our BIN list, VISA, MASTER, …). */
    paymentBrand: text('payment_brand'),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    holder: text('holder'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sandbox_checkouts_created_idx').on(t.createdAt),
    check('sandbox_checkouts_state_check', sql`${t.state} in ('open', 'paid', 'declined')`),
  ],
);

/**
 * Every gateway checkout opened for an order. A declined card means a new checkout for the retry,
 * so an order can have several; a late answer about any of them still finds its order here.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    checkoutId: text('checkout_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountHalalas: integer('amount_halalas').notNull(),
    /** The online method it was opened for; its status is read with the same method's entity. */
    method: text('method', { enum: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'] })
      .notNull()
      .default('CARDS'),
    resultCode: text('result_code'),
    resultDescription: text('result_description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payment_checkouts_order_idx').on(t.orderId, t.createdAt),
    check(
      'payment_checkouts_method_check',
      sql`${t.method} in ('MADA', 'CARDS', 'APPLEPAY', 'STC_PAY')`,
    ),
  ],
);

/**
 * The card BINs routed to mada (docs/decisions/018-payment-brands.md): seeded with the published
 * list, replaced by the merchant through `AdminPayment/MadaBins` without a release.
 */
export const madaBins = pgTable(
  'mada_bins',
  {
    bin: text('bin').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('mada_bins_bin_check', sql`${t.bin} ~ '^[0-9]{6}([0-9]{2})?$'`)],
);

/**
 * The sandbox gateway's refunds (`paymentType=RF` against a captured payment), kept so it can
 * refuse to give back more than was paid, as OPPWA does.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id, { onDelete: 'cascade' }),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    resultCode: text('result_code').notNull(),
    /** What the shop sent it under: the transaction report finds the refund by it. */
    merchantTransactionId: text('merchant_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_refunds_checkout_idx').on(t.checkoutId),
    index('sandbox_refunds_merchant_transaction_idx').on(t.merchantTransactionId),
  ],
);
