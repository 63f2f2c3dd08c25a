import { describe, expect, it } from 'vitest';
import {
  applyOrdersQueryChanges,
  countFilters,
  hasFilters,
  readOrdersQuery,
  toOrdersRequest,
} from './orders-query';

const read = (search: string) => readOrdersQuery(new URLSearchParams(search));

describe('readOrdersQuery', () => {
  it('defaults to page 1 of 10, newest first, no filters', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      status: null,
      paid: null,
      method: null,
      from: null,
      to: null,
      sort: 'newest',
    });
  });

  it('reads every filter it knows', () => {
    expect(
      read(
        'page=3&pageSize=50&search=sara&status=Shipped&paid=unpaid&method=CashOnDelivery' +
          '&from=2025-01-01&to=2025-01-31&sort=totalDesc',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'sara',
      status: 'Shipped',
      paid: 'unpaid',
      method: 'CashOnDelivery',
      from: '2025-01-01',
      to: '2025-01-31',
      sort: 'totalDesc',
    });
  });

  it('ignores malformed values instead of failing the screen', () => {
    expect(
      read(
        'page=-2&pageSize=7&status=lost&paid=maybe&method=Cash&from=1/1/2025&to=2025-02-30&sort=up',
      ),
    ).toMatchObject({
      page: 1,
      pageSize: 10,
      status: null,
      paid: null,
      method: null,
      from: null,
      to: null,
      sort: 'newest',
    });
  });

  it('reads values the way the API does: any letter case, Arabic digits in days', () => {
    expect(read('status=shipped&method=cashondelivery&from=٢٠٢٥-٠١-٠١')).toMatchObject({
      status: 'Shipped',
      method: 'CashOnDelivery',
      from: '2025-01-01',
    });
  });

  it('leaves out a search the API would refuse rather than failing the list', () => {
    expect(read(`search=${'x'.repeat(101)}`).search).toBe('');
    expect(read('pageSize=500').pageSize).toBe(10);
  });
});

describe('toOrdersRequest', () => {
  it('sends nothing for the defaults', () => {
    expect(toOrdersRequest(read(''))).toEqual({
      pageNumber: 1,
      pageSize: 10,
      search: undefined,
      status: undefined,
      isPaid: undefined,
      paymentMethod: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('maps the filters and the sort to the API’s names', () => {
    expect(
      toOrdersRequest(read('status=Pending&paid=paid&method=Online&sort=status&from=2025-02-01')),
    ).toMatchObject({
      status: 'Pending',
      isPaid: true,
      paymentMethod: 'Online',
      from: '2025-02-01',
      sortBy: 'status',
      sortDirection: 'asc',
    });
    expect(toOrdersRequest(read('paid=unpaid&sort=oldest'))).toMatchObject({
      isPaid: false,
      sortBy: 'createdAt',
      sortDirection: 'asc',
    });
  });

  it('reads a range typed backwards the right way round (the API would refuse it)', () => {
    expect(toOrdersRequest(read('from=2025-03-10&to=2025-03-01'))).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });
});

describe('filters', () => {
  it('counts the narrowing filters, and the search makes the list filtered too', () => {
    expect(countFilters(read('status=Pending&from=2025-01-01&search=x'))).toBe(2);
    expect(hasFilters(read('search=x'))).toBe(true);
    expect(hasFilters(read('sort=oldest&pageSize=20'))).toBe(false);
  });
});

describe('applyOrdersQueryChanges', () => {
  it('sets values and leaves out blanks and defaults', () => {
    const next = applyOrdersQueryChanges(new URLSearchParams('page=4&status=Pending&sort=oldest'), {
      status: null,
      paid: 'paid',
      page: 1,
      sort: 'newest',
      search: '',
    });
    expect(next.toString()).toBe('paid=paid');
  });
});
