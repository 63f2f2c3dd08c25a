import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCounts } from './catalog.tables.ts';
import {
  inBrands,
  inCategoryTree,
  inCategoryTrees,
  type FilterScope,
  type ProductFilters,
  type ValueBinder,
} from './product-filters.ts';

/**
 * Whether a list's filters are only the active flag, the categories (with their trees) and the
 * brands: the cells of `product_counts` hold exactly those, so its total needs no count over
 * products.
 * Mirrors `productConditions`: a filter it ignores for this scope does not disqualify.
 */
export function keptCountApplies(filters: ProductFilters, scope: FilterScope, search?: string) {
  return (
    !search &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    filters.inStock === undefined &&
    filters.hasDiscount === undefined &&
    (!scope.includeInactive || filters.stockStatus === undefined)
  );
}

/**
 * The statement counting the products that match the active, category and brand filters, summed
 * from the kept cells (migration 0015's triggers keep them true for every writer): a few rows, not
 * ~every product. Its values come through `bind`.
 */
export function keptCountQuery(
  db: Executor,
  filters: ProductFilters,
  scope: FilterScope,
  bind: ValueBinder,
) {
  const active = scope.includeInactive ? filters.isActive : true;
  return db
    .select({ total: sql<string | number | null>`sum(${productCounts.productCount})` })
    .from(productCounts)
    .where(
      and(
        active === undefined ? undefined : eq(productCounts.isActive, active),
        filters.brandId ? eq(productCounts.brandId, bind('brandId')) : undefined,
        filters.categoryId
          ? inCategoryTree(bind('categoryId'), productCounts.categoryId)
          : undefined,
        filters.brandIds?.length ? inBrands(bind('brandIds'), productCounts.brandId) : undefined,
        filters.categoryIds?.length
          ? inCategoryTrees(bind('categoryIds'), productCounts.categoryId)
          : undefined,
      ),
    );
}
