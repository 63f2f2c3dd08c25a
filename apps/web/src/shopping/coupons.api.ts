import type { Cart, Coupon, Paged, UsedCoupon } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { cartPageQuery } from './cart.api';

export interface UsedCouponsQuery {
  pageNumber?: number;
  pageSize?: number;
}

/** Coupon calls of the storefront (bearer); paths exactly as the API documents them. */
export const couponApi = {
  // A code typed by the shopper goes into the path: encode it so "A/B" stays one segment.
  getByCode: (code: string, signal?: AbortSignal) =>
    apiRequest<Coupon>(`/Coupons/GetByCode/${encodeURIComponent(code.trim())}`, { signal }),

  isValid: (code: string, signal?: AbortSignal) =>
    apiRequest<boolean>(`/Coupons/IsValid/${encodeURIComponent(code.trim())}`, { signal }),

  available: (signal?: AbortSignal) => apiRequest<Coupon[]>('/UserCoupons/available', { signal }),

  // Applies the coupon to the cart (no body) and answers the cart with it, like the cart's writes.
  use: (couponId: number, signal?: AbortSignal) =>
    apiRequest<Cart>(`/UserCoupons/use/${couponId}`, {
      method: 'POST',
      query: cartPageQuery,
      signal,
    }),

  removeFromCart: (signal?: AbortSignal) =>
    apiRequest<Cart>('/UserCoupons/use', { method: 'DELETE', query: cartPageQuery, signal }),

  used: ({ pageNumber, pageSize }: UsedCouponsQuery, signal?: AbortSignal) =>
    apiRequest<Paged<UsedCoupon>>('/UserCoupons/used', {
      query: { pageNumber, pageSize },
      signal,
    }),
};
