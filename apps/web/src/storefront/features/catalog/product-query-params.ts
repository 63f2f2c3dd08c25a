import { PRODUCT_SORTS, type ProductSort } from '@dukkan/contracts';
import type { ProductListQuery } from '../../../catalog/products.api';

/**
 * A product list's search, filters, sort and page as the storefront keeps them in the URL, so
 * back/forward, reloads and shared links show the same list. Parameter names are the API's.
 */
export interface ProductQuery {
  page: number;
  search: string;
  brandId: number | null;
  categoryId: number | null;
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
  'minPrice',
  'maxPrice',
  'inStock',
  'hasDiscount',
  'sortBy',
  'sortDirection',
  'page',
] as const satisfies readonly (keyof ProductQuery)[];

const MAX_SEARCH_LENGTH = 100;

function positiveInteger(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function amount(text: string | null): number | null {
  if (!text || !/^\d+(\.\d+)?$/.test(text.trim())) return null;
  // Two decimals, like every SAR amount the API accepts.
  return Math.round(Number(text) * 100) / 100;
}

function flag(text: string | null): boolean {
  return text === 'true' || text === '1';
}

/** Reads the URL; anything malformed (a hand-edited link) falls back to "not set". */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  // The API refuses a maximum below the minimum; a swapped pair is almost certainly meant as a range.
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const direction = params.get('sortDirection');
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    brandId: positiveInteger(params.get('brandId')),
    categoryId: positiveInteger(params.get('categoryId')),
    minPrice,
    maxPrice,
    inStock: flag(params.get('inStock')),
    hasDiscount: flag(params.get('hasDiscount')),
    sortBy: PRODUCT_SORTS.find((sort) => sort === params.get('sortBy')) ?? null,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : null,
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
    if (value === DEFAULT_PRODUCT_QUERY[key] || value === null || value === '') continue;
    next.set(key, String(value));
  }
  return next;
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
    query.brandId !== null,
    query.categoryId !== null,
    price,
    query.inStock,
    query.hasDiscount,
  ].filter(Boolean).length;
}

/** The API request for one page of the list; unset filters and false flags are left out. */
export function toListRequest(query: ProductQuery, pageSize: number): ProductListQuery {
  return {
    pageNumber: query.page,
    pageSize,
    search: query.search || undefined,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    inStock: query.inStock || undefined,
    hasDiscount: query.hasDiscount || undefined,
    sortBy: query.sortBy ?? undefined,
    sortDirection: query.sortDirection ?? undefined,
  };
}
