import type { OrderRefunds } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import { isSessionEnded } from '../../../app/auth/session-ended';
import { rootReducer } from '../../../app/store';
import { createRefund, fetchOrderRefunds, retryRefund } from './order-refunds.thunks';

export interface OrderRefundsState {
  /** The open order's money state, refunds and credit notes. */
  refunds: OrderRefunds | null;
  loading: boolean;
  /** A refund or a retry on its way: the form and the retry buttons wait for it. */
  submitting: boolean;
  error: ApiError | null;
  /** The last answer's message (a refund that failed at the gateway is a 200 that says so). */
  message: string | null;
}

export const initialOrderRefundsState: OrderRefundsState = {
  refunds: null,
  loading: false,
  submitting: false,
  error: null,
  message: null,
};

export const orderRefundsSlice = createSlice({
  name: 'orderRefunds',
  initialState: initialOrderRefundsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOrderRefunds.pending, (state, { meta }) => {
        state.loading = true;
        state.error = null;
        if (state.refunds?.orderId !== meta.arg) state.refunds = null;
      })
      .addCase(fetchOrderRefunds.fulfilled, (state, { payload }) => {
        state.loading = false;
        state.refunds = payload.data;
      })
      .addCase(fetchOrderRefunds.rejected, (state, { payload, meta }) => {
        if (meta.aborted) return;
        state.loading = false;
        state.error = payload ?? null;
      });
    for (const thunk of [createRefund, retryRefund]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.submitting = true;
          state.error = null;
          state.message = null;
        })
        .addCase(thunk.fulfilled, (state, { payload }) => {
          state.submitting = false;
          state.refunds = payload.data;
          state.message = payload.message;
        })
        .addCase(thunk.rejected, (state, { payload, meta }) => {
          if (meta.aborted) return;
          state.submitting = false;
          state.error = payload ?? null;
          state.message = payload?.message ?? null;
        });
    }
    // Staff data must not outlive the session it was loaded in.
    builder.addMatcher(isSessionEnded, () => initialOrderRefundsState);
  },
});

export const orderRefundsReducer = orderRefundsSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `orderRefunds` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof orderRefundsSlice> {}
}

/** Injected when the order screen loads. */
export const injectedOrderRefundsSlice = orderRefundsSlice.injectInto(rootReducer);
export const selectOrderRefundsState = injectedOrderRefundsSlice.selectSlice;
