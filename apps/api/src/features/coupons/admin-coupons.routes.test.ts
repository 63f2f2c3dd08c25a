import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, AdminCouponDetails } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createCouponRow, createOrderRow } from '../../../test/shopping-factories.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let codes = 0;
const fields = (extra: Record<string, unknown> = {}) => ({
  code: `TEST-${++codes}`,
  type: 'Percentage',
  value: 10,
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await call('POST', 'AdminCoupons/Create', fields(extra));
  expect(res.statusCode).toBe(201);
  return res.json().data as AdminCoupon;
};

describe('status labels', () => {
  it('labels inactive, expired, usedUp, scheduled and active coupons, and filters on them', async () => {
    const local = await buildTestApp();
    try {
      const staff = await createUser(local.app, { role: 'Admin' });
      const now = Date.now();
      const made = {
        active: await createCouponRow(local.app, { endsAt: new Date(now + DAY) }),
        inactive: await createCouponRow(local.app, {
          isActive: false,
          endsAt: new Date(now - DAY),
        }),
        expired: await createCouponRow(local.app, {
          endsAt: new Date(now - 1000),
          usageLimit: 1,
          usedCount: 1,
        }),
        usedUp: await createCouponRow(local.app, {
          usageLimit: 2,
          usedCount: 2,
          startsAt: new Date(now + DAY),
        }),
        scheduled: await createCouponRow(local.app, { startsAt: new Date(now + DAY) }),
      };
      const list = async (query: string) => {
        const res = await local.app.inject({
          url: `/api/AdminCoupons/All?${query}`,
          headers: bearer(staff.token),
        });
        expect(res.statusCode).toBe(200);
        return res.json().data as { items: AdminCoupon[]; totalCount: number };
      };
      const all = await list('pageSize=100');
      expect(Object.fromEntries(all.items.map((c) => [c.id, c.status]))).toEqual({
        [made.active.id]: 'active',
        [made.inactive.id]: 'inactive',
        [made.expired.id]: 'expired',
        [made.usedUp.id]: 'usedUp',
        [made.scheduled.id]: 'scheduled',
      });
      for (const [status, row] of Object.entries(made)) {
        const page = await list(`status=${status}`);
        expect(page.items.map((c) => c.id)).toEqual([row.id]);
        expect(page.totalCount).toBe(1);
      }
      const bad = await local.app.inject({
        url: '/api/AdminCoupons/All?status=gone',
        headers: bearer(staff.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'Status: must be one of active, scheduled, expired, inactive, usedUp',
      );
    } finally {
      await local.close();
    }
  });
});

describe('GET AdminCoupons/All', () => {
  it('pages, searches part of the code in any case, and sorts', async () => {
    const local = await buildTestApp();
    try {
      const staff = await createUser(local.app, { role: 'Admin' });
      const list = async (query: string) =>
        (
          await local.app.inject({
            url: `/api/AdminCoupons/All?${query}`,
            headers: bearer(staff.token),
          })
        ).json().data as {
          items: AdminCoupon[];
          totalCount: number;
          pageNumber: number;
          pageSize: number;
        };
      const base = Date.now() - 10 * DAY;
      const rows = [];
      for (const [i, code] of ['Beta', 'alpha', 'GAMMA-eid', 'eid_delta', 'Epsilon'].entries()) {
        rows.push(
          await createCouponRow(local.app, {
            code,
            usedCount: [5, 1, 9, 0, 3][i]!,
            endsAt: i === 4 ? null : new Date(Date.now() + (i + 1) * DAY),
            createdAt: new Date(base + i * DAY),
          }),
        );
      }
      const ids = (page: { items: AdminCoupon[] }) => page.items.map((c) => c.code);
      expect(ids(await list(''))).toEqual(['Epsilon', 'eid_delta', 'GAMMA-eid', 'alpha', 'Beta']);
      expect(ids(await list('sortBy=code'))).toEqual([
        'alpha',
        'Beta',
        'eid_delta',
        'Epsilon',
        'GAMMA-eid',
      ]);
      expect(ids(await list('sortBy=code&sortDirection=DESC'))).toEqual([
        'GAMMA-eid',
        'Epsilon',
        'eid_delta',
        'Beta',
        'alpha',
      ]);
      expect(ids(await list('sortBy=usedCount'))).toEqual([
        'GAMMA-eid',
        'Beta',
        'Epsilon',
        'alpha',
        'eid_delta',
      ]);
      // Ending soonest first; a coupon without an end comes last either way.
      expect(ids(await list('sortBy=endDate'))).toEqual([
        'Beta',
        'alpha',
        'GAMMA-eid',
        'eid_delta',
        'Epsilon',
      ]);
      expect(ids(await list('sortBy=endDate&sortDirection=desc'))).toEqual([
        'eid_delta',
        'GAMMA-eid',
        'alpha',
        'Beta',
        'Epsilon',
      ]);
      expect(ids(await list('search=EID'))).toEqual(['eid_delta', 'GAMMA-eid']);
      // "_" is a character to find, not a wildcard.
      expect(ids(await list('search=d_d'))).toEqual(['eid_delta']);
      expect(await list('search=_')).toMatchObject({ totalCount: 1 });
      const page2 = await list('pageSize=2&pageNumber=2');
      expect(page2).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 5 });
      expect(ids(page2)).toEqual(['GAMMA-eid', 'alpha']);
      expect(await list('pageSize=2&pageNumber=9')).toEqual({
        items: [],
        pageNumber: 9,
        pageSize: 2,
        totalCount: 5,
      });
      expect(await list('pageSize=1000')).toMatchObject({ pageSize: 100, totalCount: 5 });
    } finally {
      await local.close();
    }
  });

  it('reads a page in one statement after the caller, whatever the number of coupons', async () => {
    const counts = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) await createCouponRow(t.app);
      counts.push(
        (await t.queriesDuring(() => call('GET', 'AdminCoupons/All?pageSize=100'))).length,
      );
    }
    expect(counts).toEqual([2, 2]);
  });
});

describe('coupons used by real orders', () => {
  let deliveryId: number;
  let productId: number;

  beforeAll(async () => {
    deliveryId = (await createDeliveryMethodRow(t.app)).id;
    productId = (await createShopProduct(t.app, { priceHalalas: 20_000, stock: 100 })).id;
  });

  const order = async (shopper: Awaited<ReturnType<typeof createShopper>>, code: string) =>
    placeOrder(t.app, shopper, deliveryId, [{ productId, quantity: 1 }], { couponCode: code });
  const cancel = (orderId: number) =>
    call('PUT', 'AdminOrder/UpdateOrderStatus', { orderId, status: 'Cancelled' });

  it('shows the live uses by customer and the latest orders in the details', async () => {
    const coupon = await create({ code: 'DETAILS10', value: 10, maxDiscountAmount: 15 });
    const huda = await createShopper(t.app);
    const omar = await createShopper(t.app);
    const first = await order(huda, 'details10');
    const second = await order(huda, 'DETAILS10');
    const third = await order(omar, 'Details10');
    const dropped = await order(omar, 'DETAILS10');
    expect((await cancel(dropped.orderId)).statusCode).toBe(200);

    const res = await call('GET', `AdminCoupons/Details/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Coupon details');
    const details = res.json().data as AdminCouponDetails;
    // 10 % of 200 SAR is 20 SAR, capped at 15 SAR; the cancelled order gave its use back.
    expect(details).toMatchObject({
      id: coupon.id,
      code: 'DETAILS10',
      usedCount: 3,
      status: 'active',
    });
    expect(details.usage.timesUsed).toBe(3);
    expect(details.usage.totalDiscount).toBe(45);
    expect(details.usage.byCustomer).toEqual([
      {
        userId: huda.user.id,
        name: expect.stringMatching(/^First\d+ Last\d+$/),
        email: huda.user.email,
        timesUsed: 2,
        totalDiscount: 30,
        lastUsedAt: expect.any(String),
      },
      {
        userId: omar.user.id,
        name: expect.any(String),
        email: omar.user.email,
        timesUsed: 1,
        totalDiscount: 15,
        lastUsedAt: expect.any(String),
      },
    ]);
    expect(details.usage.recentOrders.map((o) => o.orderId)).toEqual([
      third.orderId,
      second.orderId,
      first.orderId,
    ]);
    expect(details.usage.recentOrders[0]).toEqual({
      orderId: third.orderId,
      orderNumber: third.orderNumber,
      customerName: expect.any(String),
      discountAmount: 15,
      usedAt: expect.any(String),
    });
    expect(Date.parse(details.usage.byCustomer[0]!.lastUsedAt)).toBe(
      Date.parse(details.usage.recentOrders[1]!.usedAt),
    );
  });

  it('reads the details in a fixed number of statements, whatever the uses', async () => {
    const coupon = await create();
    const shopper = await createShopper(t.app);
    const counts = [];
    for (const uses of [1, 3]) {
      for (let i = 0; i < uses; i++) await order(shopper, coupon.code);
      counts.push(
        (await t.queriesDuring(() => call('GET', `AdminCoupons/Details/${coupon.id}`))).length,
      );
    }
    // The caller, the coupon, then its totals, customers and latest orders.
    expect(counts).toEqual([5, 5]);
  });

  it('deactivates a used coupon instead of deleting it, and keeps its history', async () => {
    const coupon = await create({ code: 'KEEP-HISTORY' });
    const shopper = await createShopper(t.app);
    const placed = await order(shopper, 'KEEP-HISTORY');

    const res = await call('DELETE', `AdminCoupons/delete/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Orders were placed with this coupon, so it was deactivated instead of deleted; its history is kept',
      statusCode: 200,
      data: {
        id: coupon.id,
        deleted: false,
        coupon: expect.objectContaining({
          id: coupon.id,
          isActive: false,
          status: 'inactive',
          usedCount: 1,
        }),
      },
    });
    const details = (await call('GET', `AdminCoupons/Details/${coupon.id}`)).json()
      .data as AdminCouponDetails;
    expect(details.usage.recentOrders.map((o) => o.orderId)).toEqual([placed.orderId]);
    const valid = await call('GET', 'Coupons/IsValid/KEEP-HISTORY', undefined, shopper.user);
    expect(valid.json().data).toBe(false);
  });

  it('also keeps a coupon whose only order was cancelled (the order still names it)', async () => {
    const coupon = await create();
    const shopper = await createShopper(t.app);
    const placed = await order(shopper, coupon.code);
    await cancel(placed.orderId);
    const res = await call('DELETE', `AdminCoupons/delete/${coupon.id}`, undefined, admin, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'استُخدمت هذه القسيمة في طلبات، لذا أُوقف تفعيلها بدلًا من حذفها مع الاحتفاظ بسجلها',
    );
    expect(res.json().data).toMatchObject({
      deleted: false,
      coupon: { usedCount: 0, isActive: false },
    });
  });
});

describe('DELETE AdminCoupons/delete/{id}', () => {
  it('deletes a coupon no order used', async () => {
    const coupon = await create();
    // A cart that had it applied simply loses it.
    const res = await call('DELETE', `AdminCoupons/delete/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Coupon deleted',
      statusCode: 200,
      data: { id: coupon.id, deleted: true, coupon: null },
    });
    expect((await call('GET', `AdminCoupons/Details/${coupon.id}`)).statusCode).toBe(404);
  });

  it('keeps one attached to an order row even without a redemption', async () => {
    const coupon = await createCouponRow(t.app);
    await createOrderRow(t.app, {
      userId: customer.id,
      couponId: coupon.id,
      couponCode: coupon.code,
    });
    const res = await call('DELETE', `AdminCoupons/delete/${coupon.id}`);
    expect(res.json().data).toMatchObject({ deleted: false });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const unknown = await call('DELETE', 'AdminCoupons/delete/999999', undefined, admin, 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('القسيمة غير موجودة');
    const bad = await call('DELETE', 'AdminCoupons/delete/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['id']);
  });
});

describe('GET AdminCoupons/Details/{id}', () => {
  it('shows an unused coupon with empty usage, and 404 for an unknown one', async () => {
    const coupon = await create({ code: 'NEVER-USED' });
    const res = await call('GET', `AdminCoupons/Details/${coupon.id}`);
    expect(res.json().data).toEqual({
      ...coupon,
      usage: { timesUsed: 0, totalDiscount: 0, byCustomer: [], recentOrders: [] },
    });
    expect((await call('GET', 'AdminCoupons/Details/999999')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the five calls with their schemas and security', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const create = paths['/api/AdminCoupons/Create'].post;
    expect(create.tags).toEqual(['AdminCoupons']);
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    const body = create.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        'code',
        'type',
        'value',
        'minOrderAmount',
        'maxDiscountAmount',
        'startDate',
        'endDate',
        'usageLimit',
        'perUserLimit',
        'isActive',
      ]),
    );
    expect(paths['/api/AdminCoupons/Update'].put).toBeDefined();
    expect(paths['/api/AdminCoupons/delete/{id}'].delete).toBeDefined();
    const list = paths['/api/AdminCoupons/All'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'pageNumber',
        'pageSize',
        'search',
        'status',
        'sortBy',
        'sortDirection',
      ]),
    );
    const details = paths['/api/AdminCoupons/Details/{id}'].get;
    const data = details.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['status', 'usedCount', 'usage']),
    );
  });
});
