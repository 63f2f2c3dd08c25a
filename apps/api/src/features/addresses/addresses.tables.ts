import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * A customer's delivery addresses (Saudi national address). At most one default per customer,
 * held by a partial unique index so two parallel "make default" requests cannot both win.
 * Orders copy the address they ship to, so editing or deleting one never changes an order.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    city: text('city').notNull(),
    district: text('district').notNull(),
    street: text('street').notNull(),
    buildingNumber: text('building_number').notNull(),
    postalCode: text('postal_code').notNull(),
    additionalNumber: text('additional_number'),
    details: text('details').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A customer's mobile numbers (+9665XXXXXXXX), one primary; a number appears once per customer. */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('phone_numbers_user_number_key').on(t.userId, t.number),
    uniqueIndex('phone_numbers_one_primary_key')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);
