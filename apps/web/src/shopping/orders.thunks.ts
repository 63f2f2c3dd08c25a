import type {
  CreateOrderBody,
  CreateOrderResult,
  OrderDetails,
  OrderSummary,
  OrderTotals,
  Paged,
} from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { orderApi, type MyOrdersQuery, type OrderPreviewQuery } from './orders.api';

/** Used only when the server sent no message (the seed names none for orders). */
export const ORDER_FALLBACKS = {
  createOrder: 'Failed to create order',
  fetchOrderPreview: 'Failed to calculate order totals',
  fetchMyOrders: 'Failed to fetch orders',
  fetchOrderDetails: 'Failed to fetch order details',
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

export const orderThunks = [
  createOrder,
  fetchOrderPreview,
  fetchMyOrders,
  fetchOrderDetails,
] as const;
