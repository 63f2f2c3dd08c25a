import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createProductRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { favorites, products } from '../catalog/catalog.tables.ts';

let t: TestApp;
let shopper: TestUser;
let other: TestUser;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
  other = await createUser(t.app);
  brandId = (await createBrandRow(t.app, 'Almarai', 'المراعي')).id;
  categoryId = (await createCategoryRow(t.app, { nameEn: 'Dairy', nameAr: 'ألبان' })).id;
});
afterAll(() => t.close());

const newProduct = (values: Partial<typeof products.$inferInsert> = {}) =>
  createProductRow(t.app, { brandId, categoryId, ...values });

function add(productId: unknown, user: TestUser | null = shopper, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/favorite/AddFavorite',
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    payload: { productId },
  });
}

function list(query = '', user: TestUser | null = shopper, lang = 'en') {
  return t.app.inject({
    url: `/api/favorite/getMyFavorites${query ? `?${query}` : ''}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
  });
}

function remove(productId: number | string, user: TestUser | null = shopper) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/favorite/removeFavorite/${productId}`,
    headers: user ? bearer(user.token) : {},
  });
}

const rowsOf = (userId: number) =>
  t.app.ctx.db.select().from(favorites).where(eq(favorites.userId, userId));

describe('favorites', () => {
  it('adds a product (201), keeps one row when added again (200), lists and removes it', async () => {
    const product = await newProduct({ nameEn: 'Fresh Milk', nameAr: 'حليب طازج' });
    const first = await add(product.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Added to your wishlist');
    const favorite: Favorite = first.json().data;
    expect(favorite).toMatchObject({
      id: product.id,
      productId: product.id,
      name: 'Fresh Milk',
      brandName: 'Almarai',
      categoryName: 'Dairy',
      price: 100,
      isFavorite: true,
      isActive: true,
    });
    expect(Date.parse(favorite.addedAt)).not.toBeNaN();

    const again = await add(String(product.id));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This product is already in your wishlist');
    expect(again.json().data.addedAt).toBe(favorite.addedAt);
    expect(await rowsOf(shopper.id)).toHaveLength(1);

    const page = await list();
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 1 });
    expect(page.json().data.items.map((f: Favorite) => f.productId)).toEqual([product.id]);

    const removed = await remove(product.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Removed from your wishlist',
      data: { productId: product.id },
    });
    expect(await rowsOf(shopper.id)).toHaveLength(0);
    // Removing what is not there is not an error: the wishlist already is what was asked for.
    expect((await remove(product.id)).statusCode).toBe(200);
    expect((await list()).json().data).toMatchObject({ items: [], totalCount: 0 });
  });

  it('refuses an unknown or inactive product with 404 and a bad id with 400, storing nothing', async () => {
    const hidden = await newProduct({ isActive: false });
    const unknown = await add(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'This product does not exist or is no longer available',
      statusCode: 404,
      data: null,
    });
    expect((await add(hidden.id)).statusCode).toBe(404);
    const arabic = await add(hidden.id, shopper, 'ar');
    expect(arabic.json().message).toBe('هذا المنتج غير موجود أو لم يعد متاحًا');

    const bad = await add('abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['productId']);
    expect(bad.json().message).toMatch(/^Product: /);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/favorite/AddFavorite',
      headers: bearer(shopper.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await remove('x')).statusCode).toBe(400);
    expect(await rowsOf(shopper.id)).toHaveLength(0);
  });

  it('answers 401 without a token on every call', async () => {
    const product = await newProduct();
    expect((await add(product.id, null)).statusCode).toBe(401);
    expect((await list('', null)).statusCode).toBe(401);
    expect((await remove(product.id, null)).statusCode).toBe(401);
    const expired = await t.app.inject({
      url: '/api/favorite/getMyFavorites',
      headers: bearer('not-a-token'),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('keeps exactly one row when the same product is added 20 times at once', async () => {
    const product = await newProduct();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(product.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((code) => code === 200 || code === 201)).toBe(true);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    const rows = await t.app.ctx.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, shopper.id), eq(favorites.productId, product.id)));
    expect(rows).toHaveLength(1);
    await remove(product.id);
  });

  it('lists newest first with discount and images; an unavailable product stays, marked inactive', async () => {
    const discounted = await newProduct({
      priceHalalas: 20_000,
      discountType: 'Percentage',
      discountValueHundredths: 2_500,
      imageUrls: ['/media/products/a-800.webp', '/media/products/b-800.webp'],
    });
    const plain = await newProduct({ nameEn: 'Laban', nameAr: 'لبن' });
    expect((await add(discounted.id)).statusCode).toBe(201);
    expect((await add(plain.id)).statusCode).toBe(201);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, plain.id));

    const page = await list('', shopper, 'ar');
    expect(page.json().message).toBe('قائمة أمنياتك');
    const items: Favorite[] = page.json().data.items;
    expect(items.map((f) => f.productId)).toEqual([plain.id, discounted.id]);
    expect(items[0]).toMatchObject({ name: 'لبن', isActive: false, isFavorite: true });
    expect(items[1]).toMatchObject({
      price: 200,
      discountedPrice: 150,
      discount: { type: 'Percentage', value: 25 },
      images: ['/media/products/a-800.webp', '/media/products/b-800.webp'],
      brandName: 'المراعي',
    });

    // Paging: one per page, the total still counts both; past the end the total holds.
    const second = (await list('pageSize=1&pageNumber=2')).json().data;
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(second.items.map((f: Favorite) => f.productId)).toEqual([discounted.id]);
    const beyond = (await list('pageSize=1&pageNumber=9')).json().data;
    expect(beyond).toMatchObject({ items: [], totalCount: 2 });

    // An inactive product cannot be added again, but removing it still works.
    expect((await add(plain.id)).statusCode).toBe(404);
    expect((await remove(plain.id)).statusCode).toBe(200);
    await remove(discounted.id);
  });

  it("shows and changes only the caller's own wishlist", async () => {
    const mine = await newProduct();
    const theirs = await newProduct();
    await add(mine.id, shopper);
    await add(theirs.id, other);
    const myList = (await list()).json().data;
    expect(myList.items.map((f: Favorite) => f.productId)).toEqual([mine.id]);
    expect(myList.totalCount).toBe(1);
    // Removing "their" product from my list leaves their row alone.
    await remove(theirs.id, shopper);
    expect((await rowsOf(other.id)).map((r) => r.productId)).toEqual([theirs.id]);
    // Another user adding my product does not make it theirs twice or touch mine.
    await add(mine.id, other);
    expect(await rowsOf(shopper.id)).toHaveLength(1);
    expect(await rowsOf(other.id)).toHaveLength(2);
    await remove(mine.id, shopper);
  });

  it('reads a page of the wishlist in one statement whatever the page size', async () => {
    const reader = await createUser(t.app);
    const rows = [];
    for (let i = 0; i < 25; i++) rows.push(await newProduct());
    await t.app.ctx.db
      .insert(favorites)
      .values(rows.map((p) => ({ userId: reader.id, productId: p.id })));
    const counts: number[] = [];
    for (const size of [1, 20]) {
      const queries = await t.queriesDuring(async () => {
        const res = await list(`pageSize=${size}`, reader);
        expect(res.json().data.items).toHaveLength(size);
        expect(res.json().data.totalCount).toBe(25);
      });
      counts.push(queries.length);
    }
    // One to resolve the signed-in caller, one for the page with its total.
    expect(counts).toEqual([2, 2]);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const add = doc.paths['/api/favorite/AddFavorite'].post;
    expect(add.tags).toEqual(['Favorites']);
    expect(add.requestBody.content['application/json'].schema.required).toEqual(['productId']);
    expect(Object.keys(add.responses)).toEqual(['200', '201']);
    expect(doc.paths['/api/favorite/removeFavorite/{id}'].delete.parameters[0].name).toBe('id');
    const listed = doc.paths['/api/favorite/getMyFavorites'].get;
    expect(listed.parameters.map((p: { name: string }) => p.name)).toEqual([
      'pageNumber',
      'pageSize',
    ]);
    expect(listed.security).toEqual([{ bearerAuth: [] }]);
  });
});
