import { useListQuery } from '../../../lib/list-query';
import { applyCouponsQueryChanges, readCouponsQuery } from './coupons-query';

/** The coupons list's page, filters and sort, kept in the URL. */
export function useCouponsQuery() {
  return useListQuery(readCouponsQuery, applyCouponsQueryChanges);
}
