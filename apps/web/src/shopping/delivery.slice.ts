import type { DeliveryMethod } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import { deliveryThunks, fetchDeliveryMethodById, fetchDeliveryMethods } from './delivery.thunks';

/** The active methods checkout offers (the dashboard keeps its own list, inactive ones too). */
export interface DeliveryState extends RequestStatus {
  deliveryMethods: DeliveryMethod[];
  deliveryMethod: DeliveryMethod | null;
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
}

export const initialDeliveryState: DeliveryState = {
  deliveryMethods: [],
  deliveryMethod: null,
  status: 'idle',
  ...initialRequestStatus,
};

export const deliverySlice = createSlice({
  name: 'delivery',
  initialState: initialDeliveryState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDeliveryMethods.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchDeliveryMethods.fulfilled, (state, { payload }) => {
        state.deliveryMethods = payload.data;
        state.status = 'done';
      })
      .addCase(fetchDeliveryMethods.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchDeliveryMethodById.fulfilled, (state, { payload }) => {
        state.deliveryMethod = payload.data;
      });
    addRequestStatusMatchers(builder, deliveryThunks, { ignoreAborted: true });
  },
});

export const deliveryReducer = deliverySlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof deliverySlice> {}
}

export const injectedDeliverySlice = deliverySlice.injectInto(rootReducer);

export const selectDeliveryState = injectedDeliverySlice.selectSlice;
