import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.ts';

/**
 * Units and revenue per product per shop day (Asia/Riyadh) from the lines of standing orders, so
 * the best sellers of a month or a year add up a few thousand rows instead of joining every order
 * line with its order. Kept by triggers (migration 0009), so every writer — the checkout, restocking
 * on cancel or return, the demo seed, bulk loads — keeps it true without knowing it exists.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenueHalalas: bigint('revenue_halalas', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The same per calendar month (`month` is its first day), so a year is a dozen months of rows and
 * only the partial months at its ends are read day by day.
 */
export const productSalesMonthly = pgTable(
  'product_sales_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenueHalalas: bigint('revenue_halalas', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId] })],
);

/**
 * Best sellers of the periods the dashboard asks for most — the last 7, 30, 90 and 365 days up to
 * `recent_sales_state.through`, and all time (window 0) — one row per product and period, so such
 * a question reads the top rows of an index. Triggers add each sale to the periods it falls in;
 * once a day a roll (`dukkan_roll_recent_sales`) rebuilds them for the new day. Until it has, reads
 * take the general path, so answers are exact either way.
 */
export const productSalesRecent = pgTable(
  'product_sales_recent',
  {
    windowDays: smallint('window_days').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenueHalalas: bigint('revenue_halalas', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.windowDays, t.productId] }),
    index('product_sales_recent_top_idx').on(
      t.windowDays,
      t.quantity.desc(),
      t.revenueHalalas.desc(),
      t.productId,
    ),
  ],
);

/**
 * Paid orders that still stand and their totals per shop day, for the sales chart: a year is 366
 * rows. Kept by triggers on orders (being paid, cancelled, returned or moved in time changes the
 * figures of the order's day).
 */
export const paidSalesDaily = pgTable('paid_sales_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ordersCount: bigint('orders_count', { mode: 'number' }).notNull(),
  revenueHalalas: bigint('revenue_halalas', { mode: 'number' }).notNull(),
});

/** The last shop day the recent periods end on (a single row). */
export const recentSalesState = pgTable('recent_sales_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  through: date('through', { mode: 'string' }).notNull(),
});

/** The periods kept in `product_sales_recent`, in days; 0 is all time. */
export const RECENT_SALES_WINDOWS = [7, 30, 90, 365] as const;
