import {
  hasForbiddenCharacters,
  MAX_FILTER_IDS,
  PRODUCT_SORTS,
  readChoice,
  readFlag,
  readId,
  readIdList,
  readPageNumber,
  readPrice,
  type ProductFacetsFilters,
  type ProductListFilters,
  type ProductSort,
} from '@dukkan/contracts';

/**
 * A product list's search, filters, sort and page as the storefront keeps them in the URL, so
 * back/forward, reloads and shared links show the same list. Parameter names are the API's.
 */
export interface ProductQuery {
  page: number;
  search: string;
  /** A single brand or category as the specification's links name it (`?brandId=3`). */
  brandId: number | null;
  categoryId: number | null;
  /** The filter panel's choices (`?brandIds=3,7`): a product of any of them. */
  brandIds: number[];
  categoryIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  hasDiscount: boolean;
  sortBy: ProductSort | null;
  sortDirection: 'asc' | 'desc' | null;
}

export type ProductQueryChanges = Partial<ProductQuery>;

export const DEFAULT_PRODUCT_QUERY: ProductQuery = {
  page: 1,
  search: '',
  brandId: null,
  categoryId: null,
  brandIds: [],
  categoryIds: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  hasDiscount: false,
  sortBy: null,
  sortDirection: null,
};

/** The keys this module owns in the URL, in the order it writes them. */
const KEYS = [
  'search',
  'brandId',
  'categoryId',
  'brandIds',
  'categoryIds',
  'minPrice',
  'maxPrice',
  'inStock',
  'hasDiscount',
  'sortBy',
  'sortDirection',
  'page',
] as const satisfies readonly (keyof ProductQuery)[];

const MAX_SEARCH_LENGTH = 100;

/**
 * Reads the URL with the API's own rules (`productListQuerySchema`, through the contracts' plain
 * readers, which keep zod out of the shop's first load), one parameter at a time: a value the API
 * would refuse (a hand-edited link) reads as "not set" and the rest still apply.
 */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  // A pasted search longer than the API accepts is cut rather than dropped.
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  let minPrice = readPrice(params.get('minPrice')) ?? null;
  let maxPrice = readPrice(params.get('maxPrice')) ?? null;
  // The API refuses a maximum below the minimum; a swapped pair is almost certainly meant as a range.
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const sortDirection = params.get('sortDirection')?.toLowerCase();
  return {
    page: readPageNumber(params.get('page')),
    // The API refuses control characters in a search; such a search reads as none.
    search: hasForbiddenCharacters(search) ? '' : search.trim(),
    brandId: readId(params.get('brandId')) ?? null,
    categoryId: readId(params.get('categoryId')) ?? null,
    brandIds: readIdList(params.get('brandIds')) ?? [],
    categoryIds: readIdList(params.get('categoryIds')) ?? [],
    minPrice,
    maxPrice,
    inStock: readFlag(params.get('inStock')) ?? false,
    hasDiscount: readFlag(params.get('hasDiscount')) ?? false,
    sortBy: readChoice(params.get('sortBy'), PRODUCT_SORTS) ?? null,
    sortDirection: readChoice(sortDirection, ['asc', 'desc'] as const) ?? null,
  };
}

/**
 * Writes the query over `base` (other parameters are kept), leaving out defaults so URLs stay
 * short: `/shop?brandId=3&sortBy=price` rather than every key.
 */
export function writeProductQuery(
  query: ProductQuery,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of KEYS) next.delete(key);
  for (const key of KEYS) {
    const value = query[key];
    if (Array.isArray(value)) {
      if (value.length > 0) next.set(key, value.join(','));
      continue;
    }
    if (value === DEFAULT_PRODUCT_QUERY[key] || value === null || value === '') continue;
    next.set(key, String(value));
  }
  return next;
}

/** The brands a list is narrowed to, from either parameter, as the filter panel shows them. */
export function chosenBrandIds(query: ProductQuery): number[] {
  return merged(query.brandId, query.brandIds);
}

export function chosenCategoryIds(query: ProductQuery): number[] {
  return merged(query.categoryId, query.categoryIds);
}

function merged(single: number | null, list: number[]): number[] {
  return single === null || list.includes(single) ? list : [single, ...list];
}

/**
 * Ticks or unticks one brand in the filter panel. The result is written as `brandIds` alone: a
 * `brandId` from an older link becomes the list's first entry, so the two never disagree.
 */
export function toggleBrand(query: ProductQuery, id: number): ProductQueryChanges {
  return { brandId: null, brandIds: toggled(chosenBrandIds(query), id) };
}

export function toggleCategory(query: ProductQuery, id: number): ProductQueryChanges {
  return { categoryId: null, categoryIds: toggled(chosenCategoryIds(query), id) };
}

/** The API takes at most `MAX_FILTER_IDS` of each; a tick past that is not added. */
function toggled(ids: number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((chosen) => chosen !== id);
  return ids.length < MAX_FILTER_IDS ? [...ids, id] : ids;
}

/** Applies changes; any change other than the page itself starts again from page 1. */
export function changeProductQuery(
  query: ProductQuery,
  changes: ProductQueryChanges,
): ProductQuery {
  const changesList = Object.keys(changes).some((key) => key !== 'page');
  return { ...query, ...changes, page: changes.page ?? (changesList ? 1 : query.page) };
}

/** The sort menu's choices; "relevance" is offered while searching (the API's default then). */
export const SORT_CHOICES = [
  'relevance',
  'newest',
  'priceAsc',
  'priceDesc',
  'name',
  'bestSelling',
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export function sortChoiceOf({ sortBy, sortDirection, search }: ProductQuery): SortChoice {
  if (sortBy === null) return search ? 'relevance' : 'newest';
  if (sortBy === 'price') return sortDirection === 'desc' ? 'priceDesc' : 'priceAsc';
  return sortBy;
}

/** The URL values of a choice; each sort's natural direction is left implicit. */
export function sortChanges(choice: SortChoice): Pick<ProductQuery, 'sortBy' | 'sortDirection'> {
  switch (choice) {
    case 'relevance':
      return { sortBy: null, sortDirection: null };
    case 'priceAsc':
      return { sortBy: 'price', sortDirection: null };
    case 'priceDesc':
      return { sortBy: 'price', sortDirection: 'desc' };
    default:
      return { sortBy: choice, sortDirection: null };
  }
}

/** How many filters narrow the list (the search is shown on its own), for the phone's button. */
export function activeFilterCount(query: ProductQuery): number {
  const price = query.minPrice !== null || query.maxPrice !== null;
  return [
    chosenBrandIds(query).length > 0,
    chosenCategoryIds(query).length > 0,
    price,
    query.inStock,
    query.hasDiscount,
  ].filter(Boolean).length;
}

/** The API request for one page of the list; unset filters and false flags are left out. */
export function toListRequest(query: ProductQuery, pageSize: number): ProductListFilters {
  return {
    pageNumber: query.page,
    pageSize,
    search: query.search || undefined,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
    brandIds: query.brandIds.length > 0 ? query.brandIds : undefined,
    categoryIds: query.categoryIds.length > 0 ? query.categoryIds : undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    inStock: query.inStock || undefined,
    hasDiscount: query.hasDiscount || undefined,
    sortBy: query.sortBy ?? undefined,
    sortDirection: query.sortDirection ?? undefined,
  };
}

/** The fields `productFacetsQuerySchema` takes (`lib/query-values.test.ts` holds them to it). */
export const FACET_KEYS = [
  'search',
  'brandId',
  'categoryId',
  'brandIds',
  'categoryIds',
  'minPrice',
  'maxPrice',
  'inStock',
  'hasDiscount',
] as const satisfies readonly (keyof ProductFacetsFilters)[];

/**
 * The filter counts' request for a list request: the filters `productFacetsQuerySchema` takes
 * (paging and sort left out, so turning a page or re-sorting does not count again).
 */
export function toFacetsRequest(listRequest: Partial<ProductListFilters>): ProductFacetsFilters {
  const request: ProductFacetsFilters = {};
  for (const key of FACET_KEYS) {
    const value = listRequest[key];
    if (value !== undefined) Object.assign(request, { [key]: value });
  }
  return request;
}
