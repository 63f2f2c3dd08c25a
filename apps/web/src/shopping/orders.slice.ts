import type { CreateOrderResult, OrderDetails, OrderSummary, OrderTotals } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  cancelMyOrder,
  createOrder,
  fetchMyOrders,
  fetchOrderDetails,
  fetchOrderPreview,
  orderThunks,
} from './orders.thunks';
import { isSessionEnded } from '../app/auth/session-ended';

export interface OrdersState extends RequestStatus {
  /** One page of the caller's orders, newest first. */
  orders: OrderSummary[];
  paginationData: ListPagination;
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
  /** The order opened on its own page. */
  order: OrderDetails | null;
  /** What placing the order would charge now (checkout's summary). */
  preview: OrderTotals | null;
  /** The answer of the last CreateOrder, until another order is placed. */
  placedOrder: CreateOrderResult | null;
}

export const initialOrdersState: OrdersState = {
  orders: [],
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  order: null,
  preview: null,
  placedOrder: null,
  ...initialRequestStatus,
};

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyOrders.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchMyOrders.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.orders = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchMyOrders.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchOrderDetails.fulfilled, (state, { payload }) => {
        state.order = payload.data;
      })
      // The cancelled order as the server answers it, on its page and in the list.
      .addCase(cancelMyOrder.fulfilled, (state, { payload }) => {
        const order = payload.data;
        if (state.order?.id === order.id) state.order = order;
        const listed = state.orders.find((summary) => summary.id === order.id);
        if (listed) listed.status = order.status;
      })
      .addCase(fetchOrderPreview.fulfilled, (state, { payload }) => {
        state.preview = payload.data;
      })
      // Totals that could not be worked out must not stay on screen as if they were current.
      .addCase(fetchOrderPreview.rejected, (state, { meta }) => {
        if (!meta.aborted) state.preview = null;
      })
      .addCase(createOrder.pending, (state) => {
        state.placedOrder = null;
      })
      .addCase(createOrder.fulfilled, (state, { payload }) => {
        state.placedOrder = payload.data;
      })
      // The next account signed in here must not see this one's data.
      .addMatcher(isSessionEnded, () => initialOrdersState);
    addRequestStatusMatchers(builder, orderThunks, { ignoreAborted: true });
  },
});

export const ordersReducer = ordersSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof ordersSlice> {}
}

export const injectedOrdersSlice = ordersSlice.injectInto(rootReducer);

export const selectOrdersState = injectedOrdersSlice.selectSlice;
