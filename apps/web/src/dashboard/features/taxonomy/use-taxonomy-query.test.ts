import { describe, expect, it } from 'vitest';
import { readTaxonomyQuery } from './use-taxonomy-query';

const read = (search: string) => readTaxonomyQuery(new URLSearchParams(search));

describe('brand and category list query', () => {
  it('reads the page and the search', () => {
    expect(read('')).toEqual({ page: 1, search: '' });
    expect(read('page=3&search=%20tea%20')).toEqual({ page: 3, search: 'tea' });
  });

  it('ignores malformed values instead of failing the screen', () => {
    expect(read(`page=1.5&search=${'x'.repeat(101)}`)).toEqual({ page: 1, search: '' });
  });
});
