import type { AdminCoupon, AdminCouponDetails, Paged } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../app/api-client';
import { logout } from '../../../app/auth/auth.slice';
import { makeStore } from '../../../app/store';
import { stubFetch } from '../../../testing/fetch-stub';
import { envelope, envelopeResponse } from '../../../testing/fixtures';
import { installMemoryStorage } from '../../../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../../../testing/thunk-actions';
import type { CouponInput } from './admin-coupons.api';
import {
  adminCouponsReducer,
  initialAdminCouponsState,
  selectAdminCouponsState,
  type AdminCouponsState,
} from './admin-coupons.slice';
import {
  ADMIN_COUPON_FALLBACKS,
  adminCouponThunks,
  createCoupon,
  deleteCoupon,
  fetchAdminCouponDetails,
  fetchAdminCoupons,
  updateCoupon,
} from './admin-coupons.thunks';

function aCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 1,
    code: 'WELCOME10',
    type: 'Percentage',
    value: 10,
    minOrderAmount: 0,
    maxDiscountAmount: 50,
    startDate: null,
    endDate: null,
    isActive: true,
    usageLimit: null,
    perUserLimit: 1,
    usedCount: 0,
    status: 'active',
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const welcome = aCoupon();
const save50 = aCoupon({ id: 2, code: 'SAVE50', type: 'Fixed', value: 50, usedCount: 3 });
const summer = aCoupon({ id: 3, code: 'SUMMER', status: 'expired' });

function detailsOf(coupon: AdminCoupon): AdminCouponDetails {
  return {
    ...coupon,
    usage: {
      timesUsed: coupon.usedCount,
      totalDiscount: 150,
      byCustomer: [
        {
          userId: 7,
          name: 'Sara Alharbi',
          email: 'sara@example.com',
          timesUsed: 3,
          totalDiscount: 150,
          lastUsedAt: '2025-01-05T10:00:00.000Z',
        },
      ],
      recentOrders: [
        {
          orderId: 12,
          orderNumber: 'DK-000012',
          customerName: 'Sara Alharbi',
          discountAmount: 50,
          usedAt: '2025-01-05T10:00:00.000Z',
        },
      ],
    },
  };
}

const page = (items: AdminCoupon[], totalCount: number, pageNumber = 1, pageSize = 10) =>
  ({ items, pageNumber, pageSize, totalCount }) satisfies Paged<AdminCoupon>;

function loaded(overrides: Partial<AdminCouponsState> = {}): AdminCouponsState {
  return {
    ...initialAdminCouponsState,
    coupons: [welcome, save50, summer],
    paginationData: { pageNumber: 1, pageSize: 10, totalCount: 3 },
    listStatus: 'done',
    ...overrides,
  };
}

const taken: ApiError = {
  message: 'Another coupon already uses this code',
  statusCode: 409,
  data: { code: ['Another coupon already uses this code'] },
};
const listQuery = { pageNumber: 1, pageSize: 10 };
const input: CouponInput = {
  code: 'EID20',
  type: 'Percentage',
  value: 20,
  minOrderAmount: 100,
  isActive: true,
};

beforeEach(() => {
  installMemoryStorage();
});

describe('initial admin coupons state', () => {
  it('starts empty on page 1 of 10 with nothing loaded', () => {
    expect(adminCouponsReducer(undefined, { type: 'init' })).toEqual({
      coupons: [],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      listStatus: 'idle',
      coupon: null,
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state before the slice is injected into a store', () => {
    expect(selectAdminCouponsState(makeStore().getState())).toEqual(initialAdminCouponsState);
  });
});

describe('every admin coupon call', () => {
  it.each(byName(adminCouponThunks))(
    '%s pending turns loading on and clears the error',
    (_n, thunk) => {
      const state = adminCouponsReducer(loaded({ error: taken }), pendingAction(thunk));
      expect(state).toMatchObject({ loading: true, error: null });
    },
  );

  it.each(byName(adminCouponThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, thunk) => {
      const state = adminCouponsReducer(loaded({ loading: true }), rejectedAction(thunk, taken));
      expect(state).toMatchObject({
        loading: false,
        error: taken,
        message: taken.message,
        statusCode: 409,
      });
      expect(state.coupons).toEqual([welcome, save50, summer]);
    },
  );

  it.each(byName(adminCouponThunks))(
    '%s rejected with 401 signs the staff member out',
    (_n, thunk) => {
      const store = makeStore();
      store.dispatch(rejectedAction(thunk, { message: 'Sign in', statusCode: 401, data: null }));
      expect(store.getState().auth.isAuthenticated).toBe(false);
      expect(selectAdminCouponsState(store.getState()).coupons).toEqual([]);
    },
  );

  it('signing out forgets every coupon', () => {
    expect(adminCouponsReducer(loaded({ coupon: detailsOf(save50) }), logout())).toEqual(
      initialAdminCouponsState,
    );
  });

  type Store = ReturnType<typeof makeStore>;
  it.each([
    [
      'create',
      (store: Store) => store.dispatch(createCoupon(input)),
      ADMIN_COUPON_FALLBACKS.createCoupon,
    ],
    [
      'update',
      (store: Store) => store.dispatch(updateCoupon({ ...input, id: 1 })),
      ADMIN_COUPON_FALLBACKS.updateCoupon,
    ],
    [
      'delete',
      (store: Store) => store.dispatch(deleteCoupon(1)),
      ADMIN_COUPON_FALLBACKS.deleteCoupon,
    ],
    [
      'list',
      (store: Store) => store.dispatch(fetchAdminCoupons(listQuery)),
      ADMIN_COUPON_FALLBACKS.fetchCoupons,
    ],
    [
      'details',
      (store: Store) => store.dispatch(fetchAdminCouponDetails(1)),
      ADMIN_COUPON_FALLBACKS.fetchCouponDetails,
    ],
  ] as const)(
    '%s falls back to the specification’s message when the server sends none',
    async (_n, send, fallback) => {
      stubFetch(() => new Response('', { status: 502 }));
      const result = await send(makeStore());
      expect(result.payload).toEqual({ message: fallback, statusCode: 500, data: null });
    },
  );
});

describe('the coupons list', () => {
  it('fulfilled replaces the rows and paging and marks the list done', () => {
    const state = adminCouponsReducer(
      loaded({ listStatus: 'loading', loading: true }),
      fetchAdminCoupons.fulfilled(envelope(page([summer], 21, 3, 5), 'Coupons'), 'r', listQuery),
    );
    expect(state).toMatchObject({
      coupons: [summer],
      paginationData: { pageNumber: 3, pageSize: 5, totalCount: 21 },
      listStatus: 'done',
      message: 'Coupons',
    });
  });

  it('pending marks the list loading; rejected marks it failed', () => {
    const pending = adminCouponsReducer(loaded(), fetchAdminCoupons.pending('r', listQuery));
    expect(pending.listStatus).toBe('loading');
    const failed = adminCouponsReducer(
      pending,
      rejectedAction(fetchAdminCoupons, taken, { arg: listQuery }),
    );
    expect(failed.listStatus).toBe('error');
  });

  it('an aborted request leaves loading to the newer one', () => {
    const pending = adminCouponsReducer(loaded(), fetchAdminCoupons.pending('newer', listQuery));
    const aborted = fetchAdminCoupons.rejected(
      new DOMException('x', 'AbortError'),
      'old',
      listQuery,
    );
    expect(adminCouponsReducer(pending, aborted)).toEqual(pending);
  });

  it('a real call sends paging, the trimmed search, the status and the sort', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(page([], 0))));
    await makeStore().dispatch(
      fetchAdminCoupons({
        pageNumber: 2,
        pageSize: 20,
        search: ' save ',
        status: 'usedUp',
        sortBy: 'usedCount',
        sortDirection: 'asc',
      }),
    );
    expect(requests[0]?.url).toBe(
      '/api/AdminCoupons/All?pageNumber=2&pageSize=20&status=usedUp&sortBy=usedCount&sortDirection=asc&search=save',
    );
  });
});

describe('details', () => {
  it('fulfilled stores the coupon with its usage and refreshes its row', () => {
    const fresh = detailsOf({ ...save50, usedCount: 4 });
    const state = adminCouponsReducer(
      loaded(),
      fetchAdminCouponDetails.fulfilled(envelope(fresh), 'r', 2),
    );
    expect(state.coupon).toEqual(fresh);
    expect(state.coupons[1]).toEqual({ ...save50, usedCount: 4 });
  });

  it('rejected clears the coupon shown before', () => {
    const state = adminCouponsReducer(
      loaded({ coupon: detailsOf(save50) }),
      rejectedAction(
        fetchAdminCouponDetails,
        { message: 'Coupon not found', statusCode: 404, data: null },
        { arg: 9 },
      ),
    );
    expect(state.coupon).toBeNull();
  });
});

describe('writes', () => {
  it('create puts the new coupon first and counts it', () => {
    const eid = aCoupon({ id: 9, code: 'EID20', value: 20 });
    const state = adminCouponsReducer(
      loaded(),
      createCoupon.fulfilled(envelope(eid, 'Coupon EID20 added', 201), 'r', input),
    );
    expect(state.coupons.map((row) => row.code)).toEqual([
      'EID20',
      'WELCOME10',
      'SAVE50',
      'SUMMER',
    ]);
    expect(state.paginationData.totalCount).toBe(4);
    expect(state).toMatchObject({ message: 'Coupon EID20 added', statusCode: 201 });
  });

  it('create of a coupon already listed does not list it twice', () => {
    const state = adminCouponsReducer(
      loaded(),
      createCoupon.fulfilled(envelope(save50), 'r', input),
    );
    expect(state.coupons).toHaveLength(3);
    expect(state.paginationData.totalCount).toBe(3);
  });

  it('a taken code (409) keeps the list and stores the field error for the form', () => {
    const state = adminCouponsReducer(
      loaded(),
      rejectedAction(createCoupon, taken, { arg: input }),
    );
    expect(state.coupons).toHaveLength(3);
    expect(state.error?.data).toEqual({ code: ['Another coupon already uses this code'] });
  });

  it('update replaces the row and the open details, keeping their usage', () => {
    const changed = { ...save50, value: 75, updatedAt: '2025-02-01T00:00:00.000Z' };
    const details = detailsOf(save50);
    const state = adminCouponsReducer(
      loaded({ coupon: details }),
      updateCoupon.fulfilled(envelope(changed), 'r', { ...input, id: 2 }),
    );
    expect(state.coupons[1]).toEqual(changed);
    expect(state.coupon).toEqual({ ...changed, usage: details.usage });
  });

  it('update leaves other details alone', () => {
    const details = detailsOf(welcome);
    const state = adminCouponsReducer(
      loaded({ coupon: details }),
      updateCoupon.fulfilled(envelope({ ...save50, value: 75 }), 'r', { ...input, id: 2 }),
    );
    expect(state.coupon).toBe(details);
  });

  it('delete removes an unused coupon, lowers the count and clears its details', () => {
    const state = adminCouponsReducer(
      loaded({ coupon: detailsOf(welcome) }),
      deleteCoupon.fulfilled(
        envelope({ id: 1, deleted: true, coupon: null }, 'Coupon deleted'),
        'r',
        1,
      ),
    );
    expect(state.coupons).toEqual([save50, summer]);
    expect(state.paginationData.totalCount).toBe(2);
    expect(state.coupon).toBeNull();
    expect(state.message).toBe('Coupon deleted');
  });

  it('delete of a used coupon keeps it listed, switched off, with the server’s explanation', () => {
    const off = { ...save50, isActive: false, status: 'inactive' as const };
    const details = detailsOf(save50);
    const message = 'Orders were placed with this coupon, so it was deactivated instead of deleted';
    const state = adminCouponsReducer(
      loaded({ coupon: details }),
      deleteCoupon.fulfilled(envelope({ id: 2, deleted: false, coupon: off }, message), 'r', 2),
    );
    expect(state.coupons).toEqual([welcome, off, summer]);
    expect(state.paginationData.totalCount).toBe(3);
    expect(state.coupon).toEqual({ ...off, usage: details.usage });
    expect(state.message).toBe(message);
  });

  it('delete of a coupon not on this page changes no count', () => {
    const state = adminCouponsReducer(
      loaded(),
      deleteCoupon.fulfilled(envelope({ id: 40, deleted: true, coupon: null }), 'r', 40),
    );
    expect(state.paginationData.totalCount).toBe(3);
  });

  it('real calls: create POSTs the fields, update PUTs them with the id, delete names the id', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(
        envelope(url.includes('delete') ? { id: 2, deleted: true, coupon: null } : welcome),
      ),
    );
    const store = makeStore();
    await store.dispatch(createCoupon(input));
    await store.dispatch(updateCoupon({ ...input, id: 2 }));
    await store.dispatch(deleteCoupon(2));
    expect(requests.map((r) => `${r.init.method} ${r.url}`)).toEqual([
      'POST /api/AdminCoupons/Create',
      'PUT /api/AdminCoupons/Update',
      'DELETE /api/AdminCoupons/delete/2',
    ]);
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual(input);
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({ ...input, id: 2 });
  });
});
