import { and, eq, gt, gte, lte, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type AdminProductListFilters } from '@dukkan/contracts';
import { parseSar } from '../../lib/money.ts';
import { categories, products } from './catalog.tables.ts';
import { effectivePriceSql, storedDiscountActiveSql } from './product-pricing.ts';

/** The public filters plus the dashboard's; callers pass what their route accepts. */
export type ProductFilters = Omit<AdminProductListFilters, 'pageNumber' | 'pageSize'> &
  Partial<Pick<AdminProductListFilters, 'pageNumber' | 'pageSize'>>;

/** Whose view the filters apply to: shoppers never see inactive products. */
export interface FilterScope {
  includeInactive: boolean;
}

/** A category and everything under it: a parent's page lists its sub-categories' products too. */
export function inCategoryTree(categoryId: number, column: AnyColumn = products.categoryId): SQL {
  return sql`${column} in (
    with recursive tree(id) as (
      select ${categoryId}::integer
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    ) select id from tree)`;
}

function halalas(sar: number): number {
  return parseSar(String(sar))!;
}

/** The price range on the stored price paid now (rolled first: see `readsStoredPrice`). */
export function priceRange(filters: Pick<ProductFilters, 'minPrice' | 'maxPrice'>) {
  return and(
    filters.minPrice === undefined ? undefined : gte(effectivePriceSql, halalas(filters.minPrice)),
    filters.maxPrice === undefined ? undefined : lte(effectivePriceSql, halalas(filters.maxPrice)),
  );
}

/** Whether the read depends on the stored price or offer flag, which must be rolled first. */
export function readsStoredPrice(filters: ProductFilters): boolean {
  return (
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.hasDiscount !== undefined ||
    filters.sortBy === 'price'
  );
}

function stockFilter(status: ProductFilters['stockStatus']): SQL | undefined {
  if (status === 'outOfStock') return eq(products.stock, 0);
  if (status === 'lowStock') return sql`${products.stock} between 1 and ${LOW_STOCK_THRESHOLD}`;
  if (status === 'inStock') return gt(products.stock, 0);
  return undefined;
}

function activeFilter(active: boolean | undefined): SQL | undefined {
  if (active === undefined) return undefined;
  // Written bare (not `= $1`) so the planner can prove the partial indexes `where is_active`.
  return active ? sql`${products.isActive}` : sql`not ${products.isActive}`;
}

/**
 * Every list filter as one condition on `products` alone (no join), so the page's ids and the
 * count are read from the table's indexes. The search's condition comes from `productSearch`.
 */
export function productConditions(
  filters: ProductFilters,
  scope: FilterScope,
  search?: SQL,
): SQL | undefined {
  return and(
    activeFilter(scope.includeInactive ? filters.isActive : true),
    filters.brandId ? eq(products.brandId, filters.brandId) : undefined,
    filters.categoryId ? inCategoryTree(filters.categoryId) : undefined,
    priceRange(filters),
    filters.inStock === undefined
      ? undefined
      : filters.inStock
        ? gt(products.stock, 0)
        : eq(products.stock, 0),
    filters.hasDiscount === undefined
      ? undefined
      : filters.hasDiscount
        ? storedDiscountActiveSql
        : not(storedDiscountActiveSql),
    scope.includeInactive ? stockFilter(filters.stockStatus) : undefined,
    search,
  );
}
