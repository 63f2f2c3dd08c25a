import type {
  AdminOrderDetails,
  AdminOrdersFilters,
  AdminOrderSummary,
  OrderStatus,
  Paged,
} from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../../../app/api-client';

export interface UpdateOrderStatusArgs {
  orderId: number;
  status: OrderStatus;
  note?: string;
}

/** The dashboard's order calls (bearer, staff only); paths as the API documents them. */
export const adminOrderApi = {
  // The filters as the API reads them (`adminOrdersQuerySchema`'s output).
  list: ({ search, ...query }: AdminOrdersFilters, signal?: AbortSignal) =>
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
