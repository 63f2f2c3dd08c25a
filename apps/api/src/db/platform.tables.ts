import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide settings and generated secrets, shared by every API process. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits. Kept in the database, not in process memory, so that
 * several API instances behind a load balancer share one budget per client and per account.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
});
