import { adminOrdersQuerySchema } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyListChanges,
  offeredPageSize,
  oneOf,
  positiveInt,
  readListParams,
} from './list-query';

describe('readListParams', () => {
  const read = (search: string) =>
    readListParams(adminOrdersQuerySchema, new URLSearchParams(search), {
      pageNumber: 'page',
      pageSize: 'pageSize',
      status: 'status',
      from: 'from',
    });

  it('reads the named parameters as the API would, under the names the address uses', () => {
    expect(read('page=3&pageSize=20&status=pending&from=٢٠٢٥-٠١-٠٢&pageNumber=9')).toEqual({
      pageNumber: 3,
      pageSize: 20,
      status: 'Pending',
      from: '2025-01-02',
    });
  });

  it('gives a refused value the default of a missing one, and keeps the others', () => {
    expect(read('page=-1&pageSize=abc&status=Lost&from=2025-02-30')).toEqual({
      pageNumber: 1,
      pageSize: 10,
      status: undefined,
      from: undefined,
    });
    expect(read('page=2&status=Lost')).toMatchObject({ pageNumber: 2, status: undefined });
  });

  it('takes only the page sizes the list offers', () => {
    expect(offeredPageSize([10, 20, 50], 20)).toBe(20);
    expect(offeredPageSize([10, 20, 50], 7)).toBe(10);
  });
});

describe('reading list parameters', () => {
  it('takes whole numbers above zero only', () => {
    expect(positiveInt('3')).toBe(3);
    for (const text of [null, '', '0', '-2', '1.5', 'abc']) expect(positiveInt(text)).toBeNull();
  });

  it('takes one of the choices only', () => {
    expect(oneOf(['asc', 'desc'] as const, 'desc')).toBe('desc');
    expect(oneOf(['asc', 'desc'] as const, 'up')).toBeNull();
    expect(oneOf(['asc', 'desc'] as const, null)).toBeNull();
  });
});

describe('applyListChanges', () => {
  it('sets values and leaves blanks and the first page out', () => {
    const params = new URLSearchParams('search=tea&page=3&role=Admin');
    const next = applyListChanges(params, { search: '', page: 1, role: null, pageSize: 20 });
    expect(next.toString()).toBe('pageSize=20');
    expect(params.toString()).toBe('search=tea&page=3&role=Admin');
  });

  it('leaves out the defaults it is given', () => {
    const next = applyListChanges(
      new URLSearchParams('status=Active'),
      { sort: 'newest', page: 2 },
      { page: 1, sort: 'newest' },
    );
    expect(next.toString()).toBe('status=Active&page=2');
    expect(applyListChanges(next, { sort: 'usage' }).get('sort')).toBe('usage');
  });
});
