import type {
  CouponUsageStat,
  DashboardCounts,
  LowStockProduct,
  SalesDay,
  TopSellingProduct,
} from '@dukkan/contracts';
import { createSlice, type ActionReducerMapBuilder, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../../../app/request-status';
import { rootReducer } from '../../../app/store';
import {
  dashboardStatsThunks,
  fetchCouponUsageStats,
  fetchDashboardCounts,
  fetchLowStockProducts,
  fetchSalesPerDay,
  fetchTopSellingProducts,
} from './dashboard-stats.thunks';

/** The overview's five parts; each loads, fails and retries on its own. */
export type StatsSection = 'counts' | 'salesPerDay' | 'topSelling' | 'couponUsage' | 'lowStock';

export interface SectionStatus {
  status: ListStatus;
  error: ApiError | null;
}

/**
 * The shared `loading`/`error`/`message`/`statusCode` follow every call of the area; the
 * sections keep their own status too, so one slow or failed part never blanks the others.
 */
export interface DashboardStatsState extends RequestStatus {
  counts: DashboardCounts | null;
  salesPerDay: SalesDay[];
  salesPagination: ListPagination;
  topSellingProducts: TopSellingProduct[];
  couponUsageStats: CouponUsageStat[];
  lowStockProducts: LowStockProduct[];
  lowStockPagination: ListPagination;
  sections: Record<StatsSection, SectionStatus>;
}

const idle: SectionStatus = { status: 'idle', error: null };

export const initialDashboardStatsState: DashboardStatsState = {
  counts: null,
  salesPerDay: [],
  // Sales per day start at page 1 of 10.
  salesPagination: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  topSellingProducts: [],
  couponUsageStats: [],
  lowStockProducts: [],
  lowStockPagination: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  sections: {
    counts: idle,
    salesPerDay: idle,
    topSelling: idle,
    couponUsage: idle,
    lowStock: idle,
  },
  ...initialRequestStatus,
};

type StatsThunk = (typeof dashboardStatsThunks)[number];

/**
 * A section's status follows its thunk. A request aborted because a newer one replaced it (the
 * range or threshold changed, the screen left) changes nothing: the newer one owns the section.
 */
function trackSection(
  builder: ActionReducerMapBuilder<DashboardStatsState>,
  thunk: StatsThunk,
  section: StatsSection,
) {
  builder
    .addCase(thunk.pending, (state) => {
      state.sections[section] = { status: 'loading', error: null };
    })
    .addCase(thunk.rejected, (state, action) => {
      if (action.meta.aborted) return;
      state.sections[section] = { status: 'error', error: action.payload ?? null };
    });
}

export const dashboardStatsSlice = createSlice({
  name: 'dashboardStats',
  initialState: initialDashboardStatsState,
  reducers: {},
  extraReducers: (builder) => {
    trackSection(builder, fetchDashboardCounts, 'counts');
    trackSection(builder, fetchSalesPerDay, 'salesPerDay');
    trackSection(builder, fetchTopSellingProducts, 'topSelling');
    trackSection(builder, fetchCouponUsageStats, 'couponUsage');
    trackSection(builder, fetchLowStockProducts, 'lowStock');
    builder
      .addCase(fetchDashboardCounts.fulfilled, (state, { payload }) => {
        state.counts = payload.data;
        state.sections.counts = { status: 'done', error: null };
      })
      .addCase(fetchSalesPerDay.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.salesPerDay = items;
        state.salesPagination = { pageNumber, pageSize, totalCount };
        state.sections.salesPerDay = { status: 'done', error: null };
      })
      .addCase(fetchTopSellingProducts.fulfilled, (state, { payload }) => {
        state.topSellingProducts = payload.data;
        state.sections.topSelling = { status: 'done', error: null };
      })
      .addCase(fetchCouponUsageStats.fulfilled, (state, { payload }) => {
        state.couponUsageStats = payload.data;
        state.sections.couponUsage = { status: 'done', error: null };
      })
      .addCase(fetchLowStockProducts.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.lowStockProducts = items;
        state.lowStockPagination = { pageNumber, pageSize, totalCount };
        state.sections.lowStock = { status: 'done', error: null };
      });
    addRequestStatusMatchers(builder, dashboardStatsThunks, { ignoreAborted: true });
  },
});

export const dashboardStatsReducer = dashboardStatsSlice.reducer;

declare module '../../../app/store' {
  // Declaration merging needs an interface; it adds the `dashboardStats` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardStatsSlice> {}
}

/** Injected when the overview loads; selectors fall back to the initial state before. */
export const injectedDashboardStatsSlice = dashboardStatsSlice.injectInto(rootReducer);

export const selectDashboardStats = injectedDashboardStatsSlice.selectSlice;
