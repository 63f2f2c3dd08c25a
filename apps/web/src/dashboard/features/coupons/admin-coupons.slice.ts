import type { AdminCoupon, AdminCouponDetails } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../../../app/request-status';
import { rootReducer } from '../../../app/store';
import { isSessionEnded } from '../../../app/auth/session-ended';
import {
  adminCouponThunks,
  createCoupon,
  deleteCoupon,
  fetchAdminCouponDetails,
  fetchAdminCoupons,
  updateCoupon,
} from './admin-coupons.thunks';

export interface AdminCouponsState extends RequestStatus {
  /** One page of coupons as the list's search, filter and sort chose them. */
  coupons: AdminCoupon[];
  paginationData: ListPagination;
  /** The list load only: writes use `loading` and never blank the table. */
  listStatus: ListStatus;
  /** The coupon opened on its details screen, with its usage. */
  coupon: AdminCouponDetails | null;
}

export const initialAdminCouponsState: AdminCouponsState = {
  coupons: [],
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  listStatus: 'idle',
  coupon: null,
  ...initialRequestStatus,
};

/** A saved coupon replaces its row, and the open details (which keep their usage). */
function storeCoupon(state: AdminCouponsState, coupon: AdminCoupon) {
  state.coupons = state.coupons.map((row) => (row.id === coupon.id ? coupon : row));
  if (state.coupon?.id === coupon.id) state.coupon = { ...state.coupon, ...coupon };
}

export const adminCouponsSlice = createSlice({
  name: 'adminCoupons',
  initialState: initialAdminCouponsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdminCoupons.pending, (state) => {
        state.listStatus = 'loading';
      })
      .addCase(fetchAdminCoupons.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.coupons = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.listStatus = 'done';
      })
      .addCase(fetchAdminCoupons.rejected, (state, { meta }) => {
        if (!meta.aborted) state.listStatus = 'error';
      })
      .addCase(fetchAdminCouponDetails.fulfilled, (state, { payload }) => {
        state.coupon = payload.data;
        const { usage: _usage, ...coupon } = payload.data;
        state.coupons = state.coupons.map((row) => (row.id === coupon.id ? coupon : row));
      })
      // Never show one coupon's details under another's id.
      .addCase(fetchAdminCouponDetails.rejected, (state, { meta }) => {
        if (!meta.aborted) state.coupon = null;
      })
      // The newest coupon leads the default (newest first) order; the screen then reloads the
      // page so its search, filter and sort decide where the coupon really belongs.
      .addCase(createCoupon.fulfilled, (state, { payload }) => {
        if (state.coupons.some((row) => row.id === payload.data.id)) return;
        state.coupons.unshift(payload.data);
        state.paginationData.totalCount += 1;
      })
      .addCase(updateCoupon.fulfilled, (state, { payload }) => {
        storeCoupon(state, payload.data);
      })
      .addCase(deleteCoupon.fulfilled, (state, { payload }) => {
        const { id, deleted, coupon } = payload.data;
        // A coupon orders were placed with is switched off instead, and stays listed.
        if (!deleted && coupon) {
          storeCoupon(state, coupon);
          return;
        }
        const before = state.coupons.length;
        state.coupons = state.coupons.filter((row) => row.id !== id);
        if (state.coupons.length < before) {
          state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        }
        if (state.coupon?.id === id) state.coupon = null;
      })
      // Staff data must not outlive the session it was loaded in.
      .addMatcher(isSessionEnded, () => initialAdminCouponsState);
    // A list request replaced by a newer one (search typed further) is not a failure.
    addRequestStatusMatchers(builder, adminCouponThunks, { ignoreAborted: true });
  },
});

export const adminCouponsReducer = adminCouponsSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `adminCoupons` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminCouponsSlice> {}
}

/** Injected when a coupons screen loads; selectors fall back to the initial state before. */
export const injectedAdminCouponsSlice = adminCouponsSlice.injectInto(rootReducer);

export const selectAdminCouponsState = injectedAdminCouponsSlice.selectSlice;
