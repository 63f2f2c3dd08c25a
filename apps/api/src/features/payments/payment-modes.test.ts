import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, carts, coupons, orders } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { writeSetting } from '../../lib/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  stockOf,
} from '../../../test/checkout-fixtures.ts';
import {
  linesOfCustomer,
  createCouponRow,
  createOrderRow,
  setCartCouponRow,
} from '../../../test/shopping-factories.ts';
import { expireUnpaidOrders } from './payment-expiry.ts';
import { choosePaymentMode, SANDBOX_SETTING } from './payment-gateway-choice.ts';

const status = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/Store/GetStatus' });
const widget = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/sandbox-gateway/v1/paymentWidgets.js?checkoutId=abc' });

describe('no HyperPay account and the sandbox off: Online payment is not offered', () => {
  let t: TestApp;
  let deliveryId: number;
  beforeAll(async () => {
    t = await buildTestApp({
      configure: (config) => {
        config.paymentSandbox = false;
      },
    });
    deliveryId = (await createDeliveryMethodRow(t.app, { priceHalalas: 1_500 })).id;
  });
  afterAll(() => t.close());

  it('says so in the public status: mode none, cash on delivery only', async () => {
    const res = await status(t);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      demo: false,
      paymentMode: 'none',
      paymentMethods: ['CashOnDelivery'],
      onlineMethods: [],
    });
  });

  it('has no sandbox gateway routes', async () => {
    expect((await widget(t)).statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/checkouts/abc/pay',
      payload: { cardNumber: '4111111111111111' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('refuses an Online CreateOrder with a 422 under paymentMethod, in both languages, changing nothing', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 5 });
    const coupon = await createCouponRow(t.app);
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 2 }]);
    await setCartCouponRow(t.app, shopper.user.id, coupon.id);
    for (const [lang, text] of [
      ['en', /Online payment is not available/],
      ['ar', /الدفع الإلكتروني غير متاح/],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Order/CreateOrder',
        headers: { ...shopper.headers, 'accept-language': lang },
        payload: orderBody(shopper, deliveryId, {
          paymentMethod: 'Online',
          couponCode: coupon.code,
        }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(text);
      expect(Object.keys(res.json().data)).toEqual(['paymentMethod']);
    }
    expect(
      await t.app.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id)),
    ).toEqual([]);
    expect((await stockOf(t.app, product.id)).stock).toBe(5);
    const lines = await t.app.ctx.db
      .select()
      .from(cartItems)
      .where(linesOfCustomer(shopper.user.id));
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    const [cart] = await t.app.ctx.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(cart!.couponId).toBe(coupon.id);
    const [unused] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(unused!.usedCount).toBe(0);

    // Cash on delivery still goes through.
    const cash = await t.app.inject({
      method: 'POST',
      url: '/api/Order/CreateOrder',
      headers: shopper.headers,
      payload: orderBody(shopper, deliveryId),
    });
    expect(cash.statusCode).toBe(201);
  });

  it('answers the payment screen of an older Online order with a clear 503', async () => {
    const shopper = await createShopper(t.app);
    const order = await createOrderRow(t.app, {
      userId: shopper.user.id,
      paymentMethod: 'Online',
      paymentExpiresAt: new Date(Date.now() + 20 * 60_000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.id}`,
      headers: { ...shopper.headers, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/الدفع الإلكتروني غير متاح/);
  });

  it('still cancels Online orders whose payment window has closed', async () => {
    const shopper = await createShopper(t.app);
    const order = await createOrderRow(t.app, {
      userId: shopper.user.id,
      paymentMethod: 'Online',
      checkoutId: 'left-from-the-sandbox',
      paymentExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await expireUnpaidOrders(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('Cancelled');
  });
});

describe('the sandbox switched on (the demo shop, and every test app by default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('offers Online payment through the sandbox, whose routes answer', async () => {
    expect(t.config.paymentSandbox).toBe(true);
    expect((await status(t)).json().data).toEqual({
      demo: false,
      paymentMode: 'sandbox',
      paymentMethods: ['Online', 'CashOnDelivery'],
      onlineMethods: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'],
    });
    expect((await widget(t)).statusCode).not.toBe(404);
  });

  it('documents the status read in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const read = docs.paths['/api/Store/GetStatus'].get;
    expect(read.tags).toEqual(['Store']);
    const data = read.responses['200'].content['application/json'].schema.properties.data;
    expect(data.properties.paymentMode.enum).toEqual(['hyperpay', 'sandbox', 'none']);
  });

  it('is off after setup stored so, unless PAYMENT_SANDBOX is given explicitly', async () => {
    const demoDefaults = loadConfig({ NODE_ENV: 'test' });
    expect(await choosePaymentMode(demoDefaults, t.app.ctx.db)).toBe('sandbox');
    await writeSetting(t.app.ctx.db, SANDBOX_SETTING, 'off');
    expect(await choosePaymentMode(demoDefaults, t.app.ctx.db)).toBe('none');
    const explicit = loadConfig({ NODE_ENV: 'test', PAYMENT_SANDBOX: 'true' });
    expect(await choosePaymentMode(explicit, t.app.ctx.db)).toBe('sandbox');
    // PostgreSQL without SEED_DEMO: no demo shop, so no sandbox unless asked for.
    const production = loadConfig({ DATABASE_URL: 'postgres://db.example/shop' });
    await writeSetting(t.app.ctx.db, SANDBOX_SETTING, 'on');
    expect(production.paymentSandbox).toBe(false);
    expect(
      await choosePaymentMode(
        loadConfig({ DATABASE_URL: 'postgres://db.example/shop', PAYMENT_SANDBOX: 'false' }),
        t.app.ctx.db,
      ),
    ).toBe('none');
  });
});

describe('HyperPay configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      configure: (config) => {
        config.hyperpay = { baseUrl: 'http://127.0.0.1:9/v', entityId: 'e', accessToken: 't' };
      },
    });
  });
  afterAll(() => t.close());

  it('offers Online payment through HyperPay and has no sandbox', async () => {
    expect((await status(t)).json().data).toEqual({
      demo: false,
      paymentMode: 'hyperpay',
      paymentMethods: ['Online', 'CashOnDelivery'],
      onlineMethods: ['CARDS'],
    });
    expect((await widget(t)).statusCode).toBe(404);
  });
});
