import type { CreateOrderBody } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aPage } from '../testing/catalog-fixtures';
import { anOrder, anOrderSummary, aPlacedOrder, someTotals } from '../testing/checkout-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  initialOrdersState,
  ordersReducer,
  selectOrdersState,
  type OrdersState,
} from './orders.slice';
import {
  cancelMyOrder,
  createOrder,
  fetchMyOrders,
  fetchOrderDetails,
  fetchOrderPreview,
  orderThunks,
  reorder,
} from './orders.thunks';

const first = anOrderSummary({ id: 1, orderNumber: 'DK-000001' });
const second = anOrderSummary({
  id: 2,
  orderNumber: 'DK-000002',
  status: 'Delivered',
  isPaid: true,
});
const body: CreateOrderBody = {
  addressId: 1,
  phoneNumberId: 2,
  deliveryMethodId: 3,
  paymentMethod: 'Online',
  couponCode: 'WELCOME10',
  notes: 'Ring twice',
};

function loaded(overrides: Partial<OrdersState> = {}): OrdersState {
  return {
    ...initialOrdersState,
    orders: [second, first],
    paginationData: { pageNumber: 1, pageSize: 10, totalCount: 2 },
    status: 'done',
    order: anOrder(),
    preview: someTotals(),
    ...overrides,
  };
}

const stockShort: ApiError = {
  message: 'Only 2 left of Arabic coffee',
  statusCode: 409,
  data: null,
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['createOrder', (s) => s.dispatch(createOrder(body)), 'Failed to create order'],
  [
    'fetchOrderPreview',
    (s) => s.dispatch(fetchOrderPreview({ deliveryMethodId: 3 })),
    'Failed to calculate order totals',
  ],
  ['fetchMyOrders', (s) => s.dispatch(fetchMyOrders({})), 'Failed to fetch orders'],
  ['fetchOrderDetails', (s) => s.dispatch(fetchOrderDetails(1)), 'Failed to fetch order details'],
  ['cancelMyOrder', (s) => s.dispatch(cancelMyOrder(1)), 'Failed to cancel the order'],
  ['reorder', (s) => s.dispatch(reorder(1)), 'Failed to add the order to the cart'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial orders state', () => {
  it('is empty, idle and on page 1 of 10', () => {
    expect(ordersReducer(undefined, { type: 'init' })).toEqual({
      orders: [],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      order: null,
      preview: null,
      placedOrder: null,
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectOrdersState(makeStore().getState())).toEqual(initialOrdersState);
  });
});

describe('every order thunk', () => {
  it('covers the six calls', () => {
    expect(orderThunks).toHaveLength(6);
    expect(calls).toHaveLength(6);
  });

  it.each(byName(orderThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = ordersReducer({ ...initialOrdersState, error: stockShort }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(orderThunks))('%s rejected keeps the error, message and status code', (_n, t) => {
    const state = ordersReducer({ ...loaded(), loading: true }, rejectedAction(t, stockShort));
    expect(state).toMatchObject({
      loading: false,
      error: stockShort,
      message: stockShort.message,
      statusCode: 409,
      orders: [second, first],
    });
  });

  it.each(byName(orderThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Customer');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    expect(isUnauthorizedRejection(await call(store))).toBe(true);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('role')).toBeNull();
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectOrdersState(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('my orders', () => {
  it('fetch replaces the page of orders and its paging', () => {
    let state = ordersReducer(loaded(), fetchMyOrders.pending('r', { pageNumber: 2 }));
    expect(state).toMatchObject({ status: 'loading', loading: true });
    const third = anOrderSummary({ id: 3 });
    state = ordersReducer(
      state,
      fetchMyOrders.fulfilled(envelope(aPage([third], 11, 2, 10), 'Orders'), 'r', {
        pageNumber: 2,
      }),
    );
    expect(state).toMatchObject({
      orders: [third],
      paginationData: { pageNumber: 2, pageSize: 10, totalCount: 11 },
      status: 'done',
      loading: false,
      message: 'Orders',
      statusCode: 200,
    });
  });

  it('a failed list load marks status error; an aborted one (a newer filter) changes nothing', () => {
    const pending = ordersReducer(loaded(), fetchMyOrders.pending('newer', {}));
    const aborted = fetchMyOrders.rejected(new DOMException('aborted', 'AbortError'), 'older', {});
    expect(ordersReducer(pending, aborted)).toEqual(pending);
    const failed = ordersReducer(pending, fetchMyOrders.rejected(null, 'newer', {}, stockShort));
    expect(failed.status).toBe('error');
  });

  it('details store the opened order', () => {
    const paid = anOrder({ id: 2, isPaid: true });
    const state = ordersReducer(loaded(), fetchOrderDetails.fulfilled(envelope(paid), 'r', 2));
    expect(state.order).toEqual(paid);
  });
});

describe('self-service', () => {
  it('a cancel shows the cancelled order on its page and in the list', () => {
    const cancelled = anOrder({ id: 1, orderNumber: 'DK-000001', status: 'Cancelled' });
    const state = ordersReducer(
      loaded({ order: anOrder({ id: 1, orderNumber: 'DK-000001' }) }),
      cancelMyOrder.fulfilled(envelope(cancelled, 'Order DK-000001 cancelled'), 'r', 1),
    );
    expect(state.order).toEqual(cancelled);
    expect(state.orders.map((order) => order.status)).toEqual(['Delivered', 'Cancelled']);
  });

  it('a cancel of another order than the one open leaves the open one alone', () => {
    const open = anOrder({ id: 7 });
    const state = ordersReducer(
      loaded({ order: open }),
      cancelMyOrder.fulfilled(envelope(anOrder({ id: 1, status: 'Cancelled' })), 'r', 1),
    );
    expect(state.order).toBe(open);
  });

  it('a reorder changes no order', () => {
    const before = loaded();
    const state = ordersReducer(
      before,
      reorder.fulfilled(envelope({ added: 2, skipped: [] }, 'Added to your cart'), 'r', 1),
    );
    expect(state).toEqual({ ...before, message: 'Added to your cart', statusCode: 200 });
  });
});

describe('checkout', () => {
  it('preview stores the totals', () => {
    const totals = someTotals({ deliveryFee: 45, total: 225 });
    const state = ordersReducer(
      initialOrdersState,
      fetchOrderPreview.fulfilled(envelope(totals), 'r', { deliveryMethodId: 2 }),
    );
    expect(state.preview).toEqual(totals);
  });

  it('a failed preview leaves no totals on screen', () => {
    const state = ordersReducer(
      loaded(),
      fetchOrderPreview.rejected(null, 'r', { deliveryMethodId: 2 }, stockShort),
    );
    expect(state.preview).toBeNull();
  });

  it('an aborted preview (the shopper picked another method) keeps the totals', () => {
    const state = ordersReducer(
      loaded(),
      fetchOrderPreview.rejected(new DOMException('aborted', 'AbortError'), 'r', {}),
    );
    expect(state.preview).toEqual(someTotals());
  });

  it('placing an order forgets the previous one, then stores the answer', () => {
    let state = ordersReducer(
      loaded({ placedOrder: aPlacedOrder({ orderId: 7 }) }),
      createOrder.pending('r', body),
    );
    expect(state.placedOrder).toBeNull();
    const placed = aPlacedOrder({ orderId: 8, checkoutId: 'chk_8' });
    state = ordersReducer(
      state,
      createOrder.fulfilled(envelope(placed, 'Order placed', 201), 'r', body),
    );
    expect(state).toMatchObject({ placedOrder: placed, message: 'Order placed', statusCode: 201 });
  });
});

describe('requests', () => {
  it('use the API’s paths and send the choices, never prices', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(
        envelope(
          url.includes('GetMyOrders')
            ? aPage([first])
            : url.includes('CancelMyOrder')
              ? anOrder({ id: 12, status: 'Cancelled' })
              : null,
        ),
      ),
    );
    const store = makeStore();
    await store.dispatch(fetchOrderPreview({ deliveryMethodId: 3, couponCode: null }));
    await store.dispatch(createOrder(body));
    await store.dispatch(fetchMyOrders({ pageNumber: 2, pageSize: 5, status: 'Pending' }));
    await store.dispatch(fetchMyOrders({ pageNumber: 1, status: null }));
    await store.dispatch(fetchOrderDetails(12));
    await store.dispatch(cancelMyOrder(12));
    await store.dispatch(reorder(12));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/Order/Preview?deliveryMethodId=3',
      'POST /api/Order/CreateOrder',
      'GET /api/Order/GetMyOrders?pageNumber=2&pageSize=5&status=Pending',
      'GET /api/Order/GetMyOrders?pageNumber=1',
      'GET /api/Order/GetOrderDetails/12',
      'POST /api/Order/CancelMyOrder/12',
      'POST /api/Order/Reorder/12',
    ]);
    expect(JSON.parse(requests[1]?.init.body as string)).toEqual(body);
  });
});

describe('the end of the session', () => {
  it('signing out forgets this shopper’s data', () => {
    expect(ordersReducer(loaded(), logout())).toEqual(initialOrdersState);
  });

  it('a 401 forgets it too, and keeps the error that ended the session', () => {
    const state = ordersReducer(loaded(), fetchMyOrders.rejected(null, 'r', {}, unauthorized));
    expect(state).toEqual({
      ...initialOrdersState,
      error: unauthorized,
      message: unauthorized.message,
      statusCode: 401,
    });
  });
});
