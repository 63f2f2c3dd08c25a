import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
} from '../../../test/checkout-fixtures.ts';
import { SANDBOX_CARDS } from './sandbox-store.ts';

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

async function placeOnlineOrder(app: TestApp['app']) {
  const shopper = await createShopper(app);
  const method = await createDeliveryMethodRow(app, { priceHalalas: 2_500 });
  const product = await createShopProduct(app, { priceHalalas: 7_450, stock: 4 });
  await fillCart(app, shopper, [{ productId: product.id, quantity: 2 }]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, method.id, { paymentMethod: 'Online' }),
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
    const status = await fetch(`${gatewayUrl}/v1/checkouts/${order.checkoutId}/payment?entityId=x`);
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
      await fetch(`${gatewayUrl}/v1/checkouts/${order.checkoutId}/payment?entityId=x`)
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
