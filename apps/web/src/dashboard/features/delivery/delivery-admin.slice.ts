import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../../../app/request-status';
import { rootReducer } from '../../../app/store';
import {
  createDeliveryMethod,
  deliveryAdminThunks,
  fetchAdminDeliveryMethod,
  fetchAdminDeliveryMethods,
  removeDeliveryMethod,
  updateDeliveryMethod,
} from './delivery-admin.thunks';

export interface DeliveryAdminState extends RequestStatus {
  deliveryMethods: AdminDeliveryMethod[];
  selectedDeliveryMethod: AdminDeliveryMethod | null;
  paginationData: ListPagination;
  /** The list load only: the screen offers a retry on 'error'. */
  status: ListStatus;
}

export const initialDeliveryAdminState: DeliveryAdminState = {
  deliveryMethods: [],
  selectedDeliveryMethod: null,
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  ...initialRequestStatus,
};

function replace(state: DeliveryAdminState, saved: AdminDeliveryMethod) {
  state.deliveryMethods = state.deliveryMethods.map((item) =>
    item.id === saved.id ? saved : item,
  );
  if (state.selectedDeliveryMethod?.id === saved.id) state.selectedDeliveryMethod = saved;
}

/** The delivery list: it follows add, update, delete and fetch. */
export const deliveryAdminSlice = createSlice({
  name: 'deliveryAdmin',
  initialState: initialDeliveryAdminState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdminDeliveryMethods.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchAdminDeliveryMethods.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.deliveryMethods = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchAdminDeliveryMethods.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchAdminDeliveryMethod.fulfilled, (state, { payload }) => {
        state.selectedDeliveryMethod = payload.data;
      })
      .addCase(createDeliveryMethod.fulfilled, (state, { payload }) => {
        state.deliveryMethods.push(payload.data);
        state.paginationData.totalCount += 1;
      })
      .addCase(updateDeliveryMethod.fulfilled, (state, { payload }) => {
        replace(state, payload.data);
      })
      .addCase(removeDeliveryMethod.fulfilled, (state, { payload }) => {
        const { id, deleted, deliveryMethod } = payload.data;
        // Kept because orders use it: the row stays, now inactive.
        if (!deleted && deliveryMethod) {
          replace(state, deliveryMethod);
          return;
        }
        state.deliveryMethods = state.deliveryMethods.filter((item) => item.id !== id);
        state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        if (state.selectedDeliveryMethod?.id === id) state.selectedDeliveryMethod = null;
      });
    addRequestStatusMatchers(builder, deliveryAdminThunks, { ignoreAborted: true });
  },
});

export const deliveryAdminReducer = deliveryAdminSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `deliveryAdmin` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof deliveryAdminSlice> {}
}

/** Injected when the delivery methods screen loads. */
export const injectedDeliveryAdminSlice = deliveryAdminSlice.injectInto(rootReducer);

export const selectDeliveryAdmin = injectedDeliveryAdminSlice.selectSlice;
