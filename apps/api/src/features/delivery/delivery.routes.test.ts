import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '@dukkan/contracts';
import { createDeliveryMethodRow } from '../../../test/address-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let express: number;
let standard: number;
let pickup: number;
let retired: number;

beforeAll(async () => {
  t = await buildTestApp();
  express = (
    await createDeliveryMethodRow(t.app, {
      nameEn: 'Express',
      nameAr: 'توصيل سريع',
      priceHalalas: 3_550,
      estimatedDays: '1',
    })
  ).id;
  standard = (
    await createDeliveryMethodRow(t.app, {
      nameEn: 'Standard',
      nameAr: 'توصيل عادي',
      priceHalalas: 1_500,
      estimatedDays: '2-4',
    })
  ).id;
  pickup = (
    await createDeliveryMethodRow(t.app, {
      nameEn: 'Store pickup',
      nameAr: 'استلام من المتجر',
      priceHalalas: 0,
      estimatedDays: '0',
    })
  ).id;
  retired = (
    await createDeliveryMethodRow(t.app, {
      nameEn: 'Old courier',
      nameAr: 'مندوب قديم',
      priceHalalas: 500,
      isActive: false,
    })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') =>
  t.app.inject({ url: `/api/DeliveryMethod/${url}`, headers: { 'accept-language': lang } });

describe('delivery methods (public)', () => {
  it('lists only active methods, cheapest first, without a token', async () => {
    const res = await get('GetAllDeliveryMethods');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Delivery methods');
    const methods: DeliveryMethod[] = res.json().data;
    expect(methods.map((m) => m.id)).toEqual([pickup, standard, express]);
    expect(methods.map((m) => m.id)).not.toContain(retired);
    expect(methods[2]).toEqual({
      id: express,
      nameEn: 'Express',
      nameAr: 'توصيل سريع',
      name: 'Express',
      price: 35.5,
      estimatedDays: '1',
      isActive: true,
    });
  });

  it('names methods in the request language', async () => {
    const res = await get('getalldeliverymethods', 'ar');
    expect(res.json().message).toBe('طرق التوصيل');
    expect(res.json().data.map((m: DeliveryMethod) => m.name)).toEqual([
      'استلام من المتجر',
      'توصيل عادي',
      'توصيل سريع',
    ]);
  });

  it('reads one active method by id; unknown or inactive ids answer 404, a bad id 400', async () => {
    const found = await get(`GetDeliveryMethodById/${standard}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: standard, name: 'Standard', price: 15 });

    const inactive = await get(`GetDeliveryMethodById/${retired}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({
      message: 'This delivery method does not exist or is no longer offered',
      statusCode: 404,
      data: null,
    });
    const unknown = await get('GetDeliveryMethodById/999999', 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('طريقة التوصيل هذه غير موجودة أو لم تعد متاحة');
    const bad = await get('GetDeliveryMethodById/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['id']);
  });

  it('documents both public reads in the OpenAPI document, without security', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const all = paths['/api/DeliveryMethod/GetAllDeliveryMethods'].get;
    expect(all.tags).toEqual(['DeliveryMethod']);
    expect(all.security).toBeUndefined();
    const one = paths['/api/DeliveryMethod/GetDeliveryMethodById/{id}'].get;
    expect(one.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    const data = one.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'price', 'estimatedDays']),
    );
  });
});
