import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from './catalog.tables.ts';
import type { ProductFilters } from './product-filters.ts';
import type { PageBounds } from './product-page-bounds.ts';

/**
 * The same sort read from its other end: each sort's index serves both directions (a backward
 * scan), so a page near the end is as cheap to reach from there as one near the start.
 */
export function reversedSort(filters: ProductFilters): ProductFilters {
  const natural = filters.sortBy === 'price' || filters.sortBy === 'name' ? 'asc' : 'desc';
  const direction = filters.sortDirection ?? natural;
  return { ...filters, sortDirection: direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The ids of one page of a list whose total is known before it is read (the kept counts,
 * product-counts.ts), read from the nearer end of its sort. OFFSET walks every row it skips (the
 * last of 479 pages walked 9,560 index entries, 0.65 ms of PostgreSQL's time; bench/RESULTS.md), so
 * a page in the second half is read backwards: the rows after it are skipped instead, and its rows
 * come out reversed, which the caller's outer ORDER BY puts right. Both reads are in the statement,
 * each behind a condition on the total that PostgreSQL evaluates once before either runs (a
 * one-time filter), so only one of them reads anything. The total and the rows come from one
 * snapshot, so the two ends always meet: a page past the end reads nothing either way.
 */
export function pageIdsFromNearerEnd(
  db: Executor,
  where: SQL | undefined,
  order: { forward: SQL[]; backward: SQL[] },
  total: SQL,
  { limit, offset }: PageBounds,
): SQL {
  const fromStart = db
    .select({ id: products.id })
    .from(products)
    .where(and(where, sql`${offset}::bigint * 2 < ${total}`))
    .orderBy(...order.forward)
    .limit(limit)
    .offset(offset);
  const after = sql`greatest(${total} - ${offset}::bigint - ${limit}::bigint, 0)`;
  const rows = sql`least(${limit}::bigint, greatest(${total} - ${offset}::bigint, 0))`;
  const fromEnd = db
    .select({ id: products.id })
    .from(products)
    .where(and(where, sql`${offset}::bigint * 2 >= ${total}`))
    .orderBy(...order.backward)
    // Drizzle writes SQL given in a placeholder's place as is (see pageBounds).
    .limit(rows as unknown as PageBounds['limit'])
    .offset(after as unknown as PageBounds['offset']);
  // Drizzle writes each embedded query in parentheses, as a UNION of limited queries needs; the
  // outer pair makes the UNION one subquery for the caller's IN.
  return sql`(${fromStart} union all ${fromEnd})`;
}
