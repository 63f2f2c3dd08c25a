import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createShopper, createDeliveryMethodRow, orderBody } from '../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../test/factories.ts';
import { addToCartRow, createShopProduct } from '../../test/shopping-factories.ts';
import { users } from '../db/schema.ts';
import { addresses } from '../features/addresses/addresses.tables.ts';

/**
 * What the edge refuses before anything reaches a service or the database: text with NUL, lone
 * surrogates or control characters (the one rule of the contracts' text primitive), multipart
 * without a boundary, dates outside 2000–2999 and ids beyond PostgreSQL's integer. Each is a 400
 * envelope naming the field in the caller's language, and changes nothing.
 */

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.app);
  admin = await createUser(t.app, { role: 'Admin' });
});
afterAll(() => t.close());

const RULE_EN = 'must not contain control characters or broken characters';
const RULE_AR = 'يجب ألا يحتوي على رموز تحكم أو رموز تالفة';

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { user?: TestUser; payload?: unknown; lang?: string; headers?: object } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.user ? bearer(options.user.token) : {}),
      ...(options.headers ?? {}),
    },
    ...(options.payload !== undefined
      ? {
          payload:
            typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload),
          headers: {
            'content-type': 'application/json',
            'accept-language': options.lang ?? 'en',
            ...(options.user ? bearer(options.user.token) : {}),
            ...(options.headers ?? {}),
          },
        }
      : {}),
  });
}

describe('control characters in text', () => {
  const register = (firstName: string, lang = 'en') =>
    call('POST', '/api/Account/register', {
      lang,
      payload: {
        firstName,
        lastName: 'Test',
        email: 'nul@example.com',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        phoneNumber: '0512345678',
      },
    });

  it('refuses NUL in a name with a 400 naming the field, in both languages, creating nobody', async () => {
    const en = await register('Sa\u0000ra');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: `First name: ${RULE_EN}`,
      statusCode: 400,
      data: { firstName: [RULE_EN] },
    });
    const ar = await register('Sa\u0000ra', 'ar');
    expect(ar.json().message).toBe(`الاسم الأول: ${RULE_AR}`);
    const created = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'nul@example.com'));
    expect(created).toEqual([]);
  });

  it('refuses a lone surrogate, C0, DEL and C1 characters wherever text goes', async () => {
    for (const bad of ['\uD800', '\uDC00x', '\u0001', '\u007F', '\u0085', '\u009F']) {
      const response = await call('POST', '/api/address', {
        user: customer,
        payload: {
          city: 'Riyadh',
          district: 'Olaya',
          street: `King Fahd${bad} Road`,
          buildingNumber: '1234',
          postalCode: '12345',
        },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe(`Street: ${RULE_EN}`);
    }
    expect(
      await t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, customer.id)),
    ).toEqual([]);
  });

  it('keeps tabs and line breaks in multi-line text, and paired surrogates (emoji)', async () => {
    const response = await call('POST', '/api/address', {
      user: customer,
      payload: {
        city: 'Riyadh',
        district: 'Olaya',
        street: 'King Fahd Road 🌴',
        buildingNumber: '1234',
        postalCode: '12345',
        details: 'Gate 2\r\n\tsecond floor',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.details).toBe('Gate 2\r\n\tsecond floor');
    expect(response.json().data.street).toBe('King Fahd Road 🌴');
  });

  it('refuses control characters in path and query parameters', async () => {
    const coupon = await call('GET', '/api/Coupons/IsValid/SAVE10%00', { user: customer });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().message).toBe(`Code: ${RULE_EN}`);
    const byCode = await call('GET', '/api/Coupons/GetByCode/SAVE%01', { user: customer });
    expect(byCode.statusCode).toBe(400);
    const search = await call('GET', '/api/product/getAllProducts?search=phone%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(`Search: ${RULE_EN}`);
    const adminSearch = await call('GET', '/api/AdminOrder/GetAllOrders?search=%C2%85', {
      user: admin,
    });
    expect(adminSearch.statusCode).toBe(400);
  });

  it('refuses them in order notes before an order is placed', async () => {
    const shopper = await createShopper(t.app);
    const method = await createDeliveryMethodRow(t.app);
    const product = await createShopProduct(t.app, { stock: 5 });
    await addToCartRow(t.app, shopper.user.id, product.id, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Order/CreateOrder',
      headers: shopper.headers,
      payload: orderBody(shopper, method.id, { notes: 'Ring\u0000 twice' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Notes: ${RULE_EN}`);
    const placed = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetMyOrders',
      headers: shopper.headers,
    });
    expect(placed.json().data.totalCount).toBe(0);
  });
});

describe('multipart without a boundary', () => {
  it('is a 400 envelope in the caller language, not a 500', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da'],
    ] as const) {
      const response = await call('PUT', '/api/Account/update-user-info', {
        user: customer,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({
        message: 'The form data could not be read (no boundary, or the body is cut short)',
        statusCode: 400,
        data: null,
      });
    }
    const ar = await call('POST', '/api/contact/send', {
      lang: 'ar',
      payload: '',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe('تعذّرت قراءة بيانات النموذج (لا يوجد فاصل، أو المحتوى مقطوع)');
  });
});

describe('dates outside a sane range', () => {
  it('are a 400 on the order list, naming the field', async () => {
    const absurd = await call('GET', '/api/AdminOrder/GetAllOrders?from=0001-01-01&to=9999-12-31', {
      user: admin,
    });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().message).toBe('From: must be a date from 2000-01-01 to 2999-12-31');
    expect(absurd.json().data).toEqual({
      from: ['must be a date from 2000-01-01 to 2999-12-31'],
      to: ['must be a date from 2000-01-01 to 2999-12-31'],
    });
    const arabic = await call('GET', '/api/AdminOrder/GetAllOrders?to=9999-12-31', {
      user: admin,
      lang: 'ar',
    });
    expect(arabic.json().message).toContain('يجب أن يكون تاريخًا من 2000-01-01 إلى 2999-12-31');
    const fine = await call('GET', '/api/AdminOrder/GetAllOrders?from=2000-01-01&to=2999-12-31', {
      user: admin,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('are a 400 on the dashboard figures and on discount and coupon dates', async () => {
    const sales = await call(
      'GET',
      '/api/AdminDashboard/SalesPerDay?from=0001-01-01&to=0001-01-05',
      { user: admin },
    );
    expect(sales.statusCode).toBe(400);
    expect(sales.json().message).toBe('From: must be a date from 2000-01-01 to 2999-12-31');
    const coupon = await call('POST', '/api/AdminCoupons/Create', {
      user: admin,
      payload: { code: 'OLD10', type: 'Percentage', value: 10, endDate: '9999-12-31' },
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().message).toBe('End date: must be a date from 2000-01-01 to 2999-12-31');
  });
});

describe('ids beyond PostgreSQL integer', () => {
  it('are a 400 naming the id, not a database overflow', async () => {
    const product = await call('GET', '/api/product/getProductById/2147483648');
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe('Id: must be a positive whole number');
    const cart = await call('POST', '/api/cart/addToCart', {
      user: customer,
      payload: { productId: 99_999_999_999, quantity: 1 },
    });
    expect(cart.statusCode).toBe(400);
    const largest = await call('GET', '/api/product/getProductById/2147483647');
    expect(largest.statusCode).toBe(404);
  });
});
