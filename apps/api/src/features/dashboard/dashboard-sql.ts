import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@dukkan/contracts';
import { orders } from '../orders/orders.tables.ts';

/**
 * An order that still stands: not cancelled and not returned (both give the stock and the coupon
 * use back, so neither counts as a sale).
 */
export const standingOrderSql: SQL = sql`${orders.status} not in ('Cancelled', 'Returned')`;

/**
 * A sale for the revenue figures: paid and still standing. Written exactly like the predicate of
 * the partial index `orders_paid_sales_idx`, so the planner can read SalesPerDay from that index.
 */
export const paidSaleSql: SQL = sql`${orders.isPaid} and ${standingOrderSql}`;

/** The instant a shop day (YYYY-MM-DD) begins, as a timestamptz: midnight in Riyadh. */
export function dayStartSql(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/**
 * Orders placed on a shop day, given as a timestamp without time zone at its midnight (a
 * generate_series row): read as Riyadh wall-clock time, whatever the session's time zone.
 */
export function placedOnDaySql(day: SQL): SQL {
  return sql`${orders.createdAt} >= (${day}::timestamp at time zone ${SHOP_TIME_ZONE})
    and ${orders.createdAt} < ((${day}::timestamp + interval '1 day') at time zone ${SHOP_TIME_ZONE})`;
}

/** Orders placed from the start of `from` to the end of `to` (shop days, both included). */
export function placedBetweenSql(from: string | undefined, to: string | undefined): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${orders.createdAt} >= ${dayStartSql(from)}`);
  if (to)
    parts.push(
      sql`${orders.createdAt} < (((${to}::date + 1)::timestamp) at time zone ${SHOP_TIME_ZONE})`,
    );
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
