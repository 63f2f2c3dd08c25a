import { useListQuery } from '../../../lib/list-query';
import { applyQueryChanges, readProductsQuery } from './products-query';

/** The products list's page, filters and sort, kept in the URL. */
export function useProductsQuery() {
  return useListQuery(readProductsQuery, applyQueryChanges);
}
