import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
