import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '@dukkan/contracts';
import type { AdminOrdersListQuery } from './admin-orders.api';
import { applyListChanges, oneOf, positiveInt } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;

/** The sort menu; "newest" is the default and sends no sort (the API's own newest first). */
export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc', 'status'] as const;
export type OrderListSort = (typeof ORDER_SORTS)[number];

const SORT_REQUESTS: Record<
  OrderListSort,
  Pick<AdminOrdersListQuery, 'sortBy' | 'sortDirection'>
> = {
  newest: {},
  oldest: { sortBy: 'createdAt', sortDirection: 'asc' },
  totalDesc: { sortBy: 'total', sortDirection: 'desc' },
  totalAsc: { sortBy: 'total', sortDirection: 'asc' },
  // The lifecycle's order: pending orders, which need someone, come first.
  status: { sortBy: 'status', sortDirection: 'asc' },
};

export type PaidFilter = 'paid' | 'unpaid';

/** The orders list's state as the URL holds it (so reloads, links and Back keep it). */
export interface OrdersQuery {
  page: number;
  pageSize: number;
  search: string;
  status: OrderStatus | null;
  paid: PaidFilter | null;
  method: PaymentMethod | null;
  /** Whole days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  sort: OrderListSort;
}

/** URL parameter values; null or '' removes the parameter. */
export type OrdersQueryChanges = Partial<Record<keyof OrdersQuery, string | number | null>>;

function calendarDay(text: string | null): string | null {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** Reads the list state from the URL, ignoring anything malformed. */
export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      ORDER_PAGE_SIZES.find((size) => size === Number(params.get('pageSize'))) ??
      ORDER_PAGE_SIZES[0],
    search: params.get('search') ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paid: oneOf(['paid', 'unpaid'] as const, params.get('paid')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    from: calendarDay(params.get('from')),
    to: calendarDay(params.get('to')),
    sort: oneOf(ORDER_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The `GetAllOrders` request for that state. A range typed backwards is read the right way round. */
export function toOrdersRequest(query: OrdersQuery): AdminOrdersListQuery {
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
