import type {
  CreateOrderBody,
  CreateOrderResult,
  OrderDetails,
  OrderStatus,
  OrderSummary,
  OrderTotals,
  Paged,
} from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export interface MyOrdersQuery {
  pageNumber?: number;
  pageSize?: number;
  status?: OrderStatus | null;
}

export interface OrderPreviewQuery {
  deliveryMethodId?: number | null;
  /** Left out, the cart's applied coupon counts (as it will for CreateOrder). */
  couponCode?: string | null;
}

export const orderApi = {
  /** What CreateOrder would charge now for the caller's cart. */
  preview: ({ deliveryMethodId, couponCode }: OrderPreviewQuery, signal?: AbortSignal) =>
    apiRequest<OrderTotals>('/Order/Preview', { query: { deliveryMethodId, couponCode }, signal }),

  // The order is built from the cart on the server; the body names choices, never prices.
  create: (body: CreateOrderBody, signal?: AbortSignal) =>
    apiRequest<CreateOrderResult>('/Order/CreateOrder', { method: 'POST', body, signal }),

  listMine: ({ pageNumber, pageSize, status }: MyOrdersQuery, signal?: AbortSignal) =>
    apiRequest<Paged<OrderSummary>>('/Order/GetMyOrders', {
      query: { pageNumber, pageSize, status },
      signal,
    }),

  details: (orderId: number, signal?: AbortSignal) =>
    apiRequest<OrderDetails>(`/Order/GetOrderDetails/${orderId}`, { signal }),
};
