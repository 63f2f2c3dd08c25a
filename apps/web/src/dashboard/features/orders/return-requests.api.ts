import type {
  ApproveReturnRequestBody,
  OrderReturns,
  RejectReturnRequestBody,
} from '@dukkan/contracts';
import { apiRequest } from '../../../app/api-client';

export interface ReturnDecisionArgs<Body> {
  orderId: number;
  requestId: number;
  body: Body;
}

/** The staff's return-request calls (docs/decisions/023-return-requests.md). */
export const adminReturnRequestsApi = {
  view: (orderId: number, signal?: AbortSignal) =>
    apiRequest<OrderReturns>(`/AdminOrder/${orderId}/ReturnRequests`, { signal }),

  approve: (
    { orderId, requestId, body }: ReturnDecisionArgs<ApproveReturnRequestBody>,
    signal?: AbortSignal,
  ) =>
    apiRequest<OrderReturns>(`/AdminOrder/${orderId}/ReturnRequests/${requestId}/Approve`, {
      method: 'POST',
      body,
      signal,
    }),

  reject: (
    { orderId, requestId, body }: ReturnDecisionArgs<RejectReturnRequestBody>,
    signal?: AbortSignal,
  ) =>
    apiRequest<OrderReturns>(`/AdminOrder/${orderId}/ReturnRequests/${requestId}/Reject`, {
      method: 'POST',
      body,
      signal,
    }),
};
