import type { CreateReturnRequestBody, OrderReturns } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export interface CreateReturnRequestArgs {
  orderId: number;
  body: CreateReturnRequestBody;
}

/** The shopper's return requests (docs/decisions/023-return-requests.md). */
export const returnRequestsApi = {
  /** The order's requests and what can still be asked for. */
  mine: (orderId: number, signal?: AbortSignal) =>
    apiRequest<OrderReturns>(`/Order/${orderId}/ReturnRequests`, { signal }),

  create: ({ orderId, body }: CreateReturnRequestArgs, signal?: AbortSignal) =>
    apiRequest<OrderReturns>(`/Order/${orderId}/ReturnRequests`, {
      method: 'POST',
      body,
      signal,
    }),
};
