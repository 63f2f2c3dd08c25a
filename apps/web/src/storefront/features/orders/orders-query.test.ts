import { describe, expect, it } from 'vitest';
import { parseOrdersQuery, writeOrdersQuery } from './orders-query';

describe('my orders query', () => {
  it('reads the status and page from the URL', () => {
    expect(parseOrdersQuery(new URLSearchParams('status=Shipped&page=3'))).toEqual({
      page: 3,
      status: 'Shipped',
    });
  });

  it('ignores an unknown status and a page that is not a whole number above 1', () => {
    for (const search of [
      'status=Lost&page=0',
      'status=shipped',
      'page=-2',
      'page=1.5',
      'page=abc',
      '',
    ]) {
      expect(parseOrdersQuery(new URLSearchParams(search))).toEqual({ page: 1, status: null });
    }
  });

  it('writes only what differs from the first page of all orders', () => {
    expect(writeOrdersQuery({ page: 1, status: null })).toEqual({});
    expect(writeOrdersQuery({ page: 2, status: 'Pending' })).toEqual({
      status: 'Pending',
      page: '2',
    });
  });
});
