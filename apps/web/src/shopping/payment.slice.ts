import type { PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  fetchMadaCheckout,
  fetchPaymentCheckout,
  fetchPaymentStatus,
  paymentThunks,
} from './payment.thunks';
import { isSessionEnded } from '../app/auth/session-ended';

export interface PaymentState extends RequestStatus {
  /** The gateway checkout the payment screen shows. */
  checkout: PaymentCheckout | null;
  /** The last status lookup: isPaid, description and code (plus the order it paid). */
  paymentStatus: PaymentStatus | null;
}

export const initialPaymentState: PaymentState = {
  checkout: null,
  paymentStatus: null,
  ...initialRequestStatus,
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPaymentCheckout.pending, (state) => {
        state.checkout = null;
      })
      .addCase(fetchPaymentCheckout.fulfilled, (state, { payload }) => {
        state.checkout = payload.data;
      })
      // A mada card typed under Visa / Mastercard: the form stays until the mada one replaces it.
      .addCase(fetchMadaCheckout.fulfilled, (state, { payload }) => {
        state.checkout = payload.data;
      })
      // The seed: a lookup clears the previous result first, and a failed one leaves none.
      .addCase(fetchPaymentStatus.pending, (state) => {
        state.paymentStatus = null;
      })
      .addCase(fetchPaymentStatus.fulfilled, (state, { payload }) => {
        state.paymentStatus = payload.data;
      })
      .addCase(fetchPaymentStatus.rejected, (state) => {
        state.paymentStatus = null;
      })
      // The next account signed in here must not see this one's data.
      .addMatcher(isSessionEnded, () => initialPaymentState);
    // No list is searched here, so an aborted call (the screen left) simply ends the request.
    addRequestStatusMatchers(builder, paymentThunks, { ignoreAborted: false });
  },
});

export const paymentReducer = paymentSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

export const injectedPaymentSlice = paymentSlice.injectInto(rootReducer);

export const selectPaymentState = injectedPaymentSlice.selectSlice;
