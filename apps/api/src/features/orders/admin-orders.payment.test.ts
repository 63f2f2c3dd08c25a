import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { expireUnpaidOrders } from '../payments/payment-expiry.ts';

let t: TestApp;
let staffToken: string;
let staff: { authorization: string };
let deliveryId: number;
let buyer: Shopper;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await createUser(t.app, { role: 'Admin', firstName: 'Fahad', lastName: 'Admin' }))
    .token;
  staff = bearer(staffToken);
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
  buyer = await createShopper(t.app);
  productId = (await createShopProduct(t.app, { stock: 100 })).id;
});
afterAll(() => t.close());

const toggle = (
  orderId: number | string,
  options: { lang?: string; body?: string; contentType?: string } = {},
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/AdminOrder/${orderId}/PaymentStatus`,
    headers: {
      ...staff,
      'accept-language': options.lang ?? 'en',
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

const place = (paymentMethod = 'CashOnDelivery') =>
  placeOrder(t.app, buyer, deliveryId, [{ productId, quantity: 1 }], { paymentMethod });

async function rowOf(orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('AdminOrder/{id}/PaymentStatus', () => {
  it('toggles a cash order paid and back, recording who did it each time', async () => {
    const { orderId, orderNumber } = await place();

    const paid = await toggle(orderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(`Order ${orderNumber} marked as paid`);
    expect(paid.json().data).toMatchObject({ id: orderId, isPaid: true, status: 'Pending' });
    expect(paid.json().data.paidAt).toEqual(expect.any(String));
    expect(paid.json().data.statusHistory.at(-1)).toMatchObject({
      status: 'Pending',
      note: 'Marked as paid',
      changedBy: 'Fahad Admin',
    });
    expect((await rowOf(orderId)).paidAt).toBeInstanceOf(Date);

    const unpaid = await toggle(orderId, { lang: 'ar' });
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().message).toBe(`تم تعليم الطلب ${orderNumber} كغير مدفوع`);
    expect(unpaid.json().data).toMatchObject({ isPaid: false, paidAt: null });
    expect(
      unpaid.json().data.statusHistory.map((entry: { note: string | null }) => entry.note),
    ).toEqual(['تم تقديم الطلب', 'تم تعليمه كمدفوع', 'تم تعليمه كغير مدفوع']);
    const row = await rowOf(orderId);
    expect(row).toMatchObject({ isPaid: false, paidAt: null });

    const history = await t.app.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.slice(1).map((entry) => [entry.noteKey, entry.changedBy !== null])).toEqual([
      ['orders.history.markedPaid', true],
      ['orders.history.markedUnpaid', true],
    ]);
  });

  it('settles an unpaid online order: its payment deadline is cleared and expiry leaves it alone', async () => {
    const { orderId } = await place('Online');
    expect((await rowOf(orderId)).paymentExpiresAt).toBeInstanceOf(Date);

    const response = await toggle(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isPaid: true,
      paymentExpiresAt: null,
      allowedStatuses: ['Processing', 'Cancelled'],
    });
    expect((await rowOf(orderId)).paymentExpiresAt).toBeNull();

    // Long after the 30-minute window, the sweep does not touch it.
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await expireUnpaidOrders(t.app.ctx, later);
    expect(await rowOf(orderId)).toMatchObject({ status: 'Pending', isPaid: true });
  });

  it('refuses to mark a closed order paid, but records a refund on it', async () => {
    const { orderId } = await place();
    await t.app.inject({
      method: 'PUT',
      url: '/api/AdminOrder/UpdateOrderStatus',
      headers: staff,
      payload: { orderId, status: 'Cancelled' },
    });
    const refused = await toggle(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An order that is Cancelled cannot be marked as paid; it takes no payment any more',
    );
    const refusedAr = await toggle(orderId, { lang: 'ar' });
    expect(refusedAr.json().message).toBe(
      'الطلب الذي حالته "ملغى" لا يمكن تعليمه كمدفوع؛ لم يعد يقبل الدفع',
    );
    expect(await rowOf(orderId)).toMatchObject({ isPaid: false, paidAt: null });

    // A payment that arrived after the order was cancelled: staff refund it and mark it unpaid.
    await t.app.ctx.db
      .update(orders)
      .set({ isPaid: true, paidAt: new Date() })
      .where(eq(orders.id, orderId));
    const refunded = await toggle(orderId);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'Cancelled', isPaid: false });
  });

  it('ignores whatever body is sent, the token included', async () => {
    const { orderId } = await place();
    const bodies: Array<{ body?: string; contentType?: string }> = [
      { body: staffToken, contentType: 'text/plain' },
      { body: staffToken, contentType: 'application/json' },
      { body: JSON.stringify(staffToken), contentType: 'application/json' },
      { body: staffToken, contentType: 'application/x-www-form-urlencoded' },
      { body: '{}', contentType: 'application/json' },
      {},
    ];
    let expected = false;
    for (const options of bodies) {
      const response = await toggle(orderId, options);
      expect(response.statusCode, `${options.contentType}: ${response.body}`).toBe(200);
      expected = !expected;
      expect(response.json().data.isPaid).toBe(expected);
    }
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const missing = await toggle(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
    const malformed = await toggle('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^Id: must be a positive whole number/);
  });
});
