import { adminCouponListQuerySchema } from '@dukkan/contracts';
import type { AdminCouponsListQuery } from './admin-coupons.api';
import { applyListChanges, offeredPageSize, readListParams } from '../../../lib/list-query';

/** Rows-per-page choices; the first is the default (the specification's page size of 10). */
export const COUPON_PAGE_SIZES = [10, 20, 50] as const;

/**
 * Reads the coupons list's state from the URL (so reloads, links and Back keep it) with the
 * schema `AdminCoupons/All` checks the same request with; anything malformed reads as unset.
 * Each sort has its natural direction (newest, A to Z, most used, ending soonest).
 */
export function readCouponsQuery(params: URLSearchParams) {
  const fields = readListParams(adminCouponListQuerySchema, params, {
    pageNumber: 'page',
    pageSize: 'pageSize',
    search: 'search',
    status: 'status',
    sortBy: 'sort',
  });
  return {
    page: fields.pageNumber,
    pageSize: offeredPageSize(COUPON_PAGE_SIZES, fields.pageSize),
    search: fields.search ?? '',
    status: fields.status ?? null,
    sort: fields.sortBy ?? 'newest',
  };
}

export type CouponsQuery = ReturnType<typeof readCouponsQuery>;

/** URL parameter values; null or '' removes the parameter. */
export type CouponsQueryChanges = Partial<Record<keyof CouponsQuery, string | number | null>>;

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
