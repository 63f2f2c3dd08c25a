import { sql, type SQL } from 'drizzle-orm';
import type { Discount, DiscountInput } from '@dukkan/contracts';
import { parseSar, percentOf, toSar } from '../../lib/money.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { products } from './catalog.tables.ts';

/** A discount never takes a price below one halala's worth of goods: 0.01 SAR. */
export const MIN_PRICE_HALALAS = 1;

export interface DiscountColumns {
  discountType: 'Percentage' | 'Fixed' | null;
  discountValueHundredths: number | null;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
}

type PricedRow = DiscountColumns & { priceHalalas: number };

export const NO_DISCOUNT: DiscountColumns = {
  discountType: null,
  discountValueHundredths: null,
  discountStartsAt: null,
  discountEndsAt: null,
};

/** The validated input → row columns. The value is kept in hundredths (basis points or halalas). */
export function discountColumns(discount: DiscountInput | null | undefined): DiscountColumns {
  if (!discount) return NO_DISCOUNT;
  return {
    discountType: discount.type,
    // The contracts allow two decimals only, so the decimal text converts exactly.
    discountValueHundredths: parseSar(String(discount.value))!,
    discountStartsAt: discount.startDate ? new Date(discount.startDate) : null,
    discountEndsAt: discount.endDate ? new Date(discount.endDate) : null,
  };
}

export function toDiscount(row: DiscountColumns): Discount | null {
  if (!row.discountType || row.discountValueHundredths === null) return null;
  return {
    type: row.discountType,
    value: toSar(row.discountValueHundredths),
    startDate: row.discountStartsAt?.toISOString() ?? null,
    endDate: row.discountEndsAt?.toISOString() ?? null,
  };
}

/** Whether the row's discount applies at `now`: inside its dates (start inclusive, end exclusive). */
export function isDiscountActive(row: DiscountColumns, now: Date): boolean {
  if (!row.discountType || row.discountValueHundredths === null) return false;
  if (row.discountStartsAt && row.discountStartsAt > now) return false;
  if (row.discountEndsAt && row.discountEndsAt <= now) return false;
  return true;
}

/** The price paid at `now`, in halalas, or null when no discount is active. */
export function discountedPriceHalalas(row: PricedRow, now: Date): number | null {
  if (!isDiscountActive(row, now)) return null;
  const value = row.discountValueHundredths!;
  const off = row.discountType === 'Percentage' ? percentOf(row.priceHalalas, value / 100) : value;
  return Math.max(row.priceHalalas - off, MIN_PRICE_HALALAS);
}

/**
 * SQL twin of `isDiscountActive`, evaluated at the statement's clock (the dashboard's count of
 * offers running now reads it from its own index).
 */
export const discountActiveSql: SQL = sql`(${products.discountType} is not null
  and (${products.discountStartsAt} is null or ${products.discountStartsAt} <= now())
  and (${products.discountEndsAt} is null or ${products.discountEndsAt} > now()))`;

/**
 * What the shopper pays now, stored on the row (twin of `discountedPriceHalalas` falling back to
 * the list price, computed by `dukkan_price_paid` in migration 0012). True once due rows are rolled.
 */
export const effectivePriceSql: SQL = sql`${products.effectivePriceHalalas}`;

/** Whether a discount applies now, stored beside the price (true once due rows are rolled). */
export const storedDiscountActiveSql: SQL = sql`${products.discountActive}`;

/**
 * Brings every row whose stored price stopped being true by `at` (a discount started or ended)
 * up to `at`, and answers how many it brought. The work is `dukkan_roll_prices` (migration 0034):
 * a probe of the index on `price_changes_at` that normally finds nothing, so readers that filter
 * or sort by price run it first; the periodic sweep does the same. Rows another transaction holds
 * are skipped rather than waited for (the next roll takes them), so a read never waits on, or
 * deadlocks with, a checkout holding product locks.
 */
export async function rollProductPrices(db: Executor, at: Date): Promise<number> {
  // A query builder is what Drizzle prepares under a name; it needs a FROM, so the call reads
  // from a one-row, no-column subquery (`select`), which PostgreSQL allows.
  const [row] = await preparedStatement(db, 'products.rollPrices', (name) =>
    db
      .select({ rolled: sql<number>`dukkan_roll_prices(${sql.placeholder('at')}::timestamptz)` })
      .from(sql`(select) as roll`)
      .prepare(name),
  ).execute({ at: at.toISOString() });
  return Number(row?.rolled ?? 0);
}
