import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  coupons,
  couponRedemptions,
  orders,
  orderStatusHistory,
  sandboxCheckouts,
} from '../../db/schema.ts';
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
import { createCouponRow } from '../../../test/shopping-factories.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { expireUnpaidOrders } from './payment-expiry.ts';
import { SANDBOX_CARDS } from './sandbox-store.ts';

let t: TestApp;
let deliveryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  deliveryId = (await createDeliveryMethodRow(t.app, { priceHalalas: 1_500 })).id;
});
afterAll(() => t.close());

async function onlineOrder(shopper: Shopper, extra: Record<string, unknown> = {}) {
  const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 5 });
  await fillCart(t.app, shopper, [{ productId: product.id, quantity: 2 }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, deliveryId, { paymentMethod: 'Online', ...extra }),
  });
  expect(response.statusCode).toBe(201);
  return {
    ...(response.json().data as { orderId: number; checkoutId: string; total: number }),
    product,
  };
}

/** The shopper submits the sandbox card form, as the widget's form post does. */
async function payWithCard(checkoutId: string, cardNumber: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/checkouts/${checkoutId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber,
      holder: 'Noura Test',
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
      shopperResultUrl: 'https://shop.example/payment-status',
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

const askStatus = (shopper: Shopper, resourcePath: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment/status?resourcePath=${encodeURIComponent(resourcePath)}`,
    headers: { ...shopper.headers, 'accept-language': lang },
  });

describe('online payment through the sandbox gateway', () => {
  it('opens a checkout with the order, and the payment screen gets its widget', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    expect(order.checkoutId).toMatch(/^[0-9A-F]{32}\.sandbox$/);
    expect(order.total).toBe(215);
    const [checkout] = await t.app.ctx.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, order.checkoutId));
    expect(checkout).toMatchObject({ amount: '215.00', currency: 'SAR', state: 'open' });

    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.json().data).toMatchObject({
      checkoutId: order.checkoutId,
      amount: 215,
      currency: 'SAR',
      widgetUrl: `/sandbox-gateway/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(order.checkoutId)}`,
    });
    const script = await t.app.inject({ method: 'GET', url: screen.json().data.widgetUrl });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('paymentWidgets');

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${order.orderId}`,
      headers: shopper.headers,
    });
    const expiresAt = Date.parse(details.json().data.paymentExpiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(details.json().data.allowedStatuses).toEqual(['Cancelled']);
  });

  it('success card → paid once, even when the status is asked three times', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    const location = await payWithCard(order.checkoutId, SANDBOX_CARDS.success);
    // Back to our own payment-status screen only, whatever the form claimed.
    const back = new URL(location, 'http://shop.local');
    expect(back.pathname).toBe('/payment-status');
    expect(back.searchParams.get('id')).toBe(order.checkoutId);
    const resourcePath = back.searchParams.get('resourcePath')!;
    expect(resourcePath).toBe(`/v1/checkouts/${order.checkoutId}/payment`);

    const answers = await Promise.all([1, 2, 3].map(() => askStatus(shopper, resourcePath)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        isPaid: true,
        code: '000.100.110',
        orderId: order.orderId,
      });
    }
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ isPaid: true, status: 'Pending', paymentExpiresAt: null });
    expect(row!.paidAt).toBeInstanceOf(Date);
    const history = await t.app.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.orderId));
    expect(history.filter((entry) => entry.noteKey === 'orders.history.paid')).toHaveLength(1);

    // Paid Online orders may now move on; the screen no longer offers to pay.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(details.json().data.allowedStatuses).toEqual(['Processing', 'Cancelled']);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it("keeps the gateway's result code out of the shopper's order, and in the staff's", async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    await payWithCard(order.checkoutId, SANDBOX_CARDS.success);
    await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`);
    const staff = bearer((await createUser(t.app, { role: 'Admin' })).token);

    for (const lang of ['en', 'ar']) {
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/Order/GetOrderDetails/${order.orderId}`,
        headers: { ...shopper.headers, 'accept-language': lang },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('000.100.110');
      expect(mine.json().data.statusHistory.at(-1)).toMatchObject({
        status: 'Pending',
        note: lang === 'en' ? 'Payment received online' : 'تم استلام الدفع الإلكتروني',
      });

      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/AdminOrder/GetOrderDetails/${order.orderId}`,
        headers: { ...staff, 'accept-language': lang },
      });
      expect(theirs.json().data.statusHistory.at(-1).note).toContain('(000.100.110)');
    }
  });

  it('declined card → not paid, with the reason; a new checkout lets the shopper retry', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    await payWithCard(order.checkoutId, SANDBOX_CARDS.declined);
    const answer = await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`, 'ar');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ isPaid: false, code: '800.100.151' });
    expect(answer.json().data.description).toContain('لم تتم عملية الدفع');
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({
      isPaid: false,
      status: 'Pending',
      paymentResultCode: '800.100.151',
    });

    const retry = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}`,
      headers: shopper.headers,
    });
    const newCheckout = retry.json().data.checkoutId as string;
    expect(newCheckout).not.toBe(order.checkoutId);
    await payWithCard(newCheckout, SANDBOX_CARDS.success);
    const paid = await askStatus(shopper, `/v1/checkouts/${newCheckout}/payment`);
    expect(paid.json().data.isPaid).toBe(true);
    // The old, declined checkout still answers "not paid" but cannot undo the payment.
    const old = await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`);
    expect(old.json().data.isPaid).toBe(true);
  });

  it('a checkout not yet paid answers pending; a card posted twice is charged once', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    const pending = await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`);
    expect(pending.json().data).toMatchObject({ isPaid: false, code: '000.200.000' });
    await payWithCard(order.checkoutId, SANDBOX_CARDS.success);
    await payWithCard(order.checkoutId, SANDBOX_CARDS.declined);
    const answer = await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`);
    expect(answer.json().data).toMatchObject({ isPaid: true, code: '000.100.110' });
  });

  it('does not pay an order when the gateway reports another amount', async () => {
    const shopper = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    await payWithCard(order.checkoutId, SANDBOX_CARDS.success);
    await t.app.ctx.db
      .update(sandboxCheckouts)
      .set({ amount: '1.00' })
      .where(eq(sandboxCheckouts.id, order.checkoutId));
    const answer = await askStatus(shopper, `/v1/checkouts/${order.checkoutId}/payment`);
    expect(answer.json().data).toMatchObject({ isPaid: false });
    expect(answer.json().data.description).toMatch(/does not match/);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.isPaid).toBe(false);
  });

  it('accepts only /v1/checkouts/{id}/payment paths, and only the caller’s own', async () => {
    const shopper = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const order = await onlineOrder(shopper);
    for (const path of [
      'https://evil.example/v1/checkouts/x/payment',
      `/v1/checkouts/${order.checkoutId}/payment/../../registrations`,
      '/v1/payments/abc',
      '',
    ]) {
      expect((await askStatus(shopper, path)).statusCode, path).toBe(400);
    }
    const foreign = await askStatus(stranger, `/v1/checkouts/${order.checkoutId}/payment`);
    expect(foreign.statusCode).toBe(404);
    const unknown = await askStatus(shopper, '/v1/checkouts/UNKNOWN123/payment');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?resourcePath=/v1/checkouts/${order.checkoutId}/payment`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cash on delivery orders have no checkout', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { stock: 3 });
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order/CreateOrder',
      headers: shopper.headers,
      payload: orderBody(shopper, deliveryId),
    });
    expect(created.json().data.checkoutId).toBeNull();
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${created.json().data.orderId}`,
      headers: shopper.headers,
    });
    expect(screen.statusCode).toBe(409);
  });
});

describe('unpaid online orders expire', () => {
  it('a stopping sweep finishes the order in hand and leaves the rest for later', async () => {
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await onlineOrder(await createShopper(t.app)));
    const later = new Date(Date.now() + 31 * 60_000);
    const waiting = async () =>
      (
        await t.app.ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.status, 'Pending'),
              eq(orders.paymentMethod, 'Online'),
              eq(orders.isPaid, false),
            ),
          )
      ).length;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(3);
    let asked = 0;
    // Shutdown begins while the first order is being cancelled.
    expect(await expireUnpaidOrders(t.app.ctx, later, () => ++asked > 1)).toBe(1);
    expect(await waiting()).toBe(before - 1);
    expect(await expireUnpaidOrders(t.app.ctx, later)).toBe(before - 1);
    const mine = await t.app.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.orderId),
        ),
      );
    expect(mine.map((row) => row.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
  });

  it('after the payment window: cancelled once, stock and coupon use given back', async () => {
    const shopper = await createShopper(t.app);
    const coupon = await createCouponRow(t.app, { usageLimit: 1 });
    const order = await onlineOrder(shopper, { couponCode: coupon.code });
    expect(await stockOf(t.app, order.product.id)).toEqual({ stock: 3, soldCount: 2 });
    const later = new Date(Date.now() + 31 * 60_000);

    // Two sweeps at once (two API instances): one cancels, neither restocks twice.
    await Promise.all([expireUnpaidOrders(t.app.ctx, later), expireUnpaidOrders(t.app.ctx, later)]);
    const cancellations = await t.app.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.orderId));
    expect(cancellations.filter((entry) => entry.status === 'Cancelled')).toHaveLength(1);

    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'Cancelled', isPaid: false, paymentExpiresAt: null });
    expect(await stockOf(t.app, order.product.id)).toEqual({ stock: 5, soldCount: 0 });
    const [after] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(0);
    const uses = await t.app.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.orderId));
    expect(uses).toEqual([]);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(details.json().data.statusHistory.at(-1)).toMatchObject({
      status: 'Cancelled',
      note: expect.stringMatching(/not completed in time/),
      changedBy: null,
    });
    expect(await expireUnpaidOrders(t.app.ctx, later)).toBe(0);
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/payment/checkout/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(screen.statusCode).toBe(409);
  });

  it('keeps an order the gateway did charge, and leaves orders still inside their window', async () => {
    const shopper = await createShopper(t.app);
    const paid = await onlineOrder(shopper);
    const waiting = await onlineOrder(shopper);
    await payWithCard(paid.checkoutId, SANDBOX_CARDS.success);
    // Nobody asked for the status (the shopper closed the tab); the sweep finds the payment.
    const later = new Date(Date.now() + 31 * 60_000);
    await t.app.ctx.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(orders.id, waiting.orderId));
    expect(await expireUnpaidOrders(t.app.ctx, later)).toBe(0);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(row).toMatchObject({ status: 'Pending', isPaid: true });
    const [still] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, waiting.orderId));
    expect(still).toMatchObject({ status: 'Pending', isPaid: false });
  });
});
