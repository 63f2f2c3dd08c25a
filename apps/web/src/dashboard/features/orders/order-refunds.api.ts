import type { CreateRefundBody, OrderRefunds } from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../../../app/api-client';

export interface CreateRefundArgs {
  orderId: number;
  body: CreateRefundBody;
}

/** The dashboard's refund calls (docs/decisions/020-refunds-and-credit-notes.md). */
export const orderRefundsApi = {
  view: (orderId: number, signal?: AbortSignal) =>
    apiRequest<OrderRefunds>(`/AdminOrder/${orderId}/Refunds`, { signal }),

  create: ({ orderId, body }: CreateRefundArgs, signal?: AbortSignal) =>
    apiRequest<OrderRefunds>(`/AdminOrder/${orderId}/Refunds`, {
      method: 'POST',
      body,
      signal,
    }),

  retry: ({ orderId, refundId }: { orderId: number; refundId: number }, signal?: AbortSignal) =>
    apiRequest<OrderRefunds>(`/AdminOrder/${orderId}/Refunds/${refundId}/Retry`, {
      method: 'POST',
      signal,
    }),

  creditNote: (orderId: number, creditNoteId: number, signal?: AbortSignal): Promise<Download> =>
    apiDownload(`/AdminOrder/${orderId}/CreditNotes/${creditNoteId}`, { signal }),
};
