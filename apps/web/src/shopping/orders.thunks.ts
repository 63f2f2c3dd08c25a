import type {
  CreditNoteSummary,
  CreateOrderBody,
  CreateOrderResult,
  OrderDetails,
  OrderSummary,
  OrderTotals,
  Paged,
  ReorderResult,
} from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { saveFile } from '../lib/save-file';
import { orderApi, type MyOrdersQuery, type OrderPreviewQuery } from './orders.api';

/** Used only when the server sent no message (the seed names none for orders). */
export const ORDER_FALLBACKS = {
  createOrder: 'Failed to create order',
  fetchOrderPreview: 'Failed to calculate order totals',
  fetchMyOrders: 'Failed to fetch orders',
  fetchOrderDetails: 'Failed to fetch order details',
  cancelMyOrder: 'Failed to cancel the order',
  reorder: 'Failed to add the order to the cart',
  downloadMyInvoice: 'Failed to download the invoice',
  fetchMyCreditNotes: 'Failed to fetch the credit notes',
  downloadMyCreditNote: 'Failed to download the credit note',
} as const;

export const createOrder = createApiThunk<CreateOrderResult, CreateOrderBody>(
  'orders/create',
  orderApi.create,
  ORDER_FALLBACKS.createOrder,
);

export const fetchOrderPreview = createApiThunk<OrderTotals, OrderPreviewQuery>(
  'orders/fetchPreview',
  orderApi.preview,
  ORDER_FALLBACKS.fetchOrderPreview,
);

export const fetchMyOrders = createApiThunk<Paged<OrderSummary>, MyOrdersQuery>(
  'orders/fetchMine',
  orderApi.listMine,
  ORDER_FALLBACKS.fetchMyOrders,
);

export const fetchOrderDetails = createApiThunk<OrderDetails, number>(
  'orders/fetchDetails',
  orderApi.details,
  ORDER_FALLBACKS.fetchOrderDetails,
);

export const cancelMyOrder = createApiThunk<OrderDetails, number>(
  'orders/cancelMine',
  orderApi.cancel,
  ORDER_FALLBACKS.cancelMyOrder,
);

export const reorder = createApiThunk<ReorderResult, number>(
  'orders/reorder',
  orderApi.reorder,
  ORDER_FALLBACKS.reorder,
);

export type InvoiceTarget = Pick<OrderSummary, 'id' | 'orderNumber'>;

/**
 * Downloads the order's PDF invoice with the token and hands it to the browser; only the file
 * name goes through Redux (a Blob is not serializable).
 */
export const downloadMyInvoice = createApiThunk<{ fileName: string }, InvoiceTarget>(
  'orders/downloadInvoice',
  async (order, signal) => {
    const { blob, fileName } = await orderApi.invoice(order.id, signal);
    const name = fileName ?? `invoice-${order.orderNumber}.pdf`;
    saveFile(blob, name);
    return { message: '', statusCode: 200, data: { fileName: name } };
  },
  ORDER_FALLBACKS.downloadMyInvoice,
);

export const fetchMyCreditNotes = createApiThunk<CreditNoteSummary[], number>(
  'orders/fetchCreditNotes',
  orderApi.creditNotes,
  ORDER_FALLBACKS.fetchMyCreditNotes,
);

/** Downloads one credit note of the caller's order (PDF), like the invoice. */
export const downloadMyCreditNote = createApiThunk<
  { fileName: string },
  { orderId: number; note: Pick<CreditNoteSummary, 'id' | 'creditNoteNumber'> }
>(
  'orders/downloadCreditNote',
  async ({ orderId, note }, signal) => {
    const { blob, fileName } = await orderApi.creditNote(orderId, note.id, signal);
    const name = fileName ?? `credit-note-${note.creditNoteNumber}.pdf`;
    saveFile(blob, name);
    return { message: '', statusCode: 200, data: { fileName: name } };
  },
  ORDER_FALLBACKS.downloadMyCreditNote,
);

/** The calls that share the slice's loading, error, message and status code. */
export const orderThunks = [
  createOrder,
  fetchOrderPreview,
  fetchMyOrders,
  fetchOrderDetails,
  cancelMyOrder,
  reorder,
] as const;
