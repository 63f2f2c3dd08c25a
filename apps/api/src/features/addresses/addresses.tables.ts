import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
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
 * Decision 021: the city is one of a list (`city_code`; `city` keeps its English name, or the
 * free text of an address saved before the list), the short national address may stand in for
 * the building number and postal code, and the shopper's location is kept when they shared it.
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
    cityCode: text('city_code'),
    district: text('district').notNull(),
    street: text('street').notNull(),
    shortAddress: text('short_address'),
    buildingNumber: text('building_number'),
    postalCode: text('postal_code'),
    additionalNumber: text('additional_number'),
    latitude: numeric('latitude', { precision: 8, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    details: text('details').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    // The courier finds the building by the short address or by its number and postal code.
    check(
      'addresses_building_check',
      sql`${t.shortAddress} is not null or (${t.buildingNumber} is not null and ${t.postalCode} is not null)`,
    ),
    check('addresses_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
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
