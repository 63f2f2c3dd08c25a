import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createAddressRow, createPhoneRow } from '../../../test/address-factories.ts';
import {
  createDeliveryMethodRow,
  createShopProduct,
  placeOrder,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser } from '../../../test/factories.ts';

let t: TestApp;
let admin: { authorization: string };
let manager: { authorization: string };
let customer: Shopper;

/** The orders of this file, by name, placed in this order (ids ascending). */
const placed: Record<string, { orderId: number; orderNumber: string; total: number }> = {};

async function shopper(firstName: string, lastName: string, email: string, mobile: string) {
  const user = await createUser(t.app, { firstName, lastName, email });
  const address = await createAddressRow(t.app, user.id, { isDefault: true });
  const phone = await createPhoneRow(t.app, user.id, { number: mobile, isPrimary: true });
  return { user, headers: bearer(user.token), addressId: address.id, phoneNumberId: phone.id };
}

const list = (query: string, headers = admin, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/AdminOrder/GetAllOrders?${query}`,
    headers: { ...headers, 'accept-language': lang },
  });

/** The names of the orders a list answer holds, in its order. */
async function namesOf(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  const byId = new Map(Object.entries(placed).map(([name, order]) => [order.orderId, name]));
  return response.json().data.items.map((item: { id: number }) => byId.get(item.id));
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer((await createUser(t.app, { role: 'Admin' })).token);
  manager = bearer((await createUser(t.app, { role: 'Manager' })).token);
  const delivery = await createDeliveryMethodRow(t.app, { priceHalalas: 1_000 });
  const product = await createShopProduct(t.app, { priceHalalas: 5_000, stock: 100 });
  const noura = await shopper('Noura', 'Alqahtani', 'noura.q@example.com', '+966551112222');
  const sara = await shopper('سارة', 'الأحمد', 'sara@example.com', '+966559998888');
  const omar = await shopper('Omar', '100%_Real', 'omar@shop.example', '+966501234567');
  customer = noura;

  // Total = 50 × quantity + 10 delivery; created_at is set below so dates and order are known.
  const plan: Array<[string, Shopper, number, string, string]> = [
    ['a', noura, 1, 'CashOnDelivery', '2026-01-05T10:00:00Z'],
    ['b', sara, 3, 'Online', '2026-01-09T20:59:59Z'], // 23:59:59 on 9 January in Riyadh
    ['c', omar, 2, 'CashOnDelivery', '2026-01-09T21:00:00Z'], // 00:00 on 10 January in Riyadh
    ['d', noura, 5, 'CashOnDelivery', '2026-01-12T08:00:00Z'],
    ['e', sara, 4, 'Online', '2026-01-15T08:00:00Z'],
  ];
  for (const [name, who, quantity, paymentMethod, createdAt] of plan) {
    placed[name] = await placeOrder(
      t.app,
      who,
      delivery.id,
      [{ productId: product.id, quantity }],
      { paymentMethod },
    );
    await t.app.ctx.db
      .update(orders)
      .set({ createdAt: at(createdAt) })
      .where(eq(orders.id, placed[name]!.orderId));
  }
  const move = async (name: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/AdminOrder/UpdateOrderStatus',
        headers: admin,
        payload: { orderId: placed[name]!.orderId, status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const togglePaid = (name: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/AdminOrder/${placed[name]!.orderId}/PaymentStatus`,
      headers: admin,
    });
  // a: Delivered and paid; b: paid online, Processing; c: Cancelled; d: Pending; e: Pending, unpaid.
  await move('a', 'Processing', 'Shipped', 'Delivered');
  expect((await togglePaid('a')).statusCode).toBe(200);
  expect((await togglePaid('b')).statusCode).toBe(200);
  await move('b', 'Processing');
  await move('c', 'Cancelled');
});
afterAll(() => t.close());

describe('AdminOrder/GetAllOrders', () => {
  it('lists every customer’s orders, newest first, with who ordered, paged', async () => {
    const response = await list('pageNumber=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 5 });
    expect(data.items[0]).toMatchObject({
      id: placed.e!.orderId,
      orderNumber: placed.e!.orderNumber,
      status: 'Pending',
      isPaid: false,
      paymentMethod: 'Online',
      total: 210,
      itemsCount: 4,
      customerName: 'سارة الأحمد',
      customerEmail: 'sara@example.com',
      phoneNumber: '+966559998888',
      createdAt: '2026-01-15T08:00:00.000Z',
    });
    expect(await namesOf('pageNumber=2&pageSize=2')).toEqual(['c', 'b']);
    expect(await namesOf('pageNumber=3&pageSize=2')).toEqual(['a']);
    const past = (await list('pageNumber=9&pageSize=2')).json().data;
    expect(past).toMatchObject({ items: [], totalCount: 5 });
    // Oversized pages are clamped, not refused.
    expect((await list('pageSize=1000')).json().data.pageSize).toBe(100);
  });

  it('filters by status, paid, payment method, and whole Riyadh days', async () => {
    expect(await namesOf('status=Pending')).toEqual(['e', 'd']);
    expect(await namesOf('status=cancelled')).toEqual(['c']);
    expect(await namesOf('status=Returned')).toEqual([]);
    expect(await namesOf('isPaid=true')).toEqual(['b', 'a']);
    expect(await namesOf('isPaid=false')).toEqual(['e', 'd', 'c']);
    expect(await namesOf('paymentMethod=Online')).toEqual(['e', 'b']);
    expect(await namesOf('paymentMethod=CashOnDelivery&isPaid=false')).toEqual(['d', 'c']);
    expect(await namesOf('from=2026-01-10')).toEqual(['e', 'd', 'c']);
    expect(await namesOf('to=2026-01-09')).toEqual(['b', 'a']);
    expect(await namesOf('from=2026-01-09&to=2026-01-09')).toEqual(['b']);
    expect(await namesOf('from=2026-01-10&to=2026-01-12')).toEqual(['d', 'c']);
    expect(await namesOf('from=&to=&status=&isPaid=')).toHaveLength(5);
  });

  it('searches order numbers, names, e-mails and mobile numbers', async () => {
    const numberOf = (name: string) => placed[name]!.orderNumber;
    expect(await namesOf(`search=${numberOf('c')}`)).toEqual(['c']);
    expect(await namesOf(`search=${numberOf('c').toLowerCase()}`)).toEqual(['c']);
    expect(await namesOf(`search=${placed.d!.orderId}`)).toEqual(['d']);
    expect(await namesOf('search=NOURA')).toEqual(['d', 'a']);
    expect(await namesOf('search=noura alq')).toEqual(['d', 'a']);
    // Arabic spelling variants and diacritics are forgiven: ساره / سَارة find سارة.
    expect(await namesOf(`search=${encodeURIComponent('ساره')}`)).toEqual(['e', 'b']);
    expect(await namesOf(`search=${encodeURIComponent('سَارة الاحمد')}`)).toEqual(['e', 'b']);
    expect(await namesOf('search=SHOP.EXAMPLE')).toEqual(['c']);
    expect(await namesOf('search=0559998888')).toEqual(['e', 'b']);
    expect(await namesOf(`search=${encodeURIComponent('+966 55 999 8888')}`)).toEqual(['e', 'b']);
    expect(await namesOf(`search=${encodeURIComponent('٠٥٥٩٩٩٨٨٨٨')}`)).toEqual(['e', 'b']);
    expect(await namesOf('search=1112')).toEqual(['d', 'a']);
    // Wildcards typed by people are plain characters.
    expect(await namesOf(`search=${encodeURIComponent('100%_')}`)).toEqual(['c']);
    expect(await namesOf(`search=${encodeURIComponent('%')}`)).toEqual(['c']);
    expect(await namesOf('search=nobody')).toEqual([]);
    expect(await namesOf('search=noura&status=Delivered')).toEqual(['a']);
  });

  it('sorts by date, total, order number and status, both ways', async () => {
    expect(await namesOf('sortBy=createdAt&sortDirection=asc')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await namesOf('sortBy=total')).toEqual(['d', 'e', 'b', 'c', 'a']);
    expect(await namesOf('sortBy=total&sortDirection=ASC')).toEqual(['a', 'c', 'b', 'e', 'd']);
    expect(await namesOf('sortBy=orderNumber&sortDirection=asc')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(await namesOf('sortBy=orderNumber')).toEqual(['e', 'd', 'c', 'b', 'a']);
    // Lifecycle order, newest first inside a status: Pending, Processing, Delivered, Cancelled.
    expect(await namesOf('sortBy=status')).toEqual(['e', 'd', 'b', 'a', 'c']);
    expect(await namesOf('sortBy=status&sortDirection=desc')).toEqual(['c', 'a', 'b', 'e', 'd']);
  });

  it('reads only its page, counting the total only when the page does not show it', async () => {
    const queries = async (query: string) => {
      let data: { items: unknown[]; totalCount: number } | undefined;
      const sent = await t.queriesDuring(async () => {
        data = (await list(query)).json().data;
      });
      return { statements: sent.length, rows: data!.items.length, totalCount: data!.totalCount };
    };
    // The sign-in check, the page, then the count when the page is full or past the end.
    expect(await queries('pageSize=1')).toEqual({ statements: 3, rows: 1, totalCount: 5 });
    expect(await queries('pageSize=5')).toEqual({ statements: 3, rows: 5, totalCount: 5 });
    expect(await queries('pageSize=100')).toEqual({ statements: 2, rows: 5, totalCount: 5 });
    expect(await queries('pageNumber=3&pageSize=2')).toEqual({
      statements: 2,
      rows: 1,
      totalCount: 5,
    });
    expect(await queries('pageNumber=9&pageSize=2')).toEqual({
      statements: 3,
      rows: 0,
      totalCount: 5,
    });
    expect(await queries('search=nobody')).toEqual({ statements: 2, rows: 0, totalCount: 0 });
    const filters = 'status=Pending&isPaid=false&from=2026-01-01&to=2026-02-01&search=noura';
    expect(await queries(`pageSize=1&${filters}&sortBy=total`)).toEqual({
      statements: 3,
      rows: 1,
      totalCount: 1,
    });
    expect(await queries(`pageSize=100&${filters}&sortBy=status`)).toEqual({
      statements: 2,
      rows: 1,
      totalCount: 1,
    });
    // The page's statement chooses its ids on `orders` alone; no window counts every row.
    const [page] = (await t.queriesDuring(() => list('pageSize=100'))).slice(1);
    expect(page).not.toMatch(/over\s*\(/i);
    // Every order: the total is the kept row count, so no statement counts the orders table.
    const [, , total] = await t.queriesDuring(() => list('pageSize=1'));
    expect(total).toMatch(/table_count_deltas/);
    expect(total).not.toMatch(/count\(/i);
    // A filter's total still counts its matches.
    const [, , filtered] = await t.queriesDuring(() => list('pageSize=1&status=Pending'));
    expect(filtered).toMatch(/count\(/i);
  });

  it('refuses bad filters with the field named, in the caller’s language', async () => {
    const refused = async (query: string, field: string, text: RegExp, lang = 'en') => {
      const response = await list(query, admin, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(text);
      expect(Object.keys(response.json().data)).toContain(field);
    };
    await refused('status=Lost', 'status', /^Status: must be one of Pending, Processing/);
    await refused('isPaid=maybe', 'isPaid', /^Paid: must be true or false/);
    await refused('paymentMethod=Cheque', 'paymentMethod', /^Payment method: must be one of/);
    await refused('from=2026-02-30', 'from', /^From: must be a date such as 2026-01-31/);
    await refused('to=yesterday', 'to', /^To: must be a date/);
    await refused('from=2026-01-10&to=2026-01-09', 'to', /^To: must not be before the start date/);
    await refused('sortBy=customer', 'sortBy', /^Sort: must be one of createdAt, total/);
    await refused('search=' + 'x'.repeat(101), 'search', /^Search: must be at most 100/);
    await refused('from=2026-01-10&to=2026-01-09', 'to', /^إلى تاريخ: يجب ألا يكون قبل/, 'ar');
  });
});

describe('AdminOrder/GetOrderDetails/{orderId}', () => {
  it('shows any customer’s order with its customer, history and next moves', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/AdminOrder/GetOrderDetails/${placed.a!.orderId}`,
      headers: manager,
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      id: placed.a!.orderId,
      status: 'Delivered',
      isPaid: true,
      allowedStatuses: ['Returned'],
      customer: { id: customer.user.id, name: 'Noura Alqahtani', email: 'noura.q@example.com' },
      phoneNumber: '+966551112222',
      total: 60,
    });
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Delivered',
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/AdminOrder/GetOrderDetails/999999',
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'الطلب غير موجود', statusCode: 404, data: null });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/AdminOrder/GetOrderDetails/abc',
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^Order: must be a positive whole number/);
  });
});

describe('who may call the admin order API', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/AdminOrder/GetAllOrders' },
    { method: 'GET' as const, url: `/api/AdminOrder/GetOrderDetails/${placed.d!.orderId}` },
    {
      method: 'PUT' as const,
      url: '/api/AdminOrder/UpdateOrderStatus',
      payload: { orderId: placed.d!.orderId, status: 'Cancelled' },
    },
    { method: 'PATCH' as const, url: `/api/AdminOrder/${placed.d!.orderId}/PaymentStatus` },
  ];

  it('refuses anonymous callers (401) and customers (403) on every call, changing nothing', async () => {
    for (const call of calls()) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json().message).toBe('Please sign in to continue');
      const asCustomer = await t.app.inject({
        ...call,
        headers: { ...customer.headers, 'accept-language': 'ar' },
      });
      expect(asCustomer.statusCode, call.url).toBe(403);
      expect(asCustomer.json().message).toBe('ليست لديك صلاحية للقيام بهذا الإجراء');
      // The shop's web client sends the token as the PATCH body; a token there is not a sign-in.
      if (call.method === 'PATCH') {
        const tokenAsBody = await t.app.inject({
          ...call,
          headers: { 'content-type': 'text/plain' },
          payload: admin.authorization.slice('Bearer '.length),
        });
        expect(tokenAsBody.statusCode).toBe(401);
      }
    }
    const [order] = await t.app.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.d!.orderId));
    expect(order).toMatchObject({ status: 'Pending', isPaid: false });
  });

  it('lets managers as well as admins in, paths in any letter case', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/adminorder/getallorders?pagesize=1',
      headers: manager,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the four calls with their filters, bodies and answers', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const all = paths['/api/AdminOrder/GetAllOrders'].get;
    expect(all.security).toEqual([{ bearerAuth: [] }]);
    expect(all.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'pageNumber',
        'pageSize',
        'status',
        'isPaid',
        'paymentMethod',
        'from',
        'to',
        'search',
        'sortBy',
        'sortDirection',
      ]),
    );
    const from = all.parameters.find((p: { name: string }) => p.name === 'from');
    expect(from.schema).toMatchObject({ type: 'string', format: 'date' });
    const row =
      all.responses['200'].content['application/json'].schema.properties.data.properties.items
        .items;
    expect(Object.keys(row.properties)).toEqual(
      expect.arrayContaining(['orderNumber', 'customerName', 'customerEmail', 'phoneNumber']),
    );
    const details = paths['/api/AdminOrder/GetOrderDetails/{orderId}'].get;
    expect(details.parameters[0]).toMatchObject({ name: 'orderId', in: 'path' });
    const update = paths['/api/AdminOrder/UpdateOrderStatus'].put;
    const body = update.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['orderId', 'status', 'note']);
    const payment = paths['/api/AdminOrder/{id}/PaymentStatus'].patch;
    const answer = payment.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['isPaid', 'paidAt', 'statusHistory', 'allowedStatuses']),
    );
  });
});
