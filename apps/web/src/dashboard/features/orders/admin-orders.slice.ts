import type { AdminOrderDetails, AdminOrderSummary } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../../../app/request-status';
import { rootReducer } from '../../../app/store';
import type { FileTransferStatus } from '../../../catalog/products.slice';
import { isSessionEnded } from '../../../app/auth/session-ended';
import {
  adminOrderThunks,
  downloadInvoice,
  fetchAdminOrderDetails,
  fetchAdminOrders,
  toggleOrderPaid,
  updateOrderStatus,
} from './admin-orders.thunks';

export interface AdminOrdersState extends RequestStatus {
  /** One page of the shop's orders as the list's filters chose them. */
  orders: AdminOrderSummary[];
  paginationData: ListPagination;
  /** The list load only, so a status change on one row never blanks the whole table. */
  listStatus: ListStatus;
  /** The order opened on its own screen (or whose row menu asked for its next statuses). */
  order: AdminOrderDetails | null;
  /** The invoice download has its own status, like the products export: it never spins the page. */
  invoiceStatus: FileTransferStatus;
  invoiceError: ApiError | null;
}

export const initialAdminOrdersState: AdminOrdersState = {
  orders: [],
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  listStatus: 'idle',
  order: null,
  invoiceStatus: 'idle',
  invoiceError: null,
  ...initialRequestStatus,
};

/** The list row's fields taken from fresh details (the row keeps its customer columns). */
function withDetails(row: AdminOrderSummary, order: AdminOrderDetails): AdminOrderSummary {
  const { status, isPaid, paymentMethod, total, itemsCount, imageUrl } = order;
  return { ...row, status, isPaid, paymentMethod, total, itemsCount, imageUrl };
}

/** A changed order replaces the open one and its row, wherever each is shown. */
function storeOrder(state: AdminOrdersState, order: AdminOrderDetails) {
  state.order = order;
  state.orders = state.orders.map((row) => (row.id === order.id ? withDetails(row, order) : row));
}

export const adminOrdersSlice = createSlice({
  name: 'adminOrders',
  initialState: initialAdminOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdminOrders.pending, (state) => {
        state.listStatus = 'loading';
      })
      .addCase(fetchAdminOrders.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.orders = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.listStatus = 'done';
      })
      .addCase(fetchAdminOrders.rejected, (state, { meta }) => {
        if (!meta.aborted) state.listStatus = 'error';
      })
      .addCase(fetchAdminOrderDetails.fulfilled, (state, { payload }) => {
        storeOrder(state, payload.data);
      })
      // Another order's failure must not leave the previous one on screen under the new id.
      .addCase(fetchAdminOrderDetails.rejected, (state, { meta }) => {
        if (!meta.aborted) state.order = null;
      })
      .addCase(updateOrderStatus.fulfilled, (state, { payload }) => {
        storeOrder(state, payload.data);
      })
      .addCase(toggleOrderPaid.fulfilled, (state, { payload }) => {
        storeOrder(state, payload.data);
      })
      .addCase(downloadInvoice.pending, (state) => {
        state.invoiceStatus = 'loading';
        state.invoiceError = null;
      })
      .addCase(downloadInvoice.fulfilled, (state) => {
        state.invoiceStatus = 'success';
      })
      .addCase(downloadInvoice.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const error = action.payload ?? null;
        state.invoiceStatus = 'error';
        state.invoiceError = error;
        state.message = error?.message ?? null;
        state.statusCode = error?.statusCode ?? null;
      })
      // Staff data must not outlive the session it was loaded in.
      .addMatcher(isSessionEnded, () => initialAdminOrdersState);
    // A list request replaced by a newer one (filters changed) is not a failure.
    addRequestStatusMatchers(builder, adminOrderThunks, { ignoreAborted: true });
  },
});

export const adminOrdersReducer = adminOrdersSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `adminOrders` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminOrdersSlice> {}
}

/** Injected when an orders screen loads; selectors fall back to the initial state before. */
export const injectedAdminOrdersSlice = adminOrdersSlice.injectInto(rootReducer);

export const selectAdminOrdersState = injectedAdminOrdersSlice.selectSlice;
