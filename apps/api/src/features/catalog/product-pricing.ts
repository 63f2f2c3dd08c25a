import { sql, type SQL } from 'drizzle-orm';
import type { Discount, DiscountInput } from '@dukkan/contracts';
import { parseSar, percentOf, toSar } from '../../lib/money.ts';
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

/** SQL twin of `isDiscountActive`, evaluated at the statement's clock. */
export const discountActiveSql: SQL = sql`(${products.discountType} is not null
  and (${products.discountStartsAt} is null or ${products.discountStartsAt} <= now())
  and (${products.discountEndsAt} is null or ${products.discountEndsAt} > now()))`;

/**
 * SQL twin of `discountedPriceHalalas` falling back to the list price: what the shopper pays now.
 * Percentages round half up on integers exactly like `percentOf` ((p × bp + 5000) / 10000).
 */
export const effectivePriceSql: SQL = sql`(case when ${discountActiveSql} then greatest(
  ${products.priceHalalas} - case when ${products.discountType} = 'Percentage'
    then (${products.priceHalalas}::bigint * ${products.discountValueHundredths} + 5000) / 10000
    else ${products.discountValueHundredths} end,
  ${MIN_PRICE_HALALAS}) else ${products.priceHalalas} end)`;
