import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  shopToday,
  type CouponUsageStat,
  type DashboardCounts,
  type Language,
  type LowStockProduct,
  type Paged,
  type SalesDay,
  type SalesPerDayFilters,
  type TopSellingFilters,
  type TopSellingProduct,
  type TopSellingVariant,
  SHOP_TIME_ZONE,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { toSar } from '../../lib/money.ts';
import { brands, categories, products } from '../catalog/catalog.tables.ts';
import { discountActiveSql } from '../catalog/product-pricing.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { couponRedemptions, orderItems, orders } from '../orders/orders.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import {
  toLineOptions,
  variantOptionsSql,
  type VariantOptionCopy,
} from '../catalog/variant-line-options.ts';
import { deliveryMethods } from '../delivery/delivery.tables.ts';
import { sliders } from '../content/content.tables.ts';
import {
  paidSalesDaily,
  productSalesDaily,
  productSalesMonthly,
  productSalesRecent,
  RECENT_SALES_WINDOWS,
  recentSalesState,
} from './dashboard.tables.ts';
import { rollRecentSalesLater } from './recent-sales.ts';
import { keptRowCount } from '../../db/kept-row-counts.ts';
import { splitSalesRange } from './dashboard-sql.ts';

// Every figure below is one SQL statement: the database aggregates, the API only shapes the rows.
// Counts and sums come back as bigint text from PostgreSQL, hence the Number() on each.

export async function getCounts(ctx: AppContext): Promise<DashboardCounts> {
  // The large tables are counted from their running sums (dashboard.tables.ts), the small ones
  // directly; products on offer now depend on the clock, so they come from a partial index.
  const result = await ctx.db.execute<Record<keyof DashboardCounts, string | number>>(sql`select
    ${keptRowCount('users')} as "usersCount",
    ${keptRowCount('products')} as "productsCount",
    (select count(*) from ${categories}) as "categoriesCount",
    (select count(*) from ${brands}) as "brandsCount",
    ${keptRowCount('orders')} as "ordersCount",
    (select count(*) from ${sliders}) as "bannersCount",
    (select count(*) from ${coupons}) as "couponsCount",
    (select count(*) from ${deliveryMethods}) as "deliveryMethodsCount",
    (select count(*) from ${products}
      where ${products.isActive} and ${discountActiveSql}) as "discountedProductsCount"`);
  const row = result.rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value)]),
  ) as DashboardCounts;
}

/** The days of one page, in the order asked: the first and last day it shows. */
function pageDays(filters: SalesPerDayFilters): { first: string; last: string } | null {
  const skip = (filters.pageNumber - 1) * filters.pageSize;
  const total = daysBetween(filters.from, filters.to);
  if (skip >= total) return null;
  const size = Math.min(filters.pageSize, total - skip);
  return filters.sortDirection === 'asc'
    ? { first: addDays(filters.from, skip), last: addDays(filters.from, skip + size - 1) }
    : { first: addDays(filters.to, -skip), last: addDays(filters.to, -(skip + size - 1)) };
}

/**
 * Paid, standing orders and their totals per shop day (Asia/Riyadh), days without sales included
 * as zeros, from the kept per-day rows (decision 011). The total is the number of days in the range, so only the page's days are read.
 */
export async function getSalesPerDay(
  ctx: AppContext,
  filters: SalesPerDayFilters,
): Promise<Paged<SalesDay>> {
  const page = pageDays(filters);
  const paged = (items: SalesDay[]) => ({
    items,
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
    totalCount: daysBetween(filters.from, filters.to),
  });
  if (!page) return paged([]);
  const [low, high] = page.first < page.last ? [page.first, page.last] : [page.last, page.first];
  const direction = sql.raw(filters.sortDirection);
  const result = await ctx.db.execute<{ date: string; orders: string | number; revenue: string }>(
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.orders_count, 0) as orders,
        coalesce(s.revenue_halalas, 0) as revenue
      from generate_series(${low}::timestamp, ${high}::timestamp, interval '1 day') as d(day)
      left join ${paidSalesDaily} s on s.day = d.day::date
      order by d.day ${direction}`,
  );
  return paged(
    result.rows.map((row) => ({
      date: row.date,
      ordersCount: Number(row.orders),
      revenue: toSar(Number(row.revenue)),
    })),
  );
}

/** Whole periods kept in `product_sales_recent`: 0 (all time) when no sale is older than `from`. */
function keptWindow(query: TopSellingFilters, today: string): { days: number; guard: SQL } | null {
  if (query.to !== today) return null;
  const current = sql`(select ${recentSalesState.through} from ${recentSalesState}) = ${today}::date`;
  const days = RECENT_SALES_WINDOWS.find((days) => addDays(today, 1 - days) === query.from);
  if (days) return { days, guard: current };
  return {
    days: 0,
    guard: sql`${current} and coalesce((select min(${productSalesMonthly.month})
      from ${productSalesMonthly}), ${query.from}::date) >= ${query.from}::date`,
  };
}

/** The general path: whole months from the monthly rows, the days at the ends from the daily. */
function salesRowsSql(query: TopSellingFilters): SQL | null {
  const range = splitSalesRange(query.from, query.to);
  const parts: SQL[] = [];
  if (range.months) {
    const bounds = [sql`true`];
    if (range.months.first)
      bounds.push(sql`${productSalesMonthly.month} >= ${range.months.first}::date`);
    if (range.months.last)
      bounds.push(sql`${productSalesMonthly.month} <= ${range.months.last}::date`);
    parts.push(sql`select ${productSalesMonthly.productId} as product_id,
        ${productSalesMonthly.quantity} as quantity, ${productSalesMonthly.revenueHalalas} as revenue
      from ${productSalesMonthly} where ${sql.join(bounds, sql` and `)}`);
  }
  for (const days of range.days)
    parts.push(sql`select ${productSalesDaily.productId} as product_id,
        ${productSalesDaily.quantity} as quantity, ${productSalesDaily.revenueHalalas} as revenue
      from ${productSalesDaily}
      where ${productSalesDaily.day} between ${days.from}::date and ${days.to}::date`);
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

/**
 * Best sellers by units, from the lines of standing orders (paid or not) placed between two shop
 * days, read from the kept sales rows (decision 011): the last 7, 30, 90 or 365 days and all time
 * are the top rows of `product_sales_recent`; any other period adds up monthly and daily rows.
 * Both paths are in the one statement and a one-time condition picks the kept one only when it
 * ends today, so the answer is exact either way; when the kept periods are a day behind, they are
 * rolled forward after answering. Revenue is the lines' total at the prices paid, before an
 * order-wide coupon. Deleted products have no rows left.
 */
export async function getTopSellingProducts(
  ctx: AppContext,
  query: TopSellingFilters,
  lang: Language,
): Promise<TopSellingProduct[]> {
  const name = lang === 'ar' ? products.nameAr : products.nameEn;
  const today = shopToday();
  const kept = keptWindow(query, today);
  const general = salesRowsSql(query);
  const branches: SQL[] = [];
  if (kept)
    branches.push(sql`(select ${productSalesRecent.productId} as product_id,
        ${productSalesRecent.quantity} as quantity, ${productSalesRecent.revenueHalalas} as revenue
      from ${productSalesRecent}
      where ${productSalesRecent.windowDays} = ${kept.days} and ${productSalesRecent.quantity} > 0
        and ${kept.guard}
      order by 2 desc, 3 desc, 1
      limit ${query.count})`);
  if (general)
    branches.push(sql`(select product_id, sum(quantity) as quantity, sum(revenue) as revenue
      from (${general}) sales
      where ${kept ? sql`not (${kept.guard})` : sql`true`}
      group by 1
      having sum(quantity) > 0
      order by 2 desc, 3 desc, 1
      limit ${query.count})`);
  if (branches.length === 0) return [];
  const result = await ctx.db.execute<{
    behind: boolean;
    id: number | null;
    name: string;
    image_url: string | null;
    quantity: string | number;
    revenue: string | number;
  }>(sql`select s.behind, p.* from (
      select (select ${recentSalesState.through} from ${recentSalesState}) < ${today}::date as behind
    ) s left join lateral (
      select ${products.id} as id, ${name} as name, ${products.imageUrls}[1] as image_url,
        t.quantity, t.revenue
      from (${sql.join(branches, sql` union all `)}) t
      join ${products} on ${products.id} = t.product_id
      order by t.quantity desc, t.revenue desc, ${products.id}
    ) p on true`);
  if (result.rows[0]?.behind) rollRecentSalesLater(ctx, today);
  const top = result.rows.filter((row) => row.id !== null);
  const breakdown = await variantBreakdown(
    ctx,
    top.map((row) => Number(row.id)),
    query,
    lang,
  );
  return top.map((row) => ({
    productId: Number(row.id),
    name: row.name,
    imageUrl: row.image_url,
    quantitySold: Number(row.quantity),
    revenue: toSar(Number(row.revenue)),
    variants: breakdown.get(Number(row.id)) ?? [],
  }));
}

/**
 * Units per combination of the best sellers shown, in the same days and orders as the totals,
 * read from the order lines' copies (`variant_id`, `options`) in one statement for all of them —
 * the kept sales rows are per product (decision 011). Lines of a product without options carry
 * no values and are left out.
 */
async function variantBreakdown(
  ctx: AppContext,
  productIds: number[],
  query: TopSellingFilters,
  lang: Language,
): Promise<Map<number, TopSellingVariant[]>> {
  const byProduct = new Map<number, TopSellingVariant[]>();
  if (productIds.length === 0) return byProduct;
  const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const result = await ctx.db.execute<{
    product_id: number;
    variant_id: number | null;
    options: VariantOptionCopy[];
    quantity: string | number;
  }>(sql`select ${orderItems.productId} as product_id, ${orderItems.variantId} as variant_id,
      ${orderItems.options} as options, sum(${orderItems.quantity}) as quantity
    from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orderItems.productId} in (${sql.join(productIds, sql`, `)})
      and ${orderItems.options} <> '[]'::jsonb
      and ${orders.status} not in ('Cancelled', 'Returned')
      and ${orders.createdAt} >= ${dayStart(query.from)}
      and ${orders.createdAt} < ${dayStart(addDays(query.to, 1))}
    group by 1, 2, 3
    order by 1, 4 desc, 2`);
  for (const row of result.rows) {
    const list = byProduct.get(Number(row.product_id)) ?? [];
    list.push({
      variantId: row.variant_id === null ? null : Number(row.variant_id),
      options: toLineOptions(row.options, lang),
      quantitySold: Number(row.quantity),
    });
    byProduct.set(Number(row.product_id), list);
  }
  return byProduct;
}

/** Coupons by live uses (a cancelled or returned order gives its use back); unused ones left out. */
export async function getCouponUsageStats(
  ctx: AppContext,
  count: number,
): Promise<CouponUsageStat[]> {
  const result = await ctx.db.execute<{
    id: number;
    code: string;
    uses: string | number;
    discount: string | number;
  }>(sql`select ${coupons.id} as id, ${coupons.code} as code, u.uses, u.discount
    from (
      select ${couponRedemptions.couponId} as coupon_id, count(*) as uses,
        sum(${couponRedemptions.discountHalalas}) as discount
      from ${couponRedemptions}
      group by 1
      order by 2 desc, 3 desc, 1
      limit ${count}
    ) u join ${coupons} on ${coupons.id} = u.coupon_id
    order by u.uses desc, u.discount desc, ${coupons.id}`);
  return result.rows.map((row) => ({
    couponId: Number(row.id),
    code: row.code,
    timesUsed: Number(row.uses),
    totalDiscount: toSar(Number(row.discount)),
  }));
}

/**
 * Variants with stock at or below the threshold, lowest first, with their product's name and
 * their option values: a product without options is its one default variant (its SKU and stock),
 * so it reads as before. A switched-off combination of a product with options is left out; a
 * product switched off is listed, as before. The count rides in the same statement, and still
 * comes back on a page past the end.
 */
export async function getLowStockProducts(
  ctx: AppContext,
  query: { threshold: number; pageNumber: number; pageSize: number },
  lang: Language,
): Promise<Paged<LowStockProduct>> {
  const name = lang === 'ar' ? products.nameAr : products.nameEn;
  const low = sql`${productVariants.stock} <= ${query.threshold}
    and (${productVariants.isActive} or ${productVariants.isDefault})`;
  const result = await ctx.db.execute<{
    total: string | number;
    id: number | null;
    variant_id: number;
    name: string;
    sku: string;
    stock: number;
    image_url: string | null;
    is_active: boolean;
    options: VariantOptionCopy[];
  }>(sql`select c.total, p.* from (select count(*) as total from ${productVariants} where ${low}) c
    left join lateral (
      select ${products.id} as id, ${productVariants.id} as variant_id, ${name} as name,
        ${productVariants.sku} as sku, ${productVariants.stock} as stock,
        coalesce(${productVariants.imageUrls}[1], ${products.imageUrls}[1]) as image_url,
        ${products.isActive} and ${productVariants.isActive} as is_active,
        case when ${productVariants.isDefault} then '[]'::jsonb
          else ${variantOptionsSql(productVariants.id)} end as options
      from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
      where ${low}
      order by ${productVariants.stock}, ${productVariants.id}
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}
    ) p on true`);
  return {
    items: result.rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: Number(row.id),
        name: row.name,
        sku: row.sku,
        stock: Number(row.stock),
        imageUrl: row.image_url,
        isActive: row.is_active,
        variantId: Number(row.variant_id),
        options: toLineOptions(row.options, lang),
      })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalCount: Number(result.rows[0]?.total ?? 0),
  };
}
