import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createProductRow, createUser, type TestUser } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { sendImageForm } from '../../../test/multipart.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
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
  return sendImageForm(t.app, {
    method,
    url,
    fields,
    token,
    image,
    headers: { 'accept-language': 'en' },
  });
}
const create = (fields: Record<string, string>, image?: Buffer) =>
  send('POST', '/api/adminCategory/createCategory', fields, admin.token, image);
const update = (fields: Record<string, string>) =>
  send('PUT', '/api/adminCategory/updateCategory', fields);
const remove = (id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/adminCategory/deleteCategory/${id}`,
    headers: bearer(admin.token),
  });

describe('categories', () => {
  it('creates top-level and child categories', async () => {
    const parent = await create(
      { nameEn: 'Electronics', nameAr: 'إلكترونيات' },
      await pngImage(400, 400),
    );
    expect(parent.statusCode).toBe(201);
    expect(parent.json().data).toMatchObject({
      parentId: null,
      productsCount: 0,
      imageUrl: expect.stringMatching(/^\/media\/categories\//),
    });
    const child = await create({
      nameEn: 'Phones',
      nameAr: 'جوالات',
      parentId: String(parent.json().data.id),
    });
    expect(child.statusCode).toBe(201);
    expect(child.json().data.parentId).toBe(parent.json().data.id);
  });

  it('refuses customers and anonymous callers', async () => {
    expect(
      (
        await send(
          'POST',
          '/api/adminCategory/createCategory',
          { nameEn: 'A', nameAr: 'أ' },
          customer.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/adminCategory/deleteCategory/1' }))
        .statusCode,
    ).toBe(401);
  });

  it('validates names, the parent, and duplicate names', async () => {
    const missing = await create({ nameAr: 'بلا اسم إنجليزي' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data)).toEqual(['nameEn']);
    const badParent = await create({ nameEn: 'Orphan', nameAr: 'يتيم', parentId: '999999' });
    expect(badParent.statusCode).toBe(422);
    expect(Object.keys(badParent.json().data)).toEqual(['parentId']);
    const dup = await create({ nameEn: 'electronics', nameAr: 'شيء آخر' });
    expect(dup.statusCode).toBe(409);
  });

  it('updates with the id in the body and refuses a parent loop', async () => {
    const a = (await create({ nameEn: 'Home', nameAr: 'المنزل' })).json().data;
    const b = (await create({ nameEn: 'Kitchen', nameAr: 'المطبخ', parentId: String(a.id) })).json()
      .data;
    const c = (
      await create({ nameEn: 'Cookware', nameAr: 'أواني الطبخ', parentId: String(b.id) })
    ).json().data;
    const renamed = await update({
      id: String(b.id),
      nameEn: 'Kitchen & Dining',
      nameAr: 'المطبخ والمائدة',
      parentId: String(a.id),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ nameEn: 'Kitchen & Dining', parentId: a.id });
    const self = await update({
      id: String(a.id),
      nameEn: 'Home',
      nameAr: 'المنزل',
      parentId: String(a.id),
    });
    expect(self.statusCode).toBe(422);
    const loop = await update({
      id: String(a.id),
      nameEn: 'Home',
      nameAr: 'المنزل',
      parentId: String(c.id),
    });
    expect(loop.statusCode).toBe(422);
    const unknown = await update({ id: '999999', nameEn: 'Nope', nameAr: 'لا' });
    expect(unknown.statusCode).toBe(404);
    const noId = await update({ nameEn: 'Nope', nameAr: 'لا' });
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().data)).toEqual(['id']);
  });

  it('lists in the caller’s language with active product counts', async () => {
    const cat = (await create({ nameEn: 'Toys', nameAr: 'ألعاب' })).json().data;
    const brand = (
      await send('POST', '/api/adminBrand/createBrand', { nameEn: 'Lego', nameAr: 'ليغو' })
    ).json().data;
    await createProductRow(t.app, { brandId: brand.id, categoryId: cat.id });
    await createProductRow(t.app, { brandId: brand.id, categoryId: cat.id, isActive: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/category/getAllCategories?search=ألعاب',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ id: cat.id, name: 'ألعاب', productsCount: 1 }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/category/getCategoryById/${cat.id}` })).json()
        .data.name,
    ).toBe('Toys');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/category/getCategoryById/999999' }))
        .statusCode,
    ).toBe(404);
  });

  it('will not delete a category with products or sub-categories (409)', async () => {
    const parent = (await create({ nameEn: 'Garden', nameAr: 'الحديقة' })).json().data;
    const child = (
      await create({ nameEn: 'Tools', nameAr: 'أدوات', parentId: String(parent.id) })
    ).json().data;
    const withChild = await remove(parent.id);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toMatch(/sub-categories/);
    const brand = (
      await send('POST', '/api/adminBrand/createBrand', { nameEn: 'Fiskars', nameAr: 'فيسكارس' })
    ).json().data;
    await createProductRow(t.app, { brandId: brand.id, categoryId: child.id });
    const withProducts = await remove(child.id);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().message).toMatch(/still has products/);
    const empty = (await create({ nameEn: 'Empty', nameAr: 'فارغ' })).json().data;
    expect((await remove(empty.id)).statusCode).toBe(200);
    expect((await remove(empty.id)).statusCode).toBe(404);
  });
});
