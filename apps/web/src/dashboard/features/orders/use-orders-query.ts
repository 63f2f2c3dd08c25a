import { useListQuery } from '../../../lib/list-query';
import { applyOrdersQueryChanges, readOrdersQuery } from './orders-query';

/** The orders list's page, filters and sort, kept in the URL. */
export function useOrdersQuery() {
  return useListQuery(readOrdersQuery, applyOrdersQueryChanges);
}
