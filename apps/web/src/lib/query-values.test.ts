import {
  emptyFooter,
  FOOTER_DEFAULTS,
  footerBodySchema,
  optionalBoolean,
  optionalId,
  optionalIdList,
  pageQuerySchema,
  PRODUCT_SORTS,
  productFacetsQuerySchema,
  productListQuerySchema,
  readChoice,
  readFlag,
  readId,
  readIdList,
  readPageNumber,
  readPrice,
} from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { FACET_KEYS, parseProductQuery } from '../storefront/features/catalog/product-query-params';
import { readListParams } from './list-query';

// The storefront reads its addresses with plain functions (no zod on a first load). These tests
// hold each of them to the schema the API reads the same value with, over values a hand-edited or
// pasted address can carry.

/** What a schema makes of a value, or undefined where it refuses it. */
function schemaReads(schema: { safeParse(input: unknown): { success: boolean; data?: unknown } }) {
  return (text: string | undefined) => {
    const result = schema.safeParse(text);
    return result.success ? result.data : undefined;
  };
}

const TEXTS = [
  undefined,
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '1',
  '7',
  ' 12 ',
  '007',
  '-3',
  '2.5',
  '2.50',
  '19.999',
  '1e3',
  '0x10',
  'abc',
  '٣',
  '١٢٫٥',
  '۴۲',
  '2147483647',
  '2147483648',
  '3,7',
  '3, 7 ,3',
  '٣,٧',
  '3,,7',
  ',3',
  '3,0',
  Array.from({ length: 20 }, (_, i) => i + 1).join(','),
  Array.from({ length: 21 }, (_, i) => i + 1).join(','),
  'true',
  'TRUE',
  ' yes ',
  'on',
  'off',
  'no',
  'false',
  'maybe',
  'price',
  'Price',
  'newest',
  'bestSelling',
  'asc',
  'DESC',
  '\u0000',
];

const optionalPrice = productListQuerySchema.shape.minPrice;

describe('the plain query readers read what the API schemas read', () => {
  it.each(TEXTS.map((text) => [text]))('%j', (text) => {
    expect(readId(text)).toEqual(schemaReads(optionalId)(text));
    expect(readIdList(text)).toEqual(schemaReads(optionalIdList)(text));
    expect(readPrice(text)).toEqual(schemaReads(optionalPrice)(text));
    expect(readFlag(text)).toEqual(schemaReads(optionalBoolean)(text));
    expect(readChoice(text, PRODUCT_SORTS)).toEqual(
      schemaReads(productListQuerySchema.shape.sortBy)(text),
    );
    expect(readPageNumber(text)).toEqual(pageQuerySchema.shape.pageNumber.parse(text));
  });
});

/** The shop's address as the schema reads it, one parameter at a time (the reference). */
function parseWithSchema(search: string) {
  const params = new URLSearchParams(search);
  const source = new URLSearchParams(params);
  if (params.get('search') !== null) {
    source.set('search', (params.get('search') ?? '').trim().slice(0, 100));
  }
  const fields = readListParams(productListQuerySchema, source, {
    pageNumber: 'page',
    search: 'search',
    brandId: 'brandId',
    categoryId: 'categoryId',
    brandIds: 'brandIds',
    categoryIds: 'categoryIds',
    minPrice: 'minPrice',
    maxPrice: 'maxPrice',
    inStock: 'inStock',
    hasDiscount: 'hasDiscount',
    sortBy: 'sortBy',
    sortDirection: 'sortDirection',
  });
  let minPrice = fields.minPrice ?? null;
  let maxPrice = fields.maxPrice ?? null;
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    page: fields.pageNumber,
    search: fields.search ?? '',
    brandId: fields.brandId ?? null,
    categoryId: fields.categoryId ?? null,
    brandIds: fields.brandIds ?? [],
    categoryIds: fields.categoryIds ?? [],
    minPrice,
    maxPrice,
    inStock: fields.inStock ?? false,
    hasDiscount: fields.hasDiscount ?? false,
    sortBy: fields.sortBy ?? null,
    sortDirection: fields.sortDirection ?? null,
  };
}

describe("the shop's address", () => {
  const KEYS = ['page', 'search', 'brandId', 'categoryId', 'brandIds', 'categoryIds', 'minPrice'];
  const MORE = ['maxPrice', 'inStock', 'hasDiscount', 'sortBy', 'sortDirection'];
  const addresses = [...KEYS, ...MORE].flatMap((key) =>
    TEXTS.filter((text) => text !== undefined).map((text) => `${key}=${encodeURIComponent(text)}`),
  );
  addresses.push(
    'search=  dates  ',
    `search=${'x'.repeat(99)}%20%20y`,
    `search=${'ي'.repeat(120)}`,
    'search=a%00b',
    'minPrice=90&maxPrice=10',
    'minPrice=٥٠&maxPrice=٥٠٠&sortBy=price&sortDirection=desc&page=3',
  );

  it.each(addresses.map((address) => [address]))('%s reads as the schema reads it', (address) => {
    expect(parseProductQuery(new URLSearchParams(address))).toEqual(parseWithSchema(address));
  });

  it('asks for the facets with the fields their schema takes', () => {
    expect([...FACET_KEYS].sort()).toEqual(Object.keys(productFacetsQuerySchema.shape).sort());
  });
});

describe('the empty footer', () => {
  it('holds the defaults the API gives a footer never saved', () => {
    expect(FOOTER_DEFAULTS).toEqual(footerBodySchema.parse({}));
    expect(emptyFooter).toMatchObject(footerBodySchema.parse({}));
  });
});
