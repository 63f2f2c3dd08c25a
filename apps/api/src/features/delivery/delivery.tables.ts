import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Ways an order can reach the customer. A method used by orders is deactivated rather than
 * deleted (orders keep a snapshot of its name and price anyway).
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    priceHalalas: integer('price_halalas').notNull().default(0),
    estimatedDays: text('estimated_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('delivery_methods_price_not_negative', sql`${t.priceHalalas} >= 0`)],
);
