import { STOCK_STATUSES, type ProductSort, type StockStatus } from '@dukkan/contracts';
import type { AdminProductListRequest } from '../../../catalog/products.api';
import { applyListChanges, oneOf, positiveInt } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** The sort menu. "Newest" is the default and sends no sort, so a search ranks by relevance. */
export const LIST_SORTS = ['newest', 'priceAsc', 'priceDesc', 'name', 'bestSelling'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const SORT_REQUESTS: Record<ListSort, Pick<AdminProductListRequest, 'sortBy' | 'sortDirection'>> = {
  newest: {},
  priceAsc: { sortBy: 'price' satisfies ProductSort, sortDirection: 'asc' },
  priceDesc: { sortBy: 'price', sortDirection: 'desc' },
  name: { sortBy: 'name', sortDirection: 'asc' },
  bestSelling: { sortBy: 'bestSelling', sortDirection: 'desc' },
};

export type ActiveFilter = 'active' | 'inactive';

/** The dashboard list's state as the URL holds it (so reloads and the back button keep it). */
export interface ProductsQuery {
  page: number;
  pageSize: number;
  search: string;
  brandId: number | null;
  categoryId: number | null;
  status: ActiveFilter | null;
  stock: StockStatus | null;
  discounted: boolean;
  sort: ListSort;
}

/** URL parameter values; null or '' removes the parameter. */
export type ProductsQueryChanges = Partial<Record<keyof ProductsQuery, string | number | null>>;

/** Reads the list state from the URL, ignoring anything malformed. */
export function readProductsQuery(params: URLSearchParams): ProductsQuery {
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === Number(params.get('pageSize'))) ?? PAGE_SIZES[0],
    search: params.get('search') ?? '',
    brandId: positiveInt(params.get('brandId')),
    categoryId: positiveInt(params.get('categoryId')),
    status: oneOf(['active', 'inactive'] as const, params.get('status')),
    stock: oneOf(STOCK_STATUSES, params.get('stock')),
    discounted: params.get('discounted') === 'true',
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The admin list request (`getAllProductDetailsForAdmin`) for that state. */
export function toListRequest(query: ProductsQuery): AdminProductListRequest {
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    brandId: query.brandId ?? undefined,
    categoryId: query.categoryId ?? undefined,
    isActive: query.status === null ? undefined : query.status === 'active',
    stockStatus: query.stock ?? undefined,
    hasDiscount: query.discounted || undefined,
    ...SORT_REQUESTS[query.sort],
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasFilters(query: ProductsQuery): boolean {
  return Boolean(
    query.search ||
    query.brandId ||
    query.categoryId ||
    query.status ||
    query.stock ||
    query.discounted,
  );
}

/** Applies changes to URL parameters: defaults (page 1, newest) and blanks are left out. */
export function applyQueryChanges(
  params: URLSearchParams,
  changes: ProductsQueryChanges,
): URLSearchParams {
  return applyListChanges(params, changes, { page: 1, sort: 'newest' });
}
