import type {
  AdminOrderDetails,
  AdminOrdersFilters,
  AdminOrderSummary,
  Paged,
} from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import { saveFile } from '../../../lib/save-file';
import { adminOrderApi, type UpdateOrderStatusArgs } from './admin-orders.api';

/** Used only when the server sent no message (the specification names none for orders). */
export const ADMIN_ORDER_FALLBACKS = {
  fetchOrders: 'Failed to fetch orders',
  fetchOrderDetails: 'Failed to fetch order details',
  updateOrderStatus: 'Failed to update order status',
  toggleOrderPaid: 'Failed to update payment status',
  downloadInvoice: 'Failed to download invoice',
} as const;

export const fetchAdminOrders = createApiThunk<Paged<AdminOrderSummary>, AdminOrdersFilters>(
  'adminOrders/fetchAll',
  adminOrderApi.list,
  ADMIN_ORDER_FALLBACKS.fetchOrders,
);

export const fetchAdminOrderDetails = createApiThunk<AdminOrderDetails, number>(
  'adminOrders/fetchDetails',
  adminOrderApi.details,
  ADMIN_ORDER_FALLBACKS.fetchOrderDetails,
);

export const updateOrderStatus = createApiThunk<AdminOrderDetails, UpdateOrderStatusArgs>(
  'adminOrders/updateStatus',
  adminOrderApi.updateStatus,
  ADMIN_ORDER_FALLBACKS.updateOrderStatus,
);

export const toggleOrderPaid = createApiThunk<AdminOrderDetails, number>(
  'adminOrders/togglePaid',
  adminOrderApi.togglePaid,
  ADMIN_ORDER_FALLBACKS.toggleOrderPaid,
);

/**
 * Downloads the order's PDF invoice with the token and hands it to the browser; only the file
 * name goes through Redux (a Blob is not serializable).
 */
export type InvoiceTarget = Pick<AdminOrderSummary, 'id' | 'orderNumber'>;

export const downloadInvoice = createApiThunk<{ fileName: string }, InvoiceTarget>(
  'adminOrders/downloadInvoice',
  async (order, signal) => {
    const { blob, fileName } = await adminOrderApi.invoice(order.id, signal);
    const name = fileName ?? `invoice-${order.orderNumber}.pdf`;
    saveFile(blob, name);
    return { message: '', statusCode: 200, data: { fileName: name } };
  },
  ADMIN_ORDER_FALLBACKS.downloadInvoice,
);

/** The calls that share the slice's loading, error, message and status code. */
export const adminOrderThunks = [
  fetchAdminOrders,
  fetchAdminOrderDetails,
  updateOrderStatus,
  toggleOrderPaid,
] as const;
