import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditNotes, orderItems, orders, refunds } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
  stockOf,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { keptFiguresDrift, paidOnlineOrder } from '../../../test/refund-fixtures.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';

let t: TestApp;
let admin: TestUser;
let delivery: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  delivery = await createDeliveryMethodRow(t.app, { priceHalalas: 2_500 });
});
afterAll(() => t.close());

const staff = (lang = 'en') => ({ ...bearer(admin.token), 'accept-language': lang });

const refund = (orderId: number, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/AdminOrder/${orderId}/Refunds`,
    headers: staff(lang),
    payload,
  });

const moveTo = async (orderId: number, status: string, note = '') => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/AdminOrder/UpdateOrderStatus',
    headers: staff(),
    payload: { orderId, status, note },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const deliver = async (orderId: number) => {
  for (const status of ['Processing', 'Shipped', 'Delivered']) await moveTo(orderId, status);
};

const issueInvoice = async (orderId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/AdminOrder/${orderId}/invoice`,
    headers: staff(),
  });
  expect(response.statusCode).toBe(200);
};

async function orderRow(orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const refundsOf = (orderId: number) =>
  t.app.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('cancelling a paid Online order (sandbox gateway)', () => {
  it('refunds the whole order through the gateway and records who, when and the code', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 7_450, stock: 5 });
    const order = await paidOnlineOrder(t.app, delivery.id, [
      { productId: product.id, quantity: 2 },
    ]);
    expect((await stockOf(t.app, product.id)).stock).toBe(3);

    const details = await moveTo(order.orderId, 'Cancelled', 'Customer changed their mind');
    expect(details.status).toBe('Cancelled');
    const notes = details.statusHistory.map((entry: { note: string }) => entry.note);
    expect(notes).toContain('Refund of 174.00 SAR requested from the payment gateway');
    expect(notes).toContain('Refund of 174.00 SAR completed (000.100.110)');

    const [row] = await refundsOf(order.orderId);
    expect(row).toMatchObject({
      amountHalalas: 17_400,
      method: 'gateway',
      status: 'succeeded',
      resultCode: '000.100.110',
      createdBy: admin.id,
    });
    expect(row!.gatewayPaymentId).toMatch(/^[0-9A-F]{16}P$/);
    expect((await orderRow(order.orderId)).refundedHalalas).toBe(17_400);
    expect((await stockOf(t.app, product.id)).stock).toBe(5);
    expect(await keptFiguresDrift(t.app)).toEqual([]);

    // Nothing is left: a second refund is refused and nothing is written.
    const again = await refund(order.orderId, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${order.orderNumber} has nothing left to refund`);
    expect(await refundsOf(order.orderId)).toHaveLength(1);

    // The shopper's history names the refund without the gateway's code.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${order.orderId}`,
      headers: order.shopper.headers,
    });
    const shopperNotes = mine.json().data.statusHistory.map((e: { note: string }) => e.note);
    expect(shopperNotes).toContain('Refund of 174.00 SAR completed');
  });
});

describe('partial returns', () => {
  it('returns chosen lines: their share incl. VAT, stock per variant, delivery only with the last', async () => {
    const coupon = await createCouponRow(t.app, { code: 'TENOFF', valueHundredths: 1_000 });
    const a = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 10 });
    const b = await createShopProduct(t.app, { priceHalalas: 5_000, stock: 10 });
    const order = await paidOnlineOrder(
      t.app,
      delivery.id,
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      { couponCode: coupon.code },
    );
    const placed = await orderRow(order.orderId);
    // 250.00 of goods, 25.00 off, 25.00 delivery: 250.00 with 32.61 VAT inside.
    expect(placed).toMatchObject({
      subtotalHalalas: 25_000,
      discountHalalas: 2_500,
      deliveryFeeHalalas: 2_500,
      totalHalalas: 25_000,
      vatHalalas: 3_261,
    });
    await deliver(order.orderId);
    await issueInvoice(order.orderId);
    const lines = await t.app.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId))
      .orderBy(orderItems.id);
    const [lineA, lineB] = [lines[0]!, lines[1]!];

    // One of A: 100.00 at unit price, 90.00 after its share of the coupon; no delivery.
    const first = await refund(order.orderId, {
      reason: 'Damaged',
      lines: [{ orderItemId: lineA.id, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(
      `Refund of 90.00 SAR recorded for order ${order.orderNumber}`,
    );
    expect(first.json().data).toMatchObject({ refundedAmount: 90, refundableAmount: 160 });
    expect((await stockOf(t.app, a.id)).stock).toBe(9);
    expect((await orderRow(order.orderId)).status).toBe('Delivered');
    expect(await keptFiguresDrift(t.app)).toEqual([]);

    // More than is left of a line: 422 naming the line's quantity, nothing written.
    const tooMany = await refund(order.orderId, {
      reason: 'x',
      lines: [{ orderItemId: lineA.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().data)).toEqual(['lines.0.quantity']);
    expect(await refundsOf(order.orderId)).toHaveLength(1);

    const second = await refund(order.orderId, {
      reason: 'Wrong size',
      lines: [{ orderItemId: lineB.id, quantity: 1 }],
    });
    expect(second.json().data.refundedAmount).toBe(135);
    // The last unit closes the order as Returned and brings delivery back.
    const last = await refund(order.orderId, {
      reason: 'Unwanted',
      lines: [{ orderItemId: lineA.id, quantity: 1 }],
    });
    expect(last.statusCode, last.body).toBe(200);
    const view = last.json().data;
    expect(view.refunds.map((r: { amount: number }) => r.amount)).toEqual([90, 45, 115]);
    expect(view).toMatchObject({ refundedAmount: 250, refundableAmount: 0 });
    expect((await orderRow(order.orderId)).status).toBe('Returned');
    expect((await stockOf(t.app, a.id)).stock).toBe(10);
    expect((await stockOf(t.app, b.id)).stock).toBe(10);

    // Credit notes: one per refund, referencing the invoice; their VAT adds up to the order's.
    const notes = await t.app.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.orderId))
      .orderBy(creditNotes.id);
    expect(notes.map((n) => n.amountHalalas)).toEqual([9_000, 4_500, 11_500]);
    expect(notes.map((n) => n.vatHalalas)).toEqual([1_174, 587, 1_500]);
    expect(notes.reduce((sum, n) => sum + n.vatHalalas, 0)).toBe(3_261);
    expect(view.creditNotes[0].invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });
});

describe('cash on delivery', () => {
  it('records a manual refund with its method and reference, and issues the credit note', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 4_000, stock: 5 });
    const shopper = await createShopper(t.app);
    const order = await placeOrder(t.app, shopper, delivery.id, [
      { productId: product.id, quantity: 1 },
    ]);
    const unpaid = await refund(order.orderId, { reason: 'x', manualMethod: 'Cash' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toContain('is not paid');

    await deliver(order.orderId);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/AdminOrder/${order.orderId}/PaymentStatus`,
      headers: staff(),
    });
    await issueInvoice(order.orderId);

    const noMethod = await refund(order.orderId, { reason: 'Returned at the door' }, 'ar');
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().data).toHaveProperty('manualMethod');
    expect(noMethod.json().message).toContain('طريقة الاسترداد');

    const done = await refund(order.orderId, {
      reason: 'Returned at the door',
      manualMethod: 'BankTransfer',
      manualReference: 'TRX-5521',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.refunds[0]).toMatchObject({
      method: 'manual',
      manualMethod: 'BankTransfer',
      manualReference: 'TRX-5521',
      status: 'succeeded',
      amount: 65,
    });
    expect((await orderRow(order.orderId)).status).toBe('Returned');
    const [note] = done.json().data.creditNotes;
    expect(note).toMatchObject({ amount: 65, reason: 'Returned at the door' });

    // The customer downloads their own credit note; another customer cannot.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${order.orderId}/CreditNotes/${note.id}`,
      headers: shopper.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${order.orderId}/CreditNotes`,
      headers: shopper.headers,
    });
    expect(list.json().data).toHaveLength(1);
    const stranger = await createShopper(t.app);
    for (const url of [
      `/api/Order/${order.orderId}/CreditNotes/${note.id}`,
      `/api/Order/${order.orderId}/CreditNotes`,
    ]) {
      const other = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(other.statusCode).toBe(404);
    }
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/AdminOrder/${order.orderId}/CreditNotes/${note.id}`,
      headers: shopper.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });
});

describe('bad input and races', () => {
  it('refuses more than is left, in the caller language, naming the field; nothing written', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 5 });
    const order = await paidOnlineOrder(t.app, delivery.id, [
      { productId: product.id, quantity: 1 },
    ]);
    await deliver(order.orderId);
    const partial = await refund(order.orderId, { reason: 'Goodwill', amount: '20.00' });
    expect(partial.statusCode, partial.body).toBe(200);
    const over = await refund(order.orderId, { reason: 'More', amount: '105.01' }, 'ar');
    expect(over.statusCode).toBe(422);
    expect(over.json().data).toHaveProperty('amount');
    expect(over.json().message).toBe(
      'المبلغ: 105.01 ريال أكثر من المتبقي للاسترداد في هذا الطلب (105.00 ريال)',
    );
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    const bad = await refund(order.orderId, { reason: '', amount: '1.234' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data).sort()).toEqual(['amount', 'reason']);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });

  it('lets exactly one of two parallel whole refunds through', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 3_000, stock: 5 });
    const order = await paidOnlineOrder(t.app, delivery.id, [
      { productId: product.id, quantity: 1 },
    ]);
    const answers = await Promise.all([
      refund(order.orderId, { reason: 'one' }),
      refund(order.orderId, { reason: 'two' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await refundsOf(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountHalalas: 5_500 });
    expect((await stockOf(t.app, product.id)).stock).toBe(5);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });

  it('numbers credit notes without a gap when they are issued in parallel', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 2_000, stock: 50 });
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const order = await paidOnlineOrder(t.app, delivery.id, [
        { productId: product.id, quantity: 1 },
      ]);
      await issueInvoice(order.orderId);
      ids.push(order.orderId);
    }
    const answers = await Promise.all(ids.map((id) => refund(id, { reason: 'Parallel' })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const result = await t.app.ctx.db.execute<{ n: number; lo: number; hi: number }>(
      sql`select count(*)::int as n, min(sequence_number) as lo, max(sequence_number) as hi from credit_notes`,
    );
    const { n, lo, hi } = result.rows[0]!;
    expect(lo).toBe(1);
    expect(hi).toBe(n);
  });
});
