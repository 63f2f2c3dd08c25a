import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Language, Paged, Product } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { brands, categories, favorites, products } from './catalog.tables.ts';
import {
  categoryTreeIds,
  filterValues,
  placeholderValues,
  productConditions,
  readsProductRow,
  readsStoredPrice,
  searchRowColumns,
  type FilterScope,
  type ProductFilters,
} from './product-filters.ts';
import { keptCountApplies, keptCountQuery } from './product-counts.ts';
import { pageIdsFromNearerEnd, reversedSort } from './product-nearer-end.ts';
import {
  firstPageLimit,
  literalFirstPage,
  pageBounds,
  type PageBounds,
} from './product-page-bounds.ts';
import { effectivePriceSql, rollProductPrices } from './product-pricing.ts';
import {
  productSearch,
  searchQueryTable,
  searchValues,
  type SearchValues,
} from './product-search.ts';
import { toProduct, type ProductRecord } from './product-view.ts';
import { productSearchRows } from './search.tables.ts';

export type { ProductFilters } from './product-filters.ts';

/** Who asks: the language, the caller (for `isFavorite`) and whether inactive products show. */
export interface ProductReader extends FilterScope {
  lang: Language;
  userId: number | null;
}

const category = alias(categories, 'product_category');

function favoriteFlag(userId: number | SQLWrapper | null): SQL<boolean | null> {
  if (userId === null) return sql<null>`null`;
  return sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.productId} = ${products.id})`;
}

function selection(userId: number | SQLWrapper | null) {
  return {
    product: products,
    brandNameEn: brands.nameEn,
    brandNameAr: brands.nameAr,
    categoryNameEn: category.nameEn,
    categoryNameAr: category.nameAr,
    isFavorite: favoriteFlag(userId),
  };
}

/** The one SELECT every product read uses: the row, both names of brand and category, the flag. */
export function selectProducts<Extra extends Record<string, SQL>>(
  db: Executor,
  userId: number | SQLWrapper | null,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...selection(userId), ...extra })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(category, eq(category.id, products.categoryId));
}

/**
 * The newest and best-selling indexes are `desc nulls last` (catalog.tables.ts), while a bare
 * `desc` means `nulls first`: PostgreSQL would not use them and would sort every row. The columns
 * are never null, so spelling the nulls out changes no order, only the plan.
 */
function descIndexed(by: typeof asc | typeof desc) {
  return (column: AnyColumn) =>
    by === desc ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
}

/**
 * Each sort reads in its natural direction unless told otherwise; the id breaks ties so paging is
 * stable. Without a sort, a search orders by relevance and a plain list by newest. Every sort but
 * relevance has an index in the same order (catalog.tables.ts), so a page reads only its rows.
 */
export function ordering(filters: ProductFilters, lang: Language, rank?: SQL): SQL[] {
  const sortBy = filters.sortBy ?? (rank ? 'relevance' : 'newest');
  const dir = (natural: 'asc' | 'desc') =>
    (filters.sortDirection ?? natural) === 'asc' ? asc : desc;
  switch (sortBy) {
    case 'price': {
      const by = dir('asc');
      return [by(effectivePriceSql), by(products.id)];
    }
    case 'name': {
      const by = dir('asc');
      return [
        by(lang === 'ar' ? products.nameAr : sql`lower(${products.nameEn})`),
        by(products.id),
      ];
    }
    case 'bestSelling': {
      const by = descIndexed(dir('desc'));
      return [by(products.soldCount), by(products.id)];
    }
    case 'relevance':
      return [desc(rank!), desc(products.id)];
    default: {
      const by = descIndexed(dir('desc'));
      return [by(products.createdAt), by(products.id)];
    }
  }
}

/** The search's values as named placeholders of a prepared statement (see `placeholderValues`). */
const searchPlaceholders = (name: keyof SearchValues) => sql.placeholder(name);

/** What makes two list requests run the same statement text: everything but the values. */
export function shapeOf(
  filters: ProductFilters,
  reader: ProductReader,
  term: string | undefined,
  literalLimit: number | null,
): string {
  const search = term ? searchValues(term) : {};
  const present = Object.entries(filterValues(filters)).filter(([, value]) => value !== undefined);
  return JSON.stringify([
    reader.lang,
    reader.userId === null,
    reader.includeInactive,
    present.map(([name]) => name),
    filters.isActive,
    filters.inStock,
    filters.hasDiscount,
    filters.stockStatus,
    filters.sortBy,
    filters.sortDirection,
    search.searchWords !== undefined,
    search.skuPattern !== undefined,
    literalLimit,
  ]);
}

/**
 * The page's ids when a shopper's category is sorted by price: one walk of the index
 * `(category_id, effective_price_halalas, id) where is_active` per category of the tree, each
 * stopping after offset + limit rows, merged. One walk of the price index would pass every cheaper
 * product of the other categories first, and PostgreSQL 15 cannot merge an IN list's index scans
 * in order.
 */
function pricePerCategoryIds(
  filters: ProductFilters,
  reader: ProductReader,
  { limit, offset }: PageBounds,
): SQL {
  const direction = sql.raw((filters.sortDirection ?? 'asc') === 'asc' ? 'asc' : 'desc');
  const where = and(
    eq(products.categoryId, sql`tree.id`),
    productConditions({ ...filters, categoryId: undefined }, reader, undefined, placeholderValues),
  );
  return sql`(select page.id from (${categoryTreeIds(placeholderValues('categoryId'))}) as tree(id)
    cross join lateral (
      select ${products.id} as id, ${products.effectivePriceHalalas} as price from ${products}
      where ${where}
      order by ${products.effectivePriceHalalas} ${direction}, ${products.id} ${direction}
      limit ${limit}::bigint + ${offset}::bigint) as page
    order by page.price ${direction}, page.id ${direction}
    limit ${limit} offset ${offset})`;
}

/** The sorts `product_search` can answer alone, in `ordering`'s order (else undefined). */
function searchRowOrder(filters: ProductFilters): SQL[] | undefined {
  const ps = productSearchRows;
  const sortBy = filters.sortBy ?? 'newest';
  const natural = sortBy === 'price' ? 'asc' : 'desc';
  const by = (filters.sortDirection ?? natural) === 'asc' ? asc : desc;
  if (sortBy === 'price') return [by(ps.effectivePriceHalalas), by(ps.productId)];
  if (sortBy === 'newest') return [by(ps.createdAt), by(ps.productId)];
  return undefined;
}

/**
 * A search's page ids in another order than relevance. By price or newest, the page is chosen on
 * `product_search` alone (it holds the price paid now and the time added). By a column only
 * `products` holds (sales, names), the matches are read from `product_search` with every filter
 * but the staff's stock status, then only they are joined to their product rows to be filtered by
 * it and sorted. The OFFSET keeps PostgreSQL from folding the matches into the outer query: it
 * cannot estimate a tsquery computed at run time, and would rather walk the sort's index over the
 * whole catalog, probing the side table for each product (4–5× slower for "samsung" at 100,000
 * products).
 */
function searchPageIds(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  term: string,
  order: SQL[],
) {
  const ps = productSearchRows;
  const search = productSearch(term, searchPlaceholders);
  const sideOrder = searchRowOrder(filters);
  if (sideOrder && !readsProductRow(filters, reader)) {
    return db
      .select({ id: ps.productId })
      .from(ps)
      .where(searchConditions(filters, reader, search.where))
      .orderBy(...sideOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }
  const withoutStock = { ...filters, stockStatus: undefined };
  const matches = db
    .select({ id: ps.productId })
    .from(ps)
    .where(searchConditions(withoutStock, reader, search.where))
    .offset(sql.placeholder('noOffset'))
    .as('matches');
  return db
    .select({ id: products.id })
    .from(matches)
    .innerJoin(products, eq(products.id, matches.id))
    .where(productConditions(filters, reader, undefined, placeholderValues))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The page's statement for one shape, values as placeholders: the page's ids are chosen on
 * `products` alone (filters, the sort's index, LIMIT/OFFSET), or from a search's matches
 * (`searchPageIds`), and only those rows are joined to their names and the favourite flag. A
 * search in relevance order goes through `rankedPageStatement` instead.
 */
function pageStatement(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  term: string | undefined,
  bounds: PageBounds,
) {
  const order = ordering(filters, reader.lang);
  const perCategory =
    filters.categoryId && filters.sortBy === 'price' && !term && !reader.includeInactive;
  const where = productConditions(filters, reader, undefined, placeholderValues);
  // A deeper page of a list whose total is kept starts from whichever end of its sort is nearer.
  const fromNearerEnd = !literalFirstPage(bounds) && keptCountApplies(filters, reader, term);
  const pageIds = term
    ? searchPageIds(db, filters, reader, term, order)
    : perCategory
      ? pricePerCategoryIds(filters, reader, bounds)
      : fromNearerEnd
        ? pageIdsFromNearerEnd(
            db,
            where,
            { forward: order, backward: ordering(reversedSort(filters), reader.lang) },
            sql`(${keptCountQuery(db, filters, reader, placeholderValues)})`,
            bounds,
          )
        : db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...order)
            .limit(bounds.limit)
            .offset(bounds.offset);
  // The outer query repeats the sort over the page's rows only (the subquery's order is not kept).
  // The total rides along as an uncorrelated scalar subquery, which PostgreSQL runs once per
  // statement (an InitPlan): one round trip per list instead of two. Each round trip costs both
  // processes a socket write and PostgreSQL a Bind/Execute/Sync cycle, a third of the server's CPU
  // on a list page under load (bench/RESULTS.md).
  const total = sql<string | number | null>`(${countStatement(db, filters, reader, term)})`;
  return db
    .select({ ...selection(favoriteOf(reader)), total })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(category, eq(category.id, products.categoryId))
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
}

/** Whether a list is a search ordered by relevance with words to rank (`rankedPageStatement`). */
function ranksBySearch(filters: ProductFilters, term: string | undefined): boolean {
  return !!term && searchValues(term).searchWords !== undefined && !filters.sortBy;
}

/**
 * The join a search's statement needs: none when it reads `product_search` alone, the product rows
 * (by id, for the matches only) when the staff's stock status filter needs the stock count.
 */
function joinProductsIfNeeded<Q extends PgSelect>(
  query: Q,
  filters: ProductFilters,
  reader: ProductReader,
): Q {
  // A dynamic query's builder adds the join to itself; its selected fields stay those given.
  if (readsProductRow(filters, reader))
    query.innerJoin(products, eq(products.id, productSearchRows.productId));
  return query;
}

/** A search's condition with the list's filters, read from `product_search`'s columns. */
function searchConditions(filters: ProductFilters, reader: ProductReader, search: SQL) {
  return productConditions(filters, reader, search, placeholderValues, searchRowColumns);
}

/**
 * A search's page in relevance order, and its total, in one statement: every match must be read to
 * be ranked anyway, so the same pass counts them (`count(*) over ()` over the narrow (id, rank)
 * rows) instead of a second statement reading them all again. The matches are ranked and counted
 * from `product_search` (narrow rows, not the products'); `products` is joined for the page only.
 * The tsquery is computed once, as a one-row table, rather than once for the filter and once per
 * ORDER BY.
 */
function rankedPageStatement(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  term: string,
  bounds: PageBounds,
) {
  const search = productSearch(term, searchPlaceholders, sql`search_query.q`);
  const candidates = db
    .select({ id: productSearchRows.productId, rank: sql<number>`${search.rank}`.as('rank') })
    .from(productSearchRows)
    .crossJoin(searchQueryTable(term, searchPlaceholders)!)
    .$dynamic();
  const matches = joinProductsIfNeeded(candidates, filters, reader)
    .where(searchConditions(filters, reader, search.where))
    // An OFFSET keeps PostgreSQL from folding this into the outer query, where the rank would be
    // computed above the count and carry every match's search_vector through it. (A placeholder:
    // Drizzle leaves out a literal 0.)
    .offset(bounds.noOffset)
    .as('matches');
  const page = db
    .select({
      id: matches.id,
      rank: matches.rank,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(matches)
    .orderBy(desc(matches.rank), desc(matches.id))
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as('page');
  return db
    .select({ ...selection(favoriteOf(reader)), total: page.total })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(category, eq(category.id, products.categoryId))
    .orderBy(desc(page.rank), desc(page.id));
}

export function favoriteOf(reader: ProductReader) {
  return reader.userId === null ? null : sql.placeholder('userId');
}

/**
 * The total's statement for one shape: the kept counts when the filters are only active,
 * category and brand (product-counts.ts), else a count over the page's condition (index-only for
 * the shop's filters).
 */
function countStatement(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  term?: string,
) {
  if (keptCountApplies(filters, reader, term))
    return keptCountQuery(db, filters, reader, placeholderValues);
  if (term) {
    const search = productSearch(term, searchPlaceholders);
    const counted = db.select({ total: count() }).from(productSearchRows).$dynamic();
    return joinProductsIfNeeded(counted, filters, reader).where(
      searchConditions(filters, reader, search.where),
    );
  }
  return db
    .select({ total: count() })
    .from(products)
    .where(productConditions(filters, reader, undefined, placeholderValues));
}

/**
 * A page of products. The statement is built once per shape and prepared
 * (db/prepared-statements.ts) and brings the total with the page; the count runs on its own only
 * for a page past the end, which has no row to bring it. Filters and sorts on the price paid now read the stored price, so due discount starts and
 * ends are rolled to `now` first.
 */
export async function queryProducts(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  now = new Date(),
): Promise<Paged<Product>> {
  const pageNumber = filters.pageNumber ?? 1;
  const pageSize = filters.pageSize ?? 10;
  const offset = (pageNumber - 1) * pageSize;
  const term = filters.search?.trim() || undefined;
  const literalLimit = firstPageLimit(filters, reader, term, offset, pageSize);
  const bounds = pageBounds(literalLimit);
  const shape = shapeOf(filters, reader, term, literalLimit);
  const values = {
    ...filterValues(filters),
    ...(term ? searchValues(term) : {}),
    userId: reader.userId,
    limit: pageSize,
    offset,
    noOffset: 0,
  };
  if (readsStoredPrice(filters)) await rollProductPrices(db, now);
  const ranked = ranksBySearch(filters, term);
  // A price range's rows cannot be estimated without its bounds (db/prepared-statements.ts).
  const plan = { planPerRun: filters.minPrice !== undefined || filters.maxPrice !== undefined };
  const rows = await preparedStatement(
    db,
    `products.page ${shape}`,
    (name) =>
      ranked
        ? rankedPageStatement(db, filters, reader, term!, bounds).prepare(name)
        : pageStatement(db, filters, reader, term, bounds).prepare(name),
    plan,
  ).execute(values);
  // Both page statements carry the total on each row; a page past the end has no row to carry it.
  let totalCount = 0;
  if (rows.length > 0) totalCount = Number(rows[0]!.total);
  else if (offset > 0) {
    const [row] = await preparedStatement(
      db,
      `products.count ${shape}`,
      (name) => countStatement(db, filters, reader, term).prepare(name),
      plan,
    ).execute(values);
    totalCount = Number(row?.total ?? 0);
  }
  return {
    items: rows.map((row) => toProduct(row as ProductRecord, reader.lang, now)),
    pageNumber,
    pageSize,
    totalCount,
  };
}
