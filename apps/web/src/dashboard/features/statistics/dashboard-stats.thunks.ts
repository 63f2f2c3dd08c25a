import type {
  CouponUsageStat,
  DashboardCounts,
  LowStockProduct,
  Paged,
  SalesDay,
  TopSellingProduct,
} from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import {
  dashboardStatsApi,
  type LowStockArgs,
  type SalesPerDayArgs,
  type TopSellingArgs,
} from './dashboard-stats.api';

/** Fallback texts, used only when the server sent no message. */
export const DASHBOARD_STATS_FALLBACKS = {
  counts: 'Failed to load dashboard counts',
  topSelling: 'Failed to load top selling products',
  couponUsage: 'Failed to load coupon usage stats',
  salesPerDay: 'Failed to load sales data',
  lowStock: 'Failed to load low stock products',
} as const;

export const fetchDashboardCounts = createApiThunk<DashboardCounts, void>(
  'dashboardStats/fetchCounts',
  dashboardStatsApi.counts,
  DASHBOARD_STATS_FALLBACKS.counts,
);

export const fetchSalesPerDay = createApiThunk<Paged<SalesDay>, SalesPerDayArgs>(
  'dashboardStats/fetchSalesPerDay',
  dashboardStatsApi.salesPerDay,
  DASHBOARD_STATS_FALLBACKS.salesPerDay,
);

export const fetchTopSellingProducts = createApiThunk<TopSellingProduct[], TopSellingArgs>(
  'dashboardStats/fetchTopSelling',
  dashboardStatsApi.topSelling,
  DASHBOARD_STATS_FALLBACKS.topSelling,
);

export const fetchCouponUsageStats = createApiThunk<CouponUsageStat[], number | undefined>(
  'dashboardStats/fetchCouponUsage',
  dashboardStatsApi.couponUsage,
  DASHBOARD_STATS_FALLBACKS.couponUsage,
);

export const fetchLowStockProducts = createApiThunk<Paged<LowStockProduct>, LowStockArgs>(
  'dashboardStats/fetchLowStock',
  dashboardStatsApi.lowStock,
  DASHBOARD_STATS_FALLBACKS.lowStock,
);

export const dashboardStatsThunks = [
  fetchDashboardCounts,
  fetchSalesPerDay,
  fetchTopSellingProducts,
  fetchCouponUsageStats,
  fetchLowStockProducts,
] as const;
