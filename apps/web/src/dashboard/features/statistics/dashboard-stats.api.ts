import type {
  CouponUsageStat,
  DashboardCounts,
  Paged,
  LowStockProduct,
  SalesDay,
  TopSellingProduct,
} from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';

/** `AdminDashboard/SalesPerDay`: days (YYYY-MM-DD, both included) and paging. */
export interface SalesPerDayArgs {
  from?: string;
  to?: string;
  pageNumber?: number;
  pageSize?: number;
}

export interface TopSellingArgs {
  count?: number;
  from?: string;
  to?: string;
}

export interface LowStockArgs {
  threshold?: number;
  pageNumber?: number;
  pageSize?: number;
}

/** The dashboard's statistics (staff only); each answer is one SQL statement. */
export const dashboardStatsApi = {
  counts: (_arg: void, signal?: AbortSignal) =>
    apiRequest<DashboardCounts>('/AdminDashboard/GetCounts', { signal }),

  salesPerDay: (args: SalesPerDayArgs, signal?: AbortSignal) =>
    apiRequest<Paged<SalesDay>>('/AdminDashboard/SalesPerDay', { query: { ...args }, signal }),

  topSelling: (args: TopSellingArgs, signal?: AbortSignal) =>
    apiRequest<TopSellingProduct[]>('/AdminDashboard/TopSellingProducts', {
      query: { ...args },
      signal,
    }),

  couponUsage: (count: number | undefined, signal?: AbortSignal) =>
    apiRequest<CouponUsageStat[]>('/AdminDashboard/CouponUsageStats', {
      query: { count },
      signal,
    }),

  lowStock: (args: LowStockArgs, signal?: AbortSignal) =>
    apiRequest<Paged<LowStockProduct>>('/AdminDashboard/LowStockProducts', {
      query: { ...args },
      signal,
    }),
};
