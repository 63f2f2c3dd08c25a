import type { AdminCoupon, AdminCouponDetails, CouponRemoval, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import {
  adminCouponApi,
  type AdminCouponsListQuery,
  type CouponInput,
  type CouponUpdateInput,
} from './admin-coupons.api';

/** Fallback texts, used only when the server sent no message. */
export const ADMIN_COUPON_FALLBACKS = {
  createCoupon: 'Failed to create coupon',
  updateCoupon: 'Failed to update coupon',
  deleteCoupon: 'Failed to delete coupon',
  fetchCoupons: 'Failed to get coupons',
  fetchCouponDetails: 'Failed to get coupon details',
} as const;

export const fetchAdminCoupons = createApiThunk<Paged<AdminCoupon>, AdminCouponsListQuery>(
  'adminCoupons/fetchAll',
  adminCouponApi.list,
  ADMIN_COUPON_FALLBACKS.fetchCoupons,
);

export const fetchAdminCouponDetails = createApiThunk<AdminCouponDetails, number>(
  'adminCoupons/fetchDetails',
  adminCouponApi.details,
  ADMIN_COUPON_FALLBACKS.fetchCouponDetails,
);

export const createCoupon = createApiThunk<AdminCoupon, CouponInput>(
  'adminCoupons/create',
  adminCouponApi.create,
  ADMIN_COUPON_FALLBACKS.createCoupon,
);

export const updateCoupon = createApiThunk<AdminCoupon, CouponUpdateInput>(
  'adminCoupons/update',
  adminCouponApi.update,
  ADMIN_COUPON_FALLBACKS.updateCoupon,
);

export const deleteCoupon = createApiThunk<CouponRemoval, number>(
  'adminCoupons/delete',
  adminCouponApi.remove,
  ADMIN_COUPON_FALLBACKS.deleteCoupon,
);

export const adminCouponThunks = [
  fetchAdminCoupons,
  fetchAdminCouponDetails,
  createCoupon,
  updateCoupon,
  deleteCoupon,
] as const;
