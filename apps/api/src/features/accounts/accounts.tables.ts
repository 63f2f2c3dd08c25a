import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * Stored lower-cased; the unique index on lower(email) guards against any other spelling. Null
     * for an account made by signing in with a mobile number (then `mobile` is set).
     */
    email: text('email'),
    /** A contact number the shopper typed (not verified, not unique). */
    phoneNumber: text('phone_number'),
    /** The verified mobile (+9665XXXXXXXX) the account signs in with by texted code; unique. */
    mobile: text('mobile'),
    imageUrl: text('image_url'),
    role: text('role', { enum: ['Admin', 'Manager', 'Customer'] })
      .notNull()
      .default('Customer'),
    /** Null for an account that has only ever signed in with a texted code. */
    passwordHash: text('password_hash'),
    /** Part of every token; raising it signs out every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('Admin', 'Manager', 'Customer')`),
    // Every account has a way to sign in: an e-mail (with its password) or a verified mobile.
    check('users_sign_in_check', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

/**
 * One pending password reset per user: the e-mailed code (hashed), its tries, and — once the code
 * is verified — the one-time reset token (hashed).
 */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  resetTokenHash: text('reset_token_hash'),
  resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One pending sign-in code per mobile number, whether or not an account has the number yet (a new
 * number signs up with it): the code (hashed with the number), its expiry and its wrong tries.
 */
export const mobileCodes = pgTable('mobile_codes', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
