import type { Coupon, UsedCoupon } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  checkCouponValidity,
  couponThunks,
  fetchAvailableCoupons,
  fetchCouponByCode,
  fetchUsedCoupons,
} from './coupons.thunks';
import { isSessionEnded } from '../app/auth/session-ended';

export interface CouponsState extends RequestStatus {
  /** The coupon found by the code the shopper typed. */
  couponByCode: Coupon | null;
  /** The answer of the last validity check; null before any. */
  isValid: boolean | null;
  /** True once a check has answered, valid or not. */
  checked: boolean;
  availableCoupons: Coupon[];
  usedCoupons: UsedCoupon[];
  usedPagination: ListPagination;
}

export const initialCouponsState: CouponsState = {
  couponByCode: null,
  isValid: null,
  checked: false,
  availableCoupons: [],
  usedCoupons: [],
  usedPagination: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  ...initialRequestStatus,
};

export const couponsSlice = createSlice({
  name: 'coupons',
  initialState: initialCouponsState,
  reducers: {
    /** A new code is being typed: forget the coupon found and the last check. */
    resetCouponCheck(state) {
      state.couponByCode = null;
      state.isValid = null;
      state.checked = false;
    },
    clearCouponErrors(state) {
      state.error = null;
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCouponByCode.fulfilled, (state, { payload }) => {
        state.couponByCode = payload.data;
      })
      .addCase(checkCouponValidity.fulfilled, (state, { payload }) => {
        state.isValid = payload.data === true;
        state.checked = true;
      })
      .addCase(checkCouponValidity.rejected, (state, { meta }) => {
        if (meta.aborted) return;
        state.isValid = false;
        state.checked = true;
      })
      .addCase(fetchAvailableCoupons.fulfilled, (state, { payload }) => {
        state.availableCoupons = payload.data;
      })
      .addCase(fetchUsedCoupons.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.usedCoupons = items;
        state.usedPagination = { pageNumber, pageSize, totalCount };
      })
      .addMatcher(isSessionEnded, () => initialCouponsState);
    // Applying and removing a coupon answer the cart, which the cart slice takes; here they only
    // keep the status, so the coupon form can show the refusal's reason.
    addRequestStatusMatchers(builder, couponThunks, { ignoreAborted: true });
  },
});

export const { resetCouponCheck, clearCouponErrors } = couponsSlice.actions;
export const couponsReducer = couponsSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `coupons` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof couponsSlice> {}
}

/** Injected when the cart screen first loads it; selectors fall back to the initial state before. */
export const injectedCouponsSlice = couponsSlice.injectInto(rootReducer);

export const selectCouponsState = injectedCouponsSlice.selectSlice;
