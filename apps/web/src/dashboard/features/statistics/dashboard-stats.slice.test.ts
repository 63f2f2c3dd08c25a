import type {
  CouponUsageStat,
  DashboardCounts,
  LowStockProduct,
  Paged,
  SalesDay,
  TopSellingProduct,
} from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../app/api-client';
import { isUnauthorizedRejection } from '../../../app/api-thunk';
import { makeStore, type AppStore } from '../../../app/store';
import { stubFetch } from '../../../testing/fetch-stub';
import { envelope, envelopeResponse } from '../../../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../../../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../../../testing/thunk-actions';
import {
  dashboardStatsReducer,
  initialDashboardStatsState,
  selectDashboardStats,
  type DashboardStatsState,
  type StatsSection,
} from './dashboard-stats.slice';
import {
  dashboardStatsThunks,
  fetchCouponUsageStats,
  fetchDashboardCounts,
  fetchLowStockProducts,
  fetchSalesPerDay,
  fetchTopSellingProducts,
} from './dashboard-stats.thunks';

const counts: DashboardCounts = {
  usersCount: 15,
  productsCount: 61,
  categoriesCount: 10,
  brandsCount: 12,
  ordersCount: 150,
  bannersCount: 0,
  couponsCount: 4,
  deliveryMethodsCount: 4,
  discountedProductsCount: 21,
};
const days: SalesDay[] = [
  { date: '2026-10-24', ordersCount: 2, revenue: 1676.55 },
  { date: '2026-10-25', ordersCount: 0, revenue: 0 },
];
const milk: TopSellingProduct = {
  productId: 43,
  name: 'Milk',
  imageUrl: null,
  quantitySold: 24,
  revenue: 204,
  variants: [],
};
const save50: CouponUsageStat = { couponId: 3, code: 'SAVE50', timesUsed: 29, totalDiscount: 1450 };
const cap: LowStockProduct = {
  id: 50,
  name: 'Cap',
  sku: 'NIK-CAP',
  stock: 0,
  imageUrl: null,
  variantId: 61,
  options: [],
  isActive: true,
};

function page<T>(items: T[], totalCount: number, pageNumber = 1, pageSize = 10): Paged<T> {
  return { items, pageNumber, pageSize, totalCount };
}

function loaded(): DashboardStatsState {
  const done = { status: 'done' as const, error: null };
  return {
    ...initialDashboardStatsState,
    counts,
    salesPerDay: days,
    salesPagination: { pageNumber: 1, pageSize: 2, totalCount: 2 },
    topSellingProducts: [milk],
    couponUsageStats: [save50],
    lowStockProducts: [cap],
    lowStockPagination: { pageNumber: 1, pageSize: 10, totalCount: 1 },
    sections: {
      counts: done,
      salesPerDay: done,
      topSelling: done,
      couponUsage: done,
      lowStock: done,
    },
  };
}

const serverError: ApiError = { message: 'Database unavailable', statusCode: 503, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };
const sections: Record<string, StatsSection> = {
  [fetchDashboardCounts.typePrefix]: 'counts',
  [fetchSalesPerDay.typePrefix]: 'salesPerDay',
  [fetchTopSellingProducts.typePrefix]: 'topSelling',
  [fetchCouponUsageStats.typePrefix]: 'couponUsage',
  [fetchLowStockProducts.typePrefix]: 'lowStock',
};

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['counts', (s) => s.dispatch(fetchDashboardCounts()), 'Failed to load dashboard counts'],
  [
    'top sellers',
    (s) => s.dispatch(fetchTopSellingProducts({})),
    'Failed to load top selling products',
  ],
  [
    'coupon usage',
    (s) => s.dispatch(fetchCouponUsageStats(undefined)),
    'Failed to load coupon usage stats',
  ],
  ['sales per day', (s) => s.dispatch(fetchSalesPerDay({})), 'Failed to load sales data'],
  ['low stock', (s) => s.dispatch(fetchLowStockProducts({})), 'Failed to load low stock products'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial dashboard statistics', () => {
  it('holds nothing, with sales per day on page 1 of 10', () => {
    const state = dashboardStatsReducer(undefined, { type: 'init' });
    expect(state).toEqual(initialDashboardStatsState);
    expect(state).toMatchObject({
      counts: null,
      salesPerDay: [],
      salesPagination: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(Object.values(state.sections).every((s) => s.status === 'idle')).toBe(true);
  });

  it('reads as the initial state before the slice is injected into a store', () => {
    expect(selectDashboardStats(makeStore().getState())).toEqual(initialDashboardStatsState);
  });
});

describe('every statistics thunk', () => {
  it('covers the five calls of the specification', () => {
    expect(dashboardStatsThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(dashboardStatsThunks))(
    '%s pending turns loading on, clears the error and marks its section loading',
    (name, thunk) => {
      const failed = { ...loaded(), error: serverError };
      failed.sections = {
        ...failed.sections,
        [sections[name]!]: { status: 'error', error: serverError },
      };
      const state = dashboardStatsReducer(failed, pendingAction(thunk, {}));
      expect(state).toMatchObject({ loading: true, error: null });
      expect(state.sections[sections[name]!]).toEqual({ status: 'loading', error: null });
    },
  );

  it.each(byName(dashboardStatsThunks))(
    '%s rejected keeps the error, message and status code, in its section only',
    (name, thunk) => {
      const state = dashboardStatsReducer(
        { ...loaded(), loading: true },
        rejectedAction(thunk, serverError, { arg: {} }),
      );
      expect(state).toMatchObject({
        loading: false,
        error: serverError,
        message: serverError.message,
        statusCode: 503,
      });
      const section = sections[name]!;
      expect(state.sections[section]).toEqual({ status: 'error', error: serverError });
      for (const other of Object.keys(state.sections) as StatsSection[]) {
        if (other !== section) expect(state.sections[other].status).toBe('done');
      }
      // What was shown before stays (the section shows the error with a retry instead).
      expect(state.counts).toEqual(counts);
      expect(state.lowStockProducts).toEqual([cap]);
    },
  );

  it.each(byName(dashboardStatsThunks))(
    '%s aborted (replaced by a newer request) leaves the newer one loading',
    (_name, thunk) => {
      const pending = dashboardStatsReducer(loaded(), pendingAction(thunk, {}));
      const aborted = rejectedAction(thunk, serverError, { arg: {}, aborted: true });
      expect(dashboardStatsReducer(pending, aborted)).toEqual(pending);
    },
  );

  it.each(byName(dashboardStatsThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_name, thunk) => {
      expect(isUnauthorizedRejection(rejectedAction(thunk, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Manager');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    expect(isUnauthorizedRejection(await call(store))).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
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
      expect(selectDashboardStats(store.getState())).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('each statistic fulfilled', () => {
  const fresh = initialDashboardStatsState;

  it('counts stores the nine figures and the message', () => {
    const state = dashboardStatsReducer(
      fresh,
      fetchDashboardCounts.fulfilled(envelope(counts, 'Dashboard counts'), 'r'),
    );
    expect(state).toMatchObject({
      counts,
      loading: false,
      message: 'Dashboard counts',
      statusCode: 200,
    });
    expect(state.sections.counts).toEqual({ status: 'done', error: null });
  });

  it('sales per day replaces the days and the paging', () => {
    const state = dashboardStatsReducer(
      loaded(),
      fetchSalesPerDay.fulfilled(envelope(page([days[1]!], 30, 2, 1)), 'r', { pageNumber: 2 }),
    );
    expect(state.salesPerDay).toEqual([days[1]]);
    expect(state.salesPagination).toEqual({ pageNumber: 2, pageSize: 1, totalCount: 30 });
    expect(state.sections.salesPerDay.status).toBe('done');
  });

  it('top sellers replaces the list', () => {
    const kettle = { ...milk, productId: 26, name: 'Kettle' };
    const state = dashboardStatsReducer(
      loaded(),
      fetchTopSellingProducts.fulfilled(envelope([kettle, milk]), 'r', { count: 5 }),
    );
    expect(state.topSellingProducts).toEqual([kettle, milk]);
    expect(state.sections.topSelling.status).toBe('done');
  });

  it('coupon usage replaces the list, also with nothing used', () => {
    const state = dashboardStatsReducer(
      loaded(),
      fetchCouponUsageStats.fulfilled(envelope([]), 'r', undefined),
    );
    expect(state.couponUsageStats).toEqual([]);
    expect(state.sections.couponUsage.status).toBe('done');
  });

  it('low stock replaces the products and the paging', () => {
    const state = dashboardStatsReducer(
      fresh,
      fetchLowStockProducts.fulfilled(envelope(page([cap], 11, 2, 10)), 'r', { pageNumber: 2 }),
    );
    expect(state.lowStockProducts).toEqual([cap]);
    expect(state.lowStockPagination).toEqual({ pageNumber: 2, pageSize: 10, totalCount: 11 });
    expect(state.sections.lowStock).toEqual({ status: 'done', error: null });
  });
});

describe('requests', () => {
  it('use the seed’s paths with their parameters', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(
        envelope(url.includes('GetCounts') ? counts : url.includes('Stats') ? [] : page([], 0)),
      ),
    );
    const store = makeStore();
    await store.dispatch(fetchDashboardCounts());
    await store.dispatch(
      fetchSalesPerDay({ from: '2026-10-01', to: '2026-10-30', pageNumber: 1, pageSize: 30 }),
    );
    await store.dispatch(fetchTopSellingProducts({ count: 5 }));
    await store.dispatch(fetchCouponUsageStats(10));
    await store.dispatch(fetchLowStockProducts({ threshold: 3, pageNumber: 2, pageSize: 10 }));
    expect(requests.map(({ url, init }) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/AdminDashboard/GetCounts',
      'GET /api/AdminDashboard/SalesPerDay?from=2026-10-01&to=2026-10-30&pageNumber=1&pageSize=30',
      'GET /api/AdminDashboard/TopSellingProducts?count=5',
      'GET /api/AdminDashboard/CouponUsageStats?count=10',
      'GET /api/AdminDashboard/LowStockProducts?threshold=3&pageNumber=2&pageSize=10',
    ]);
  });

  it('send the token', async () => {
    storage.setItem('token', 'staff-jwt');
    storage.setItem('role', 'Manager');
    const { requests } = stubFetch(() => envelopeResponse(envelope(counts)));
    await makeStore().dispatch(fetchDashboardCounts());
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer staff-jwt');
  });
});
