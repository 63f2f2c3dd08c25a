import { adminOrdersQuerySchema, type AdminOrdersFilters } from '@dukkan/contracts';
import { applyListChanges, offeredPageSize, oneOf, readListParams } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;

/** The sort menu; "newest" is the default and sends no sort (the API's own newest first). */
export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc', 'status'] as const;
export type OrderListSort = (typeof ORDER_SORTS)[number];

const SORT_REQUESTS: Record<OrderListSort, Pick<AdminOrdersFilters, 'sortBy' | 'sortDirection'>> = {
  newest: {},
  oldest: { sortBy: 'createdAt', sortDirection: 'asc' },
  totalDesc: { sortBy: 'total', sortDirection: 'desc' },
  totalAsc: { sortBy: 'total', sortDirection: 'asc' },
  // The lifecycle's order: pending orders, which need someone, come first.
  status: { sortBy: 'status', sortDirection: 'asc' },
};

export type PaidFilter = 'paid' | 'unpaid';

/**
 * Reads the orders list's state from the URL (so reloads, links and Back keep it) with the
 * schema `GetAllOrders` checks the same filters with; anything malformed reads as no filter.
 * The paid filter and the sort are the screen's own choices, mapped to the API's in
 * `toOrdersRequest`.
 */
export function readOrdersQuery(params: URLSearchParams) {
  const fields = readListParams(adminOrdersQuerySchema, params, {
    pageNumber: 'page',
    pageSize: 'pageSize',
    search: 'search',
    status: 'status',
    paymentMethod: 'method',
    from: 'from',
    to: 'to',
  });
  return {
    page: fields.pageNumber,
    pageSize: offeredPageSize(ORDER_PAGE_SIZES, fields.pageSize),
    search: fields.search ?? '',
    status: fields.status ?? null,
    paid: oneOf<PaidFilter>(['paid', 'unpaid'], params.get('paid')),
    method: fields.paymentMethod ?? null,
    /** Whole days, YYYY-MM-DD, both included. */
    from: fields.from ?? null,
    to: fields.to ?? null,
    sort: oneOf(ORDER_SORTS, params.get('sort')) ?? 'newest',
  };
}

export type OrdersQuery = ReturnType<typeof readOrdersQuery>;

/** URL parameter values; null or '' removes the parameter. */
export type OrdersQueryChanges = Partial<Record<keyof OrdersQuery, string | number | null>>;

/** The `GetAllOrders` request for that state. A range typed backwards is read the right way round. */
export function toOrdersRequest(query: OrdersQuery): AdminOrdersFilters {
  const [from, to] =
    query.from && query.to && query.to < query.from
      ? [query.to, query.from]
      : [query.from, query.to];
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    status: query.status ?? undefined,
    isPaid: query.paid === null ? undefined : query.paid === 'paid',
    paymentMethod: query.method ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    ...SORT_REQUESTS[query.sort],
  };
}

/** How many filters narrow the list (the search aside); phones show it on the filters button. */
export function countFilters(query: OrdersQuery): number {
  return [query.status, query.paid, query.method, query.from, query.to].filter(
    (value) => value !== null,
  ).length;
}

export function hasFilters(query: OrdersQuery): boolean {
  return Boolean(query.search) || countFilters(query) > 0;
}

/** Applies changes to URL parameters: defaults (page 1, newest) and blanks are left out. */
export function applyOrdersQueryChanges(
  params: URLSearchParams,
  changes: OrdersQueryChanges,
): URLSearchParams {
  return applyListChanges(params, changes, { page: 1, sort: 'newest' });
}
