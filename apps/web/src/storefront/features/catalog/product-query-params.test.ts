import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_QUERY,
  activeFilterCount,
  changeProductQuery,
  chosenBrandIds,
  chosenCategoryIds,
  parseProductQuery,
  sortChanges,
  sortChoiceOf,
  toFacetsRequest,
  toListRequest,
  toggleBrand,
  toggleCategory,
  writeProductQuery,
  type ProductQuery,
} from './product-query-params';

const parse = (search: string) => parseProductQuery(new URLSearchParams(search));
const query = (changes: Partial<ProductQuery> = {}) => ({ ...DEFAULT_PRODUCT_QUERY, ...changes });

describe('parseProductQuery', () => {
  it('reads nothing as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_PRODUCT_QUERY);
  });

  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'search=+dates+&brandId=3&categoryId=7&brandIds=4,5&categoryIds=8&minPrice=10' +
          '&maxPrice=99.5&inStock=true&hasDiscount=1&sortBy=price&sortDirection=desc&page=4',
      ),
    ).toEqual({
      page: 4,
      search: 'dates',
      brandId: 3,
      categoryId: 7,
      brandIds: [4, 5],
      categoryIds: [8],
      minPrice: 10,
      maxPrice: 99.5,
      inStock: true,
      hasDiscount: true,
      sortBy: 'price',
      sortDirection: 'desc',
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(
      parse(
        'page=-2&brandId=abc&categoryId=1.5&minPrice=ten&maxPrice=-4&inStock=maybe' +
          '&hasDiscount=2&sortBy=random&sortDirection=up',
      ),
    ).toEqual(DEFAULT_PRODUCT_QUERY);
    expect(parse('page=0').page).toBe(1);
    expect(parse('brandId=99999999999').brandId).toBeNull();
    expect(parse('brandIds=3,x&categoryIds=,').brandIds).toEqual([]);
    const tooMany = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    expect(parse(`categoryIds=${tooMany}`).categoryIds).toEqual([]);
  });

  it('drops only the bad value and keeps the rest of the list state', () => {
    expect(parse('brandId=abc&categoryId=7&sortBy=name&page=x')).toEqual(
      query({ categoryId: 7, sortBy: 'name' }),
    );
  });

  it('reads values the way the API reads them', () => {
    expect(parse('inStock=yes&hasDiscount=0&sortDirection=DESC&minPrice=%D9%A1%D9%A2')).toEqual(
      query({ inStock: true, sortDirection: 'desc', minPrice: 12 }),
    );
    // The API refuses a third decimal rather than rounding it, so the link's value is dropped.
    expect(parse('minPrice=10.129').minPrice).toBeNull();
  });

  it('swaps a price range given backwards', () => {
    expect(parse('minPrice=500&maxPrice=100.25')).toMatchObject({
      minPrice: 100.25,
      maxPrice: 500,
    });
  });

  it('drops a search with control characters', () => {
    expect(parse('search=milk%00').search).toBe('');
  });

  it('keeps a search in Arabic and caps its length', () => {
    expect(parse(`search=${encodeURIComponent('حليب')}`).search).toBe('حليب');
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('writeProductQuery', () => {
  it('writes only what differs from the defaults, in a stable order', () => {
    const written = writeProductQuery(
      query({
        page: 2,
        brandId: 3,
        minPrice: 0,
        inStock: true,
        sortBy: 'price',
        sortDirection: 'desc',
      }),
    );
    expect(written.toString()).toBe(
      'brandId=3&minPrice=0&inStock=true&sortBy=price&sortDirection=desc&page=2',
    );
  });

  it('keeps parameters it does not own and replaces the ones it does', () => {
    const base = new URLSearchParams('utm_source=mail&brandId=1&page=3');
    expect(writeProductQuery(query({ brandId: 2 }), base).toString()).toBe(
      'utm_source=mail&brandId=2',
    );
  });

  it('round-trips through the parser', () => {
    const original = query({
      search: 'قهوة',
      categoryId: 4,
      maxPrice: 250,
      hasDiscount: true,
      page: 3,
    });
    expect(parseProductQuery(writeProductQuery(original))).toEqual(original);
  });
});

describe('changeProductQuery', () => {
  it('changing a filter or the sort goes back to page 1', () => {
    expect(changeProductQuery(query({ page: 5 }), { brandId: 2 })).toMatchObject({
      page: 1,
      brandId: 2,
    });
    expect(changeProductQuery(query({ page: 5 }), sortChanges('name')).page).toBe(1);
  });

  it('changing only the page keeps the filters', () => {
    expect(changeProductQuery(query({ brandId: 2 }), { page: 3 })).toMatchObject({
      page: 3,
      brandId: 2,
    });
  });
});

describe('sort choices', () => {
  it('defaults to newest, or to relevance while searching', () => {
    expect(sortChoiceOf(query())).toBe('newest');
    expect(sortChoiceOf(query({ search: 'milk' }))).toBe('relevance');
  });

  it('maps each choice to the API’s sortBy and direction and back', () => {
    for (const choice of ['newest', 'priceAsc', 'priceDesc', 'name', 'bestSelling'] as const) {
      expect(sortChoiceOf(query(sortChanges(choice)))).toBe(choice);
    }
    expect(sortChanges('priceDesc')).toEqual({ sortBy: 'price', sortDirection: 'desc' });
    expect(sortChanges('relevance')).toEqual({ sortBy: null, sortDirection: null });
  });
});

describe('several brands and categories', () => {
  it('ticks add to the list and unticks remove, written as brandIds alone', () => {
    expect(toggleBrand(query(), 3)).toEqual({ brandId: null, brandIds: [3] });
    expect(toggleBrand(query({ brandIds: [3] }), 5)).toEqual({ brandId: null, brandIds: [3, 5] });
    expect(toggleBrand(query({ brandIds: [3, 5] }), 3)).toEqual({ brandId: null, brandIds: [5] });
    expect(toggleCategory(query({ categoryIds: [7] }), 7)).toEqual({
      categoryId: null,
      categoryIds: [],
    });
  });

  it('folds a brandId from an older link into the list', () => {
    const old = query({ brandId: 2, categoryId: 4 });
    expect(chosenBrandIds(old)).toEqual([2]);
    expect(chosenCategoryIds(query({ categoryId: 4, categoryIds: [4, 6] }))).toEqual([4, 6]);
    expect(toggleBrand(old, 9)).toEqual({ brandId: null, brandIds: [2, 9] });
    expect(toggleBrand(old, 2)).toEqual({ brandId: null, brandIds: [] });
  });

  it('stops at the 20 ids the API takes', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(toggleBrand(query({ brandIds: twenty }), 21).brandIds).toEqual(twenty);
    expect(toggleBrand(query({ brandIds: twenty }), 20).brandIds).toHaveLength(19);
  });

  it('writes the lists comma-separated, leaves empty ones out and round-trips', () => {
    const chosen = query({ brandIds: [3, 5], categoryIds: [], page: 2 });
    expect(writeProductQuery(chosen).toString()).toBe('brandIds=3%2C5&page=2');
    expect(parse(writeProductQuery(chosen).toString())).toEqual(chosen);
    const applied = changeProductQuery(chosen, toggleCategory(chosen, 8));
    expect(writeProductQuery(applied).toString()).toBe('brandIds=3%2C5&categoryIds=8');
  });

  it('sends the lists to the list and the counts, and counts each kind once', () => {
    const chosen = query({ brandIds: [3, 5], categoryIds: [8], search: 'tea' });
    const list = toListRequest(chosen, 12);
    expect(list).toMatchObject({ brandIds: [3, 5], categoryIds: [8] });
    expect(toFacetsRequest(list)).toEqual({ search: 'tea', brandIds: [3, 5], categoryIds: [8] });
    expect(toListRequest(query(), 12).brandIds).toBeUndefined();
    expect(activeFilterCount(chosen)).toBe(2);
    expect(activeFilterCount(query({ brandId: 1, brandIds: [2] }))).toBe(1);
  });
});

describe('activeFilterCount', () => {
  it('counts the price range once and ignores the search and sort', () => {
    expect(activeFilterCount(query({ search: 'x', sortBy: 'name' }))).toBe(0);
    expect(activeFilterCount(query({ brandId: 1, minPrice: 5, maxPrice: 9, inStock: true }))).toBe(
      3,
    );
  });
});

describe('toListRequest', () => {
  it('leaves unset filters and false flags out of the API request', () => {
    expect(toListRequest(query({ page: 2, brandId: 3, sortBy: 'price' }), 12)).toEqual({
      pageNumber: 2,
      pageSize: 12,
      search: undefined,
      brandId: 3,
      categoryId: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
      hasDiscount: undefined,
      sortBy: 'price',
      sortDirection: undefined,
    });
  });
});

describe('toFacetsRequest', () => {
  it('keeps the search and filters of the list request, without paging or sort', () => {
    const list = toListRequest(
      query({ page: 3, search: 'tea', brandId: 2, minPrice: 5, inStock: true, sortBy: 'name' }),
      12,
    );
    expect(toFacetsRequest(list)).toEqual({
      search: 'tea',
      brandId: 2,
      minPrice: 5,
      inStock: true,
    });
  });

  it('takes a filter the page fixes itself', () => {
    expect(toFacetsRequest({ ...toListRequest(query(), 12), categoryId: 4 })).toEqual({
      categoryId: 4,
    });
  });
});
