import type {
  AdminCoupon,
  AdminCouponDetails,
  adminCouponListQuerySchema,
  CouponFieldsOutput,
  CouponRemoval,
  Paged,
} from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';
import type { ParsedQuery } from '../../../lib/list-query';

/** `AdminCoupons/All`: paging, part of the code, a status label and a sort, as the API reads them. */
export type AdminCouponsListQuery = ParsedQuery<typeof adminCouponListQuerySchema>;

/** A coupon as the form sends it: every field (an update is a full replacement). */
export type CouponInput = CouponFieldsOutput;
export type CouponUpdateInput = CouponInput & { id: number };

/** The dashboard's coupon calls (bearer, staff only); paths as the API documents them. */
export const adminCouponApi = {
  list: ({ search, ...query }: AdminCouponsListQuery, signal?: AbortSignal) =>
    apiRequest<Paged<AdminCoupon>>('/AdminCoupons/All', {
      query: { ...query, search: search?.trim() },
      signal,
    }),

  details: (id: number, signal?: AbortSignal) =>
    apiRequest<AdminCouponDetails>(`/AdminCoupons/Details/${id}`, { signal }),

  create: (fields: CouponInput, signal?: AbortSignal) =>
    apiRequest<AdminCoupon>('/AdminCoupons/Create', { method: 'POST', body: fields, signal }),

  // The id travels in the body, as the specification's client sends it.
  update: (fields: CouponUpdateInput, signal?: AbortSignal) =>
    apiRequest<AdminCoupon>('/AdminCoupons/Update', { method: 'PUT', body: fields, signal }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<CouponRemoval>(`/AdminCoupons/delete/${id}`, { method: 'DELETE', signal }),
};
