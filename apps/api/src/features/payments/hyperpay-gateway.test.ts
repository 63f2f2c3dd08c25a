import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
} from '../../../test/checkout-fixtures.ts';
import { eq } from 'drizzle-orm';
import type { OnlineMethod } from '@dukkan/contracts';
import { sandboxCheckouts } from '../../db/schema.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { SANDBOX_CARDS } from './sandbox-store.ts';
import { SANDBOX_STC_PAY_OTP } from './sandbox-wallet-page.ts';

/**
 * The HyperPay adapter over real HTTP: one app plays the gateway (its built-in sandbox, listening
 * on a port), the shop under test is configured with HYPERPAY_* settings pointing at it.
 */
let gateway: TestApp;
let gatewayUrl: string;
let shop: TestApp;

beforeAll(async () => {
  gateway = await buildTestApp();
  const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `${address}/sandbox-gateway`;
  shop = await buildTestApp({
    configure: (config) => {
      config.hyperpay = {
        baseUrl: gatewayUrl,
        entityId: '8a8294174b7ecb28',
        accessToken: 'OGE4Mjk0',
      };
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await gateway?.close();
});

async function placeOnlineOrder(app: TestApp['app'], onlineMethod?: OnlineMethod) {
  const shopper = await createShopper(app);
  const method = await createDeliveryMethodRow(app, { priceHalalas: 2_500 });
  const product = await createShopProduct(app, { priceHalalas: 7_450, stock: 4 });
  await fillCart(app, shopper, [{ productId: product.id, quantity: 2 }]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, method.id, { paymentMethod: 'Online', onlineMethod }),
  });
  expect(created.statusCode).toBe(201);
  return { shopper, order: created.json().data as { orderId: number; checkoutId: string | null } };
}

describe('HyperPay adapter against the sandbox over HTTP', () => {
  it('opens the checkout at the gateway, and a paid checkout pays the order', async () => {
    const { shopper, order } = await placeOnlineOrder(shop.app);
    expect(order.checkoutId).toMatch(/\.sandbox$/);

    const screen = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(screen.json().data.widgetUrl).toBe(
      `${gatewayUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(order.checkoutId!)}`,
    );
    // The shop's pages may load the gateway's widget and post its form.
    const csp = String(screen.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${new URL(gatewayUrl).origin}`);
    expect(csp).toContain(`form-action 'self' ${new URL(gatewayUrl).origin}`);
    // A shop with HyperPay configured does not expose a sandbox of its own.
    const noSandbox = await shop.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/v1/paymentWidgets.js',
    });
    expect(noSandbox.statusCode).toBe(404);

    // The gateway received the order's amount and number.
    const status = await fetch(
      `${gatewayUrl}/v1/checkouts/${order.checkoutId}/payment?entityId=8a8294174b7ecb28`,
    );
    expect(await status.json()).toMatchObject({ result: { code: '000.200.000' } });

    // The shopper pays in the gateway's form (a real HTTP form post to the gateway).
    const paid = await fetch(`${gatewayUrl}/v1/checkouts/${order.checkoutId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        cardNumber: SANDBOX_CARDS.success,
        holder: 'Test Shopper',
        expiryMonth: '01',
        expiryYear: '2099',
        cvv: '737',
        shopperResultUrl: 'http://localhost:3000/payment-status',
      }),
    });
    expect(paid.status).toBe(303);
    const answer = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/status?resourcePath=/v1/checkouts/${order.checkoutId}/payment`,
      headers: shopper.headers,
    });
    expect(answer.json().data).toMatchObject({ isPaid: true, code: '000.100.110' });
    const json = (await (
      await fetch(
        `${gatewayUrl}/v1/checkouts/${order.checkoutId}/payment?entityId=8a8294174b7ecb28`,
      )
    ).json()) as { merchantTransactionId: string };
    expect(json).toMatchObject({ amount: '174.00', currency: 'SAR', paymentType: 'DB' });
    expect(json.merchantTransactionId).toMatch(/^DK-\d{6}$/);
  });

  it('speaks OPPWA errors: no token → 800.900.300, bad amount → 200.300.404', async () => {
    const noToken = await fetch(`${gatewayUrl}/v1/checkouts`, {
      method: 'POST',
      body: new URLSearchParams({
        entityId: 'e',
        amount: '10.00',
        currency: 'SAR',
        paymentType: 'DB',
      }),
    });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ result: { code: '800.900.300' } });
    const badAmount = await fetch(`${gatewayUrl}/v1/checkouts`, {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      body: new URLSearchParams({
        entityId: 'e',
        amount: '10.5',
        currency: 'SAR',
        paymentType: 'DB',
      }),
    });
    expect(badAmount.status).toBe(400);
    expect(await badAmount.json()).toMatchObject({ result: { code: '200.300.404' } });
  });
});

describe('when the gateway does not answer', () => {
  it('the order is still placed, and the payment screen says to try again', async () => {
    const offline = await buildTestApp({
      configure: (config) => {
        // A port nothing listens on.
        config.hyperpay = { baseUrl: 'http://127.0.0.1:9/v', entityId: 'e', accessToken: 't' };
      },
    });
    try {
      const { shopper, order } = await placeOnlineOrder(offline.app);
      expect(order.checkoutId).toBeNull();
      const screen = await offline.app.inject({
        method: 'GET',
        url: `/api/payment/checkout/${order.orderId}`,
        headers: shopper.headers,
      });
      expect(screen.statusCode).toBe(503);
      expect(screen.json().message).toMatch(/not answering/);
    } finally {
      await offline.close();
    }
  });
});

describe('HyperPay with one entity per brand', () => {
  const ENTITIES = {
    MADA: '8ac7a4c9-mada',
    CARDS: '8ac7a4c9-cards',
    APPLEPAY: '8ac7a4c9-applepay',
    STC_PAY: '8ac7a4c9-stcpay',
  } as const;
  let brands: TestApp;
  let partial: TestApp;
  beforeAll(async () => {
    brands = await buildTestApp({
      configure: (config) => {
        config.hyperpay = {
          baseUrl: gatewayUrl,
          entityId: 'the-old-entity',
          accessToken: 'OGE4Mjk0',
          entityIds: ENTITIES,
        };
      },
    });
    // Only mada and the fallback cards entity: Apple Pay and STC Pay are not configured.
    partial = await buildTestApp({
      configure: (config) => {
        config.hyperpay = {
          baseUrl: gatewayUrl,
          entityId: 'the-old-entity',
          accessToken: 'OGE4Mjk0',
          entityIds: { MADA: ENTITIES.MADA },
        };
      },
    });
  });
  afterAll(async () => {
    await brands?.close();
    await partial?.close();
  });

  const gatewayRow = async (checkoutId: string) => {
    const [row] = await gateway.app.ctx.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutId));
    return row!;
  };

  async function payAtGateway(method: OnlineMethod, checkoutId: string) {
    const body: Record<string, string> =
      method === 'MADA' || method === 'CARDS'
        ? {
            cardNumber: method === 'MADA' ? SANDBOX_CARDS.madaSuccess : SANDBOX_CARDS.success,
            holder: 'Test Shopper',
            expiryMonth: '01',
            expiryYear: '2099',
            cvv: '737',
          }
        : { brand: method, decision: 'approve', otp: SANDBOX_STC_PAY_OTP };
    const path = method === 'MADA' || method === 'CARDS' ? 'pay' : 'wallet';
    const paid = await fetch(`${gatewayUrl}/v1/checkouts/${checkoutId}/${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...body, shopperResultUrl: '/payment-status' }),
    });
    expect(paid.status).toBe(303);
  }

  it('opens and reads each method on its own entity; mada is a full capture (DB)', async () => {
    for (const method of ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'] as const) {
      const { shopper, order } = await placeOnlineOrder(brands.app, method);
      const row = await gatewayRow(order.checkoutId!);
      expect(row).toMatchObject({ entityId: ENTITIES[method], paymentType: 'DB' });
      await payAtGateway(method, order.checkoutId!);
      // Read with the same entity (the gateway refuses another one), and paid once.
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          brands.app.inject({
            method: 'GET',
            url: `/api/payment/status?resourcePath=/v1/checkouts/${order.checkoutId}/payment`,
            headers: shopper.headers,
          }),
        ),
      );
      for (const answer of answers) expect(answer.json().data.isPaid).toBe(true);
      const staff = bearer((await createUser(brands.app, { role: 'Admin' })).token);
      const details = await brands.app.inject({
        method: 'GET',
        url: `/api/AdminOrder/GetOrderDetails/${order.orderId}`,
        headers: staff,
      });
      const expectedBrand = method === 'CARDS' ? 'VISA' : method;
      expect(details.json().data).toMatchObject({
        onlineMethod: method,
        paymentBrand: expectedBrand,
      });
    }
    const wrongEntity = await fetch(
      `${gatewayUrl}/v1/checkouts/${(await placeOnlineOrder(brands.app, 'MADA')).order.checkoutId}/payment?entityId=${ENTITIES.CARDS}`,
    );
    expect(wrongEntity.status).toBe(400);
  });

  it('routes a mada BIN under cards to the mada entity', async () => {
    const { shopper, order } = await placeOnlineOrder(brands.app, 'CARDS');
    expect((await gatewayRow(order.checkoutId!)).entityId).toBe(ENTITIES.CARDS);
    const screen = await brands.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}?cardBin=446404`,
      headers: shopper.headers,
    });
    expect(screen.json().data).toMatchObject({ method: 'MADA', brands: 'MADA' });
    expect(await gatewayRow(screen.json().data.checkoutId)).toMatchObject({
      entityId: ENTITIES.MADA,
      paymentType: 'DB',
    });
  });

  it('does not offer, and refuses, a method whose entity is not configured', async () => {
    const status = await partial.app.inject({ method: 'GET', url: '/api/Store/GetStatus' });
    expect(status.json().data.onlineMethods).toEqual(['MADA', 'CARDS']);
    const shopper = await createShopper(partial.app);
    const method = await createDeliveryMethodRow(partial.app, { priceHalalas: 2_500 });
    const product = await createShopProduct(partial.app, { priceHalalas: 7_450, stock: 4 });
    await fillCart(partial.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const refused = await partial.app.inject({
      method: 'POST',
      url: '/api/Order/CreateOrder',
      headers: shopper.headers,
      payload: orderBody(shopper, method.id, { paymentMethod: 'Online', onlineMethod: 'APPLEPAY' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data)).toEqual(['onlineMethod']);
    const staff = bearer((await createUser(partial.app, { role: 'Admin' })).token);
    const settings = await partial.app.inject({
      method: 'GET',
      url: '/api/AdminPayment/Methods',
      headers: staff,
    });
    expect(settings.json().data.methods).toContainEqual({
      method: 'APPLEPAY',
      isEnabled: true,
      isConfigured: false,
    });
    // The old single entity is still the cards entity.
    const { order } = await placeOnlineOrder(partial.app, 'CARDS');
    expect((await gatewayRow(order.checkoutId!)).entityId).toBe('the-old-entity');
  });
});
