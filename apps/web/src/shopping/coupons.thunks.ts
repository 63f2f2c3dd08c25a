import type { Cart, Coupon, Paged, UsedCoupon } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { couponApi, type UsedCouponsQuery } from './coupons.api';

/** Fallback texts for the coupon calls, used only when the server sent no message. */
export const COUPON_FALLBACKS = {
  getByCode: 'Failed to get coupon by code',
  validate: 'Failed to validate coupon',
  userCoupons: 'Failed to get user coupons',
  useCoupon: 'Failed to use coupon',
  usedCoupons: 'Failed to get used coupons',
  // Not in the seed: taking a coupon off the cart is this shop's addition.
  removeCoupon: 'Failed to remove coupon',
} as const;

export const fetchCouponByCode = createApiThunk<Coupon, string>(
  'coupons/fetchByCode',
  couponApi.getByCode,
  COUPON_FALLBACKS.getByCode,
);

export const checkCouponValidity = createApiThunk<boolean, string>(
  'coupons/checkValidity',
  couponApi.isValid,
  COUPON_FALLBACKS.validate,
);

export const fetchAvailableCoupons = createApiThunk<Coupon[]>(
  'coupons/fetchAvailable',
  (_arg, signal) => couponApi.available(signal),
  COUPON_FALLBACKS.userCoupons,
);

/** Applies the coupon (by id) to the cart; the answer is the cart, which the cart slice takes. */
export const applyCoupon = createApiThunk<Cart, number>(
  'coupons/apply',
  couponApi.use,
  COUPON_FALLBACKS.useCoupon,
);

export const removeAppliedCoupon = createApiThunk<Cart>(
  'coupons/removeApplied',
  (_arg, signal) => couponApi.removeFromCart(signal),
  COUPON_FALLBACKS.removeCoupon,
);

export const fetchUsedCoupons = createApiThunk<Paged<UsedCoupon>, UsedCouponsQuery>(
  'coupons/fetchUsed',
  couponApi.used,
  COUPON_FALLBACKS.usedCoupons,
);

export const couponThunks = [
  fetchCouponByCode,
  checkCouponValidity,
  fetchAvailableCoupons,
  applyCoupon,
  removeAppliedCoupon,
  fetchUsedCoupons,
] as const;
