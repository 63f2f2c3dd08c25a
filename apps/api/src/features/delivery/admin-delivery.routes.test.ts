import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { deliveryMethods, orders } from '../../db/schema.ts';
import { createDeliveryMethodRow } from '../../../test/address-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createShopper, createShopProduct, placeOrder } from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/adminDeliveryMethod/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const fields = (extra: Record<string, unknown> = {}) => ({
  nameEn: 'Same day',
  nameAr: 'نفس اليوم',
  price: 45.5,
  estimatedDays: '0-1',
  ...extra,
});
const methodCount = () => t.app.ctx.db.$count(deliveryMethods);

describe('permissions', () => {
  const routes: Array<[Method, string, unknown?]> = [
    ['POST', 'createDeliveryMethod', fields()],
    ['PUT', 'UpdateDeliveryMethod', { ...fields(), id: 1 }],
    ['DELETE', 'deleteDeliveryMethod/1'],
    ['GET', 'GetAll'],
    ['GET', 'GetDeliveryMethodById/1'],
  ];
  it.each(routes)(
    '%s %s: anonymous 401, customer 403, nothing changed',
    async (method, url, body) => {
      const before = await methodCount();
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      const refused = await call(method, url, body, customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'You do not have permission to do this',
        statusCode: 403,
        data: null,
      });
      expect(await methodCount()).toBe(before);
    },
  );

  it('lets a manager in', async () => {
    const manager = await createUser(t.app, { role: 'Manager' });
    expect((await call('GET', 'GetAll', undefined, manager)).statusCode).toBe(200);
  });
});

describe('create, read, update', () => {
  it('creates a method (201), reads it back by id, and the shop offers it', async () => {
    const res = await call('POST', 'createDeliveryMethod', fields({ price: '45.50' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Delivery method added');
    const created = res.json().data as AdminDeliveryMethod;
    expect(created).toEqual({
      id: expect.any(Number),
      nameEn: 'Same day',
      nameAr: 'نفس اليوم',
      name: 'Same day',
      price: 45.5,
      estimatedDays: '0-1',
      isActive: true,
      ordersCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, created.id));
    expect(row!.priceHalalas).toBe(4_550);

    const read = await call('GET', `GetDeliveryMethodById/${created.id}`, undefined, admin, 'ar');
    expect(read.json()).toMatchObject({ message: 'طريقة التوصيل', data: { name: 'نفس اليوم' } });
    const offered = await t.app.inject({ url: '/api/DeliveryMethod/GetAllDeliveryMethods' });
    expect(offered.json().data.map((m: { id: number }) => m.id)).toContain(created.id);
  });

  it('updates every field; a deactivated method leaves the shop but stays readable here', async () => {
    const row = await createDeliveryMethodRow(t.app);
    const res = await call('PUT', 'UpdateDeliveryMethod', {
      id: row.id,
      nameEn: 'Courier',
      nameAr: 'مندوب',
      price: 0,
      estimatedDays: '3',
      isActive: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Delivery method updated');
    expect(res.json().data).toMatchObject({
      id: row.id,
      nameEn: 'Courier',
      price: 0,
      estimatedDays: '3',
      isActive: false,
    });
    const publicRead = await t.app.inject({
      url: `/api/DeliveryMethod/GetDeliveryMethodById/${row.id}`,
    });
    expect(publicRead.statusCode).toBe(404);
    const adminRead = await call('GET', `GetDeliveryMethodById/${row.id}`);
    expect(adminRead.json().data).toMatchObject({ id: row.id, isActive: false });
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no English name', { nameEn: '' }, 'nameEn'],
    ['no Arabic name', { nameAr: undefined }, 'nameAr'],
    ['a 101-character name', { nameEn: 'x'.repeat(101) }, 'nameEn'],
    ['no price', { price: undefined }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price with 3 decimals', { price: '1.234' }, 'price'],
    ['a price over 100,000', { price: 100_001 }, 'price'],
    ['no delivery days', { estimatedDays: ' ' }, 'estimatedDays'],
    ['an active flag that is not true/false', { isActive: 'perhaps' }, 'isActive'],
  ];
  it.each(refusals)('refuses %s with 400 naming the field', async (_, extra, field) => {
    const before = await methodCount();
    const res = await call('POST', 'createDeliveryMethod', fields(extra));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toEqual([field]);
    expect(res.json().message).toMatch(/^[^:]+: /);
    expect(await methodCount()).toBe(before);
  });

  it('words a refusal in the caller language', async () => {
    const res = await call('POST', 'createDeliveryMethod', fields({ price: -1 }), admin, 'ar');
    expect(res.json().message).toBe('السعر: يجب ألا يقل عن 0');
  });

  it('answers 404 for an unknown id and 400 for a missing one on update', async () => {
    const row = await createDeliveryMethodRow(t.app, { nameEn: 'Untouched' });
    const unknown = await call('PUT', 'UpdateDeliveryMethod', { ...fields(), id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Delivery method not found',
      statusCode: 404,
      data: null,
    });
    const missing = await call('PUT', 'UpdateDeliveryMethod', fields());
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data)).toEqual(['id']);
    const bad = await call('PUT', 'UpdateDeliveryMethod', {
      ...fields({ price: 'x' }),
      id: row.id,
    });
    expect(bad.statusCode).toBe(400);
    const [kept] = await t.app.ctx.db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, row.id));
    expect(kept).toEqual(row);
    expect((await call('GET', 'GetDeliveryMethodById/999999')).statusCode).toBe(404);
  });
});

describe('GET adminDeliveryMethod/GetAll', () => {
  it('lists inactive methods too, cheapest first, with search, filter and paging', async () => {
    const local = await buildTestApp();
    try {
      const staff = await createUser(local.app, { role: 'Manager' });
      const list = async (query = '') =>
        (
          await local.app.inject({
            url: `/api/adminDeliveryMethod/GetAll?${query}`,
            headers: bearer(staff.token),
          })
        ).json().data as { items: AdminDeliveryMethod[]; totalCount: number };
      const express = await createDeliveryMethodRow(local.app, {
        nameEn: 'Express',
        nameAr: 'سريع',
        priceHalalas: 3_500,
      });
      const pickup = await createDeliveryMethodRow(local.app, {
        nameEn: 'Store pickup',
        nameAr: 'استلام من المتجر',
        priceHalalas: 0,
      });
      const retired = await createDeliveryMethodRow(local.app, {
        nameEn: 'Old courier',
        nameAr: 'مندوب قديم',
        priceHalalas: 1_000,
        isActive: false,
      });
      const ids = (page: { items: AdminDeliveryMethod[] }) => page.items.map((m) => m.id);
      expect(ids(await list())).toEqual([pickup.id, retired.id, express.id]);
      expect(ids(await list('isActive=false'))).toEqual([retired.id]);
      expect(ids(await list('isActive=true'))).toEqual([pickup.id, express.id]);
      expect(ids(await list('search=COURIER'))).toEqual([retired.id]);
      expect(ids(await list('search=المتجر'))).toEqual([pickup.id]);
      expect(await list('pageSize=2&pageNumber=2')).toMatchObject({
        items: [{ id: express.id }],
        totalCount: 3,
      });
      expect(await list('pageNumber=5')).toMatchObject({ items: [], totalCount: 3 });
    } finally {
      await local.close();
    }
  });
});

describe('used by orders', () => {
  it('counts orders, and deactivates a used method instead of deleting it', async () => {
    const method = await createDeliveryMethodRow(t.app, { nameEn: 'Used one' });
    const product = await createShopProduct(t.app, { stock: 10 });
    const shopper = await createShopper(t.app);
    const placed = await placeOrder(t.app, shopper, method.id, [
      { productId: product.id, quantity: 1 },
    ]);
    expect((await call('GET', `GetDeliveryMethodById/${method.id}`)).json().data.ordersCount).toBe(
      1,
    );

    const res = await call('DELETE', `deleteDeliveryMethod/${method.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Orders were placed with this delivery method, so it was deactivated instead of deleted',
      statusCode: 200,
      data: {
        id: method.id,
        deleted: false,
        deliveryMethod: expect.objectContaining({ id: method.id, isActive: false, ordersCount: 1 }),
      },
    });
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.deliveryMethodId).toBe(method.id);
    const offered = await t.app.inject({ url: '/api/DeliveryMethod/GetAllDeliveryMethods' });
    expect(offered.json().data.map((m: { id: number }) => m.id)).not.toContain(method.id);
  });

  it('deletes an unused method, then answers 404 for it', async () => {
    const method = await createDeliveryMethodRow(t.app);
    const res = await call('DELETE', `deleteDeliveryMethod/${method.id}`, undefined, admin, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'تم حذف طريقة التوصيل',
      statusCode: 200,
      data: { id: method.id, deleted: true, deliveryMethod: null },
    });
    expect(await t.app.ctx.db.$count(deliveryMethods, eq(deliveryMethods.id, method.id))).toBe(0);
    expect((await call('DELETE', `deleteDeliveryMethod/${method.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', 'deleteDeliveryMethod/abc')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the admin calls with security', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, verb] of [
      ['/api/adminDeliveryMethod/createDeliveryMethod', 'post'],
      ['/api/adminDeliveryMethod/UpdateDeliveryMethod', 'put'],
      ['/api/adminDeliveryMethod/deleteDeliveryMethod/{id}', 'delete'],
      ['/api/adminDeliveryMethod/GetAll', 'get'],
      ['/api/adminDeliveryMethod/GetDeliveryMethodById/{id}', 'get'],
    ] as const) {
      expect(paths[path][verb].security).toEqual([{ bearerAuth: [] }]);
    }
    const created = paths['/api/adminDeliveryMethod/createDeliveryMethod'].post;
    const data = created.responses['201'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['id', 'nameEn', 'nameAr', 'price', 'isActive', 'ordersCount']),
    );
  });
});
