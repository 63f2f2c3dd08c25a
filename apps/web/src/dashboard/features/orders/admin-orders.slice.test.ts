import type { AdminOrderSummary, Paged } from '@dukkan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../app/api-client';
import { logout } from '../../../app/auth/auth.slice';
import { makeStore } from '../../../app/store';
import { anOrder, anOrderSummary } from '../../../testing/checkout-fixtures';
import { stubFetch } from '../../../testing/fetch-stub';
import { envelope, envelopeResponse } from '../../../testing/fixtures';
import { installMemoryStorage } from '../../../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../../../testing/thunk-actions';
import {
  adminOrdersReducer,
  initialAdminOrdersState,
  selectAdminOrdersState,
  type AdminOrdersState,
} from './admin-orders.slice';
import {
  ADMIN_ORDER_FALLBACKS,
  adminOrderThunks,
  downloadInvoice,
  fetchAdminOrderDetails,
  fetchAdminOrders,
  toggleOrderPaid,
  updateOrderStatus,
} from './admin-orders.thunks';

function aRow(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    ...anOrderSummary(),
    customerName: 'Sara Alharbi',
    customerEmail: 'sara@example.com',
    phoneNumber: '+966551234567',
    ...overrides,
  };
}

const first = aRow({ id: 1, orderNumber: 'DK-000001' });
const second = aRow({ id: 2, orderNumber: 'DK-000002', paymentMethod: 'CashOnDelivery' });
const third = aRow({ id: 3, orderNumber: 'DK-000003', status: 'Shipped', isPaid: true });

const page = (items: AdminOrderSummary[], totalCount: number, pageNumber = 1, pageSize = 10) =>
  ({ items, pageNumber, pageSize, totalCount }) satisfies Paged<AdminOrderSummary>;

function loaded(overrides: Partial<AdminOrdersState> = {}): AdminOrdersState {
  return {
    ...initialAdminOrdersState,
    orders: [first, second, third],
    paginationData: { pageNumber: 2, pageSize: 3, totalCount: 9 },
    listStatus: 'done',
    ...overrides,
  };
}

const conflict: ApiError = {
  message: 'Order DK-000002 cannot move from Pending to Delivered',
  statusCode: 409,
  data: null,
};
const listQuery = { pageNumber: 1, pageSize: 10 };

beforeEach(() => {
  installMemoryStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('initial admin orders state', () => {
  it('starts empty on page 1 of 10 with nothing loaded', () => {
    expect(adminOrdersReducer(undefined, { type: 'init' })).toEqual({
      orders: [],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      listStatus: 'idle',
      order: null,
      invoiceStatus: 'idle',
      invoiceError: null,
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state before the slice is injected into a store', () => {
    expect(selectAdminOrdersState(makeStore().getState())).toEqual(initialAdminOrdersState);
  });
});

describe('every admin order call', () => {
  it.each(byName(adminOrderThunks))(
    '%s pending turns loading on and clears the error',
    (_n, thunk) => {
      const state = adminOrdersReducer(loaded({ error: conflict }), pendingAction(thunk));
      expect(state).toMatchObject({ loading: true, error: null });
    },
  );

  it.each(byName(adminOrderThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, thunk) => {
      const state = adminOrdersReducer(loaded({ loading: true }), rejectedAction(thunk, conflict));
      expect(state).toMatchObject({
        loading: false,
        error: conflict,
        message: conflict.message,
        statusCode: 409,
      });
      expect(state.orders).toEqual([first, second, third]);
    },
  );

  it.each(byName(adminOrderThunks))(
    '%s rejected with 401 signs the staff member out',
    async (_n, thunk) => {
      const store = makeStore();
      store.dispatch(rejectedAction(thunk, { message: 'Sign in', statusCode: 401, data: null }));
      expect(store.getState().auth.isAuthenticated).toBe(false);
      expect(selectAdminOrdersState(store.getState())).toMatchObject({ orders: [], order: null });
    },
  );

  it('signing out forgets every order', () => {
    const state = adminOrdersReducer(loaded({ order: anOrder() }), logout());
    expect(state).toEqual(initialAdminOrdersState);
  });

  it('falls back to its own message when the server sends none', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    const store = makeStore();
    const result = await store.dispatch(updateOrderStatus({ orderId: 1, status: 'Processing' }));
    expect(result.payload).toEqual({
      message: ADMIN_ORDER_FALLBACKS.updateOrderStatus,
      statusCode: 500,
      data: null,
    });
  });
});

describe('the orders list', () => {
  it('pending marks the list loading', () => {
    const state = adminOrdersReducer(loaded(), fetchAdminOrders.pending('r', listQuery));
    expect(state.listStatus).toBe('loading');
  });

  it('fulfilled replaces the rows and the paging and marks the list done', () => {
    const state = adminOrdersReducer(
      loaded({ loading: true, listStatus: 'loading' }),
      fetchAdminOrders.fulfilled(envelope(page([third], 31, 4, 5), 'Orders'), 'r', listQuery),
    );
    expect(state).toMatchObject({
      orders: [third],
      paginationData: { pageNumber: 4, pageSize: 5, totalCount: 31 },
      listStatus: 'done',
      loading: false,
      message: 'Orders',
      statusCode: 200,
    });
  });

  it('rejected marks the list failed and keeps the rows it had', () => {
    const state = adminOrdersReducer(
      loaded({ listStatus: 'loading' }),
      rejectedAction(fetchAdminOrders, conflict, { arg: listQuery }),
    );
    expect(state.listStatus).toBe('error');
    expect(state.orders).toHaveLength(3);
  });

  it('an aborted request (filters changed again) leaves loading to the newer one', () => {
    const pending = adminOrdersReducer(loaded(), fetchAdminOrders.pending('newer', listQuery));
    const aborted = fetchAdminOrders.rejected(
      new DOMException('aborted', 'AbortError'),
      'older',
      listQuery,
    );
    expect(adminOrdersReducer(pending, aborted)).toEqual(pending);
  });

  it('a real call sends every filter, the trimmed search and the sort', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(page([], 0))));
    await makeStore().dispatch(
      fetchAdminOrders({
        pageNumber: 2,
        pageSize: 20,
        status: 'Pending',
        isPaid: false,
        paymentMethod: 'CashOnDelivery',
        from: '2025-01-01',
        to: '2025-01-31',
        search: ' sara ',
        sortBy: 'total',
        sortDirection: 'asc',
      }),
    );
    expect(requests[0]?.url).toBe(
      '/api/AdminOrder/GetAllOrders?pageNumber=2&pageSize=20&status=Pending&isPaid=false' +
        '&paymentMethod=CashOnDelivery&from=2025-01-01&to=2025-01-31&sortBy=total' +
        '&sortDirection=asc&search=sara',
    );
  });
});

describe('one order', () => {
  const details = anOrder({ id: 2, orderNumber: 'DK-000002', paymentMethod: 'CashOnDelivery' });

  it('details fulfilled stores the order and refreshes its row', () => {
    const moved = { ...details, status: 'Processing' as const, isPaid: true };
    const state = adminOrdersReducer(
      loaded(),
      fetchAdminOrderDetails.fulfilled(envelope(moved), 'r', 2),
    );
    expect(state.order).toEqual(moved);
    expect(state.orders[1]).toEqual({ ...second, status: 'Processing', isPaid: true });
    expect(state.orders[0]).toBe(first);
  });

  it('details rejected clears the order shown before', () => {
    const state = adminOrdersReducer(
      loaded({ order: details }),
      rejectedAction(
        fetchAdminOrderDetails,
        { message: 'Order not found', statusCode: 404, data: null },
        { arg: 9 },
      ),
    );
    expect(state.order).toBeNull();
    expect(state.statusCode).toBe(404);
  });

  it('a status change replaces the open order and its row (status, paid, totals)', () => {
    const shipped = {
      ...details,
      status: 'Shipped' as const,
      allowedStatuses: ['Delivered' as const],
      statusHistory: [
        ...details.statusHistory,
        {
          status: 'Shipped' as const,
          note: 'Aramex 123',
          changedBy: 'Mona',
          createdAt: '2025-01-03T09:00:00.000Z',
        },
      ],
    };
    const state = adminOrdersReducer(
      loaded({ order: details }),
      updateOrderStatus.fulfilled(envelope(shipped, 'Order DK-000002 is now Shipped'), 'r', {
        orderId: 2,
        status: 'Shipped',
        note: 'Aramex 123',
      }),
    );
    expect(state.order).toEqual(shipped);
    expect(state.orders.map((row) => row.status)).toEqual(['Pending', 'Shipped', 'Shipped']);
    expect(state.message).toBe('Order DK-000002 is now Shipped');
  });

  it('a status change of an order not on this page leaves the rows alone', () => {
    const other = anOrder({ id: 77, status: 'Cancelled' });
    const state = adminOrdersReducer(
      loaded(),
      updateOrderStatus.fulfilled(envelope(other), 'r', { orderId: 77, status: 'Cancelled' }),
    );
    expect(state.orders).toEqual([first, second, third]);
    expect(state.order).toEqual(other);
  });

  it('a refused move (409) keeps the order as it was and stores the reason', () => {
    const state = adminOrdersReducer(
      loaded({ order: details }),
      rejectedAction(updateOrderStatus, conflict, { arg: { orderId: 2, status: 'Delivered' } }),
    );
    expect(state.order).toEqual(details);
    expect(state).toMatchObject({ message: conflict.message, statusCode: 409 });
  });

  it('the paid toggle replaces the open order and its row', () => {
    const paid = { ...details, isPaid: true, paidAt: '2025-01-03T09:00:00.000Z' };
    const state = adminOrdersReducer(
      loaded({ order: details }),
      toggleOrderPaid.fulfilled(envelope(paid, 'Order DK-000002 marked as paid'), 'r', 2),
    );
    expect(state.order?.isPaid).toBe(true);
    expect(state.orders[1]?.isPaid).toBe(true);
    expect(state.message).toBe('Order DK-000002 marked as paid');
  });

  it('real calls: status with a trimmed note in the body, paid toggle as PATCH with no body', async () => {
    installMemoryStorage({ token: 'staff-token' });
    const { requests } = stubFetch(() => envelopeResponse(envelope(details)));
    const store = makeStore();
    await store.dispatch(
      updateOrderStatus({ orderId: 2, status: 'Cancelled', note: '  out of stock ' }),
    );
    await store.dispatch(updateOrderStatus({ orderId: 2, status: 'Processing', note: '   ' }));
    await store.dispatch(toggleOrderPaid(2));
    expect(requests[0]?.url).toBe('/api/AdminOrder/UpdateOrderStatus');
    expect(requests[0]?.init).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      orderId: 2,
      status: 'Cancelled',
      note: 'out of stock',
    });
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({
      orderId: 2,
      status: 'Processing',
    });
    expect(requests[2]?.url).toBe('/api/AdminOrder/2/PaymentStatus');
    expect(requests[2]?.init).toMatchObject({ method: 'PATCH', body: undefined });
    expect(requests[2]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });
});

describe('the invoice download', () => {
  const target = { id: 2, orderNumber: 'DK-000002' };

  it('has its own status and never turns the page’s loading on', () => {
    const pending = adminOrdersReducer(
      loaded({ invoiceError: conflict }),
      downloadInvoice.pending('r', target),
    );
    expect(pending).toMatchObject({ invoiceStatus: 'loading', invoiceError: null, loading: false });
    const done = adminOrdersReducer(
      pending,
      downloadInvoice.fulfilled(envelope({ fileName: 'invoice.pdf' }, ''), 'r', target),
    );
    expect(done.invoiceStatus).toBe('success');
  });

  it('rejected keeps the reason (e.g. an unpaid online order, 409) for the toast', () => {
    const state = adminOrdersReducer(
      loaded({ invoiceStatus: 'loading' }),
      rejectedAction(downloadInvoice, conflict, { arg: target }),
    );
    expect(state).toMatchObject({
      invoiceStatus: 'error',
      invoiceError: conflict,
      message: conflict.message,
      statusCode: 409,
      loading: false,
    });
  });

  it('an aborted download changes nothing', () => {
    const pending = adminOrdersReducer(loaded(), downloadInvoice.pending('r', target));
    const state = adminOrdersReducer(
      pending,
      rejectedAction(downloadInvoice, conflict, { arg: target, aborted: true }),
    );
    expect(state).toEqual(pending);
  });

  it('fetches the PDF with the token and saves it under the server’s file name', async () => {
    installMemoryStorage({ token: 'staff-token' });
    const { requests } = stubFetch(
      () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="INV-2025-000007.pdf"',
          },
        }),
    );
    // The tests run in Node: a stand-in document records what saveFile asks the browser to save.
    const saved: { href: string; download: string }[] = [];
    const link = {
      href: '',
      download: '',
      rel: '',
      click: () => saved.push({ href: link.href, download: link.download }),
      remove() {},
    };
    vi.stubGlobal('document', { createElement: () => link, body: { append() {} } });
    const result = await makeStore().dispatch(downloadInvoice(target));
    expect(result.payload).toMatchObject({ data: { fileName: 'INV-2025-000007.pdf' } });
    expect(requests[0]?.url).toBe('/api/AdminOrder/2/invoice');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(saved).toEqual([
      { href: expect.stringMatching(/^blob:/), download: 'INV-2025-000007.pdf' },
    ]);
  });

  it('names the file after the order when the server does not', async () => {
    stubFetch(() => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    const saved: string[] = [];
    const link = {
      href: '',
      download: '',
      rel: '',
      click: () => saved.push(link.download),
      remove() {},
    };
    vi.stubGlobal('document', { createElement: () => link, body: { append() {} } });
    await makeStore().dispatch(downloadInvoice(target));
    expect(saved).toEqual(['invoice-DK-000002.pdf']);
  });
});
