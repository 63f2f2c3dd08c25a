import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OnlineMethod } from '@dukkan/contracts';
import { orders, orderStatusHistory, sandboxCheckouts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  stockOf,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { SANDBOX_ENTITY_IDS } from './sandbox-gateway.ts';
import { SANDBOX_CARDS } from './sandbox-store.ts';
import { SANDBOX_STC_PAY_OTP } from './sandbox-wallet-page.ts';

let t: TestApp;
let deliveryId: number;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  deliveryId = (await createDeliveryMethodRow(t.app, { priceHalalas: 1_500 })).id;
  admin = bearer((await createUser(t.app, { role: 'Admin' })).token);
});
afterAll(() => t.close());

async function placeOrder(shopper: Shopper, onlineMethod?: OnlineMethod, lang = 'en') {
  const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 5 });
  await fillCart(t.app, shopper, [{ productId: product.id, quantity: 2 }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: { ...shopper.headers, 'accept-language': lang },
    payload: orderBody(shopper, deliveryId, { paymentMethod: 'Online', onlineMethod }),
  });
  return { response, product };
}

async function onlineOrder(shopper: Shopper, onlineMethod?: OnlineMethod) {
  const { response } = await placeOrder(shopper, onlineMethod);
  expect(response.statusCode).toBe(201);
  return response.json().data as { orderId: number; checkoutId: string };
}

const form = (payload: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(payload).toString(),
});

async function payWithCard(checkoutId: string, cardNumber: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/checkouts/${checkoutId}/pay`,
    ...form({
      cardNumber,
      holder: 'Noura Test',
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
      shopperResultUrl: '/ar/payment-status',
    }),
  });
  expect(response.statusCode).toBe(303);
}

async function answerWallet(
  checkoutId: string,
  brand: 'APPLEPAY' | 'STC_PAY',
  decision: 'approve' | 'decline',
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/checkouts/${checkoutId}/wallet`,
    ...form({ brand, decision, lang: 'en', shopperResultUrl: '/en/payment-status', ...extra }),
  });
}

const askStatus = (shopper: Shopper, checkoutId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/status?resourcePath=/v1/checkouts/${checkoutId}/payment`,
    headers: shopper.headers,
  });

const paymentScreen = (shopper: Shopper, orderId: number, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/checkout/${orderId}${query}`,
    headers: shopper.headers,
  });

async function staffView(orderId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/AdminOrder/GetOrderDetails/${orderId}`,
    headers: admin,
  });
  return response.json().data as { onlineMethod: string; paymentBrand: string; isPaid: boolean };
}

async function sandboxRow(checkoutId: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.id, checkoutId));
  return row!;
}

const setMethods = (enabledMethods: unknown, headers = admin, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/AdminPayment/Methods',
    headers: { ...headers, 'accept-language': lang },
    payload: { enabledMethods },
  });

describe('each method end to end against the sandbox', () => {
  it('offers every method, mada first', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/Store/GetStatus' });
    expect(status.json().data.onlineMethods).toEqual(['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY']);
  });

  it('mada: its own entity, a full capture (DB), a decline then a success', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'MADA');
    expect(await sandboxRow(order.checkoutId)).toMatchObject({
      entityId: SANDBOX_ENTITY_IDS.MADA,
      paymentType: 'DB',
    });
    const screen = await paymentScreen(shopper, order.orderId);
    expect(screen.json().data).toMatchObject({ method: 'MADA', brands: 'MADA' });

    await payWithCard(order.checkoutId, SANDBOX_CARDS.madaDeclined);
    const declined = await askStatus(shopper, order.checkoutId);
    expect(declined.json().data).toMatchObject({ isPaid: false, code: '800.100.151' });

    const retry = (await paymentScreen(shopper, order.orderId)).json().data;
    expect(retry.checkoutId).not.toBe(order.checkoutId);
    expect(await sandboxRow(retry.checkoutId)).toMatchObject({
      entityId: SANDBOX_ENTITY_IDS.MADA,
      paymentType: 'DB',
    });
    await payWithCard(retry.checkoutId, SANDBOX_CARDS.madaSuccess);
    expect((await askStatus(shopper, retry.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({
      onlineMethod: 'MADA',
      paymentBrand: 'MADA',
      isPaid: true,
    });
  });

  it('Visa / Mastercard: the cards entity; the brand the gateway reports is kept', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    expect((await sandboxRow(order.checkoutId)).entityId).toBe(SANDBOX_ENTITY_IDS.CARDS);
    expect((await paymentScreen(shopper, order.orderId)).json().data.brands).toBe('VISA MASTER');
    await payWithCard(order.checkoutId, SANDBOX_CARDS.success);
    expect((await askStatus(shopper, order.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({
      onlineMethod: 'CARDS',
      paymentBrand: 'VISA',
    });
  });

  it('Apple Pay: a decline leaves the order unpaid, an approval pays it', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'APPLEPAY');
    expect((await sandboxRow(order.checkoutId)).entityId).toBe(SANDBOX_ENTITY_IDS.APPLEPAY);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/wallet?brand=APPLEPAY&lang=ar`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('موافقة');
    expect(page.body).toContain('215.00 SAR');

    const declined = await answerWallet(order.checkoutId, 'APPLEPAY', 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toMatch(/^\/en\/payment-status\?id=/);
    expect((await askStatus(shopper, order.checkoutId)).json().data).toMatchObject({
      isPaid: false,
      code: '100.396.101',
    });
    const retry = (await paymentScreen(shopper, order.orderId)).json().data;
    expect(retry).toMatchObject({ method: 'APPLEPAY', brands: 'APPLEPAY' });
    await answerWallet(retry.checkoutId, 'APPLEPAY', 'approve');
    expect((await askStatus(shopper, retry.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({ paymentBrand: 'APPLEPAY' });
  });

  it('a wallet answer that is no form (a JSON array) is a decline, never an error', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'APPLEPAY');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/wallet`,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(answer.statusCode).toBe(303);
    expect((await sandboxRow(order.checkoutId)).state).toBe('declined');
  });

  it('STC Pay: a mobile number, then the code; a wrong code changes nothing', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'STC_PAY');
    expect((await sandboxRow(order.checkoutId)).entityId).toBe(SANDBOX_ENTITY_IDS.STC_PAY);
    const numberStep = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/wallet?brand=STC_PAY`,
    });
    expect(numberStep.body).toContain('name="mobile"');
    const codeStep = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/wallet?brand=STC_PAY&mobile=0512345678`,
    });
    expect(codeStep.body).toContain('name="otp"');

    const wrong = await answerWallet(order.checkoutId, 'STC_PAY', 'approve', {
      mobile: '0512345678',
      otp: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await sandboxRow(order.checkoutId)).state).toBe('open');

    const right = await answerWallet(order.checkoutId, 'STC_PAY', 'approve', {
      mobile: '0512345678',
      otp: SANDBOX_STC_PAY_OTP,
    });
    expect(right.statusCode).toBe(303);
    expect((await askStatus(shopper, order.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({
      onlineMethod: 'STC_PAY',
      paymentBrand: 'STC_PAY',
    });
  });

  it('parallel status calls pay each method once', async () => {
    const shopper = await createShopper(t.app);
    const paid: Array<{ orderId: number; checkoutId: string }> = [];
    const mada = await onlineOrder(shopper, 'MADA');
    await payWithCard(mada.checkoutId, SANDBOX_CARDS.madaSuccess);
    const cards = await onlineOrder(shopper, 'CARDS');
    await payWithCard(cards.checkoutId, SANDBOX_CARDS.success);
    const apple = await onlineOrder(shopper, 'APPLEPAY');
    await answerWallet(apple.checkoutId, 'APPLEPAY', 'approve');
    const stc = await onlineOrder(shopper, 'STC_PAY');
    await answerWallet(stc.checkoutId, 'STC_PAY', 'approve', { otp: SANDBOX_STC_PAY_OTP });
    paid.push(mada, cards, apple, stc);

    for (const order of paid) {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => askStatus(shopper, order.checkoutId)),
      );
      expect(answers.every((answer) => answer.json().data.isPaid === true)).toBe(true);
      const history = await t.app.ctx.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.orderId));
      expect(history.filter((entry) => entry.noteKey === 'orders.history.paid')).toHaveLength(1);
    }
  });
});

describe('BIN routing', () => {
  it('a mada card paid under Visa / Mastercard is recorded as mada', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'CARDS');
    await payWithCard(order.checkoutId, SANDBOX_CARDS.madaSuccess);
    const json = await (
      await t.app.inject({
        method: 'GET',
        url: `/sandbox-gateway/v1/checkouts/${order.checkoutId}/payment`,
      })
    ).json();
    expect(json).toMatchObject({ paymentBrand: 'MADA', card: { bin: '446404' } });
    expect((await askStatus(shopper, order.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({
      onlineMethod: 'CARDS',
      paymentBrand: 'MADA',
    });
  });

  it('opens the checkout on the mada entity for a mada BIN, or when the widget detects mada', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'CARDS');
    const visa = (await paymentScreen(shopper, order.orderId, '?cardBin=411111')).json().data;
    expect(visa).toMatchObject({ method: 'CARDS', checkoutId: order.checkoutId });

    const routed = (await paymentScreen(shopper, order.orderId, '?cardBin=44640400')).json().data;
    expect(routed).toMatchObject({ method: 'MADA', brands: 'MADA' });
    expect(routed.checkoutId).not.toBe(order.checkoutId);
    expect(await sandboxRow(routed.checkoutId)).toMatchObject({
      entityId: SANDBOX_ENTITY_IDS.MADA,
      paymentType: 'DB',
    });
    const again = (await paymentScreen(shopper, order.orderId, '?detectedBrand=MADA')).json();
    expect(again.data).toMatchObject({ method: 'MADA', checkoutId: routed.checkoutId });

    await payWithCard(routed.checkoutId, SANDBOX_CARDS.madaSuccess);
    expect((await askStatus(shopper, routed.checkoutId)).json().data.isPaid).toBe(true);
    expect(await staffView(order.orderId)).toMatchObject({ paymentBrand: 'MADA' });
  });

  it('never routes another method, and refuses a malformed BIN', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'APPLEPAY');
    const screen = await paymentScreen(shopper, order.orderId, '?cardBin=446404');
    expect(screen.json().data.method).toBe('APPLEPAY');
    const bad = await paymentScreen(shopper, order.orderId, '?cardBin=44A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/first 6 or 8 digits/);
  });

  it('the sandbox widget asks the BIN list as the number is typed', async () => {
    const mada = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v1/brands?bin=588845',
    });
    expect(mada.json()).toEqual({ brands: ['MADA'] });
    const master = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v1/brands?bin=510510',
    });
    expect(master.json()).toEqual({ brands: ['MASTER'] });
  });
});

describe('the merchant switches methods on and off', () => {
  it('a switched-off method is not offered and is refused, changing nothing', async () => {
    const off = await setMethods(['MADA', 'CARDS', 'APPLEPAY']);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.methods).toContainEqual({
      method: 'STC_PAY',
      isEnabled: false,
      isConfigured: true,
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/Store/GetStatus' });
    expect(status.json().data.onlineMethods).toEqual(['MADA', 'CARDS', 'APPLEPAY']);

    const shopper = await createShopper(t.app);
    for (const lang of ['en', 'ar']) {
      const { response, product } = await placeOrder(shopper, 'STC_PAY', lang);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().data)).toEqual(['onlineMethod']);
      expect(response.json().message).toMatch(
        lang === 'en' ? /not available in this shop/ : /غير متاحة في هذا المتجر/,
      );
      expect((await stockOf(t.app, product.id)).stock).toBe(5);
    }
    const [none] = await t.app.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, shopper.user.id));
    expect(none).toBeUndefined();

    // With every online method off, checkout offers cash on delivery only.
    await setMethods([]);
    const cashOnly = await t.app.inject({ method: 'GET', url: '/api/Store/GetStatus' });
    expect(cashOnly.json().data).toMatchObject({
      paymentMethods: ['CashOnDelivery'],
      onlineMethods: [],
    });
    await setMethods(['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY']);
  });

  it('is for Admins only, and validates the list', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/AdminPayment/Methods' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Customer', 'Manager'] as const) {
      const who = bearer((await createUser(t.app, { role })).token);
      expect((await setMethods(['MADA'], who)).statusCode).toBe(403);
    }
    const unknown = await setMethods(['PAYPAL'], admin, 'ar');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/مدى/);
    expect((await setMethods(['MADA', 'MADA'])).statusCode).toBe(400);
    expect((await setMethods('MADA')).statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/AdminPayment/Methods',
      headers: admin,
    });
    expect(read.json().data).toMatchObject({ paymentMode: 'sandbox' });
    expect(read.json().data.methods.every((m: { isEnabled: boolean }) => m.isEnabled)).toBe(true);
  });
});

describe('the mada BIN list', () => {
  const putBins = (bins: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/AdminPayment/MadaBins', headers, payload: { bins } });
  const getBins = (headers = admin) =>
    t.app.inject({ method: 'GET', url: '/api/AdminPayment/MadaBins', headers });

  it('is seeded with the published list', async () => {
    const { bins } = (await getBins()).json().data as { bins: string[] };
    expect(bins).toHaveLength(97);
    expect(bins).toEqual(expect.arrayContaining(['446404', '588845', '968208']));
  });

  it('is for Admins only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/AdminPayment/MadaBins' })).statusCode,
    ).toBe(401);
    const manager = bearer((await createUser(t.app, { role: 'Manager' })).token);
    expect((await getBins(manager)).statusCode).toBe(403);
    expect((await putBins(['123456'], manager)).statusCode).toBe(403);
  });

  it('refuses a malformed list and keeps the old one', async () => {
    for (const bad of [[], ['12345'], ['1234567'], ['446404', '446404'], 'x', [446404]]) {
      const answer = await putBins(bad);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().data ?? {})[0]).toMatch(/^bins/);
    }
    const tooMany = Array.from({ length: 2001 }, (_, i) => String(100000 + i));
    expect((await putBins(tooMany)).statusCode).toBe(400);
    expect((await getBins()).json().data.bins).toHaveLength(97);
  });

  it('replaces the whole list in one transaction, and routing follows it', async () => {
    const seeded = (await getBins()).json().data.bins as string[];
    const statements = await t.queriesDuring(() => putBins(['411111', '58884500']));
    expect(statements.filter((sql) => /^(delete|insert)/i.test(sql.trim()))).toHaveLength(2);
    const replaced = (await getBins()).json().data;
    expect(replaced.bins).toEqual(['411111', '58884500']);
    expect(replaced.updatedAt).toEqual(expect.any(String));

    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper, 'CARDS');
    const routed = (await paymentScreen(shopper, order.orderId, '?cardBin=411111')).json().data;
    expect(routed.method).toBe('MADA');
    const notAnyMore = await onlineOrder(shopper, 'CARDS');
    const kept = (await paymentScreen(shopper, notAnyMore.orderId, '?cardBin=446404')).json().data;
    expect(kept.method).toBe('CARDS');

    expect((await putBins(seeded)).statusCode).toBe(200);
  });
});
