import type {
  Language,
  Paged,
  Product,
  ProductFacets,
  ProductFacetsFilters,
} from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import {
  checkCatalog,
  readCatalogVersions,
  stillCurrent,
  type CatalogCache,
  type CatalogCheck,
  type KeptOrder,
  type KeptPage,
} from './catalog-cache.ts';
import { productFacets } from './product-facets.ts';
import { readsStoredPrice } from './product-filters.ts';
import { rollProductPrices } from './product-pricing.ts';
import { listOrderIds, productsByIds } from './kept-list-reads.ts';
import { queryProducts, type ProductFilters, type ProductReader } from './product-queries.ts';

/**
 * A shopper's list, search or filter panel read through the catalog cache (catalog-cache.ts).
 *
 * A broad search must read every match to rank and count it: at 100,000 products, "samsung" is
 * 10,000 matches and 5–15 ms of database time per call, whatever the index (bench/RESULTS.md). The
 * same few terms and lists make most of a shop's traffic, so the page's ids and total are kept
 * under the catalog's version and a repeat reads only its rows by id, with the version in the
 * same statement: as cheap as a product's detail, and as current, since the rows (price, stock,
 * the favourite flag) are read every time and the ids are used only while no write has moved the
 * version. The staff's lists are never kept: they filter by stock, which moves with every order.
 */

/** The key of a list: everything the request says but the caller, in a fixed order. */
function keyOf(kind: string, lang: Language, query: object): string {
  const present = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([kind, lang, present]);
}

/** A page as kept, and who read it (the page's favourite flags are theirs). */
interface Filled {
  kept: KeptPage;
  page: Paged<Product>;
  userId: number | null;
}

export async function listProducts(
  db: Executor,
  cache: CatalogCache | null,
  filters: ProductFilters,
  reader: ProductReader,
  now = new Date(),
): Promise<Paged<Product>> {
  if (!cache || reader.includeInactive) return queryProducts(db, filters, reader, now);
  const key = keyOf('list', reader.lang, filters);
  const bySales = filters.sortBy === 'bestSelling';
  const pageOf = (kept: KeptPage, items: Product[]): Paged<Product> => ({
    items,
    pageNumber: filters.pageNumber ?? 1,
    pageSize: filters.pageSize ?? 10,
    totalCount: kept.totalCount,
  });
  if (!filters.search?.trim() && (filters.pageNumber ?? 1) > PAGES_KEPT_ONE_BY_ONE) {
    const page = await pageOfKeptOrder(db, cache, filters, reader, now);
    if (page) return page;
  }

  const stored = cache.lists.get(key);
  if (stored) {
    // Discounts that began or ended since the page was read are rolled by the same statement
    // (a page read afresh rolls them itself); a roll that changed anything means reading afresh.
    const rollAt = readsStoredPrice(filters) ? now : undefined;
    const current = await readKept(db, stored.value.ids, reader, now, rollAt);
    if (current && stillCurrent(stored.versions, current.check, bySales))
      return pageOf(stored.value, current.items);
    cache.lists.delete(key);
  }
  const filled = await cache.lists.share(key, async (): Promise<Filled> => {
    // Read before the page: a write committed in between makes the kept page look older than it
    // is (read again next time), never newer.
    const versions = await readCatalogVersions(db);
    const page = await queryProducts(db, filters, reader, now);
    const kept = { ids: page.items.map((item) => item.id), totalCount: page.totalCount };
    cache.lists.set(key, kept, versions);
    return { kept, page, userId: reader.userId };
  });
  if (filled.userId === reader.userId) return filled.page;
  // Someone else's fill: the same ids, this caller's own rows and favourite flags.
  const own = await productsByIds(db, filled.kept.ids, reader, now);
  return pageOf(filled.kept, own?.items ?? []);
}

/**
 * The first pages of a list are kept one by one; a deeper page of a list without a search is cut
 * from the list's whole order, kept once for all of its pages: a shop's catalog browsed page by
 * page (or by a crawler) is thousands of pages, each of which would otherwise be read from the
 * index once, skipping every row before it (bench/RESULTS.md: a random page of 4,750).
 */
const PAGES_KEPT_ONE_BY_ONE = 3;

/** A deeper page from the list's kept order; null when the list is too long to keep. */
async function pageOfKeptOrder(
  db: Executor,
  cache: CatalogCache,
  filters: ProductFilters,
  reader: ProductReader,
  now: Date,
): Promise<Paged<Product> | null> {
  const { pageNumber: _, pageSize: __, ...listFilters } = filters;
  const key = keyOf('order', reader.lang, listFilters);
  const bySales = filters.sortBy === 'bestSelling';
  const pageSize = filters.pageSize ?? 10;
  const offset = ((filters.pageNumber ?? 1) - 1) * pageSize;
  const pageOf = (order: KeptOrder, items: Product[]): Paged<Product> => ({
    items,
    pageNumber: filters.pageNumber ?? 1,
    pageSize,
    totalCount: order.ids.length,
  });
  const idsOf = (order: KeptOrder) => Array.from(order.ids.subarray(offset, offset + pageSize));
  const rollAt = readsStoredPrice(filters) ? now : undefined;

  const stored = cache.orders.get(key);
  if (stored?.value.tooLong) return null;
  if (stored) {
    const ids = idsOf(stored.value);
    const current = await readKept(db, ids, reader, now, rollAt);
    if (current && stillCurrent(stored.versions, current.check, bySales))
      return pageOf(stored.value, current.items);
    cache.orders.delete(key);
  }
  const filled = await cache.orders.share(key, async () => {
    if (rollAt) await rollProductPrices(db, rollAt);
    const versions = await readCatalogVersions(db);
    const ids = await listOrderIds(db, filters, reader, cache.maxOrderIds + 1);
    const tooLong = ids.length > cache.maxOrderIds;
    const order = { ids: Int32Array.from(tooLong ? [] : ids), tooLong };
    cache.orders.set(key, order, versions);
    return { order, versions };
  });
  if (filled.order.tooLong) return null;
  const ids = idsOf(filled.order);
  const current = await readKept(db, ids, reader, now, undefined);
  // A write between the order's read and its rows': the page is read the usual way.
  if (!current || !stillCurrent(filled.versions, current.check, bySales)) return null;
  return pageOf(filled.order, current.items);
}

/** A kept page's rows now and the catalog's check read with them. */
async function readKept(
  db: Executor,
  ids: number[],
  reader: ProductReader,
  now: Date,
  rollAt: Date | undefined,
): Promise<{ items: Product[]; check: CatalogCheck } | null> {
  if (ids.length > 0) return productsByIds(db, ids, reader, now, rollAt);
  return { items: [], check: await checkCatalog(db, rollAt) };
}

/** The filter panel's counts, kept whole under the catalog's version (they hold no stock). */
export async function facetsFor(
  db: Executor,
  cache: CatalogCache | null,
  filters: ProductFacetsFilters,
  lang: Language,
  now = new Date(),
): Promise<ProductFacets> {
  if (!cache) return productFacets(db, filters, lang, now);
  const key = keyOf('facets', lang, filters);
  const stored = cache.facets.get(key);
  if (stored) {
    // The price bounds read the stored price paid now: due prices are rolled by the check.
    if (stillCurrent(stored.versions, await checkCatalog(db, now), false)) return stored.value;
    cache.facets.delete(key);
  }
  return cache.facets.share(key, async () => {
    const versions = await readCatalogVersions(db);
    const facets = await productFacets(db, filters, lang, now);
    cache.facets.set(key, facets, versions);
    return facets;
  });
}
