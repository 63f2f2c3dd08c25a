import {
  COUPON_SORTS,
  COUPON_STATUSES,
  type CouponSort,
  type CouponStatus,
} from '@dukkan/contracts';
import type { AdminCouponsListQuery } from './admin-coupons.api';
import { applyListChanges, oneOf, positiveInt } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const COUPON_PAGE_SIZES = [10, 20, 50] as const;

/** The coupons list's state as the URL holds it (so reloads, links and Back keep it). */
export interface CouponsQuery {
  page: number;
  pageSize: number;
  search: string;
  status: CouponStatus | null;
  /** Each sort in its natural direction (newest, A to Z, most used, ending soonest). */
  sort: CouponSort;
}

/** URL parameter values; null or '' removes the parameter. */
export type CouponsQueryChanges = Partial<Record<keyof CouponsQuery, string | number | null>>;

/** Reads the list state from the URL, ignoring anything malformed. */
export function readCouponsQuery(params: URLSearchParams): CouponsQuery {
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      COUPON_PAGE_SIZES.find((size) => size === Number(params.get('pageSize'))) ??
      COUPON_PAGE_SIZES[0],
    search: params.get('search') ?? '',
    status: oneOf(COUPON_STATUSES, params.get('status')),
    sort: oneOf(COUPON_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The `AdminCoupons/All` request for that state; the default sort is left to the server. */
export function toCouponsRequest(query: CouponsQuery): AdminCouponsListQuery {
  return {
    pageNumber: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    status: query.status ?? undefined,
    sortBy: query.sort === 'newest' ? undefined : query.sort,
  };
}

export function hasCouponFilters(query: CouponsQuery): boolean {
  return Boolean(query.search || query.status);
}

/** Applies changes to URL parameters: defaults (page 1, newest) and blanks are left out. */
export function applyCouponsQueryChanges(
  params: URLSearchParams,
  changes: CouponsQueryChanges,
): URLSearchParams {
  return applyListChanges(params, changes, { page: 1, sort: 'newest' });
}
