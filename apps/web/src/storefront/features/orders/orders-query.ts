import { myOrdersQuerySchema } from '@dukkan/contracts';
import { readListParams } from '../../../lib/list-query';

export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * My orders' status filter and page, kept in the URL so back, reload and links keep them. Read
 * with the schema `Order/GetMyOrders` checks them with; a bad value reads as the first page of
 * all orders.
 */
export function parseOrdersQuery(params: URLSearchParams) {
  const { pageNumber, status } = readListParams(myOrdersQuerySchema, params, {
    pageNumber: 'page',
    status: 'status',
  });
  return { page: pageNumber, status: status ?? null };
}

export type OrdersQuery = ReturnType<typeof parseOrdersQuery>;

/** Only what differs from the first page of all orders is written. */
export function writeOrdersQuery({ page, status }: OrdersQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (status) params.status = status;
  if (page > 1) params.page = String(page);
  return params;
}
