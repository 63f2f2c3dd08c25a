import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createProductRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { pngImage, svgImage } from '../../../test/images.ts';
import { multipartBody, type FilePart } from '../../../test/multipart.ts';
import { products } from './catalog.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
  brandId = (await createBrandRow(t.app, 'Apple', 'أبل')).id;
  categoryId = (await createCategoryRow(t.app, { nameEn: 'Phones', nameAr: 'جوالات' })).id;
});
afterAll(() => t.close());

const png = async (): Promise<FilePart> => ({
  content: await pngImage(900, 900),
  filename: 'photo.png',
  contentType: 'image/png',
});

let skuSequence = 0;
function fieldsOf(overrides: Record<string, string | string[]> = {}) {
  skuSequence += 1;
  return {
    nameEn: 'iPhone 15 Pro',
    nameAr: 'آيفون ١٥ برو',
    descriptionEn: 'Titanium, 256 GB',
    descriptionAr: 'تيتانيوم، ٢٥٦ جيجابايت',
    sku: `IP15-${skuSequence}`,
    price: '4999.00',
    stock: '12',
    brandId: String(brandId),
    categoryId: String(categoryId),
    isActive: 'true',
    ...overrides,
  };
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  options: { token?: string | null; images?: FilePart[]; lang?: string } = {},
) {
  const body = multipartBody(fields, options.images ? { images: options.images } : {});
  const token = options.token === undefined ? admin.token : options.token;
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}
const create = (fields: Record<string, string | string[]>, options?: Parameters<typeof send>[3]) =>
  send('POST', '/api/adminProduct/createProduct', fields, options);
const update = (fields: Record<string, string | string[]>, options?: Parameters<typeof send>[3]) =>
  send('PUT', '/api/adminProduct/updateProduct', fields, options);

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace('/media/', ''));
const storedFiles = () =>
  fs.existsSync(path.join(t.config.uploadsDir, 'products'))
    ? fs.readdirSync(path.join(t.config.uploadsDir, 'products')).length
    : 0;
const productCount = async () => (await t.app.ctx.db.select({ n: count() }).from(products))[0]!.n;

describe('creating products', () => {
  it('stores both languages, ordered images in three sizes and a discount', async () => {
    const res = await create(fieldsOf({ 'discount.type': 'Percentage', 'discount.value': '10' }), {
      images: [await png(), await png()],
    });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      nameEn: 'iPhone 15 Pro',
      nameAr: 'آيفون ١٥ برو',
      name: 'iPhone 15 Pro',
      price: 4999,
      discountedPrice: 4499.1,
      discount: { type: 'Percentage', value: 10, startDate: null, endDate: null },
      stock: 12,
      brandId,
      brandName: 'Apple',
      categoryName: 'Phones',
      isActive: true,
      soldCount: 0,
    });
    expect(product.images).toHaveLength(2);
    for (const url of product.images) {
      expect(url).toMatch(/^\/media\/products\/[\w-]{20,}-800\.webp$/);
      for (const width of [320, 800, 1600]) {
        expect(fs.existsSync(fileOf(url.replace('-800.', `-${width}.`)))).toBe(true);
      }
    }
    const media = await t.app.inject({ url: product.images[0] });
    expect(media.headers['cache-control']).toContain('immutable');
  });

  it('answers in Arabic and lets a manager create too', async () => {
    const res = await create(fieldsOf(), { token: manager.token, lang: 'ar' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'آيفون ١٥ برو', brandName: 'أبل', images: [] });
    expect(res.json().message).toBe('تمت إضافة المنتج');
  });

  it.each([
    ['negative price', { price: '-5' }, 'price'],
    ['non-numeric price', { price: 'abc' }, 'price'],
    ['three decimals', { price: '10.999' }, 'price'],
    ['non-integer stock', { stock: '2.5' }, 'stock'],
    ['negative stock', { stock: '-1' }, 'stock'],
    ['missing Arabic name', { nameAr: '' }, 'nameAr'],
    [
      'a 150% discount',
      { 'discount.type': 'Percentage', 'discount.value': '150' },
      'discount.value',
    ],
    [
      'a fixed discount above the price',
      { 'discount.type': 'Fixed', 'discount.value': '6000' },
      'discount.value',
    ],
    [
      'a discount ending before it starts',
      {
        'discount.type': 'Fixed',
        'discount.value': '5',
        'discount.startDate': '2026-05-10',
        'discount.endDate': '2026-05-01',
      },
      'discount.endDate',
    ],
    [
      'an unknown discount type',
      { 'discount.type': 'Bogus', 'discount.value': '5' },
      'discount.type',
    ],
    ['a bad sku', { sku: 'has space' }, 'sku'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, field) => {
    const before = { rows: await productCount(), files: storedFiles() };
    const res = await create(fieldsOf(overrides as Record<string, string>), {
      images: [await png()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty([field]);
    expect({ rows: await productCount(), files: storedFiles() }).toEqual(before);
  });

  it('refuses an unknown brand or category under its field, storing nothing', async () => {
    const before = { rows: await productCount(), files: storedFiles() };
    const brand = await create(fieldsOf({ brandId: '99999' }), { images: [await png()] });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().data).toHaveProperty('brandId');
    const category = await create(fieldsOf({ categoryId: '99999' }), { images: [await png()] });
    expect(category.statusCode).toBe(400);
    expect(category.json().data).toHaveProperty('categoryId');
    expect({ rows: await productCount(), files: storedFiles() }).toEqual(before);
  });

  it('refuses a duplicate sku (any letter case) with 409 under sku', async () => {
    expect((await create(fieldsOf({ sku: 'DUP-1' }))).statusCode).toBe(201);
    const before = { rows: await productCount(), files: storedFiles() };
    const res = await create(fieldsOf({ sku: 'dup-1' }), { images: [await png()] });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual({ sku: [expect.any(String)] });
    expect({ rows: await productCount(), files: storedFiles() }).toEqual(before);
  });

  it.each([
    ['an SVG', { content: svgImage, filename: 'logo.svg', contentType: 'image/svg+xml' }, 415],
    [
      'HTML renamed .jpg',
      {
        content: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      },
      415,
    ],
    [
      'a 12 MB file',
      { content: Buffer.alloc(12 * 1024 * 1024, 1), filename: 'big.png', contentType: 'image/png' },
      413,
    ],
  ])(
    'refuses %s (%#) and keeps nothing, not even the good image before it',
    async (_, bad, status) => {
      const before = { rows: await productCount(), files: storedFiles() };
      const res = await create(fieldsOf(), { images: [await png(), bad as FilePart] });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
      expect({ rows: await productCount(), files: storedFiles() }).toEqual(before);
    },
  );

  it('refuses more than ten images', async () => {
    const images = await Promise.all(Array.from({ length: 11 }, () => png()));
    const res = await create(fieldsOf(), { images });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('permissions and unknown ids', () => {
  const adminCalls: Array<[string, string, unknown?]> = [
    ['POST', '/api/adminProduct/createProduct', {}],
    ['PUT', '/api/adminProduct/updateProduct', {}],
    ['DELETE', '/api/adminProduct/deleteProduct/1'],
    ['DELETE', '/api/adminProduct/DeleteMultipleProducts', [1]],
    ['GET', '/api/adminProduct/getProductDetailsForAdmin/1'],
    ['GET', '/api/adminProduct/getAllProductDetailsForAdmin'],
    ['GET', '/api/adminProduct/addOrUpdateDiscount/1?type=Fixed&value=1'],
    ['GET', '/api/adminProduct/removeDiscount/1'],
    ['GET', '/api/adminProduct/getBrandWithProducts/1'],
  ];

  it.each(adminCalls)('%s %s: 401 anonymous, 403 customer', async (method, url, payload) => {
    const request = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
    expect((await t.app.inject(request)).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ ...request, headers: bearer(customer.token) });
    expect(asCustomer.statusCode).toBe(403);
  });

  it.each([
    ['GET', '/api/adminProduct/getProductDetailsForAdmin/987654'],
    ['DELETE', '/api/adminProduct/deleteProduct/987654'],
    ['GET', '/api/adminProduct/addOrUpdateDiscount/987654?type=Fixed&value=1'],
    ['GET', '/api/adminProduct/removeDiscount/987654'],
    ['GET', '/api/product/getProductById/987654'],
    ['GET', '/api/adminProduct/getBrandWithProducts/987654'],
  ])('%s %s → 404', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(404);
  });

  it('updating an unknown product is 404', async () => {
    expect((await update(fieldsOf({ id: '987654' }))).statusCode).toBe(404);
  });
});

describe('updating products', () => {
  let id: number;
  let images: string[];

  beforeEach(async () => {
    const res = await create(fieldsOf({ 'discount.type': 'Fixed', 'discount.value': '100' }), {
      images: [await png(), await png(), await png()],
    });
    ({ id, images } = res.json().data);
  });

  it('replaces the fields; without discount fields the discount goes; images are kept', async () => {
    const res = await update(fieldsOf({ id: String(id), nameEn: 'iPhone 15', price: '3999.5' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nameEn: 'iPhone 15',
      price: 3999.5,
      discount: null,
      discountedPrice: null,
      images,
    });
  });

  it('reorders, drops and adds images through imageOrder; dropped files are removed', async () => {
    const res = await update(
      fieldsOf({ id: String(id), imageOrder: ['new:0', images[2]!, images[0]!] }),
      { images: [await png()] },
    );
    expect(res.statusCode).toBe(200);
    const after: string[] = res.json().data.images;
    expect(after).toHaveLength(3);
    expect(after.slice(1)).toEqual([images[2], images[0]]);
    expect(images).not.toContain(after[0]);
    expect(fs.existsSync(fileOf(images[1]!))).toBe(false);
    expect(fs.existsSync(fileOf(after[0]!))).toBe(true);
  });

  it('refuses an image order naming another product’s image, changing nothing', async () => {
    const files = storedFiles();
    const res = await update(
      fieldsOf({ id: String(id), imageOrder: ['/media/products/not-mine-800.webp'] }),
      { images: [await png()] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty('imageOrder');
    expect(storedFiles()).toBe(files);
  });

  it('refuses a duplicate sku on update', async () => {
    const other = (await create(fieldsOf())).json().data;
    const res = await update(fieldsOf({ id: String(id), sku: other.sku }));
    expect(res.statusCode).toBe(409);
  });
});

describe('deleting products', () => {
  it('deletes one product and its image files', async () => {
    const { id, images } = (await create(fieldsOf(), { images: [await png()] })).json().data;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/adminProduct/deleteProduct/${id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(images[0]))).toBe(false);
    const gone = await t.app.inject({ url: `/api/product/getProductById/${id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes many at once, or none when one id is unknown', async () => {
    const a = await createProductRow(t.app, { brandId, categoryId });
    const b = await createProductRow(t.app, { brandId, categoryId });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/adminProduct/DeleteMultipleProducts',
      headers: bearer(admin.token),
      payload: [a.id, b.id, 987654],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().data).toEqual({ missing: [987654] });
    const rows = await t.app.ctx.db.select().from(products).where(eq(products.id, a.id));
    expect(rows).toHaveLength(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/adminProduct/DeleteMultipleProducts',
      headers: bearer(admin.token),
      payload: [a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 products deleted');
    const left = await t.app.ctx.db.select().from(products).where(eq(products.id, b.id));
    expect(left).toHaveLength(0);
  });

  it('refuses a body that is not a list of ids', async () => {
    for (const payload of [[], ['x'], { ids: [1] }]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/adminProduct/DeleteMultipleProducts',
        headers: bearer(admin.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('discounts', () => {
  let id: number;
  beforeEach(async () => {
    id = (await createProductRow(t.app, { brandId, categoryId, priceHalalas: 20_000 })).id;
  });
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: bearer(admin.token) });

  it('adds and replaces a discount through GET (kept) and PUT', async () => {
    const added = await call(
      'GET',
      `/api/adminProduct/addOrUpdateDiscount/${id}?type=Percentage&value=12.5`,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ price: 200, discountedPrice: 175 });
    const replaced = await call(
      'PUT',
      `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=50.25`,
    );
    expect(replaced.json().data).toMatchObject({
      discount: { type: 'Fixed', value: 50.25 },
      discountedPrice: 149.75,
    });
  });

  it('a discount that has not started yet or has ended gives no discounted price', async () => {
    const future = await call(
      'GET',
      `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=10&startDate=2999-01-01`,
    );
    expect(future.json().data).toMatchObject({
      discount: { startDate: '2999-01-01T00:00:00.000Z' },
      discountedPrice: null,
    });
    const ended = await call(
      'GET',
      `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=10&startDate=2020-01-01&endDate=2020-02-01`,
    );
    expect(ended.json().data.discountedPrice).toBeNull();
  });

  it('refuses 150%, a fixed amount at or above the price, and a bad type', async () => {
    for (const query of [
      'type=Percentage&value=150',
      'type=Fixed&value=200',
      'type=Half&value=5',
      'type=Fixed',
    ]) {
      const res = await call('GET', `/api/adminProduct/addOrUpdateDiscount/${id}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const row = await t.app.ctx.db.select().from(products).where(eq(products.id, id));
    expect(row[0]!.discountType).toBeNull();
  });

  it('removes a discount through GET (kept) and DELETE', async () => {
    await call('GET', `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=5`);
    const removed = await call('GET', `/api/adminProduct/removeDiscount/${id}`);
    expect(removed.json().data).toMatchObject({ discount: null, discountedPrice: null });
    await call('GET', `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=5`);
    expect(
      (await call('DELETE', `/api/adminProduct/removeDiscount/${id}`)).json().data.discount,
    ).toBeNull();
  });
});
