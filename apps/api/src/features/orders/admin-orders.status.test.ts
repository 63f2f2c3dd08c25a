import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@dukkan/contracts';
import { couponRedemptions, coupons, orders, orderStatusHistory } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
  stockOf,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';
import { allowedStatuses, canMove } from './order-transitions.ts';

let t: TestApp;
let staff: { authorization: string };
let deliveryId: number;
let buyer: Shopper;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer(
    (await createUser(t.app, { role: 'Manager', firstName: 'Huda', lastName: 'Staff' })).token,
  );
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
  buyer = await createShopper(t.app);
  productId = (await createShopProduct(t.app, { stock: 1_000 })).id;
});
afterAll(() => t.close());

const move = (orderId: number, status: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/AdminOrder/UpdateOrderStatus',
    headers: { ...staff, 'accept-language': lang },
    payload: { orderId, status, ...extra },
  });

/** The legal moves from Pending to each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Processing: ['Processing'],
  Shipped: ['Processing', 'Shipped'],
  Delivered: ['Processing', 'Shipped', 'Delivered'],
  Cancelled: ['Cancelled'],
  Returned: ['Processing', 'Shipped', 'Delivered', 'Returned'],
};

/** A cash-on-delivery order placed over HTTP and moved by staff to `status`. */
async function orderIn(status: OrderStatus, shopper = buyer, lines = [{ productId, quantity: 1 }]) {
  const { orderId } = await placeOrder(t.app, shopper, deliveryId, lines);
  for (const step of PATH_TO[status]) expect((await move(orderId, step)).statusCode).toBe(200);
  return orderId;
}

async function historyOf(orderId: number) {
  return t.app.ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
}

const cashOrder = (status: OrderStatus) => ({
  status,
  paymentMethod: 'CashOnDelivery' as const,
  isPaid: false,
});

describe('the transition table', () => {
  it('is the order lifecycle of the transition table', () => {
    const legal = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(cashOrder(from), to)).map((to) => `${from}→${to}`),
    );
    expect(legal).toEqual([
      'Pending→Processing',
      'Pending→Cancelled',
      'Processing→Shipped',
      'Processing→Cancelled',
      'Shipped→Delivered',
      'Delivered→Returned',
    ]);
  });
});

describe('AdminOrder/UpdateOrderStatus, every pair of statuses', () => {
  for (const from of ORDER_STATUSES) {
    it(`from ${from}: the table's moves succeed, every other one is 409 and changes nothing`, async () => {
      for (const to of ORDER_STATUSES.filter((next) => canMove(cashOrder(from), next))) {
        const orderId = await orderIn(from);
        const response = await move(orderId, to, { note: `${from} to ${to}` });
        expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(200);
        const order = response.json().data;
        expect(order.status).toBe(to);
        expect(order.allowedStatuses).toEqual(allowedStatuses(cashOrder(to)));
        expect(order.statusHistory.at(-1)).toEqual({
          status: to,
          note: `${from} to ${to}`,
          changedBy: 'Huda Staff',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        expect(response.json().message).toBe(`Order ${order.orderNumber} is now ${to}`);
      }

      const orderId = await orderIn(from);
      const historyBefore = await historyOf(orderId);
      for (const to of ORDER_STATUSES.filter((next) => !canMove(cashOrder(from), next))) {
        const response = await move(orderId, to);
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json()).toEqual({
          message:
            from === to
              ? `The order is already ${to}`
              : `An order that is ${from} cannot become ${to}`,
          statusCode: 409,
          data: { allowedStatuses: allowedStatuses(cashOrder(from)) },
        });
      }
      const [after] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(after!.status).toBe(from);
      expect(await historyOf(orderId)).toEqual(historyBefore);
    });
  }

  it('names both statuses in Arabic', async () => {
    const orderId = await orderIn('Delivered');
    const response = await move(orderId, 'Processing', {}, 'ar');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'الطلب الذي حالته "تم التوصيل" لا يمكن أن يصبح "قيد التجهيز"',
    );
    const ok = await move(orderId, 'Returned', {}, 'ar');
    expect(ok.json().message).toMatch(/^حالة الطلب DK-\d{6} الآن: مُرتجع$/);
  });
});

describe('Online orders', () => {
  it('stay Pending until paid, then may be processed', async () => {
    const { orderId } = await placeOrder(t.app, buyer, deliveryId, [{ productId, quantity: 1 }], {
      paymentMethod: 'Online',
    });
    const refused = await move(orderId, 'Processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'An order that is Pending cannot become Processing until its online payment is received',
      data: { allowedStatuses: ['Cancelled'] },
    });
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/AdminOrder/${orderId}/PaymentStatus`,
      headers: staff,
    });
    expect(paid.json().data.allowedStatuses).toEqual(['Processing', 'Cancelled']);
    expect((await move(orderId, 'Processing')).statusCode).toBe(200);
  });

  it('unpaid, can be cancelled by staff, which ends the payment window', async () => {
    const { orderId } = await placeOrder(t.app, buyer, deliveryId, [{ productId, quantity: 1 }], {
      paymentMethod: 'Online',
    });
    const response = await move(orderId, 'Cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Cancelled', paymentExpiresAt: null });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.paymentExpiresAt).toBeNull();
  });
});

describe('cancelling and returning give back what the order took, once', () => {
  async function couponOrder(status: OrderStatus) {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { stock: 10, priceHalalas: 10_000 });
    const coupon = await createCouponRow(t.app, { usageLimit: 5 });
    const { orderId } = await placeOrder(
      t.app,
      shopper,
      deliveryId,
      [{ productId: product.id, quantity: 3 }],
      { couponCode: coupon.code },
    );
    for (const step of PATH_TO[status]) expect((await move(orderId, step)).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 7, soldCount: 3 });
    return { orderId, productId: product.id, couponId: coupon.id, shopper };
  }

  async function couponUse(couponId: number, orderId: number) {
    const [coupon] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, couponId));
    const redemptions = await t.app.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId));
    return { usedCount: coupon!.usedCount, redemptions: redemptions.length };
  }

  for (const [from, to] of [
    ['Pending', 'Cancelled'],
    ['Processing', 'Cancelled'],
    ['Delivered', 'Returned'],
  ] as const) {
    it(`${from} → ${to}: stock, sold count and coupon use restored; the note is kept`, async () => {
      const order = await couponOrder(from);
      expect(await couponUse(order.couponId, order.orderId)).toEqual({
        usedCount: 1,
        redemptions: 1,
      });
      const response = await move(order.orderId, to, { note: '  Customer asked by phone  ' });
      expect(response.statusCode).toBe(200);
      expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
      expect(await couponUse(order.couponId, order.orderId)).toEqual({
        usedCount: 0,
        redemptions: 0,
      });
      // The customer sees the same history, with the note and who made the change.
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/Order/GetOrderDetails/${order.orderId}`,
        headers: order.shopper.headers,
      });
      expect(mine.json().data.statusHistory.at(-1)).toMatchObject({
        status: to,
        note: 'Customer asked by phone',
        changedBy: 'Huda Staff',
      });
      const again = await move(order.orderId, to);
      expect(again.statusCode).toBe(409);
      expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
    });
  }

  it('cancels of one order sent at once: one succeeds, the rest are refused, one restock', async () => {
    const order = await couponOrder('Processing');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => move(order.orderId, 'Cancelled')),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
    expect(await couponUse(order.couponId, order.orderId)).toEqual({
      usedCount: 0,
      redemptions: 0,
    });
    const cancellations = (await historyOf(order.orderId)).filter((h) => h.status === 'Cancelled');
    expect(cancellations).toHaveLength(1);
  });

  it('a cancel racing a shipment: exactly one of them happens', async () => {
    const order = await couponOrder('Processing');
    const [cancel, ship] = await Promise.all([
      move(order.orderId, 'Cancelled'),
      move(order.orderId, 'Shipped'),
    ]);
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    const stock = await stockOf(t.app, order.productId);
    if (row!.status === 'Cancelled') expect(stock).toEqual({ stock: 10, soldCount: 0 });
    else expect(stock).toEqual({ stock: 7, soldCount: 3 });
  });
});

describe('bad requests', () => {
  it('are refused with the field named, and change nothing', async () => {
    const orderId = await orderIn('Pending');
    const refused = async (payload: Record<string, unknown>, status: number, text: RegExp) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/AdminOrder/UpdateOrderStatus',
        headers: staff,
        payload,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(text);
    };
    await refused({ orderId, status: 'Lost' }, 400, /^Status: must be one of Pending, Processing/);
    await refused({ orderId }, 400, /^Status: must be one of/);
    await refused({ status: 'Processing' }, 400, /^Order: is required/);
    await refused({ orderId: -3, status: 'Processing' }, 400, /^Order: must be a positive/);
    await refused(
      { orderId, status: 'Processing', note: 'x'.repeat(501) },
      400,
      /^Note: must be at most 500 characters/,
    );
    await refused({ orderId: 999_999, status: 'Processing' }, 404, /^Order not found$/);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('Pending');
    expect(await historyOf(orderId)).toHaveLength(1);
    // The documented path (trailing slash), status names in any letter case; a blank note is no note.
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/AdminOrder/UpdateOrderStatus/',
      headers: staff,
      payload: { orderId, status: 'processing', note: '   ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.statusHistory.at(-1).note).toBeNull();
  });
});
