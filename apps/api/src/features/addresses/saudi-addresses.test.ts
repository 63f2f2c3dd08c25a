import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAUDI_CITIES, type Address } from '@dukkan/contracts';
import { createAddressRow } from '../../../test/address-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { addresses } from './addresses.tables.ts';

/**
 * Decision 021: the city from the list, the short national address instead of the building
 * fields, the shopper's location, and what orders and the invoice print of them.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withShortAddress = {
  label: 'Home',
  city: 'الرياض',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  shortAddress: ' rrrd ٢٩٢٩ ',
  latitude: 24.713552123,
  longitude: '46.6752957',
};

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser,
  payload?: object,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...bearer(user.token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const rowsOf = (userId: number) =>
  t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, userId));

describe('the city list', () => {
  it('has every region capital and the larger cities, each named in both languages', () => {
    expect(SAUDI_CITIES.filter((city) => city.isCapital)).toHaveLength(13);
    expect(SAUDI_CITIES.length).toBeGreaterThanOrEqual(73);
    expect(new Set(SAUDI_CITIES.map((city) => city.code)).size).toBe(SAUDI_CITIES.length);
    for (const city of SAUDI_CITIES) {
      expect(city.en).toMatch(/^[A-Za-z' ]+$/);
      expect(city.ar).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });
});

describe('a Saudi address', () => {
  it('takes the short national address instead of the building fields, and the location', async () => {
    const user = await createUser(t.app);
    const res = await call('POST', 'address', user, withShortAddress);
    expect(res.statusCode, res.body).toBe(201);
    const address: Address = res.json().data;
    expect(address).toMatchObject({
      city: 'Riyadh',
      cityCode: 'riyadh',
      shortAddress: 'RRRD2929',
      buildingNumber: null,
      postalCode: null,
      additionalNumber: null,
      // Kept to 6 decimals.
      latitude: 24.713552,
      longitude: 46.675296,
    });
    expect((await call('GET', `address/${address.id}`, user)).json().data).toEqual(address);

    // The city by its code; an update without the location or the short address clears them.
    const changed = await call('PUT', 'address', user, {
      id: address.id,
      city: 'al-khobar',
      district: 'Al Ulaya',
      street: 'Prince Turki Street',
      buildingNumber: '٧٥٩٦',
      postalCode: '34447',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      city: 'Al Khobar',
      cityCode: 'al-khobar',
      shortAddress: null,
      buildingNumber: '7596',
      latitude: null,
      longitude: null,
    });
  });

  it('refuses bad input with 400 naming the field in the caller language, writing nothing', async () => {
    const user = await createUser(t.app);
    const {
      shortAddress: _short,
      latitude: _lat,
      longitude: _lng,
      ...noBuilding
    } = withShortAddress;
    const cases: Array<[object, string[], string, string]> = [
      [
        { ...withShortAddress, city: 'Springfield' },
        ['city'],
        'City: must be a city from the list of Saudi cities',
        'المدينة: يجب أن تكون مدينة من قائمة المدن السعودية',
      ],
      [
        { ...withShortAddress, shortAddress: 'RRR2929' },
        ['shortAddress'],
        'Short national address: must be 4 letters and 4 digits, such as RRRD2929',
        'العنوان الوطني المختصر: يجب أن يكون 4 حروف و4 أرقام مثل RRRD2929',
      ],
      [
        { ...withShortAddress, latitude: 91 },
        ['latitude'],
        'Latitude: must be a latitude between -90 and 90',
        'خط العرض: يجب أن يكون خط عرض بين ‎-90 و90',
      ],
      [
        { ...withShortAddress, longitude: '-180.5' },
        ['longitude'],
        'Longitude: must be a longitude between -180 and 180',
        'خط الطول: يجب أن يكون خط طول بين ‎-180 و180',
      ],
      [
        { ...withShortAddress, longitude: undefined },
        ['longitude'],
        'Longitude: must be given together with the other coordinate',
        'خط الطول: يجب أن يُرسل مع الإحداثي الآخر',
      ],
      [
        { ...noBuilding, additionalNumber: '1234' },
        ['buildingNumber', 'postalCode'],
        'Building number: is required unless the short national address is given',
        'رقم المبنى: مطلوب ما لم يُذكر العنوان الوطني المختصر',
      ],
    ];
    for (const [body, fields, english, arabic] of cases) {
      const res = await call('POST', 'address', user, body);
      expect(res.statusCode, english).toBe(400);
      expect(res.json().message).toBe(english);
      expect(Object.keys(res.json().data)).toEqual(fields);
      expect((await call('POST', 'address', user, body, 'ar')).json().message).toBe(arabic);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('keeps an address saved before the list readable, and editable with a city of the list', async () => {
    const user = await createUser(t.app);
    const legacy = await createAddressRow(t.app, user.id, { city: 'Old Town', cityCode: null });
    const read = await call('GET', `address/${legacy.id}`, user);
    expect(read.json().data).toMatchObject({ city: 'Old Town', cityCode: null });

    const body = { ...withShortAddress, id: legacy.id, city: 'Old Town' };
    const refused = await call('PUT', 'address', user, body);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data)).toEqual(['city']);
    expect((await rowsOf(user.id))[0]).toMatchObject({ city: 'Old Town', cityCode: null });

    const saved = await call('PUT', 'address', user, { ...body, city: 'Jeddah' });
    expect(saved.json().data).toMatchObject({ city: 'Jeddah', cityCode: 'jeddah' });
  });
});

describe('an order to such an address', () => {
  it('keeps the short address and the location, shown to the shopper, staff and on the invoice', async () => {
    const shopper = await createShopper(t.app);
    const admin = await createUser(t.app, { role: 'Admin' });
    const delivery = await createDeliveryMethodRow(t.app);
    const product = await createShopProduct(t.app, { stock: 5 });
    await t.app.ctx.db
      .update(addresses)
      .set({
        shortAddress: 'RRRD2929',
        buildingNumber: null,
        postalCode: null,
        latitude: 24.713552,
        longitude: 46.675296,
      })
      .where(eq(addresses.id, shopper.addressId));
    const { orderId } = await placeOrder(t.app, shopper, delivery.id, [
      { productId: product.id, quantity: 1 },
    ]);

    const mine = await t.app.inject({
      url: `/api/Order/GetOrderDetails/${orderId}`,
      headers: shopper.headers,
    });
    const expected = {
      cityCode: 'riyadh',
      shortAddress: 'RRRD2929',
      buildingNumber: null,
      latitude: 24.713552,
      longitude: 46.675296,
    };
    expect(mine.json().data.address).toMatchObject(expected);
    const staff = await t.app.inject({
      url: `/api/AdminOrder/GetOrderDetails/${orderId}`,
      headers: bearer(admin.token),
    });
    expect(staff.json().data.address).toMatchObject(expected);

    const invoice = await t.app.inject({
      url: `/api/AdminOrder/${orderId}/invoice`,
      headers: bearer(admin.token),
    });
    expect(invoice.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(invoice.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    // The line wraps in its cell.
    expect(text.replace(/\s+/g, ' ')).toContain('RRRD2929 · King Fahd Road, Al Olaya, Riyadh');
  });
});
