import type {
  CreditNoteSummary,
  CreateOrderBody,
  CreateOrderResult,
  OrderDetails,
  OrderStatus,
  OrderSummary,
  OrderTotals,
  Paged,
  ReorderResult,
} from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../app/api-client';
import { guestCartHeaders } from './guest-cart-token';

export interface MyOrdersQuery {
  pageNumber?: number;
  pageSize?: number;
  status?: OrderStatus | null;
}

export interface OrderPreviewQuery {
  deliveryMethodId?: number | null;
  /** Left out, the cart's applied coupon counts (as it will for CreateOrder). */
  couponCode?: string | null;
  /** A guest's cart (its `X-Cart-Token`): `Order/GuestPreview`, which takes no coupon. */
  asGuest?: boolean;
}

export const orderApi = {
  /** What CreateOrder would charge now for the caller's cart. */
  preview: ({ deliveryMethodId, couponCode, asGuest }: OrderPreviewQuery, signal?: AbortSignal) =>
    asGuest
      ? apiRequest<OrderTotals>('/Order/GuestPreview', {
          query: { deliveryMethodId },
          signal,
          headers: guestCartHeaders(),
        })
      : apiRequest<OrderTotals>('/Order/Preview', {
          query: { deliveryMethodId, couponCode },
          signal,
        }),

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

  /** Cancels the caller's unpaid order before it ships; answers the order as it is now. */
  cancel: (orderId: number, signal?: AbortSignal) =>
    apiRequest<OrderDetails>(`/Order/CancelMyOrder/${orderId}`, { method: 'POST', signal }),

  /** Puts the order's lines back in the cart; names the lines that could not go. */
  reorder: (orderId: number, signal?: AbortSignal) =>
    apiRequest<ReorderResult>(`/Order/Reorder/${orderId}`, { method: 'POST', signal }),

  /** The order's tax invoice (PDF), fetched with the token. */
  invoice: (orderId: number, signal?: AbortSignal): Promise<Download> =>
    apiDownload(`/Order/${orderId}/invoice`, { signal }),

  /** The order's credit notes (refunds and cancellations of an invoiced order). */
  creditNotes: (orderId: number, signal?: AbortSignal) =>
    apiRequest<CreditNoteSummary[]>(`/Order/${orderId}/CreditNotes`, { signal }),

  creditNote: (orderId: number, creditNoteId: number, signal?: AbortSignal): Promise<Download> =>
    apiDownload(`/Order/${orderId}/CreditNotes/${creditNoteId}`, { signal }),
};
