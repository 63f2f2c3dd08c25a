import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createProductRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { favorites } from './catalog.tables.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};
let apple: number;
let samsung: number;
let dairy: number;
let phones: number;
let electronics: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { role: 'Admin' });
  apple = (await createBrandRow(t.app, 'Apple', 'أبل')).id;
  samsung = (await createBrandRow(t.app, 'Samsung', 'سامسونج')).id;
  const almarai = (await createBrandRow(t.app, 'Almarai', 'المراعي')).id;
  electronics = (await createCategoryRow(t.app, { nameEn: 'Electronics', nameAr: 'إلكترونيات' }))
    .id;
  phones = (
    await createCategoryRow(t.app, { nameEn: 'Phones', nameAr: 'جوالات', parentId: electronics })
  ).id;
  dairy = (await createCategoryRow(t.app, { nameEn: 'Dairy', nameAr: 'ألبان' })).id;
  const now = Date.now();
  const rows = [
    // key, values
    [
      'iphone',
      {
        nameEn: 'iPhone 15 Pro',
        nameAr: 'آيفون ١٥ برو',
        brandId: apple,
        categoryId: phones,
        priceHalalas: 489_900,
        soldCount: 50,
        discountType: 'Percentage' as const,
        discountValueHundredths: 1000,
      },
    ],
    [
      'galaxy',
      {
        nameEn: 'Galaxy S24',
        nameAr: 'جالكسي اس ٢٤',
        brandId: samsung,
        categoryId: phones,
        priceHalalas: 399_900,
        soldCount: 80,
      },
    ],
    [
      'tv',
      {
        nameEn: 'Samsung QLED TV',
        nameAr: 'تلفزيون سامسونج',
        descriptionEn: 'Quantum colour television',
        brandId: samsung,
        categoryId: electronics,
        priceHalalas: 269_900,
        stock: 0,
        soldCount: 5,
        discountType: 'Fixed' as const,
        discountValueHundredths: 270_000,
      },
    ],
    [
      'milk',
      {
        nameEn: 'Fresh milk',
        nameAr: 'حليب طازج كامل الدسم',
        descriptionAr: 'من مزارع المراعي',
        brandId: almarai,
        categoryId: dairy,
        priceHalalas: 1_100,
        soldCount: 300,
      },
    ],
    [
      'laban',
      {
        nameEn: 'Laban drink',
        nameAr: 'لبن المراعى',
        brandId: almarai,
        categoryId: dairy,
        priceHalalas: 650,
        soldCount: 120,
        discountType: 'Fixed' as const,
        discountValueHundredths: 100,
        discountStartsAt: new Date(now + 5 * DAY),
      },
    ],
    [
      'hidden',
      {
        nameEn: 'Hidden iPhone case',
        nameAr: 'غطاء مخفي',
        brandId: apple,
        categoryId: phones,
        priceHalalas: 9_900,
        isActive: false,
      },
    ],
  ] as const;
  let offset = rows.length;
  for (const [key, values] of rows) {
    const row = await createProductRow(t.app, {
      ...values,
      createdAt: new Date(now - offset-- * 60_000),
    });
    ids[key] = row.id;
  }
  await t.app.ctx.db.insert(favorites).values({ userId: customer.id, productId: ids.galaxy! });
});
afterAll(() => t.close());

async function list(
  query: string,
  options: { token?: string; lang?: string; admin?: boolean } = {},
) {
  const path = options.admin
    ? 'adminProduct/getAllProductDetailsForAdmin'
    : 'product/getAllProducts';
  const res = await t.app.inject({
    url: `/api/${path}?${query}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: Product[];
    totalCount: number;
    pageNumber: number;
    pageSize: number;
  };
}
const keysOf = (items: Product[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

describe('public product list', () => {
  it('lists active products only, newest first, with prices for now', async () => {
    const page = await list('');
    expect(keysOf(page.items)).toEqual(['laban', 'milk', 'tv', 'galaxy', 'iphone']);
    expect(page).toMatchObject({ totalCount: 5, pageNumber: 1, pageSize: 10 });
    const iphone = page.items.find((p) => p.id === ids.iphone)!;
    expect(iphone).toMatchObject({
      price: 4899,
      discountedPrice: 4409.1,
      brandName: 'Apple',
      categoryName: 'Phones',
    });
    expect(iphone).not.toHaveProperty('isFavorite');
    // A fixed discount larger than the price stops at 0.01; one that starts later is not on yet.
    expect(page.items.find((p) => p.id === ids.tv)!.discountedPrice).toBe(0.01);
    expect(page.items.find((p) => p.id === ids.laban)!.discountedPrice).toBeNull();
  });

  it('pages, with the total on every page and past the end', async () => {
    const first = await list('pageSize=2&pageNumber=1');
    const third = await list('pageSize=2&pageNumber=3');
    const beyond = await list('pageSize=2&pageNumber=9');
    expect(keysOf(first.items)).toEqual(['laban', 'milk']);
    expect(keysOf(third.items)).toEqual(['iphone']);
    expect(beyond).toMatchObject({ items: [], totalCount: 5 });
    expect((await list('pageSize=1000')).pageSize).toBe(100);
  });

  it('filters by brand, by category including sub-categories, by price paid, stock and discount', async () => {
    expect(keysOf((await list(`brandId=${samsung}`)).items)).toEqual(['tv', 'galaxy']);
    expect(keysOf((await list(`categoryId=${phones}`)).items)).toEqual(['galaxy', 'iphone']);
    expect(keysOf((await list(`categoryId=${electronics}`)).items)).toEqual([
      'tv',
      'galaxy',
      'iphone',
    ]);
    // The iPhone costs 4899 but is paid 4409.10 now.
    expect(keysOf((await list('minPrice=4000&maxPrice=4500')).items)).toEqual(['iphone']);
    expect(keysOf((await list('maxPrice=11')).items)).toEqual(['laban', 'milk', 'tv']);
    expect(keysOf((await list('inStock=true')).items)).not.toContain('tv');
    expect(keysOf((await list('hasDiscount=true')).items)).toEqual(['tv', 'iphone']);
    expect(keysOf((await list('hasDiscount=false')).items)).toEqual(['laban', 'milk', 'galaxy']);
  });

  it('sorts by price paid, name, best selling and newest, both ways', async () => {
    expect(keysOf((await list('sortBy=price')).items)).toEqual([
      'tv',
      'laban',
      'milk',
      'galaxy',
      'iphone',
    ]);
    expect(keysOf((await list('sortBy=price&sortDirection=desc')).items)).toEqual([
      'iphone',
      'galaxy',
      'milk',
      'laban',
      'tv',
    ]);
    expect(keysOf((await list('sortBy=name')).items)).toEqual([
      'milk',
      'galaxy',
      'iphone',
      'laban',
      'tv',
    ]);
    expect(keysOf((await list('sortBy=bestSelling')).items)).toEqual([
      'milk',
      'laban',
      'galaxy',
      'iphone',
      'tv',
    ]);
    expect(keysOf((await list('sortBy=newest&sortDirection=asc')).items)).toEqual([
      'iphone',
      'galaxy',
      'tv',
      'milk',
      'laban',
    ]);
    // A category with its sub-category, by price: one walk per category, merged, paged.
    const tree = `categoryId=${electronics}&sortBy=price`;
    expect(keysOf((await list(tree)).items)).toEqual(['tv', 'galaxy', 'iphone']);
    expect(keysOf((await list(`${tree}&sortDirection=desc`)).items)).toEqual([
      'iphone',
      'galaxy',
      'tv',
    ]);
    const second = await list(`${tree}&pageSize=1&pageNumber=2`);
    expect(keysOf(second.items)).toEqual(['galaxy']);
    expect(second.totalCount).toBe(3);
    expect(
      keysOf((await list(`${tree}&sortDirection=desc&pageSize=2&pageNumber=2`)).items),
    ).toEqual(['tv']);
    expect(keysOf((await list(`${tree}&minPrice=4000&brandId=${apple}`)).items)).toEqual([
      'iphone',
    ]);
    const arabic = await list('sortBy=name', { lang: 'ar' });
    expect(arabic.items.map((p) => p.name)).toEqual(
      [...arabic.items.map((p) => p.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sortBy=cheapest', 'sortBy'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=50&maxPrice=10', 'maxPrice'],
      ['brandId=-3', 'brandId'],
      ['inStock=maybe', 'inStock'],
    ]) {
      const res = await t.app.inject({ url: `/api/product/getAllProducts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data, query).toHaveProperty([field!]);
    }
  });

  it('marks favourites for a signed-in shopper', async () => {
    const page = await list('', { token: customer.token });
    expect(page.items.find((p) => p.id === ids.galaxy)!.isFavorite).toBe(true);
    expect(page.items.find((p) => p.id === ids.iphone)!.isFavorite).toBe(false);
    const one = await t.app.inject({
      url: `/api/product/getProductById/${ids.galaxy}`,
      headers: bearer(customer.token),
    });
    expect(one.json().data.isFavorite).toBe(true);
  });

  it('answers names in the caller’s language', async () => {
    const page = await list(`brandId=${apple}`, { lang: 'ar' });
    expect(page.items[0]).toMatchObject({
      name: 'آيفون ١٥ برو',
      brandName: 'أبل',
      categoryName: 'جوالات',
    });
  });
});

describe('search', () => {
  const search = async (term: string) =>
    keysOf((await list(`search=${encodeURIComponent(term)}`)).items);

  it('finds English words by prefix and forgives typos', async () => {
    expect(await search('iphone')).toEqual(['iphone']);
    expect(await search('iphon')).toEqual(['iphone']);
    expect(await search('IPHONE 15')).toEqual(['iphone']);
    expect(await search('galxy')).toEqual(['galaxy']);
    expect(await search('televis')).toEqual(['tv']); // description
  });

  it('finds Arabic with or without diacritics and with alef, yaa and taa-marbuta variants', async () => {
    expect(await search('ايفون')).toEqual(['iphone']); // آ written as ا
    expect(await search('حَلِيب')).toEqual(['milk']); // with tashkeel
    expect(await search('المراعي')).toEqual(expect.arrayContaining(['laban', 'milk'])); // ى / ي, description
    expect(await search('طازجه')).toEqual(['milk']); // ة written as ه
    expect(await search('سامسونغ')).toEqual(['tv']); // a common misspelling of سامسونج
  });

  it('ranks by relevance unless a sort is asked for, and combines with filters', async () => {
    const ranked = await search('samsung');
    expect(ranked[0]).toBe('tv');
    expect(keysOf((await list(`search=iphone&brandId=${samsung}`)).items)).toEqual([]);
    expect(await search('zzzz qqqq')).toEqual([]);
    expect(await search('%_\\')).toEqual([]);
  });
});

describe('single product, brand and category pages', () => {
  it('shows an active product; an inactive one is 404 in the shop but visible to staff', async () => {
    expect(
      (await t.app.inject({ url: `/api/product/getProductById/${ids.iphone}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/product/getProductById/${ids.hidden}` })).statusCode,
    ).toBe(404);
    const staff = await t.app.inject({
      url: `/api/adminProduct/getProductDetailsForAdmin/${ids.hidden}`,
      headers: bearer(admin.token),
    });
    expect(staff.json().data).toMatchObject({ isActive: false, nameEn: 'Hidden iPhone case' });
  });

  it('brand with products: the brand and its active products, filters applying', async () => {
    const res = await t.app.inject({
      url: `/api/brand/getBrandWithProducts/${apple}?sortBy=price`,
    });
    expect(res.statusCode).toBe(200);
    const { brand, products } = res.json().data;
    expect(brand).toMatchObject({ id: apple, name: 'Apple', productsCount: 1 });
    expect(keysOf(products.items)).toEqual(['iphone']);
    const staff = await t.app.inject({
      url: `/api/adminProduct/getBrandWithProducts/${apple}`,
      headers: bearer(admin.token),
    });
    expect(keysOf(staff.json().data.products.items)).toEqual(['hidden', 'iphone']);
    expect((await t.app.inject({ url: '/api/brand/getBrandWithProducts/98765' })).statusCode).toBe(
      404,
    );
  });

  it('category products include sub-categories', async () => {
    const res = await t.app.inject({
      url: `/api/category/getCategoryProducts/${electronics}?pageSize=2`,
    });
    const { category, products } = res.json().data;
    expect(category).toMatchObject({ id: electronics, name: 'Electronics' });
    expect(products).toMatchObject({ totalCount: 3, pageSize: 2 });
    expect(
      (await t.app.inject({ url: '/api/category/getCategoryProducts/98765' })).statusCode,
    ).toBe(404);
  });
});

describe('dashboard list', () => {
  it('includes inactive products and filters by activity and stock', async () => {
    const all = await list('', { token: admin.token, admin: true });
    expect(all.totalCount).toBe(6);
    expect(
      keysOf((await list('isActive=false', { token: admin.token, admin: true })).items),
    ).toEqual(['hidden']);
    expect(
      keysOf((await list('stockStatus=outOfStock', { token: admin.token, admin: true })).items),
    ).toEqual(['tv']);
    expect(
      (await list('stockStatus=lowStock', { token: admin.token, admin: true })).totalCount,
    ).toBe(0);
    expect(
      (await list('stockStatus=inStock', { token: admin.token, admin: true })).totalCount,
    ).toBe(5);
  });

  it('a shopper cannot use the dashboard filters to see inactive products', async () => {
    expect((await list('isActive=false')).totalCount).toBe(5);
  });
});

describe('query count', () => {
  it('a list runs a fixed few statements whatever the page size', async () => {
    const read = (size: number, query: string) =>
      t.queriesDuring(() => list(`pageSize=${size}&${query}`, { token: customer.token }));
    for (const size of [1, 3, 100]) {
      // First read: the signed-in caller, the catalog's version, the due-price roll (a price sort)
      // and the page, which brings its total.
      expect(await read(size, 'search=samsung&sortBy=price'), `page size ${size}`).toHaveLength(4);
      // Again: the caller, then the kept page's rows with the version and the roll, in one.
      expect(await read(size, 'search=samsung&sortBy=price'), `page size ${size}`).toHaveLength(2);
    }
    // A search in relevance order counts its matches in the same statement as its page too: the
    // caller, the version and the page, whatever the page size; past the end, the total is
    // counted on its own.
    for (const size of [1, 100]) {
      expect(await read(size, 'search=samsung'), `page size ${size}`).toHaveLength(3);
    }
    const almarai = `search=${encodeURIComponent('المراعي')}`;
    const first = await list(`pageSize=1&${almarai}`);
    const second = await list(`pageSize=1&pageNumber=2&${almarai}`);
    const beyond = await list(`pageSize=1&pageNumber=9&${almarai}`);
    expect(first.totalCount).toBe(2);
    expect(second.totalCount).toBe(2);
    expect(beyond).toMatchObject({ items: [], totalCount: 2 });
    expect([...keysOf(first.items), ...keysOf(second.items)].sort()).toEqual(['laban', 'milk']);
    const brandPage = () =>
      t.queriesDuring(() =>
        t.app.inject({ url: `/api/brand/getBrandWithProducts/${samsung}?pageSize=100` }),
      );
    // The brand, the version, then its short page; again, the brand and the kept page's rows.
    expect(await brandPage()).toHaveLength(3);
    expect(await brandPage()).toHaveLength(2);
  });

  it("a plain list's page brings its total; a deep page is cut from the list's kept order", async () => {
    const everything = await list('pageSize=100');
    let firstPage: Awaited<ReturnType<typeof list>> | undefined;
    const one = await t.queriesDuring(async () => {
      firstPage = await list('pageSize=2&sortBy=newest');
    });
    // The version, then the page with its total.
    expect(one).toHaveLength(2);
    expect(firstPage).toMatchObject({ totalCount: everything.totalCount });
    expect(firstPage!.items).toHaveLength(2);
    // Past the end (and past page 3): the version, the list's whole order, then the check of its
    // empty slice; again, only the check.
    const beyond = 'pageSize=2&pageNumber=998&sortBy=name&sortDirection=desc';
    for (const expected of [3, 1]) {
      let page: Awaited<ReturnType<typeof list>> | undefined;
      const queries = await t.queriesDuring(async () => {
        page = await list(beyond);
      });
      expect(queries).toHaveLength(expected);
      expect(page).toMatchObject({ items: [], totalCount: everything.totalCount });
    }
  });
});
