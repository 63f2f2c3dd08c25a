import { sql, type Placeholder } from 'drizzle-orm';
import type { FilterScope, ProductFilters } from './product-filters.ts';

/** A page's LIMIT and OFFSET as the statement's text holds them (see `firstPageLimit`). */
export interface PageBounds {
  limit: Placeholder;
  offset: Placeholder;
  /** An OFFSET 0 that keeps a subquery from being folded into its statement (a ranked search). */
  noOffset: Placeholder;
}

const placeholderBounds: PageBounds = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  noOffset: sql.placeholder('noOffset'),
};

/**
 * The page size to write into a first page's statement as a number, or null to keep LIMIT and
 * OFFSET as placeholders. PostgreSQL plans a named statement once per connection only when that
 * plan, made without the values, is estimated no dearer than the values' own (db/client.ts); a
 * placeholder LIMIT is guessed at a tenth of the rows, so a list never qualified and paid 0.3–0.9 ms
 * of planning per request, more than reading its page (bench/RESULTS.md, 2026-11-27). With the
 * numbers in the text, the first page of these shapes is planned once. Only shapes whose plan
 * cannot depend on their values get it: a shopper's list with no brand, several categories or price
 * range, and a category only when sorted by price (one walk per category of the tree, whatever
 * their sizes); a search only in relevance order and without other filters (its tsquery is
 * computed by a function the planner cannot see into either way: every match is ranked). A brand or a category sorted otherwise is read from its own index when
 * small and by walking the sort when large, which only the values tell; deeper pages are always
 * planned for their offset (a generic plan of page 200 read 100 ms instead of 0.6).
 */
export function firstPageLimit(
  filters: ProductFilters,
  scope: FilterScope,
  term: string | undefined,
  offset: number,
  pageSize: number,
): number | null {
  const rankedOnly =
    !filters.sortBy && !filters.categoryId && !filters.inStock && filters.hasDiscount === undefined;
  const safe =
    offset === 0 &&
    (!term || rankedOnly) &&
    !scope.includeInactive &&
    !filters.brandId &&
    !filters.brandIds?.length &&
    !filters.categoryIds?.length &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    (!filters.categoryId || filters.sortBy === 'price');
  return safe ? pageSize : null;
}

/** Whether the bounds are a first page's numbers written into the text (nothing to skip). */
export function literalFirstPage(bounds: PageBounds): boolean {
  return bounds !== placeholderBounds;
}

/** The page bounds of a statement: placeholders, or a first page's numbers (`firstPageLimit`). */
export function pageBounds(literalLimit: number | null): PageBounds {
  if (literalLimit === null) return placeholderBounds;
  // Drizzle takes a number as a parameter; SQL text in a placeholder's place is written as is.
  const zero = sql.raw('0') as unknown as Placeholder;
  return {
    limit: sql.raw(String(Math.trunc(literalLimit))) as unknown as Placeholder,
    offset: zero,
    noOffset: zero,
  };
}
