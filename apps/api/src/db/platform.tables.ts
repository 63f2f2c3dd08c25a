import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide settings and generated secrets, shared by every API process. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Counters for rate limits. Kept in the database, not in process memory, so that several API
 * instances behind a load balancer share one budget per client and per account. A counter is a
 * fixed window (`window_start`), or for the growing sign-in delays, counts since its last hit.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Addresses an account signed in from successfully (the e-mail as typed, lower-cased), with the
 * last time. A botnet's failures slow an account down for every other address, not for these.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);
