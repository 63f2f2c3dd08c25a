import { ORDER_STATUSES, type OrderStatus } from '@dukkan/contracts';

/** My orders' status filter and page, kept in the URL so back, reload and links keep them. */
export interface OrdersQuery {
  page: number;
  status: OrderStatus | null;
}

export const MY_ORDERS_PAGE_SIZE = 10;

export function parseOrdersQuery(params: URLSearchParams): OrdersQuery {
  const page = Number(params.get('page'));
  const status = ORDER_STATUSES.find((value) => value === params.get('status')) ?? null;
  return { page: Number.isSafeInteger(page) && page > 1 ? page : 1, status };
}

/** Only what differs from the first page of all orders is written. */
export function writeOrdersQuery({ page, status }: OrdersQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (status) params.status = status;
  if (page > 1) params.page = String(page);
  return params;
}
