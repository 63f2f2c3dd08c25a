import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pageQuerySchema, pagedSchema } from './envelope.ts';
import { LOW_STOCK_THRESHOLD, MAX_STOCK } from './products.ts';
import { calendarDayText } from './text.ts';
import { blankToUndefined, wholeNumber } from './fields.ts';
import { lineOptionSchema } from './cart.ts';

/** The shop's calendar: sales are counted by the day they were placed in Saudi Arabia. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';
/** SalesPerDay spans at most this many days. */
export const SALES_MAX_DAYS = 366;
/** Without dates, SalesPerDay and TopSellingProducts cover the last 30 days up to today. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** TopSellingProducts `count`: default and cap. */
export const TOP_SELLERS_DEFAULT = 5;
export const TOP_SELLERS_MAX = 50;
/** CouponUsageStats `count`: default and cap. */
export const COUPON_STATS_DEFAULT = 10;
export const COUPON_STATS_MAX = 100;

/** `AdminDashboard/GetCounts`. */
export const dashboardCountsSchema = z.object({
  /** Every account, staff included. */
  usersCount: z.number().int(),
  /** Every product, active or not. */
  productsCount: z.number().int(),
  categoriesCount: z.number().int(),
  brandsCount: z.number().int(),
  /** Every order, whatever its status or payment. */
  ordersCount: z.number().int(),
  /** Banners (sliders); 0 until the shop has a banners table. */
  bannersCount: z.number().int(),
  couponsCount: z.number().int(),
  /** Active and inactive. */
  deliveryMethodsCount: z.number().int(),
  /** Active products whose discount applies now: what the offers page shows. */
  discountedProductsCount: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** Today's date in the shop's time zone, as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to` (YYYY-MM-DD), counting both: the same day is 1. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A calendar day moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const optionalDay = z.preprocess(blankToUndefined, calendarDayText.optional());

const sortDirection = z.preprocess(
  (value) => (typeof value === 'string' && value ? value.toLowerCase() : undefined),
  z.enum(['asc', 'desc']).optional(),
);

/**
 * The days a statistic covers: without `to`, today; without `from`, 29 days before `to` (30 days
 * in all). Null (with the issue added) when `to` is before `from` or the span is over `maxDays`.
 */
function resolveDays(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
  maxDays = Infinity,
): { from: string; to: string } | null {
  const to = query.to ?? shopToday();
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  if (from > to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.toBeforeFrom', input: query.to });
    return null;
  }
  if (daysBetween(from, to) > maxDays) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'v.dayRange', input: query.from });
    return null;
  }
  return { from, to };
}

/** A count that defaults and is clamped like a page size: larger is cut to `max`. */
const clampedCount = (fallback: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    wholeNumber(1, Number.MAX_SAFE_INTEGER)
      .optional()
      .transform((n) => Math.min(n ?? fallback, max)),
  );

/**
 * `AdminDashboard/SalesPerDay`: `from`/`to` are days (YYYY-MM-DD, both included, Asia/Riyadh).
 * Without `to`, today; without `from`, 29 days before `to` (30 days). The span is at most 366
 * days. Paged like every list (default page 1, size 10), but `pageSize` may go up to 366 so a
 * chart gets a whole range in one call. Days come oldest first, or newest first with
 * `sortDirection=desc`; `totalCount` is the number of days in the range.
 */
export const salesPerDayQuerySchema = z
  .object({
    from: optionalDay,
    to: optionalDay,
    pageNumber: pageQuerySchema.shape.pageNumber,
    pageSize: z.coerce
      .number()
      .int()
      .catch(DEFAULT_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE)
      .transform((n) => Math.min(Math.max(n, 1), SALES_MAX_DAYS)),
    sortDirection,
  })
  .transform((query, ctx) => {
    const range = resolveDays(query, ctx, SALES_MAX_DAYS);
    if (!range) return z.NEVER;
    return {
      ...range,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      sortDirection: query.sortDirection ?? ('asc' as const),
    };
  });
export type SalesPerDayQuery = z.input<typeof salesPerDayQuerySchema>;
export type SalesPerDayFilters = z.output<typeof salesPerDayQuerySchema>;

/** One day: paid orders placed that day that were not cancelled or returned, and their totals. */
export const salesDaySchema = z.object({
  date: z.string(),
  ordersCount: z.number().int(),
  revenue: z.number(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;
export const salesPerDaySchema = pagedSchema(salesDaySchema);

/**
 * `AdminDashboard/TopSellingProducts`: the `count` best sellers by units sold (default 5, at most
 * 50), from the lines of orders that were not cancelled or returned, placed between the days
 * `from` and `to` (both included, Asia/Riyadh). The days default like SalesPerDay's (the last 30
 * days), so the two read the same period; any span may be asked for (an early `from` gives all
 * time, which reads every order line and is the slowest call of the dashboard).
 */
export const topSellingQuerySchema = z
  .object({
    count: clampedCount(TOP_SELLERS_DEFAULT, TOP_SELLERS_MAX),
    from: optionalDay,
    to: optionalDay,
  })
  .transform((query, ctx) => {
    const range = resolveDays(query, ctx);
    return range ? { count: query.count, ...range } : z.NEVER;
  });
export type TopSellingQuery = z.input<typeof topSellingQuerySchema>;
export type TopSellingFilters = z.output<typeof topSellingQuerySchema>;

/** One combination's units within a best seller (decision 016), from the order lines' copies. */
export const topSellingVariantSchema = z.object({
  /** Null once the variant was deleted; its lines still count. */
  variantId: z.number().int().nullable(),
  /** The option values as the order lines copied them, in option order. */
  options: z.array(lineOptionSchema),
  quantitySold: z.number().int(),
});
export type TopSellingVariant = z.infer<typeof topSellingVariantSchema>;

export const topSellingProductSchema = z.object({
  productId: z.number().int(),
  /** The product's current name in the request's language. */
  name: z.string(),
  imageUrl: z.string().nullable(),
  quantitySold: z.number().int(),
  revenue: z.number(),
  /** Units per combination sold in the same days, most first; empty for a product without options. */
  variants: z.array(topSellingVariantSchema),
});
export type TopSellingProduct = z.infer<typeof topSellingProductSchema>;

/** `AdminDashboard/CouponUsageStats`: the `count` most used coupons (default 10, at most 100). */
export const couponUsageQuerySchema = z.object({
  count: clampedCount(COUPON_STATS_DEFAULT, COUPON_STATS_MAX),
});

/** A coupon's live uses (orders not cancelled or returned); coupons never used are left out. */
export const couponUsageStatSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  timesUsed: z.number().int(),
  totalDiscount: z.number(),
});
export type CouponUsageStat = z.infer<typeof couponUsageStatSchema>;

/**
 * `AdminDashboard/LowStockProducts`: variants with stock ≤ `threshold` (default 5), lowest first —
 * a product without options is its one variant, so it reads as a product.
 */
export const lowStockQuerySchema = pageQuerySchema.extend({
  threshold: z.preprocess(
    blankToUndefined,
    wholeNumber(0, MAX_STOCK).optional().default(LOW_STOCK_THRESHOLD),
  ),
});
export type LowStockQuery = z.input<typeof lowStockQuerySchema>;

export const lowStockProductSchema = z.object({
  /** The product's id. */
  id: z.number().int(),
  /** The product's name in the request's language. */
  name: z.string(),
  /** The variant's (for a product without options, the product's). */
  sku: z.string(),
  stock: z.number().int(),
  /** The variant's first photo, else the product's cover. */
  imageUrl: z.string().nullable(),
  /** The product is shown and, for a product with options, this combination is on. */
  isActive: z.boolean(),
  variantId: z.number().int(),
  /** The variant's option values in option order ("58", "White"); empty without options. */
  options: z.array(lineOptionSchema),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
export const lowStockPageSchema = pagedSchema(lowStockProductSchema);
