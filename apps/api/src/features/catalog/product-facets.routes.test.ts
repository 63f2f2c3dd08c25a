import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductFacets } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';

let t: TestApp;
let apple: number;
let samsung: number;
let almarai: number;
let electronics: number;
let phones: number;
let cases: number;
let dairy: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  apple = (await createBrandRow(t.app, 'Apple', 'أبل')).id;
  samsung = (await createBrandRow(t.app, 'Samsung', 'سامسونج')).id;
  almarai = (await createBrandRow(t.app, 'Almarai', 'المراعي')).id;
  await createBrandRow(t.app, 'Nokia', 'نوكيا'); // no products: never listed
  electronics = (await createCategoryRow(t.app, { nameEn: 'Electronics', nameAr: 'إلكترونيات' }))
    .id;
  phones = (
    await createCategoryRow(t.app, { nameEn: 'Phones', nameAr: 'جوالات', parentId: electronics })
  ).id;
  cases = (
    await createCategoryRow(t.app, { nameEn: 'Phone cases', nameAr: 'أغطية', parentId: phones })
  ).id;
  dairy = (await createCategoryRow(t.app, { nameEn: 'Dairy', nameAr: 'ألبان' })).id;
  const now = Date.now();
  const rows = [
    { nameEn: 'iPhone 15', brandId: apple, categoryId: phones, priceHalalas: 489_900 },
    {
      nameEn: 'iPhone case',
      brandId: apple,
      categoryId: cases,
      priceHalalas: 9_900,
      discountType: 'Percentage' as const,
      discountValueHundredths: 5_000,
    },
    { nameEn: 'Galaxy S24', brandId: samsung, categoryId: phones, priceHalalas: 399_900 },
    { nameEn: 'Galaxy case', brandId: samsung, categoryId: cases, priceHalalas: 4_900, stock: 0 },
    { nameEn: 'Samsung TV', brandId: samsung, categoryId: electronics, priceHalalas: 269_900 },
    { nameEn: 'Fresh milk', brandId: almarai, categoryId: dairy, priceHalalas: 1_100 },
    {
      nameEn: 'Laban',
      brandId: almarai,
      categoryId: dairy,
      priceHalalas: 650,
      discountType: 'Fixed' as const,
      discountValueHundredths: 100,
      discountStartsAt: new Date(now + 5 * DAY),
    },
    // Hidden from shoppers: counted nowhere.
    {
      nameEn: 'Hidden iPhone',
      brandId: apple,
      categoryId: phones,
      priceHalalas: 100,
      isActive: false,
    },
  ];
  for (const values of rows) await createProductRow(t.app, { ...values, nameAr: values.nameEn });
});
afterAll(() => t.close());

async function facets(query: string, lang = 'en'): Promise<ProductFacets> {
  const res = await t.app.inject({
    url: `/api/product/getProductFacets?${query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductFacets;
}

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/product/getAllProducts?pageSize=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Product[]; totalCount: number };
}

/** `query` with `name` set to `value` (replacing any value it had). */
function withParam(query: string, name: string, value: string | number | null): string {
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, String(value));
  return params.toString();
}

const countOf = (rows: { id: number; count: number }[], id: number) =>
  rows.find((row) => row.id === id)?.count ?? 0;

describe('product facets', () => {
  it('counts what the list would hold with each brand or category chosen, every filter kept', async () => {
    const queries = [
      '',
      'search=samsung',
      'search=iphone',
      'minPrice=40&maxPrice=3000',
      'inStock=true',
      'hasDiscount=true',
      'hasDiscount=false&inStock=true',
      `brandId=${samsung}`,
      `categoryId=${electronics}`,
      `categoryId=${phones}&maxPrice=100`,
      `brandId=${apple}&categoryId=${electronics}&minPrice=50`,
    ];
    for (const query of queries) {
      const answer = await facets(query);
      expect(answer.totalCount, query).toBe((await list(query)).totalCount);
      for (const brand of [apple, samsung, almarai]) {
        const chosen = (await list(withParam(query, 'brandId', brand))).totalCount;
        expect(countOf(answer.brands, brand), `${query} brand ${brand}`).toBe(chosen);
      }
      for (const category of [electronics, phones, cases, dairy]) {
        const chosen = (await list(withParam(query, 'categoryId', category))).totalCount;
        expect(countOf(answer.categories, category), `${query} category ${category}`).toBe(chosen);
      }
      expect(
        answer.brands.every((brand) => brand.count > 0),
        query,
      ).toBe(true);
      expect(
        answer.categories.every((category) => category.count > 0),
        query,
      ).toBe(true);
    }
  });

  it('rolls sub-categories up into their parents, inactive products left out', async () => {
    const answer = await facets('');
    expect(answer.totalCount).toBe(7);
    expect(answer.categories).toEqual([
      { id: electronics, name: 'Electronics', parentId: null, count: 5 },
      { id: phones, name: 'Phones', parentId: electronics, count: 4 },
      { id: dairy, name: 'Dairy', parentId: null, count: 2 },
      { id: cases, name: 'Phone cases', parentId: phones, count: 2 },
    ]);
    expect(answer.brands).toEqual([
      { id: samsung, name: 'Samsung', count: 3 },
      { id: almarai, name: 'Almarai', count: 2 },
      { id: apple, name: 'Apple', count: 2 },
    ]);
  });

  it('bounds the price paid now without the price filters themselves', async () => {
    // The case's 50 % discount runs now; the laban's starts in five days.
    expect((await facets('')).price).toEqual({ min: 6.5, max: 4899 });
    expect((await facets('minPrice=100&maxPrice=200')).price).toEqual({ min: 6.5, max: 4899 });
    expect((await facets(`brandId=${apple}&maxPrice=10`)).price).toEqual({ min: 49.5, max: 4899 });
    expect((await facets('hasDiscount=true')).price).toEqual({ min: 49.5, max: 49.5 });
    const none = await facets('search=zzzzqqqq');
    expect(none).toEqual({
      totalCount: 0,
      brands: [],
      categories: [],
      price: { min: null, max: null },
    });
  });

  it('names brands and categories in the caller’s language', async () => {
    const answer = await facets(`categoryId=${dairy}`, 'ar');
    expect(answer.brands.find((brand) => brand.id === almarai)!.name).toBe('المراعي');
    expect(answer.categories.find((category) => category.id === electronics)!.name).toBe(
      'إلكترونيات',
    );
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['minPrice=-1', 'minPrice'],
      ['minPrice=50&maxPrice=10', 'maxPrice'],
      ['brandId=abc', 'brandId'],
      ['inStock=maybe', 'inStock'],
      [`search=${'a'.repeat(2_000)}`, 'search'],
    ]) {
      const res = await t.app.inject({ url: `/api/product/getProductFacets?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data, query).toHaveProperty([field!]);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(paths).toHaveProperty(['/api/product/getProductFacets', 'get']);
  });
});

describe('several brands and categories (brandIds, categoryIds)', () => {
  const ids = (...values: number[]) => values.join(',');
  const names = async (query: string) =>
    (await list(query)).items.map((product) => product.nameEn).sort();

  it('lists products of any of the brands and of any of the categories with their sub-categories', async () => {
    expect(await names(`brandIds=${ids(apple, almarai)}`)).toEqual([
      'Fresh milk',
      'Laban',
      'iPhone 15',
      'iPhone case',
    ]);
    expect(await names(`categoryIds=${ids(phones, dairy)}`)).toEqual([
      'Fresh milk',
      'Galaxy S24',
      'Galaxy case',
      'Laban',
      'iPhone 15',
      'iPhone case',
    ]);
    // The same statement runs with two ids and with three: the list binds as one array value.
    expect((await list(`brandIds=${ids(apple, samsung, almarai)}`)).totalCount).toBe(7);
    expect(await names(`brandIds=${ids(samsung)}&categoryIds=${ids(cases, dairy)}`)).toEqual([
      'Galaxy case',
    ]);
    // A one-product page needs the total counted: from the kept counts, and over the rows.
    for (const [query, total] of [
      [`brandIds=${ids(apple, almarai)}&categoryIds=${ids(electronics)}`, 2],
      [`brandIds=${ids(apple, almarai)}&categoryIds=${ids(electronics)}&inStock=true`, 2],
      [`categoryIds=${ids(phones, dairy)}&maxPrice=50`, 4],
    ] as const) {
      const res = await t.app.inject({ url: `/api/product/getAllProducts?pageSize=1&${query}` });
      expect(res.json().data.totalCount, query).toBe(total);
    }
  });

  it('narrows further when brandId or categoryId is given too, as the brand and category pages do', async () => {
    expect(await names(`brandId=${apple}&brandIds=${ids(apple, samsung)}`)).toEqual([
      'iPhone 15',
      'iPhone case',
    ]);
    expect(await names(`categoryId=${electronics}&categoryIds=${ids(cases, dairy)}`)).toEqual([
      'Galaxy case',
      'iPhone case',
    ]);
    const res = await t.app.inject({
      url: `/api/category/getCategoryProducts/${phones}?categoryIds=${cases}&sortBy=price`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.products.items as Product[];
    expect(items.map((product) => product.nameEn)).toEqual(['Galaxy case', 'iPhone case']);
  });

  it('counts each option with the other dimension’s choices kept, and matches the list', async () => {
    const queries = [
      `brandIds=${ids(apple, almarai)}`,
      `categoryIds=${ids(phones, dairy)}`,
      `brandIds=${ids(samsung, apple)}&categoryIds=${ids(cases)}&inStock=true`,
      `brandIds=${ids(samsung)}&categoryIds=${ids(electronics)}&maxPrice=3000`,
      `search=case&categoryIds=${ids(phones)}`,
    ];
    for (const query of queries) {
      const answer = await facets(query);
      expect(answer.totalCount, query).toBe((await list(query)).totalCount);
      for (const brand of [apple, samsung, almarai]) {
        const chosen = (await list(withParam(query, 'brandIds', brand))).totalCount;
        expect(countOf(answer.brands, brand), `${query} brand ${brand}`).toBe(chosen);
      }
      for (const category of [electronics, phones, cases, dairy]) {
        const chosen = (await list(withParam(query, 'categoryIds', category))).totalCount;
        expect(countOf(answer.categories, category), `${query} category ${category}`).toBe(chosen);
      }
    }
  });

  it('takes the parameter repeated, drops duplicates and treats a blank value as none', async () => {
    expect((await list(`brandIds=${apple}&brandIds=${almarai}`)).totalCount).toBe(4);
    expect((await list(`brandIds=${ids(apple, apple)}`)).totalCount).toBe(2);
    expect((await list('brandIds=&categoryIds=')).totalCount).toBe(7);
  });

  it('refuses anything but up to 20 ids with a 400 saying so in the caller’s language', async () => {
    const many = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
    for (const [query, field] of [
      ['brandIds=abc', 'brandIds'],
      ['brandIds=3,,x', 'brandIds'],
      ['categoryIds=-4', 'categoryIds'],
      [`categoryIds=${many}`, 'categoryIds'],
    ]) {
      for (const url of ['/api/product/getAllProducts', '/api/product/getProductFacets']) {
        const res = await t.app.inject({ url: `${url}?${query}` });
        expect(res.statusCode, `${url} ${query}`).toBe(400);
        expect(res.json().data[field!], query).toEqual([
          expect.stringContaining('up to 20 ids separated by commas'),
        ]);
      }
    }
    const arabic = await t.app.inject({
      url: '/api/product/getAllProducts?brandIds=abc',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().data.brandIds).toEqual([expect.stringContaining('تفصل بينها فواصل')]);
  });
});
