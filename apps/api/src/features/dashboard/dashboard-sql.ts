import { sql, type SQL } from 'drizzle-orm';
import { addDays, SHOP_TIME_ZONE } from '@dukkan/contracts';
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

/**
 * Orders placed on a shop day, given as a timestamp without time zone at its midnight (a
 * generate_series row): read as Riyadh wall-clock time, whatever the session's time zone.
 */
export function placedOnDaySql(day: SQL): SQL {
  return sql`${orders.createdAt} >= (${day}::timestamp at time zone ${SHOP_TIME_ZONE})
    and ${orders.createdAt} < ((${day}::timestamp + interval '1 day') at time zone ${SHOP_TIME_ZONE})`;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
function previousMonthStart(day: string): string {
  return monthStart(addDays(monthStart(day), -1));
}

/**
 * A range of shop days (either end open) as the whole calendar months it covers, read from the
 * monthly rows, and the days at its ends outside those months, read from the daily rows.
 * `months` bounds are months' first days; `null` when no whole month fits.
 */
export function splitSalesRange(
  from: string | undefined,
  to: string | undefined,
): {
  months: { first?: string; last?: string } | null;
  days: Array<{ from: string; to: string }>;
} {
  const first =
    from === undefined ? undefined : from === monthStart(from) ? from : nextMonthStart(from);
  const last =
    to === undefined
      ? undefined
      : addDays(to, 1) === nextMonthStart(to)
        ? monthStart(to)
        : previousMonthStart(to);
  if (first !== undefined && last !== undefined && first > last) {
    return { months: null, days: from && to && from <= to ? [{ from, to }] : [] };
  }
  const days: Array<{ from: string; to: string }> = [];
  if (from !== undefined && first !== undefined && from < first)
    days.push({ from, to: addDays(first, -1) });
  if (to !== undefined && last !== undefined) {
    const afterLast = nextMonthStart(last);
    if (afterLast <= to) days.push({ from: afterLast, to });
  }
  return { months: { first, last }, days };
}
