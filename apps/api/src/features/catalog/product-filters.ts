import {
  and,
  eq,
  gt,
  gte,
  lte,
  not,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type AdminProductListFilters } from '@dukkan/contracts';
import { parseSar } from '../../lib/money.ts';
import { categories, products } from './catalog.tables.ts';
import { productSearchRows } from './search.tables.ts';

/** The public filters plus the dashboard's; callers pass what their route accepts. */
export type ProductFilters = Omit<AdminProductListFilters, 'pageNumber' | 'pageSize'> &
  Partial<Pick<AdminProductListFilters, 'pageNumber' | 'pageSize'>>;

/** Whose view the filters apply to: shoppers never see inactive products. */
export interface FilterScope {
  includeInactive: boolean;
}

/**
 * The columns the filters read: the product row's, or the same columns of the search side table
 * (`product_search`), so a search filters without reading the wide product rows. The stock count
 * is only on `products` (see `readsProductRow`).
 */
export interface FilterColumns {
  isActive: AnyColumn;
  brandId: AnyColumn;
  categoryId: AnyColumn;
  effectivePrice: AnyColumn;
  discountActive: AnyColumn;
  /** Whether some stock is left (`wanted` true) or none (false). */
  inStock: (wanted: boolean) => SQL;
}

export const productColumns: FilterColumns = {
  isActive: products.isActive,
  brandId: products.brandId,
  categoryId: products.categoryId,
  effectivePrice: products.effectivePriceHalalas,
  discountActive: products.discountActive,
  inStock: (wanted) => (wanted ? gt(products.stock, 0) : eq(products.stock, 0)),
};

export const searchRowColumns: FilterColumns = {
  isActive: productSearchRows.isActive,
  brandId: productSearchRows.brandId,
  categoryId: productSearchRows.categoryId,
  effectivePrice: productSearchRows.effectivePriceHalalas,
  discountActive: productSearchRows.discountActive,
  inStock: (wanted) =>
    wanted ? sql`${productSearchRows.inStock}` : sql`not ${productSearchRows.inStock}`,
};

/**
 * Whether the filters read the stock count, which only `products` holds (the staff's stock
 * status): a search then joins its matches' product rows.
 */
export function readsProductRow(filters: ProductFilters, scope: FilterScope): boolean {
  return scope.includeInactive && !!filters.stockStatus;
}

/** The values a list's conditions compare with, in the units its SQL reads (ids, halalas). */
export interface FilterValues {
  brandId?: number;
  categoryId?: number;
  /** Bound as one `int[]` value, so a statement's text does not depend on how many ids. */
  brandIds?: number[];
  categoryIds?: number[];
  minHalalas?: number;
  maxHalalas?: number;
}

/**
 * How a value enters the statement: as itself, or as a placeholder of the same name, so that a
 * statement built once per list shape (product-list-statements.ts) runs with any values.
 */
export type ValueBinder = (name: keyof FilterValues) => SQLWrapper;

export const placeholderValues: ValueBinder = (name) => sql.placeholder(name);

function inlineValues(values: FilterValues): ValueBinder {
  // One parameter each: a bare array in Drizzle's sql template would become a list of them.
  return (name) => sql.param(values[name]!);
}

/** The filters' values; a condition is present exactly when its value is (see `productConditions`). */
export function filterValues(filters: ProductFilters): FilterValues {
  return {
    brandId: filters.brandId || undefined,
    categoryId: filters.categoryId || undefined,
    brandIds: filters.brandIds?.length ? filters.brandIds : undefined,
    categoryIds: filters.categoryIds?.length ? filters.categoryIds : undefined,
    minHalalas: filters.minPrice === undefined ? undefined : halalas(filters.minPrice),
    maxHalalas: filters.maxPrice === undefined ? undefined : halalas(filters.maxPrice),
  };
}

/** The ids of a category and everything under it, as a one-column SELECT. */
export function categoryTreeIds(categoryId: number | SQLWrapper): SQL {
  return treeIdsFrom(sql`select ${categoryId}::integer`);
}

function treeIdsFrom(roots: SQL): SQL {
  return sql`with recursive tree(id) as (
      ${roots}
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    ) select id from tree`;
}

/** Several categories (one `int[]` value) and everything under each of them. */
export function inCategoryTrees(categoryIds: SQLWrapper, column: AnyColumn = products.categoryId) {
  return sql`${column} in (${treeIdsFrom(sql`select unnest(${categoryIds}::integer[])`)})`;
}

/** Any of several brands, bound as one `int[]` value. */
export function inBrands(brandIds: SQLWrapper, column: AnyColumn = products.brandId): SQL {
  return sql`${column} = any(${brandIds}::integer[])`;
}

/** A category and everything under it: a parent's page lists its sub-categories' products too. */
export function inCategoryTree(
  categoryId: number | SQLWrapper,
  column: AnyColumn = products.categoryId,
): SQL {
  return sql`${column} in (${categoryTreeIds(categoryId)})`;
}

function halalas(sar: number): number {
  return parseSar(String(sar))!;
}

/** The price range on the stored price paid now (rolled first: see `readsStoredPrice`). */
export function priceRange(
  filters: Pick<ProductFilters, 'minPrice' | 'maxPrice'>,
  bind: ValueBinder = inlineValues(filterValues(filters)),
  price: AnyColumn = products.effectivePriceHalalas,
) {
  return and(
    filters.minPrice === undefined ? undefined : gte(price, bind('minHalalas')),
    filters.maxPrice === undefined ? undefined : lte(price, bind('maxHalalas')),
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

function activeFilter(active: boolean | undefined, column: AnyColumn): SQL | undefined {
  if (active === undefined) return undefined;
  // Written bare (not `= $1`) so the planner can prove the partial indexes `where is_active`.
  return active ? sql`${column}` : sql`not ${column}`;
}

/**
 * Every list filter as one condition on one table (no join), so the page's ids and the count are
 * read from the table's indexes: `products`, or `product_search` with `searchRowColumns` (the stock
 * filters still name `products`, which the caller then joins: `readsProductRow`). The search's
 * condition comes from `productSearch`.
 */
export function productConditions(
  filters: ProductFilters,
  scope: FilterScope,
  search?: SQL,
  bind: ValueBinder = inlineValues(filterValues(filters)),
  columns: FilterColumns = productColumns,
): SQL | undefined {
  const discountActive = sql`${columns.discountActive}`;
  return and(
    activeFilter(scope.includeInactive ? filters.isActive : true, columns.isActive),
    filters.brandId ? eq(columns.brandId, bind('brandId')) : undefined,
    filters.categoryId ? inCategoryTree(bind('categoryId'), columns.categoryId) : undefined,
    filters.brandIds?.length ? inBrands(bind('brandIds'), columns.brandId) : undefined,
    filters.categoryIds?.length
      ? inCategoryTrees(bind('categoryIds'), columns.categoryId)
      : undefined,
    priceRange(filters, bind, columns.effectivePrice),
    filters.inStock === undefined ? undefined : columns.inStock(filters.inStock),
    filters.hasDiscount === undefined
      ? undefined
      : filters.hasDiscount
        ? discountActive
        : not(discountActive),
    scope.includeInactive ? stockFilter(filters.stockStatus) : undefined,
    search,
  );
}
