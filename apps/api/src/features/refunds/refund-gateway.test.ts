import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, refunds, sandboxRefunds } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { keptFiguresDrift } from '../../../test/refund-fixtures.ts';
import { createOrderRow } from '../../../test/shopping-factories.ts';
import { SANDBOX_CARDS } from '../payments/sandbox-store.ts';
import { refundTransactionId } from './refund-gateway.ts';

/**
 * Refunds over OPPWA's HTTP protocol: one shop refunds through the HyperPay adapter against the
 * sandbox gateway listening on a port (another app), and one against a small OPPWA server of
 * this test's own that declines the first refund and accepts the second.
 */
const ENTITY = '8a8294174b7ecb28';
let gateway: TestApp;
let gatewayUrl: string;
let shop: TestApp;
let flaky: TestApp;
let fake: http.Server;
const fakeRequests: Array<{ url: string; auth: string; body: URLSearchParams }> = [];
let fakeAnswers: Array<{ status: number; json: unknown } | 'hang-up'> = [];
/** OPPWA's transaction report when it holds nothing under the id asked. */
const notInReport = {
  status: 200,
  json: { result: { code: '700.400.580', description: 'cannot find transaction' } },
};

beforeAll(async () => {
  gateway = await buildTestApp();
  gatewayUrl = `${await gateway.app.listen({ port: 0, host: '127.0.0.1' })}/sandbox-gateway`;
  shop = await buildTestApp({
    configure: (config) => {
      config.hyperpay = { baseUrl: gatewayUrl, entityId: ENTITY, accessToken: 'OGE4Mjk0' };
    },
  });
  fake = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      fakeRequests.push({
        url: `${request.method} ${request.url}`,
        auth: request.headers.authorization ?? '',
        body: new URLSearchParams(text),
      });
      const answer = fakeAnswers.shift() ?? { status: 500, json: {} };
      if (answer === 'hang-up') return request.socket.destroy();
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  flaky = await buildTestApp({
    configure: (config) => {
      config.hyperpay = {
        baseUrl: `http://127.0.0.1:${port}`,
        entityId: ENTITY,
        accessToken: 'T0K3N',
      };
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await flaky?.close();
  await gateway?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

describe('refunds through the HyperPay adapter, over HTTP', () => {
  it('cancelling a paid order refunds it at the gateway (POST /v1/payments/{id}, RF)', async () => {
    const admin = await createUser(shop.app, { role: 'Admin' });
    const shopper = await createShopper(shop.app);
    const delivery = await createDeliveryMethodRow(shop.app, { priceHalalas: 2_500 });
    const product = await createShopProduct(shop.app, { priceHalalas: 7_450, stock: 4 });
    const order = await placeOrder(
      shop.app,
      shopper,
      delivery.id,
      [{ productId: product.id, quantity: 2 }],
      {
        paymentMethod: 'Online',
      },
    );
    const paid = await fetch(`${gatewayUrl}/v1/checkouts/${order.checkoutId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        cardNumber: SANDBOX_CARDS.success,
        holder: 'Test Shopper',
        expiryMonth: '01',
        expiryYear: '2099',
        cvv: '737',
      }),
    });
    expect(paid.status).toBe(303);
    const status = await shop.app.inject({
      method: 'GET',
      url: `/api/payment/status?resourcePath=/v1/checkouts/${order.checkoutId}/payment`,
      headers: shopper.headers,
    });
    expect(status.json().data.isPaid).toBe(true);

    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: '/api/AdminOrder/UpdateOrderStatus',
      headers: bearer(admin.token),
      payload: {
        orderId: order.orderId,
        status: 'Cancelled',
        note: 'Out of stock at the warehouse',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await shop.app.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.orderId));
    expect(row).toMatchObject({
      status: 'succeeded',
      amountHalalas: 17_400,
      resultCode: '000.100.110',
    });
    // The gateway holds the refund against the captured payment, for the amount asked.
    const atGateway = await gateway.app.ctx.db.select().from(sandboxRefunds);
    expect(atGateway).toEqual([
      expect.objectContaining({ checkoutId: order.checkoutId, amount: '174.00', currency: 'SAR' }),
    ]);
    expect(row!.gatewayRefundId).toBe(atGateway[0]!.id);
    // Its transaction report finds the refund again by the id the shop sent it under.
    const [placed] = await shop.app.ctx.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const merchantTransactionId = refundTransactionId(placed!.orderNumber, row!.id);
    expect(atGateway[0]!.merchantTransactionId).toBe(merchantTransactionId);
    const report = await fetch(
      `${gatewayUrl}/v3/query?${new URLSearchParams({ entityId: ENTITY, merchantTransactionId })}`,
      { headers: { authorization: 'Bearer x' } },
    );
    expect(await report.json()).toMatchObject({
      payments: [{ id: row!.gatewayRefundId, paymentType: 'RF', amount: '174.00' }],
    });
    const none = await fetch(
      `${gatewayUrl}/v3/query?${new URLSearchParams({ entityId: ENTITY, merchantTransactionId: 'DK-NONE-RF1' })}`,
      { headers: { authorization: 'Bearer x' } },
    );
    expect(await none.json()).toMatchObject({ result: { code: '700.400.580' } });
    // The sandbox refuses to give back more than was paid, as OPPWA does.
    const twice = await fetch(`${gatewayUrl}/v1/payments/${row!.gatewayPaymentId}`, {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      body: new URLSearchParams({
        entityId: ENTITY,
        amount: '0.01',
        currency: 'SAR',
        paymentType: 'RF',
      }),
    });
    expect(await twice.json()).toMatchObject({ result: { code: '700.400.200' } });
    expect(await keptFiguresDrift(shop.app)).toEqual([]);
  });

  it('a failed refund stays visible and retryable; the retry goes through', async () => {
    const admin = await createUser(flaky.app, { role: 'Manager' });
    const order = await createOrderRow(flaky.app, {
      userId: null,
      paymentMethod: 'Online',
      onlineMethod: 'CARDS',
      isPaid: true,
      paidAt: new Date(),
      status: 'Processing',
      gatewayPaymentId: '8ac7a4a1PAYMENT',
    });
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    fakeAnswers = [
      { status: 200, json: { result: { code: '700.400.200', description: 'cannot refund' } } },
    ];
    const first = await flaky.app.inject({
      method: 'POST',
      url: `/api/AdminOrder/${order.id}/Refunds`,
      headers,
      payload: { reason: 'Customer cancelled by phone' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(
      'The payment gateway did not refund 100.00 SAR (cannot refund). The refund is kept as failed: try again',
    );
    const failed = first.json().data;
    expect(failed).toMatchObject({ refundedAmount: 0, pendingAmount: 0, refundableAmount: 100 });
    expect(failed.refunds[0]).toMatchObject({
      status: 'failed',
      resultCode: '700.400.200',
      canRetry: true,
    });
    expect(fakeRequests.at(-1)).toMatchObject({
      url: 'POST /v1/payments/8ac7a4a1PAYMENT',
      auth: 'Bearer T0K3N',
    });
    expect(Object.fromEntries(fakeRequests.at(-1)!.body)).toEqual({
      entityId: ENTITY,
      amount: '100.00',
      currency: 'SAR',
      paymentType: 'RF',
      merchantTransactionId: refundTransactionId(order.orderNumber, failed.refunds[0].id),
    });
    // The order was cancelled (goods back) whatever the gateway said; its money is not refunded.
    const [afterFailure] = await flaky.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(afterFailure).toMatchObject({ status: 'Cancelled', refundedHalalas: 0 });

    // No answer at all (the connection drops) is a failure too. A retry first asks the report
    // whether the earlier attempt went through; this one finds none and sends the refund again.
    fakeAnswers = [notInReport, 'hang-up'];
    const refundId = failed.refunds[0].id;
    const retryUrl = `/api/AdminOrder/${order.id}/Refunds/${refundId}/Retry`;
    const dropped = await flaky.app.inject({ method: 'POST', url: retryUrl, headers });
    expect(dropped.json().data.refunds[0]).toMatchObject({ status: 'failed', attempts: 2 });

    fakeAnswers = [
      notInReport,
      { status: 200, json: { id: 'RF-1', result: { code: '000.100.110', description: 'ok' } } },
    ];
    const retried = await flaky.app.inject({ method: 'POST', url: retryUrl, headers });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ refundedAmount: 100, refundableAmount: 0 });
    expect(retried.json().data.refunds[0]).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      canRetry: false,
    });
    // A refund that went through is not retried again.
    const again = await flaky.app.inject({ method: 'POST', url: retryUrl, headers });
    expect(again.statusCode).toBe(409);
    expect(await keptFiguresDrift(flaky.app)).toEqual([]);
  });

  it('a refund whose answer was lost is found in the report on retry, not sent twice', async () => {
    const admin = await createUser(flaky.app, { role: 'Manager' });
    const order = await createOrderRow(flaky.app, {
      userId: null,
      paymentMethod: 'Online',
      onlineMethod: 'CARDS',
      isPaid: true,
      paidAt: new Date(),
      status: 'Processing',
      gatewayPaymentId: '8ac7a4a1LOST',
    });
    const headers = { ...bearer(admin.token), 'accept-language': 'en' };
    // The gateway makes the refund, but its answer never arrives.
    fakeAnswers = ['hang-up'];
    const first = await flaky.app.inject({
      method: 'POST',
      url: `/api/AdminOrder/${order.id}/Refunds`,
      headers,
      payload: { reason: 'Customer cancelled by phone' },
    });
    const refund = first.json().data.refunds[0];
    expect(refund).toMatchObject({ status: 'failed', canRetry: true });
    const merchantTransactionId = refundTransactionId(order.orderNumber, refund.id);
    const sent = fakeRequests.length;

    fakeAnswers = [
      {
        status: 200,
        json: {
          result: { code: '000.000.100', description: 'successful request' },
          payments: [
            {
              id: 'RF-MADE',
              paymentType: 'RF',
              amount: '100.00',
              currency: 'SAR',
              merchantTransactionId,
              result: { code: '000.100.110', description: 'Request successfully processed' },
            },
          ],
        },
      },
    ];
    const retried = await flaky.app.inject({
      method: 'POST',
      url: `/api/AdminOrder/${order.id}/Refunds/${refund.id}/Retry`,
      headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ refundedAmount: 100, refundableAmount: 0 });
    expect(retried.json().data.refunds[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    // Only the report was asked: no second refund went to the gateway.
    expect(fakeRequests.slice(sent).map((request) => request.url.split('?')[0])).toEqual([
      'GET /v3/query',
    ]);
    const asked = new URL(`http://x${fakeRequests.at(-1)!.url.slice(4)}`).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ entityId: ENTITY, merchantTransactionId });
    const [row] = await flaky.app.ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ gatewayRefundId: 'RF-MADE', resultCode: '000.100.110' });
    expect(await keptFiguresDrift(flaky.app)).toEqual([]);
  });
});
