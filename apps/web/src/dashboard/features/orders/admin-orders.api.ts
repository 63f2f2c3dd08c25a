import type {
  AdminOrderDetails,
  AdminOrderSort,
  AdminOrderSummary,
  OrderStatus,
  Paged,
  PaymentMethod,
} from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../../../app/api-client';

/** `AdminOrder/GetAllOrders` filters; `from` and `to` are whole days, `YYYY-MM-DD`. */
export interface AdminOrdersListQuery {
  pageNumber: number;
  pageSize: number;
  status?: OrderStatus;
  isPaid?: boolean;
  paymentMethod?: PaymentMethod;
  from?: string;
  to?: string;
  search?: string;
  sortBy?: AdminOrderSort;
  sortDirection?: 'asc' | 'desc';
}

export interface UpdateOrderStatusArgs {
  orderId: number;
  status: OrderStatus;
  note?: string;
}

/** The dashboard's order calls (bearer, staff only); paths as the specification's section 7. */
export const adminOrderApi = {
  list: ({ search, ...query }: AdminOrdersListQuery, signal?: AbortSignal) =>
    apiRequest<Paged<AdminOrderSummary>>('/AdminOrder/GetAllOrders', {
      query: { ...query, search: search?.trim() },
      signal,
    }),

  details: (orderId: number, signal?: AbortSignal) =>
    apiRequest<AdminOrderDetails>(`/AdminOrder/GetOrderDetails/${orderId}`, { signal }),

  updateStatus: ({ orderId, status, note }: UpdateOrderStatusArgs, signal?: AbortSignal) =>
    apiRequest<AdminOrderDetails>('/AdminOrder/UpdateOrderStatus', {
      method: 'PUT',
      body: { orderId, status, note: note?.trim() || undefined },
      signal,
    }),

  // The token goes in the Authorization header like every call, not as the body the
  // specification's client sent (docs/decisions/010-back-office-rules.md).
  togglePaid: (orderId: number, signal?: AbortSignal) =>
    apiRequest<AdminOrderDetails>(`/AdminOrder/${orderId}/PaymentStatus`, {
      method: 'PATCH',
      signal,
    }),

  invoice: (orderId: number, signal?: AbortSignal): Promise<Download> =>
    apiDownload(`/AdminOrder/${orderId}/invoice`, { signal }),
};
