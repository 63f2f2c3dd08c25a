import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { paidOnlineOrder } from '../../../test/refund-fixtures.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';
import { expireUnpaidOrders } from '../payments/payment-expiry.ts';

let t: TestApp;
let staff: { authorization: string };
let deliveryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staff = bearer((await createUser(t.app, { role: 'Manager' })).token);
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
});
afterAll(() => t.close());

const cancel = (shopper: Shopper, orderId: number | string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/Order/CancelMyOrder/${orderId}`,
    headers: { ...shopper.headers, 'accept-language': lang },
  });

const move = (orderId: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/AdminOrder/UpdateOrderStatus',
    headers: staff,
    payload: { orderId, status },
  });

/** A shopper's order of 3 units of a fresh product (stock 10) with a coupon, placed over HTTP. */
async function couponOrder(paymentMethod = 'CashOnDelivery') {
  const shopper = await createShopper(t.app);
  const product = await createShopProduct(t.app, { stock: 10, priceHalalas: 10_000 });
  const coupon = await createCouponRow(t.app, { usageLimit: 5 });
  const { orderId, orderNumber } = await placeOrder(
    t.app,
    shopper,
    deliveryId,
    [{ productId: product.id, quantity: 3 }],
    { couponCode: coupon.code, paymentMethod },
  );
  expect(await stockOf(t.app, product.id)).toEqual({ stock: 7, soldCount: 3 });
  return { shopper, orderId, orderNumber, productId: product.id, couponId: coupon.id };
}

async function couponUse(couponId: number, orderId: number) {
  const [coupon] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, couponId));
  const redemptions = await t.app.ctx.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  return { usedCount: coupon!.usedCount, redemptions: redemptions.length };
}

async function rowOf(orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const historyOf = (orderId: number) =>
  t.app.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describe('Order/CancelMyOrder/{orderId}', () => {
  for (const status of ['Pending', 'Processing'] as const) {
    it(`cancels an unpaid cash order that is ${status}: stock, sold count and coupon come back`, async () => {
      const order = await couponOrder();
      if (status === 'Processing') expect((await move(order.orderId, status)).statusCode).toBe(200);
      const response = await cancel(order.shopper, order.orderId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: `Order ${order.orderNumber} cancelled`,
        data: { id: order.orderId, status: 'Cancelled', allowedStatuses: [] },
      });
      expect(response.json().data.statusHistory.at(-1)).toMatchObject({
        status: 'Cancelled',
        note: 'Cancelled by the customer',
        changedBy: expect.stringMatching(/^First\d+ Last\d+$/),
      });
      expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
      expect(await couponUse(order.couponId, order.orderId)).toEqual({
        usedCount: 0,
        redemptions: 0,
      });
      const last = (await historyOf(order.orderId)).at(-1)!;
      expect(last).toMatchObject({
        noteKey: 'orders.history.cancelledByCustomer',
        changedBy: order.shopper.user.id,
      });
    });
  }

  it('words the answer and the history in Arabic', async () => {
    const order = await couponOrder();
    const response = await cancel(order.shopper, order.orderId, 'ar');
    expect(response.json().message).toBe(`تم إلغاء الطلب ${order.orderNumber}`);
    expect(response.json().data.statusHistory.at(-1).note).toBe('ألغاه العميل');
  });

  it('cancels an unpaid online order, and the expiry sweep later leaves it alone', async () => {
    const order = await couponOrder('Online');
    expect((await rowOf(order.orderId)).paymentExpiresAt).toBeInstanceOf(Date);
    const response = await cancel(order.shopper, order.orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Cancelled', paymentExpiresAt: null });
    expect((await rowOf(order.orderId)).paymentExpiresAt).toBeNull();
    await expireUnpaidOrders(t.app.ctx, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const cancellations = (await historyOf(order.orderId)).filter((h) => h.status === 'Cancelled');
    expect(cancellations).toHaveLength(1);
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
  });

  it('refuses a paid cash-on-delivery order, naming why, in both languages, and changes nothing', async () => {
    const order = await couponOrder('CashOnDelivery');
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/AdminOrder/${order.orderId}/PaymentStatus`,
      headers: staff,
    });
    expect(paid.statusCode).toBe(200);
    const en = await cancel(order.shopper, order.orderId);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('This order is paid: contact us to cancel it and get a refund');
    const ar = await cancel(order.shopper, order.orderId, 'ar');
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('هذا الطلب مدفوع: تواصل معنا لإلغائه واسترداد المبلغ');
    expect(await rowOf(order.orderId)).toMatchObject({ status: 'Pending', isPaid: true });
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 7, soldCount: 3 });
    expect(await couponUse(order.couponId, order.orderId)).toEqual({
      usedCount: 1,
      redemptions: 1,
    });
  });

  it('cancels a paid online order and refunds its whole amount through the gateway, once', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { stock: 10, priceHalalas: 10_000 });
    const order = await paidOnlineOrder(
      t.app,
      deliveryId,
      [{ productId: product.id, quantity: 2 }],
      {},
      shopper,
    );
    const [cancelled, again] = await Promise.all([
      cancel(shopper, order.orderId),
      cancel(shopper, order.orderId),
    ]);
    expect([cancelled.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    const row = await rowOf(order.orderId);
    expect(row).toMatchObject({ status: 'Cancelled', isPaid: true });
    expect(row.refundedHalalas).toBe(row.totalHalalas);
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 10, soldCount: 0 });
    const refunds = await t.app.inject({
      url: `/api/AdminOrder/${order.orderId}/Refunds`,
      headers: staff,
    });
    expect(refunds.json().data.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: row.totalHalalas / 100 }),
    ]);
  });

  it('refuses an order that shipped or closed as the lifecycle does', async () => {
    const order = await couponOrder();
    for (const status of ['Processing', 'Shipped']) {
      expect((await move(order.orderId, status)).statusCode).toBe(200);
    }
    const shipped = await cancel(order.shopper, order.orderId);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toMatchObject({
      message: 'An order that is Shipped cannot become Cancelled',
      data: { allowedStatuses: ['Delivered'] },
    });
    const ar = await cancel(order.shopper, order.orderId, 'ar');
    expect(ar.json().message).toBe('الطلب الذي حالته "تم الشحن" لا يمكن أن يصبح "ملغى"');
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 7, soldCount: 3 });

    const cancelled = await couponOrder();
    expect((await cancel(cancelled.shopper, cancelled.orderId)).statusCode).toBe(200);
    const again = await cancel(cancelled.shopper, cancelled.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is already Cancelled');
    expect(await stockOf(t.app, cancelled.productId)).toEqual({ stock: 10, soldCount: 0 });
  });

  it("answers 404 for another customer's order or a missing one, and 400 for a bad id", async () => {
    const order = await couponOrder();
    const stranger = await createShopper(t.app);
    const notMine = await cancel(stranger, order.orderId);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Order not found');
    expect((await cancel(stranger, order.orderId, 'ar')).json().message).toBe('الطلب غير موجود');
    expect((await cancel(stranger, 999_999)).statusCode).toBe(404);
    expect((await cancel(stranger, 'abc')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/Order/CancelMyOrder/${order.orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowOf(order.orderId)).toMatchObject({ status: 'Pending' });
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 7, soldCount: 3 });
  });

  it('cancels sent at once with a staff move: one wins, nothing comes back twice', async () => {
    const order = await couponOrder();
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => cancel(order.shopper, order.orderId)),
      move(order.orderId, 'Cancelled'),
      move(order.orderId, 'Processing'),
    ]);
    // Seven cancels (six by the shopper, one by staff): exactly one of them happens; the move to
    // Processing may come before it (then the cancel still applies) or after it (refused).
    const cancels = responses.slice(0, 7).map((r) => r.statusCode);
    expect(cancels.sort()).toEqual([200, ...Array(6).fill(409)]);
    expect([200, 409]).toContain(responses[7]!.statusCode);
    expect(await rowOf(order.orderId)).toMatchObject({ status: 'Cancelled' });
    const cancellations = (await historyOf(order.orderId)).filter((h) => h.status === 'Cancelled');
    expect(cancellations).toHaveLength(1);
    expect(await stockOf(t.app, order.productId)).toEqual({ stock: 10, soldCount: 0 });
    expect(await couponUse(order.couponId, order.orderId)).toEqual({
      usedCount: 0,
      redemptions: 0,
    });
  });
});
