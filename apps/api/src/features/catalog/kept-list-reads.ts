import { sql } from 'drizzle-orm';
import type { Product } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { catalogCheckColumns, checkOf, type CatalogCheck } from './catalog-cache.ts';
import { products } from './catalog.tables.ts';
import { filterValues, placeholderValues, productConditions } from './product-filters.ts';
import {
  favoriteOf,
  ordering,
  selectProducts,
  shapeOf,
  type ProductFilters,
  type ProductReader,
} from './product-queries.ts';
import { toProduct, type ProductRecord } from './product-view.ts';

// The reads behind kept lists (cached-catalog-reads.ts): a whole list's order as ids, and a
// page's rows by id with the catalog's check.

/**
 * Every id of a list without a search, in the list's order: what a kept list order
 * (cached-catalog-reads.ts) slices its deeper pages from. One index walk over the matching rows
 * (ids only), stopping at `limit` (the caller keeps no longer list); prices are rolled first by
 * the caller when the list reads the stored price.
 */
export async function listOrderIds(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  limit: number,
): Promise<number[]> {
  const shape = shapeOf(filters, reader, undefined, null);
  const plan = { planPerRun: filters.minPrice !== undefined || filters.maxPrice !== undefined };
  const rows = await preparedStatement(
    db,
    `products.order ${shape}`,
    (name) =>
      db
        .select({ id: products.id })
        .from(products)
        .where(productConditions(filters, reader, undefined, placeholderValues))
        .orderBy(...ordering(filters, reader.lang))
        .limit(sql.placeholder('limit'))
        .prepare(name),
    plan,
  ).execute({ ...filterValues(filters), limit });
  return rows.map((row) => row.id);
}

/**
 * The products of a kept page (catalog-cache.ts), in the order of `ids`, with the catalog's check
 * read by the same statement: the rows are current (stock, price, the favourite flag), and the
 * check tells whether the ids still make the same page. Inactive ids stay in: a product switched
 * off moves the version, and the page is then read afresh. With `rollAt`, due prices are rolled by
 * the same statement (a list by price reads the stored price paid now).
 */
export async function productsByIds(
  db: Executor,
  ids: number[],
  reader: ProductReader,
  now: Date,
  rollAt?: Date,
): Promise<{ items: Product[]; check: CatalogCheck } | null> {
  if (ids.length === 0) return null;
  const key = `products.byIds ${reader.userId === null} ${!!rollAt}`;
  const rows = await preparedStatement(db, key, (name) =>
    selectProducts(db, favoriteOf(reader), catalogCheckColumns(!!rollAt))
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare(name),
  ).execute({ ids, userId: reader.userId, at: rollAt?.toISOString() });
  if (rows.length === 0) return null;
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.product.id)! - position.get(b.product.id)!);
  return {
    items: rows.map((row) => toProduct(row as ProductRecord, reader.lang, now)),
    check: checkOf(rows[0]!),
  };
}
