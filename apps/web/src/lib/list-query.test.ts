import { describe, expect, it } from 'vitest';
import { applyListChanges, oneOf, positiveInt } from './list-query';

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
