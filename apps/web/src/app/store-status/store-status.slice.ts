import {
  ONLINE_METHODS,
  PAYMENT_METHODS,
  type OnlineMethod,
  type PaymentMethod,
  type StoreStatus,
} from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../api-thunk';
import { rootReducer, type RootState } from '../store';
import { storeStatusApi } from './store-status.api';

export const fetchStoreStatus = createApiThunk<StoreStatus, void>(
  'storeStatus/fetch',
  storeStatusApi.get,
  'Failed to get the store status',
);

export interface StoreStatusState {
  /** Null until loaded (and after a failed load: no banner, and the server still decides). */
  storeStatus: StoreStatus | null;
  status: 'idle' | 'loading' | 'done' | 'error';
}

export const initialStoreStatusState: StoreStatusState = { storeStatus: null, status: 'idle' };

export const storeStatusSlice = createSlice({
  name: 'storeStatus',
  initialState: initialStoreStatusState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchStoreStatus.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchStoreStatus.fulfilled, (state, { payload }) => {
        state.status = 'done';
        state.storeStatus = payload.data;
      })
      .addCase(fetchStoreStatus.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      });
  },
});

export const storeStatusReducer = storeStatusSlice.reducer;

declare module '../store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof storeStatusSlice> {}
}

export const injectedStoreStatusSlice = storeStatusSlice.injectInto(rootReducer);

export const selectStoreStatusState = injectedStoreStatusSlice.selectSlice;

/**
 * The payment methods checkout may offer. Until the status is known both are shown (the API
 * refuses Online with a clear message when the shop does not offer it).
 */
export function selectPaymentMethods(state: RootState): readonly PaymentMethod[] {
  return selectStoreStatusState(state).storeStatus?.paymentMethods ?? PAYMENT_METHODS;
}

/** The online methods checkout offers, mada first (all of them until the status is known). */
export function selectOnlineMethods(state: RootState): readonly OnlineMethod[] {
  return selectStoreStatusState(state).storeStatus?.onlineMethods ?? ONLINE_METHODS;
}
