import type { OrderRefunds } from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import { saveFile } from '../../../lib/save-file';
import { orderRefundsApi, type CreateRefundArgs } from './order-refunds.api';

/** Used only when the server sent no message. */
export const ORDER_REFUND_FALLBACKS = {
  fetchRefunds: 'Failed to fetch refunds',
  createRefund: 'Failed to refund the order',
  retryRefund: 'Failed to retry the refund',
  downloadCreditNote: 'Failed to download the credit note',
} as const;

export const fetchOrderRefunds = createApiThunk<OrderRefunds, number>(
  'orderRefunds/fetch',
  orderRefundsApi.view,
  ORDER_REFUND_FALLBACKS.fetchRefunds,
);

export const createRefund = createApiThunk<OrderRefunds, CreateRefundArgs>(
  'orderRefunds/create',
  orderRefundsApi.create,
  ORDER_REFUND_FALLBACKS.createRefund,
);

export const retryRefund = createApiThunk<OrderRefunds, { orderId: number; refundId: number }>(
  'orderRefunds/retry',
  orderRefundsApi.retry,
  ORDER_REFUND_FALLBACKS.retryRefund,
);

export const downloadCreditNote = createApiThunk<
  { fileName: string },
  { orderId: number; creditNoteId: number; creditNoteNumber: string }
>(
  'orderRefunds/downloadCreditNote',
  async ({ orderId, creditNoteId, creditNoteNumber }, signal) => {
    const { blob, fileName } = await orderRefundsApi.creditNote(orderId, creditNoteId, signal);
    const name = fileName ?? `credit-note-${creditNoteNumber}.pdf`;
    saveFile(blob, name);
    return { message: '', statusCode: 200, data: { fileName: name } };
  },
  ORDER_REFUND_FALLBACKS.downloadCreditNote,
);
