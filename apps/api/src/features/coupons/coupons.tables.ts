import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Coupons. The code is unique whatever its letter case. The value is in hundredths like product
 * discounts: basis points for Percentage (12.5 % = 1250), halalas for Fixed. `used_count` is the
 * number of live redemptions; it is raised and lowered in the same transaction as the redemption
 * row, under a row lock, so the total limit holds under parallel orders.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type', { enum: ['Percentage', 'Fixed'] }).notNull(),
    valueHundredths: integer('value_hundredths').notNull(),
    minOrderHalalas: integer('min_order_halalas').notNull().default(0),
    maxDiscountHalalas: integer('max_discount_halalas'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_type_check', sql`${t.type} in ('Percentage', 'Fixed')`),
    check('coupons_value_positive', sql`${t.valueHundredths} > 0`),
    check(
      'coupons_percentage_at_most_100',
      sql`${t.type} <> 'Percentage' or ${t.valueHundredths} <= 10000`,
    ),
    check('coupons_min_order_not_negative', sql`${t.minOrderHalalas} >= 0`),
    check(
      'coupons_limits_positive',
      sql`(${t.usageLimit} is null or ${t.usageLimit} >= 1) and (${t.perUserLimit} is null or ${t.perUserLimit} >= 1)`,
    ),
    check('coupons_used_count_not_negative', sql`${t.usedCount} >= 0`),
    check(
      'coupons_dates_ordered',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
