import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  orderItems,
  orders,
  orderStatusHistory,
  refunds,
  returnRequests,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
  stockOf,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { keptFiguresDrift, paidOnlineOrder } from '../../../test/refund-fixtures.ts';

let t: TestApp;
let manager: TestUser;
let delivery: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  manager = await createUser(t.app, { role: 'Manager' });
  delivery = await createDeliveryMethodRow(t.app, { priceHalalas: 2_500 });
});
afterAll(() => t.close());

const staff = (lang = 'en') => ({ ...bearer(manager.token), 'accept-language': lang });
const as = (shopper: Shopper, lang = 'en') => ({ ...shopper.headers, 'accept-language': lang });

const ask = (shopper: Shopper, orderId: number, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/Order/${orderId}/ReturnRequests`,
    headers: as(shopper, lang),
    payload,
  });

const decide = (
  orderId: number,
  requestId: number,
  verb: 'Approve' | 'Reject',
  payload: Record<string, unknown> = {},
  lang = 'en',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/AdminOrder/${orderId}/ReturnRequests/${requestId}/${verb}`,
    headers: staff(lang),
    payload,
  });

async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/AdminOrder/UpdateOrderStatus',
      headers: staff(),
      payload: { orderId, status, note: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const linesOf = (orderId: number) =>
  t.app.ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);

const requestsOf = (orderId: number) =>
  t.app.ctx.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));

/** A paid Online order of 2 × A (100.00) and 1 × B (50.00), delivered. */
async function deliveredOrder() {
  const a = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 10 });
  const b = await createShopProduct(t.app, { priceHalalas: 5_000, stock: 10 });
  const order = await paidOnlineOrder(t.app, delivery.id, [
    { productId: a.id, quantity: 2 },
    { productId: b.id, quantity: 1 },
  ]);
  await moveTo(order.orderId, 'Processing', 'Shipped', 'Delivered');
  const [lineA, lineB] = await linesOf(order.orderId);
  return { ...order, a, b, lineA: lineA!, lineB: lineB! };
}

describe('a shopper asks, a manager approves', () => {
  it('records the request pending, then refunds exactly its lines through the gateway', async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.shopper, order.orderId, {
      reason: 'Damaged',
      note: 'The box was crushed',
      lines: [{ orderItemId: order.lineA.id, quantity: 1 }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const view = asked.json().data;
    expect(view.canRequest).toBe(true);
    expect(view.requests).toHaveLength(1);
    expect(view.requests[0]).toMatchObject({
      status: 'pending',
      reason: 'Damaged',
      note: 'The box was crushed',
      refund: null,
      lines: [{ orderItemId: order.lineA.id, quantity: 1 }],
    });
    // The pending unit is held: one of A and one of B can still be asked for.
    expect(view.lines.map((l: { returnableQuantity: number }) => l.returnableQuantity)).toEqual([
      1, 1,
    ]);
    // Nothing moves until staff decide.
    expect((await stockOf(t.app, order.a.id)).stock).toBe(8);

    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/AdminOrder/${order.orderId}/ReturnRequests`,
      headers: staff(),
    });
    const requestId = staffView.json().data.requests[0].id;
    const approved = await decide(order.orderId, requestId, 'Approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(
      `Return request approved: refund of 100.00 SAR recorded for order ${order.orderNumber}`,
    );
    expect(approved.json().data.requests[0]).toMatchObject({
      status: 'approved',
      refund: { amount: 100, status: 'succeeded' },
    });
    expect((await stockOf(t.app, order.a.id)).stock).toBe(9);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'Delivered', refundedHalalas: 10_000 });
    expect((await linesOf(order.orderId))[0]!.returnedQuantity).toBe(1);
    expect(await keptFiguresDrift(t.app)).toEqual([]);

    // The shopper's order shows the refund, the returned unit and the outcome in its history.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${order.orderId}`,
      headers: order.shopper.headers,
    });
    const details = mine.json().data;
    expect(details.refundedAmount).toBe(100);
    expect(details.items.map((i: { returnedQuantity: number }) => i.returnedQuantity)).toEqual([
      1, 0,
    ]);
    const notes = details.statusHistory.map((e: { note: string }) => e.note);
    expect(notes).toContain('Return requested by the customer: 1 item(s)');
    expect(notes).toContain('Return request approved: 1 item(s)');
    expect(notes).toContain('Refund of 100.00 SAR completed');

    // Decided once: a second approval is refused and refunds nothing.
    const again = await decide(order.orderId, requestId, 'Approve', {}, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('سبق أن قُبل طلب الإرجاع هذا');
    const rows = await t.app.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.orderId));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two parallel approvals refund', async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.shopper, order.orderId, {
      reason: 'WrongSize',
      lines: [{ orderItemId: order.lineB.id, quantity: 1 }],
    });
    const requestId = asked.json().data.requests[0].id;
    const answers = await Promise.all([
      decide(order.orderId, requestId, 'Approve'),
      decide(order.orderId, requestId, 'Approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountHalalas: 5_000 });
    expect((await stockOf(t.app, order.b.id)).stock).toBe(10);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });
});

describe('refusals name the field in the caller language and write nothing', () => {
  it('refuses more than is left, once returned or requested', async () => {
    const order = await deliveredOrder();
    const first = await ask(order.shopper, order.orderId, {
      reason: 'ChangedMind',
      lines: [{ orderItemId: order.lineA.id, quantity: 2 }],
    });
    expect(first.statusCode).toBe(200);
    const over = await ask(
      order.shopper,
      order.orderId,
      {
        reason: 'ChangedMind',
        lines: [
          { orderItemId: order.lineB.id, quantity: 1 },
          { orderItemId: order.lineA.id, quantity: 1 },
        ],
      },
      'ar',
    );
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().data)).toEqual(['lines.1.quantity']);
    expect(over.json().message).toMatch(/^الكمية: يمكن إرجاع 0 فقط من/);
    const stranger = await ask(order.shopper, order.orderId, {
      reason: 'Other',
      lines: [{ orderItemId: 999_999, quantity: 1 }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(Object.keys(stranger.json().data)).toEqual(['lines.0.orderItemId']);
    const bad = await ask(order.shopper, order.orderId, { reason: 'Bored', lines: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data).sort()).toEqual(['lines', 'reason']);
    expect(await requestsOf(order.orderId)).toHaveLength(1);
  });

  it('refuses an undelivered order, a closed window and another customer’s order', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 4_000, stock: 5 });
    const shopper = await createShopper(t.app);
    const order = await placeOrder(t.app, shopper, delivery.id, [
      { productId: product.id, quantity: 1 },
    ]);
    const [line] = await linesOf(order.orderId);
    const payload = { reason: 'Damaged', lines: [{ orderItemId: line!.id, quantity: 1 }] };

    const early = await ask(shopper, order.orderId, payload, 'ar');
    expect(early.statusCode).toBe(409);
    expect(early.json().data).toHaveProperty('lines');
    expect(early.json().message).toBe(
      'البنود: لا يُرجَع إلا طلب تم توصيله (حالته الآن "قيد الانتظار")',
    );

    await moveTo(order.orderId, 'Processing', 'Shipped', 'Delivered');
    const other = await createShopper(t.app);
    const foreign = await ask(other, order.orderId, payload);
    expect(foreign.statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${order.orderId}/ReturnRequests`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);

    // Delivered 15 days ago: the 14-day window has closed.
    await t.app.ctx.db
      .update(orderStatusHistory)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(
        and(
          eq(orderStatusHistory.orderId, order.orderId),
          eq(orderStatusHistory.status, 'Delivered'),
        ),
      );
    const late = await ask(shopper, order.orderId, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toHaveProperty('lines');
    expect(late.json().message).toMatch(
      /^Lines: the return window of 14 days after delivery closed on \d{4}-\d{2}-\d{2}$/,
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${order.orderId}/ReturnRequests`,
      headers: shopper.headers,
    });
    expect(view.json().data).toMatchObject({ canRequest: false, windowDays: 14, requests: [] });
    expect(await requestsOf(order.orderId)).toHaveLength(0);
  });
});

describe('rejection and cash on delivery', () => {
  it('rejects with a reason the shopper reads; approving a cash order needs the manual method', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 4_000, stock: 5 });
    const shopper = await createShopper(t.app);
    const order = await placeOrder(t.app, shopper, delivery.id, [
      { productId: product.id, quantity: 2 },
    ]);
    await moveTo(order.orderId, 'Processing', 'Shipped', 'Delivered');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/AdminOrder/${order.orderId}/PaymentStatus`,
      headers: staff(),
    });
    const [line] = await linesOf(order.orderId);
    const payload = { reason: 'NotAsDescribed', lines: [{ orderItemId: line!.id, quantity: 1 }] };
    const first = (await ask(shopper, order.orderId, payload)).json().data.requests[0].id;

    const noReason = await decide(order.orderId, first, 'Reject', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(order.orderId, first, 'Reject', {
      reason: 'Worn, not returnable',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.requests[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Worn, not returnable',
    });
    expect((await stockOf(t.app, product.id)).stock).toBe(3);

    // The rejected unit can be asked for again.
    const second = (await ask(shopper, order.orderId, payload)).json().data.requests[0].id;
    const noMethod = await decide(order.orderId, second, 'Approve', {}, 'ar');
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().data).toHaveProperty('manualMethod');
    expect(await requestsOf(order.orderId)).toContainEqual(
      expect.objectContaining({ id: second, status: 'pending' }),
    );
    const done = await decide(order.orderId, second, 'Approve', {
      manualMethod: 'Cash',
      manualReference: 'At the door',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.requests[0]).toMatchObject({
      status: 'approved',
      refund: { amount: 40, status: 'succeeded' },
    });
    expect((await stockOf(t.app, product.id)).stock).toBe(4);
    expect(await keptFiguresDrift(t.app)).toEqual([]);
  });
});
