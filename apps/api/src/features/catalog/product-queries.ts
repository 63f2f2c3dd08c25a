import { and, asc, desc, eq, gt, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LOW_STOCK_THRESHOLD,
  type AdminProductListFilters,
  type Language,
  type Paged,
  type Product,
} from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { parseSar } from '../../lib/money.ts';
import { brands, categories, favorites, products } from './catalog.tables.ts';
import { discountActiveSql, effectivePriceSql } from './product-pricing.ts';
import { productSearch } from './product-search.ts';
import { toProduct, type ProductRecord } from './product-view.ts';

/** Who asks: the language, the caller (for `isFavorite`) and whether inactive products show. */
export interface ProductReader {
  lang: Language;
  userId: number | null;
  includeInactive: boolean;
}

/** The public filters plus the dashboard's; callers pass what their route accepts. */
export type ProductFilters = Omit<AdminProductListFilters, 'pageNumber' | 'pageSize'> &
  Partial<Pick<AdminProductListFilters, 'pageNumber' | 'pageSize'>>;

const category = alias(categories, 'product_category');

function favoriteFlag(userId: number | null): SQL<boolean | null> {
  if (userId === null) return sql<null>`null`;
  return sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.productId} = ${products.id})`;
}

/** The one SELECT every product read uses: the row, both names of brand and category, the flag. */
export function selectProducts(
  db: Executor,
  userId: number | null,
  extra: Record<string, SQL> = {},
) {
  return db
    .select({
      product: products,
      brandNameEn: brands.nameEn,
      brandNameAr: brands.nameAr,
      categoryNameEn: category.nameEn,
      categoryNameAr: category.nameAr,
      isFavorite: favoriteFlag(userId),
      ...extra,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(category, eq(category.id, products.categoryId));
}

/** A category and everything under it: a parent's page lists its sub-categories' products too. */
function inCategoryTree(categoryId: number): SQL {
  return sql`${products.categoryId} in (
    with recursive tree(id) as (
      select ${categoryId}::integer
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    ) select id from tree)`;
}

function halalas(sar: number): number {
  return parseSar(String(sar))!;
}

function stockFilter(status: ProductFilters['stockStatus']): SQL | undefined {
  if (status === 'outOfStock') return eq(products.stock, 0);
  if (status === 'lowStock') return sql`${products.stock} between 1 and ${LOW_STOCK_THRESHOLD}`;
  if (status === 'inStock') return gt(products.stock, 0);
  return undefined;
}

function conditions(filters: ProductFilters, reader: ProductReader, search?: SQL): SQL | undefined {
  const active = reader.includeInactive ? filters.isActive : true;
  return and(
    active === undefined ? undefined : eq(products.isActive, active),
    filters.brandId ? eq(products.brandId, filters.brandId) : undefined,
    filters.categoryId ? inCategoryTree(filters.categoryId) : undefined,
    filters.minPrice === undefined ? undefined : gte(effectivePriceSql, halalas(filters.minPrice)),
    filters.maxPrice === undefined ? undefined : lte(effectivePriceSql, halalas(filters.maxPrice)),
    filters.inStock === undefined
      ? undefined
      : filters.inStock
        ? gt(products.stock, 0)
        : eq(products.stock, 0),
    filters.hasDiscount === undefined
      ? undefined
      : filters.hasDiscount
        ? discountActiveSql
        : not(discountActiveSql),
    reader.includeInactive ? stockFilter(filters.stockStatus) : undefined,
    search,
  );
}

/**
 * Each sort reads in its natural direction unless told otherwise; the id breaks ties so paging is
 * stable. Without a sort, a search orders by relevance and a plain list by newest.
 */
function ordering(filters: ProductFilters, lang: Language, rank?: SQL): SQL[] {
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
      const by = dir('desc');
      return [by(products.soldCount), by(products.id)];
    }
    case 'relevance':
      return [desc(rank!), desc(products.id)];
    default: {
      const by = dir('desc');
      return [by(products.createdAt), by(products.id)];
    }
  }
}

/**
 * A page of products in one query: filters, search, sort, joined names, the favourite flag and the
 * total (window count). Only a page past the end, which has no row to carry the total, counts again.
 */
export async function queryProducts(
  db: Executor,
  filters: ProductFilters,
  reader: ProductReader,
  now = new Date(),
): Promise<Paged<Product>> {
  const pageNumber = filters.pageNumber ?? 1;
  const pageSize = filters.pageSize ?? 10;
  const term = filters.search?.trim();
  const search = term ? productSearch(term) : undefined;
  const where = conditions(filters, reader, search?.where);
  const rows = await selectProducts(db, reader.userId, {
    totalCount: sql<number>`count(*) over()`.mapWith(Number),
  })
    .where(where)
    .orderBy(...ordering(filters, reader.lang, search?.rank))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const totalCount =
    (rows[0] as { totalCount?: number } | undefined)?.totalCount ??
    (await db.$count(products, where));
  return {
    items: rows.map((row) => toProduct(row as ProductRecord, reader.lang, now)),
    pageNumber,
    pageSize,
    totalCount,
  };
}

/**
 * The product page's query for an anonymous shopper, the hottest read in the shop, built once per
 * database and run as a named prepared statement: building Drizzle SQL costs more CPU than the
 * indexed lookup itself, and PostgreSQL skips parse and plan (see bench/RESULTS.md).
 */
function prepareShopperById(db: Executor) {
  return selectProducts(db, null)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isActive, true)))
    .prepare('product_by_id_shopper');
}
const shopperById = new WeakMap<Executor, ReturnType<typeof prepareShopperById>>();

/** One product with its joined names, or undefined (inactive ones only for the dashboard). */
export async function findProduct(
  db: Executor,
  id: number,
  reader: ProductReader,
  now = new Date(),
): Promise<Product | undefined> {
  if (reader.userId === null && !reader.includeInactive) {
    let query = shopperById.get(db);
    if (!query) shopperById.set(db, (query = prepareShopperById(db)));
    const [row] = await query.execute({ id });
    return row ? toProduct(row, reader.lang, now) : undefined;
  }
  const [row] = await selectProducts(db, reader.userId).where(
    and(eq(products.id, id), reader.includeInactive ? undefined : eq(products.isActive, true)),
  );
  return row ? toProduct(row, reader.lang, now) : undefined;
}
