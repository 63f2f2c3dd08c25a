import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCounts } from './catalog.tables.ts';
import { inCategoryTree, type FilterScope, type ProductFilters } from './product-filters.ts';

/**
 * Whether a list's filters are only the active flag, the category (with its tree) and the brand:
 * the cells of `product_counts` hold exactly those, so its total needs no count over products.
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
 * The number of products matching the active, category and brand filters, summed from the kept
 * cells (migration 0015's triggers keep them true for every writer): a few rows, not ~every product.
 */
export async function keptProductCount(
  db: Executor,
  filters: ProductFilters,
  scope: FilterScope,
): Promise<number> {
  const active = scope.includeInactive ? filters.isActive : true;
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${productCounts.productCount})` })
    .from(productCounts)
    .where(
      and(
        active === undefined ? undefined : eq(productCounts.isActive, active),
        filters.brandId ? eq(productCounts.brandId, filters.brandId) : undefined,
        filters.categoryId
          ? inCategoryTree(filters.categoryId, productCounts.categoryId)
          : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
