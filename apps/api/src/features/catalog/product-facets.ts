import { and, count, eq, gt, gte, lte, max, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, ProductFacets, ProductFacetsFilters } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { toSar } from '../../lib/money.ts';
import { brands, categories, productCounts, products } from './catalog.tables.ts';
import {
  filterValues,
  priceRange,
  productConditions,
  searchRowColumns,
} from './product-filters.ts';
import { rollProductPrices } from './product-pricing.ts';
import { productSearch } from './product-search.ts';
import { productSearchRows } from './search.tables.ts';

/** Matching products of one brand in one category: how many pass the price range, and the bounds. */
interface Cell {
  brandId: number;
  categoryId: number;
  count: number;
  minPrice: number | null;
  maxPrice: number | null;
}

interface Name {
  kind: string;
  id: number;
  name: string;
  parentId: number | null;
}

/**
 * The matching active products counted per (brand, category) in one grouped statement over the
 * list's own conditions minus brand, category and price, so every facet can be summed from it:
 * brands × categories is small whatever the catalog's size. Each cell counts the rows inside the
 * price range and takes the price bounds over all of them (the bounds ignore the price filters).
 * A search's cells are read from `product_search` alone; without a search, the cells come from the
 * kept counts instead (`keptCellsOf`).
 */
function cellsOf(db: Executor, filters: ProductFacetsFilters) {
  const term = filters.search?.trim();
  if (!term) return keptCellsOf(db, filters);
  const ps = productSearchRows;
  const where = productConditions(
    { inStock: filters.inStock, hasDiscount: filters.hasDiscount },
    { includeInactive: false },
    productSearch(term).where,
    undefined,
    searchRowColumns,
  );
  const priced = priceRange(filters, undefined, ps.effectivePriceHalalas);
  return db
    .select({
      brandId: ps.brandId,
      categoryId: ps.categoryId,
      count: priced ? sql<number>`count(*) filter (where ${priced})`.mapWith(Number) : count(),
      minPrice: min(ps.effectivePriceHalalas).mapWith(Number),
      maxPrice: max(ps.effectivePriceHalalas).mapWith(Number),
    })
    .from(ps)
    .where(where)
    .groupBy(ps.brandId, ps.categoryId);
}

const cellProduct = alias(products, 'cell_product');

/**
 * The cells without a search: one per non-empty (brand, category) of the kept counts
 * (product-counts.ts), the bounds read per cell from the end of `products_shop_filters_idx`
 * (category, brand, price paid, …) and, only when a price, stock or offer filter is given, the
 * count per cell from the same index. Grouping every active product instead costs a read of the
 * whole catalog on each call of the shop's sidebar.
 */
function keptCellsOf(db: Executor, filters: ProductFacetsFilters) {
  const p = cellProduct;
  const values = filterValues(filters);
  const inCell = sql`${p.isActive} and ${p.categoryId} = ${productCounts.categoryId} and ${p.brandId} = ${productCounts.brandId}`;
  // Stock and offer filters narrow the bounds too, as in the grouped statement; price does not.
  const stockOrOffer = and(
    filters.inStock === undefined ? undefined : filters.inStock ? gt(p.stock, 0) : eq(p.stock, 0),
    filters.hasDiscount === undefined
      ? undefined
      : filters.hasDiscount
        ? sql`${p.discountActive}`
        : sql`not ${p.discountActive}`,
  );
  const counted = and(
    stockOrOffer,
    values.minHalalas === undefined ? undefined : gte(p.effectivePriceHalalas, values.minHalalas),
    values.maxHalalas === undefined ? undefined : lte(p.effectivePriceHalalas, values.maxHalalas),
  );
  const bound = (fn: typeof min) =>
    sql<number | null>`(${db
      .select({ price: fn(p.effectivePriceHalalas) })
      .from(p)
      .where(and(inCell, stockOrOffer))})`;
  return db
    .select({
      brandId: productCounts.brandId,
      categoryId: productCounts.categoryId,
      count: counted
        ? sql<number>`(${db.select({ n: count() }).from(p).where(and(inCell, counted))})`.mapWith(
            Number,
          )
        : productCounts.productCount,
      minPrice: bound(min).mapWith(Number),
      maxPrice: bound(max).mapWith(Number),
    })
    .from(productCounts)
    .where(and(eq(productCounts.isActive, true), gt(productCounts.productCount, 0)));
}

/** Every brand and category with its name in `lang` (a few hundred rows at most). */
function namesOf(db: Executor, lang: Language) {
  const ar = lang === 'ar';
  return db
    .select({
      kind: sql<string>`'brand'`,
      id: brands.id,
      name: ar ? brands.nameAr : brands.nameEn,
      parentId: sql<number | null>`null::integer`,
    })
    .from(brands)
    .unionAll(
      db
        .select({
          kind: sql<string>`'category'`,
          id: categories.id,
          name: ar ? categories.nameAr : categories.nameEn,
          parentId: categories.parentId,
        })
        .from(categories),
    );
}

/** A category and its ancestors, nearest first (a loop, which the API refuses, stops the walk). */
function withAncestors(id: number, parentOf: Map<number, number | null>): number[] {
  const chain: number[] = [];
  for (let at: number | null | undefined = id; at != null && !chain.includes(at);) {
    chain.push(at);
    at = parentOf.get(at);
  }
  return chain;
}

function byCountThenName(lang: Language) {
  return (a: { count: number; name: string }, b: { count: number; name: string }) =>
    b.count - a.count || a.name.localeCompare(b.name, lang);
}

/**
 * The shop's filter panel for a search and filters: the total, each brand's and each category's
 * count as if it were chosen with every other filter kept (a parent category holds its
 * sub-categories' products), and the price bounds without the price filters. Two statements. A
 * brand's count ignores the brand filters (`brandId`, `brandIds`) and a category's the category
 * filters, so a multi-select list can show what adding one more option would bring.
 */
export async function productFacets(
  db: Executor,
  filters: ProductFacetsFilters,
  lang: Language,
  now = new Date(),
): Promise<ProductFacets> {
  await rollProductPrices(db, now);
  const [cells, names] = await Promise.all([cellsOf(db, filters), namesOf(db, lang)]);
  const nameOf = new Map<string, Name>(names.map((n: Name) => [`${n.kind}:${n.id}`, n]));
  const parentOf = new Map(
    names.filter((n) => n.kind === 'category').map((n) => [n.id, n.parentId]),
  );
  // `categoryId` and `categoryIds` (and the brand pair) each narrow the list when given.
  const inChosenCategory = (cell: Cell) => {
    const chain = withAncestors(cell.categoryId, parentOf);
    return (
      (!filters.categoryId || chain.includes(filters.categoryId)) &&
      (!filters.categoryIds?.length || filters.categoryIds.some((id) => chain.includes(id)))
    );
  };
  const ofChosenBrand = (cell: Cell) =>
    (!filters.brandId || cell.brandId === filters.brandId) &&
    (!filters.brandIds?.length || filters.brandIds.includes(cell.brandId));

  const brandCounts = new Map<number, number>();
  const categoryCounts = new Map<number, number>();
  let totalCount = 0;
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const cell of cells as Cell[]) {
    const brandOk = ofChosenBrand(cell);
    const categoryOk = inChosenCategory(cell);
    if (categoryOk)
      brandCounts.set(cell.brandId, (brandCounts.get(cell.brandId) ?? 0) + cell.count);
    if (brandOk) {
      for (const id of withAncestors(cell.categoryId, parentOf)) {
        categoryCounts.set(id, (categoryCounts.get(id) ?? 0) + cell.count);
      }
    }
    if (!brandOk || !categoryOk) continue;
    totalCount += cell.count;
    if (cell.minPrice !== null) minPrice = Math.min(minPrice ?? cell.minPrice, cell.minPrice);
    if (cell.maxPrice !== null) maxPrice = Math.max(maxPrice ?? cell.maxPrice, cell.maxPrice);
  }

  const order = byCountThenName(lang);
  return {
    totalCount,
    brands: [...brandCounts]
      .filter(([, n]) => n > 0)
      .map(([id, n]) => ({ id, name: nameOf.get(`brand:${id}`)?.name ?? '', count: n }))
      .sort(order),
    categories: [...categoryCounts]
      .filter(([, n]) => n > 0)
      .map(([id, n]) => {
        const category = nameOf.get(`category:${id}`);
        return { id, name: category?.name ?? '', parentId: category?.parentId ?? null, count: n };
      })
      .sort(order),
    price: {
      min: minPrice === null ? null : toSar(minPrice),
      max: maxPrice === null ? null : toSar(maxPrice),
    },
  };
}
