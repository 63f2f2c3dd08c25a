import { describe, expect, it } from 'vitest';
import {
  applyCouponsQueryChanges,
  hasCouponFilters,
  readCouponsQuery,
  toCouponsRequest,
} from './coupons-query';

const read = (search: string) => readCouponsQuery(new URLSearchParams(search));

describe('coupons list query', () => {
  it('defaults to page 1 of 10, newest first, unfiltered', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, search: '', status: null, sort: 'newest' });
    expect(toCouponsRequest(read(''))).toEqual({
      pageNumber: 1,
      pageSize: 10,
      search: undefined,
      status: undefined,
      sortBy: undefined,
    });
  });

  it('reads the filters and sends them under the API’s names', () => {
    const query = read('page=2&pageSize=20&search=save&status=usedUp&sort=endDate');
    expect(toCouponsRequest(query)).toEqual({
      pageNumber: 2,
      pageSize: 20,
      search: 'save',
      status: 'usedUp',
      sortBy: 'endDate',
    });
    expect(hasCouponFilters(query)).toBe(true);
  });

  it('ignores malformed values', () => {
    expect(read('page=0&pageSize=3&status=gone&sort=price')).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      status: null,
      sort: 'newest',
    });
  });

  it('reads values the way the API does and drops a search it would refuse', () => {
    expect(read('status=&sort=&search=%20save%20')).toMatchObject({
      search: 'save',
      status: null,
      sort: 'newest',
    });
    expect(read(`search=${'x'.repeat(41)}&status=active`)).toMatchObject({
      search: '',
      status: 'active',
    });
  });

  it('leaves defaults and blanks out of the URL', () => {
    const next = applyCouponsQueryChanges(new URLSearchParams('status=active&page=3'), {
      status: '',
      page: 1,
      sort: 'code',
    });
    expect(next.toString()).toBe('sort=code');
  });
});
