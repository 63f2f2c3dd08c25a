import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createProductRow, createUser, type TestUser } from '../../../test/factories.ts';
import { pngImage, svgImage } from '../../../test/images.ts';
import { multipartBody, sendImageForm } from '../../../test/multipart.ts';
import { brands } from './catalog.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  token = admin.token,
  image?: Buffer,
) {
  return sendImageForm(t.app, { method, url, fields, token, image });
}
const create = (fields: Record<string, string>, token?: string, image?: Buffer) =>
  send('POST', '/api/adminBrand/createBrand', fields, token, image);
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace('/media/', ''));

describe('brands', () => {
  it('creates a brand with a logo; a manager may too', async () => {
    const res = await create(
      { nameEn: 'Almarai', nameAr: 'المراعي' },
      admin.token,
      await pngImage(600, 300),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      nameEn: 'Almarai',
      nameAr: 'المراعي',
      name: 'Almarai',
      productsCount: 0,
    });
    expect(fs.existsSync(fileOf(res.json().data.imageUrl))).toBe(true);
    expect((await create({ nameEn: 'Nadec', nameAr: 'نادك' }, manager.token)).statusCode).toBe(201);
  });

  it('refuses customers (403) and anonymous callers (401) on every write', async () => {
    expect((await create({ nameEn: 'X', nameAr: 'س' }, customer.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/adminBrand/createBrand',
      payload: { nameEn: 'X', nameAr: 'س' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/adminBrand/deleteBrand/1',
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 400 naming a missing Arabic name, 409 for a taken name, 415 for an SVG — and stores nothing', async () => {
    const before = await t.app.ctx.db.$count(brands);
    const missing = await create({ nameEn: 'Lonely' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data)).toEqual(['nameAr']);
    const taken = await create({ nameEn: 'ALMARAI', nameAr: 'اسم آخر' });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().data)).toEqual(['nameEn']);
    const body = multipartBody(
      { nameEn: 'Svg', nameAr: 'إس في جي' },
      { imageFile: { content: svgImage, filename: 'a.png', contentType: 'image/png' } },
    );
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/adminBrand/createBrand',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(svg.statusCode).toBe(415);
    expect(await t.app.ctx.db.$count(brands)).toBe(before);
  });

  it('lists brands paged, named in the caller’s language, counting active products only', async () => {
    const brand = (await create({ nameEn: 'Counted', nameAr: 'معدود' })).json().data;
    const category = (
      await send('POST', '/api/adminCategory/createCategory', { nameEn: 'Dairy', nameAr: 'ألبان' })
    ).json().data;
    await createProductRow(t.app, { brandId: brand.id, categoryId: category.id });
    await createProductRow(t.app, { brandId: brand.id, categoryId: category.id });
    await createProductRow(t.app, { brandId: brand.id, categoryId: category.id, isActive: false });

    const en = (
      await t.app.inject({ method: 'GET', url: '/api/brand/getAllBrands?search=count' })
    ).json().data;
    expect(en).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 1 });
    expect(en.items[0]).toMatchObject({ id: brand.id, name: 'Counted', productsCount: 2 });
    const ar = (
      await t.app.inject({
        method: 'GET',
        url: '/api/brand/getAllBrands?search=معدود',
        headers: { 'accept-language': 'ar' },
      })
    ).json().data;
    expect(ar.items[0].name).toBe('معدود');
    const paged = (
      await t.app.inject({ method: 'GET', url: '/api/brand/getAllBrands?pageSize=2&pageNumber=1' })
    ).json().data;
    expect(paged.items).toHaveLength(2);
    expect(paged.totalCount).toBeGreaterThanOrEqual(3);
    const byId = (
      await t.app.inject({ method: 'GET', url: `/api/brand/getBrandById/${brand.id}` })
    ).json().data;
    expect(byId.productsCount).toBe(2);
  });

  it('finds Arabic names whatever the diacritics and alef/yaa/taa-marbuta spelling', async () => {
    const brand = (await create({ nameEn: 'Al Rawabi', nameAr: 'الروابى للألبان' })).json().data;
    for (const typed of ['الروابي', 'الرَّوَابِي', 'للالبان', 'RAWABI']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/brand/getAllBrands?search=${encodeURIComponent(typed)}`,
      });
      expect(
        res.json().data.items.map((b: { id: number }) => b.id),
        typed,
      ).toEqual([brand.id]);
    }
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/brand/getAllBrands?search=${encodeURIComponent('%')}`,
    });
    expect(none.json().data.totalCount).toBe(0);
  });

  it('404 for an unknown brand, 400 for a bad id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/getBrandById/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brand/getBrandById/x' })).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/api/adminBrand/updateBrand/999999', { nameEn: 'N', nameAr: 'ن' }))
        .statusCode,
    ).toBe(404);
  });

  it('updates names and replaces the logo, removing the old files', async () => {
    const brand = (
      await create({ nameEn: 'Old', nameAr: 'قديم' }, admin.token, await pngImage(200, 200))
    ).json().data;
    const res = await send(
      'PUT',
      `/api/adminBrand/updateBrand/${brand.id}`,
      { nameEn: 'New', nameAr: 'جديد' },
      admin.token,
      await pngImage(300, 300),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nameEn: 'New', nameAr: 'جديد' });
    expect(res.json().data.imageUrl).not.toBe(brand.imageUrl);
    expect(fs.existsSync(fileOf(brand.imageUrl))).toBe(false);
    // Without a new image the logo stays.
    const kept = await send('PUT', `/api/adminBrand/updateBrand/${brand.id}`, {
      nameEn: 'Newer',
      nameAr: 'أجدد',
    });
    expect(kept.json().data.imageUrl).toBe(res.json().data.imageUrl);
  });

  it('will not delete a brand that still has products (409), deletes one that has none', async () => {
    const used = (await create({ nameEn: 'Busy', nameAr: 'مشغول' })).json().data;
    const category = (
      await send('POST', '/api/adminCategory/createCategory', {
        nameEn: 'Snacks',
        nameAr: 'وجبات خفيفة',
      })
    ).json().data;
    await createProductRow(t.app, { brandId: used.id, categoryId: category.id, isActive: false });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/adminBrand/deleteBrand/${used.id}`,
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has products/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/brand/getBrandById/${used.id}` })).statusCode,
    ).toBe(200);

    const free = (
      await create({ nameEn: 'Free', nameAr: 'حر' }, admin.token, await pngImage(100, 100))
    ).json().data;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/adminBrand/deleteBrand/${free.id}`,
      headers: bearer(manager.token),
    });
    expect(del.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(free.imageUrl))).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/adminBrand/deleteBrand/${free.id}`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
