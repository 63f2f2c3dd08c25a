import { describe, expect, it } from 'vitest';
import { applyQueryChanges, hasFilters, readProductsQuery, toListRequest } from './products-query';

describe('products list query', () => {
  it('reads defaults from an empty URL and sends only paging', () => {
    const query = readProductsQuery(new URLSearchParams());
    expect(query).toMatchObject({ page: 1, pageSize: 10, sort: 'newest', discounted: false });
    expect(hasFilters(query)).toBe(false);
    expect(toListRequest(query)).toEqual({
      pageNumber: 1,
      pageSize: 10,
      search: undefined,
      brandId: undefined,
      categoryId: undefined,
      isActive: undefined,
      stockStatus: undefined,
      hasDiscount: undefined,
    });
  });

  it('turns every filter and the sort into the admin list request', () => {
    const query = readProductsQuery(
      new URLSearchParams(
        'page=3&pageSize=20&search=dates&brandId=4&categoryId=2&status=inactive&stock=lowStock&discounted=true&sort=priceDesc',
      ),
    );
    expect(hasFilters(query)).toBe(true);
    expect(toListRequest(query)).toEqual({
      pageNumber: 3,
      pageSize: 20,
      search: 'dates',
      brandId: 4,
      categoryId: 2,
      isActive: false,
      stockStatus: 'lowStock',
      hasDiscount: true,
      sortBy: 'price',
      sortDirection: 'desc',
    });
  });

  it('ignores malformed values', () => {
    const query = readProductsQuery(
      new URLSearchParams('page=-2&pageSize=7&brandId=x&stock=plenty&sort=random&status=maybe'),
    );
    expect(query).toMatchObject({
      page: 1,
      pageSize: 10,
      brandId: null,
      stock: null,
      sort: 'newest',
      status: null,
    });
  });

  it('leaves defaults and blanks out of the URL', () => {
    const next = applyQueryChanges(new URLSearchParams('page=4&brandId=2&sort=name'), {
      page: 1,
      brandId: null,
      sort: 'newest',
      search: 'tea',
    });
    expect(next.toString()).toBe('search=tea');
  });
});
