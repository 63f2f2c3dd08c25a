import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  shopToday,
  type CouponUsageStat,
  type LowStockProduct,
  type SalesDay,
  type TopSellingProduct,
} from '@dukkan/contracts';
import { orders, products, sliders, users } from '../../db/schema.ts';
import { createDeliveryMethodRow } from '../../../test/address-factories.ts';
import { rollRecentSales } from './recent-sales.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createShopper,
  createShopProduct,
  placeOrder,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';

// One shop for the whole file (its own database), so every count can be checked exactly.
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const today = shopToday();
const d1 = addDays(today, -3);
const d2 = addDays(today, -2);
const d3 = addDays(today, -1);
const ids: Record<string, number> = {};
const orderIds: Record<string, number> = {};

const get = (url: string, user: TestUser | null = admin, lang = 'en') =>
  t.app.inject({
    url: `/api/AdminDashboard/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
  });
const data = async <T>(url: string, lang = 'en') => {
  const res = await get(url, admin, lang);
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
};

/** Moves an order's placement to a wall-clock time in Riyadh (UTC+3) on a shop day. */
async function placedAt(orderId: number, day: string, riyadhTime: string) {
  const createdAt = new Date(`${day}T${riyadhTime}+03:00`);
  await t.app.ctx.db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
}

const staffCall = (method: 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(admin.token), payload });
async function markPaid(orderId: number) {
  const res = await staffCall('PATCH', `AdminOrder/${orderId}/PaymentStatus`);
  expect(res.json().data.isPaid).toBe(true);
}
async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await staffCall('PUT', 'AdminOrder/UpdateOrderStatus', { orderId, status });
    expect(res.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  customer = await createUser(t.app);
  const shop = t.app;
  const product = async (key: string, values: Parameters<typeof createShopProduct>[1]) => {
    ids[key] = (
      await createShopProduct(shop, { nameEn: key, nameAr: `منتج ${key}`, ...values })
    ).id;
  };
  const past = new Date(Date.now() - 86_400_000);
  const future = new Date(Date.now() + 86_400_000);
  await product('A', { priceHalalas: 10_000, stock: 1_000, imageUrls: ['/uploads/a.webp'] });
  await product('B', { priceHalalas: 5_000, stock: 1_000 });
  await product('C', { priceHalalas: 2_000, stock: 3 });
  await product('D', { stock: 0, isActive: false });
  // E: 20 % off now, so it sells at 80 SAR.
  await product('E', {
    priceHalalas: 10_000,
    stock: 100,
    discountType: 'Percentage',
    discountValueHundredths: 2_000,
  });
  await product('F', {
    stock: 7,
    discountType: 'Fixed',
    discountValueHundredths: 500,
    discountEndsAt: past,
  });
  await product('G', {
    stock: 50,
    isActive: false,
    discountType: 'Fixed',
    discountValueHundredths: 500,
  });
  await product('H', {
    stock: 5,
    discountType: 'Fixed',
    discountValueHundredths: 500,
    discountStartsAt: future,
  });
  const delivery = (await createDeliveryMethodRow(shop, { priceHalalas: 0 })).id;
  await createDeliveryMethodRow(shop, { isActive: false });
  ids.X = (
    await createCouponRow(shop, { code: 'TENOFF', type: 'Fixed', valueHundredths: 1_000 })
  ).id;
  ids.Y = (await createCouponRow(shop, { code: 'PCT10', valueHundredths: 1_000 })).id;
  ids.Z = (await createCouponRow(shop, { code: 'FIVE', type: 'Fixed', valueHundredths: 500 })).id;
  await createCouponRow(shop, { code: 'UNUSED' });

  const [s1, s2, s3] = [
    await createShopper(shop),
    await createShopper(shop),
    await createShopper(shop),
  ];
  const order = async (
    key: string,
    shopper: Shopper,
    lines: Array<[string, number]>,
    couponCode?: string,
  ) => {
    const placed = await placeOrder(
      shop,
      shopper,
      delivery,
      lines.map(([p, quantity]) => ({ productId: ids[p]!, quantity })),
      couponCode ? { couponCode } : {},
    );
    orderIds[key] = placed.orderId;
    return placed.orderId;
  };

  // d1: two paid sales (200 + 250 − 10 = 440 SAR), one unpaid order, one unpaid discounted order.
  await markPaid(await order('o1', s1, [['A', 2]]));
  await markPaid(
    await order(
      'o2',
      s2,
      [
        ['B', 3],
        ['A', 1],
      ],
      'TENOFF',
    ),
  );
  await order('o3', s1, [['B', 1]]);
  await order('o7', s3, [['E', 3]]);
  await placedAt(orderIds.o1!, d1, '09:00:00');
  // 23:30 in Riyadh is still d1 (20:30 UTC).
  await placedAt(orderIds.o2!, d1, '23:30:00');
  await placedAt(orderIds.o3!, d1, '12:00:00');
  await placedAt(orderIds.o7!, d1, '13:00:00');
  // d2: nothing. d3: a paid sale at 00:30 Riyadh time (21:30 UTC the day before), a paid order
  // that was cancelled and a paid one that was returned: only the first counts.
  await markPaid(await order('o8', s3, [['A', 1]], 'FIVE'));
  await placedAt(orderIds.o8!, d3, '00:30:00');
  await markPaid(await order('o4', s2, [['A', 1]]));
  await moveTo(orderIds.o4!, 'Cancelled');
  await placedAt(orderIds.o4!, d3, '10:00:00');
  await markPaid(await order('o5', s1, [['C', 1]], 'PCT10'));
  await moveTo(orderIds.o5!, 'Processing', 'Shipped', 'Delivered', 'Returned');
  await placedAt(orderIds.o5!, d3, '11:00:00');
  // Today: one paid sale (100 − 5 = 95 SAR).
  await markPaid(await order('o6', s3, [['B', 2]], 'FIVE'));
});
afterAll(() => t.close());

describe('permissions', () => {
  it.each([
    'GetCounts',
    'SalesPerDay',
    'TopSellingProducts',
    'CouponUsageStats',
    'LowStockProducts',
  ])('%s: staff only (anonymous 401, customer 403, manager 200)', async (url) => {
    const anonymous = await get(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, data: null });
    const shopper = await get(url, customer, 'ar');
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('ليست لديك صلاحية للقيام بهذا الإجراء');
    const manager = await createUser(t.app, { role: 'Manager' });
    expect((await get(url, manager)).statusCode).toBe(200);
  });
});

describe('GET AdminDashboard/GetCounts', () => {
  it('counts what the shop holds', async () => {
    const res = await get('GetCounts', admin, 'ar');
    expect(res.json().message).toBe('إحصاءات لوحة التحكم');
    const usersCount = await t.app.ctx.db.$count(users);
    expect(res.json().data).toEqual({
      usersCount,
      productsCount: 8,
      // Each product was made with a brand and a category of its own.
      categoriesCount: 8,
      brandsCount: 8,
      // Cancelled and returned orders are still orders.
      ordersCount: 8,
      bannersCount: 0,
      couponsCount: 4,
      deliveryMethodsCount: 2,
      // E only: F's discount ended, G is inactive, H's discount has not started.
      discountedProductsCount: 1,
    });
    expect(usersCount).toBeGreaterThanOrEqual(5);
  });
});

describe('GET AdminDashboard/SalesPerDay', () => {
  const days = (page: { items: SalesDay[] }) => page.items;

  it('sums paid, standing orders per Riyadh day, with the days without sales as zeros', async () => {
    const page = await data<{ items: SalesDay[]; totalCount: number }>(
      `SalesPerDay?from=${d1}&to=${today}`,
    );
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 4 });
    expect(days(page)).toEqual([
      { date: d1, ordersCount: 2, revenue: 440 },
      { date: d2, ordersCount: 0, revenue: 0 },
      { date: d3, ordersCount: 1, revenue: 95 },
      { date: today, ordersCount: 1, revenue: 95 },
    ]);
  });

  it('covers the last 30 days by default, oldest first, 10 to a page', async () => {
    const first = await data<{ items: SalesDay[]; totalCount: number }>('SalesPerDay');
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 30 });
    expect(first.items[0]).toEqual({ date: addDays(today, -29), ordersCount: 0, revenue: 0 });
    expect(first.items).toHaveLength(10);
    const last = await data<{ items: SalesDay[] }>('SalesPerDay?pageNumber=3');
    expect(last.items.slice(-4).map((d) => d.revenue)).toEqual([440, 0, 95, 95]);
    expect(last.items.at(-1)!.date).toBe(today);
  });

  it('pages newest first on request, and past the end answers an empty page', async () => {
    const newest = await data<{ items: SalesDay[] }>(
      `SalesPerDay?from=${d1}&to=${today}&sortDirection=desc&pageSize=3`,
    );
    expect(newest.items.map((d) => d.date)).toEqual([today, d3, d2]);
    const rest = await data<{ items: SalesDay[] }>(
      `SalesPerDay?from=${d1}&to=${today}&sortDirection=desc&pageSize=3&pageNumber=2`,
    );
    expect(rest.items).toEqual([{ date: d1, ordersCount: 2, revenue: 440 }]);
    const past = await data<{ items: SalesDay[]; totalCount: number }>(
      `SalesPerDay?from=${d1}&to=${today}&pageNumber=9`,
    );
    expect(past).toEqual({ items: [], pageNumber: 9, pageSize: 10, totalCount: 4 });
  });

  it('gives a chart a whole year in one call (pageSize up to 366)', async () => {
    const from = addDays(today, -365);
    const year = await data<{ items: SalesDay[]; pageSize: number; totalCount: number }>(
      `SalesPerDay?from=${from}&to=${today}&pageSize=5000`,
    );
    expect(year).toMatchObject({ pageSize: 366, totalCount: 366 });
    expect(year.items).toHaveLength(366);
    expect(year.items.reduce((sum, d) => sum + d.revenue, 0)).toBe(630);
  });

  it('defaults a missing end to today and a missing start to 29 days before the end', async () => {
    const since = await data<{ totalCount: number; items: SalesDay[] }>(`SalesPerDay?from=${d2}`);
    expect(since.totalCount).toBe(3);
    const until = await data<{ totalCount: number; items: SalesDay[] }>(
      `SalesPerDay?to=${d1}&sortDirection=desc&pageSize=1`,
    );
    expect(until.totalCount).toBe(30);
    expect(until.items).toEqual([{ date: d1, ordersCount: 2, revenue: 440 }]);
  });

  it.each([
    [`from=${today}&to=${d1}`, 'to', 'To: must not be before the start date'],
    [
      `from=${addDays(today, -366)}&to=${today}`,
      'from',
      'From: must be at most 366 days before the end date',
    ],
    ['from=2026-02-30', 'from', 'From: must be a date such as 2026-01-31'],
    ['to=yesterday', 'to', 'To: must be a date such as 2026-01-31'],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const res = await get(`SalesPerDay?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.keys(res.json().data)).toEqual([field]);
  });
});

describe('GET AdminDashboard/TopSellingProducts', () => {
  it('ranks products by units from orders not cancelled or returned, paid or not', async () => {
    const top = await data<TopSellingProduct[]>('TopSellingProducts');
    // B: 3 + 1 + 2; A: 2 + 1 + 1 (o4 was cancelled); E: 3 at its 80 SAR price; C was returned.
    expect(top).toEqual([
      { productId: ids.B, name: 'B', imageUrl: null, quantitySold: 6, revenue: 300 },
      { productId: ids.A, name: 'A', imageUrl: '/uploads/a.webp', quantitySold: 4, revenue: 400 },
      { productId: ids.E, name: 'E', imageUrl: null, quantitySold: 3, revenue: 240 },
    ]);
  });

  it('takes count, a day range, and the caller language', async () => {
    expect(
      (await data<TopSellingProduct[]>('TopSellingProducts?count=1')).map((p) => p.productId),
    ).toEqual([ids.B]);
    const recent = await data<TopSellingProduct[]>(
      `TopSellingProducts?from=${d3}&to=${today}`,
      'ar',
    );
    expect(recent).toEqual([
      { productId: ids.B, name: 'منتج B', imageUrl: null, quantitySold: 2, revenue: 100 },
      {
        productId: ids.A,
        name: 'منتج A',
        imageUrl: '/uploads/a.webp',
        quantitySold: 1,
        revenue: 100,
      },
    ]);
    expect(await data<TopSellingProduct[]>(`TopSellingProducts?to=${d2}`)).toHaveLength(3);
    // Without dates, the last 30 days; an order placed before them counts only when asked for.
    const old = await placeOldOrder();
    expect((await data<TopSellingProduct[]>('TopSellingProducts'))[0]!.productId).toBe(ids.B);
    const allTime = await data<TopSellingProduct[]>('TopSellingProducts?from=2000-01-01');
    expect(allTime[0]).toMatchObject({ productId: ids.C, quantitySold: 20 });
    await moveTo(old, 'Cancelled');
    await t.app.ctx.db.update(products).set({ stock: 3 }).where(eq(products.id, ids.C!));
    expect(await data<TopSellingProduct[]>(`TopSellingProducts?from=${d2}&to=${d2}`)).toEqual([]);
    expect(await data<TopSellingProduct[]>('TopSellingProducts?count=500')).toHaveLength(3);
  });

  it.each([
    ['count=0', 'count'],
    ['count=two', 'count'],
    ['count=1.5', 'count'],
    [`from=${today}&to=${d1}`, 'to'],
    ['from=31-01-2026', 'from'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await get(`TopSellingProducts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toEqual([field]);
  });
});

/** 20 units of C, placed 40 days ago (the test cancels it and puts C's stock back after). */
async function placeOldOrder() {
  const shopper = await createShopper(t.app);
  await t.app.ctx.db.update(products).set({ stock: 23 }).where(eq(products.id, ids.C!));
  const delivery = await createDeliveryMethodRow(t.app, { priceHalalas: 0 });
  const placed = await placeOrder(t.app, shopper, delivery.id, [
    { productId: ids.C!, quantity: 20 },
  ]);
  await placedAt(placed.orderId, addDays(today, -40), '12:00:00');
  return placed.orderId;
}

describe('GET AdminDashboard/CouponUsageStats', () => {
  it('counts live uses only, most used first, and leaves unused coupons out', async () => {
    const stats = await data<CouponUsageStat[]>('CouponUsageStats');
    // PCT10's only order was returned, which gave the use back.
    expect(stats).toEqual([
      { couponId: ids.Z, code: 'FIVE', timesUsed: 2, totalDiscount: 10 },
      { couponId: ids.X, code: 'TENOFF', timesUsed: 1, totalDiscount: 10 },
    ]);
    expect(await data<CouponUsageStat[]>('CouponUsageStats?count=1')).toHaveLength(1);
    expect((await get('CouponUsageStats?count=-1')).statusCode).toBe(400);
  });
});

describe('GET AdminDashboard/LowStockProducts', () => {
  const names = (page: { items: LowStockProduct[] }) => page.items.map((p) => p.name);

  it('lists products at or below 5 by default, lowest first, inactive ones too', async () => {
    const page = await data<{ items: LowStockProduct[]; totalCount: number }>('LowStockProducts');
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 3 });
    // C went down to 2 and came back to 3 when its order was returned.
    expect(page.items).toEqual([
      { id: ids.D, name: 'D', sku: expect.any(String), stock: 0, imageUrl: null, isActive: false },
      { id: ids.C, name: 'C', sku: expect.any(String), stock: 3, imageUrl: null, isActive: true },
      { id: ids.H, name: 'H', sku: expect.any(String), stock: 5, imageUrl: null, isActive: true },
    ]);
  });

  it('takes a threshold and pages, with the total even past the end', async () => {
    expect(names(await data('LowStockProducts?threshold=7'))).toEqual(['D', 'C', 'H', 'F']);
    expect(names(await data('LowStockProducts?threshold=0'))).toEqual(['D']);
    expect(await data('LowStockProducts?threshold=7&pageSize=2&pageNumber=2')).toMatchObject({
      items: [{ name: 'H' }, { name: 'F' }],
      totalCount: 4,
    });
    expect(await data('LowStockProducts?threshold=7&pageSize=2&pageNumber=9')).toEqual({
      items: [],
      pageNumber: 9,
      pageSize: 2,
      totalCount: 4,
    });
    expect(names(await data('LowStockProducts', 'ar'))).toEqual(['منتج D', 'منتج C', 'منتج H']);
  });

  it.each(['threshold=-1', 'threshold=few', 'threshold=2.5'])(
    'refuses %s with 400 naming the threshold',
    async (query) => {
      const res = await get(`LowStockProducts?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data)).toEqual(['threshold']);
    },
  );
});

describe('query count', () => {
  it.each([
    'GetCounts',
    `SalesPerDay?from=${addDays(today, -365)}&to=${today}&pageSize=366`,
    'TopSellingProducts?count=50',
    `TopSellingProducts?from=${d1}&to=${today}`,
    'CouponUsageStats',
    'LowStockProducts?threshold=1000000&pageSize=100',
  ])('%s runs one statement after the caller', async (url) => {
    const statements = await t.queriesDuring(() => get(url));
    expect(statements).toHaveLength(2);
  });
});

describe('OpenAPI', () => {
  it('documents the five calls, their parameters and data', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const names = (path: string) =>
      paths[`/api/AdminDashboard/${path}`].get.parameters.map((p: { name: string }) => p.name);
    expect(names('SalesPerDay')).toEqual(
      expect.arrayContaining(['from', 'to', 'pageNumber', 'pageSize', 'sortDirection']),
    );
    expect(names('TopSellingProducts')).toEqual(expect.arrayContaining(['count', 'from', 'to']));
    expect(names('LowStockProducts')).toEqual(
      expect.arrayContaining(['threshold', 'pageNumber', 'pageSize']),
    );
    const counts = paths['/api/AdminDashboard/GetCounts'].get;
    expect(counts.security).toEqual([{ bearerAuth: [] }]);
    const data = counts.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['usersCount', 'bannersCount', 'discountedProductsCount']),
    );
    expect(paths['/api/AdminDashboard/CouponUsageStats'].get.tags).toEqual(['AdminDashboard']);
  });
});

describe('kept figures (product_sales_daily, table_count_deltas)', () => {
  // An order moved a hundred days back lands in whole months, so the monthly rows are read too.
  const old = addDays(today, -100);
  const oldMonth = `${old.slice(0, 8)}01`;
  beforeAll(async () => {
    const shopper = await createShopper(t.app);
    const delivery = (await createDeliveryMethodRow(t.app, { priceHalalas: 0 })).id;
    const placed = await placeOrder(t.app, shopper, delivery, [
      { productId: ids.C!, quantity: 2 },
      { productId: ids.B!, quantity: 1 },
    ]);
    await placedAt(placed.orderId, old, '15:00:00');
    await rollRecentSales(t.app.ctx.db, today);
  });

  /** The kept periods against the daily rows they are rebuilt from. */
  async function recentDrift() {
    const result = await t.app.ctx.db.execute(sql`
      with truth as (
        select w.days as window_days, d.product_id, sum(d.quantity) as quantity,
          sum(d.revenue_halalas) as revenue
        from product_sales_daily d
        cross join (values (0), (7), (30), (90), (365)) as w(days)
        cross join recent_sales_state s
        where d.day <= s.through and (w.days = 0 or d.day > s.through - w.days)
        group by 1, 2 having sum(d.quantity) <> 0 or sum(d.revenue_halalas) <> 0
      ), kept as (
        select window_days, product_id, quantity, revenue_halalas as revenue
        from product_sales_recent where quantity <> 0 or revenue_halalas <> 0
      )
      (select * from truth except select * from kept)
      union all
      (select * from kept except select * from truth)`);
    return result.rows;
  }

  /** What the per-day rows must hold: the lines of standing orders, recomputed from scratch. */
  async function salesDrift() {
    const result = await t.app.ctx.db.execute<{ day: string; product_id: number }>(sql`
      with truth as (
        select (o.created_at at time zone 'Asia/Riyadh')::date as day, l.product_id,
          sum(l.quantity) as quantity, sum(l.line_total_halalas) as revenue
        from order_items l join orders o on o.id = l.order_id
        where l.product_id is not null and o.status not in ('Cancelled', 'Returned')
        group by 1, 2
      ), kept as (
        select day, product_id, quantity, revenue_halalas as revenue from product_sales_daily
        where quantity <> 0 or revenue_halalas <> 0
      )
      (select * from truth except select * from kept)
      union all
      (select * from kept except select * from truth)`);
    const months = await t.app.ctx.db.execute<{ month: string; product_id: number }>(sql`
      with truth as (
        select date_trunc('month', day)::date as month, product_id, sum(quantity) as quantity,
          sum(revenue_halalas) as revenue
        from product_sales_daily group by 1, 2 having sum(quantity) <> 0 or sum(revenue_halalas) <> 0
      ), kept as (
        select month, product_id, quantity, revenue_halalas as revenue from product_sales_monthly
        where quantity <> 0 or revenue_halalas <> 0
      )
      (select * from truth except select * from kept)
      union all
      (select * from kept except select * from truth)`);
    const paid = await t.app.ctx.db.execute(sql`
      with truth as (
        select (created_at at time zone 'Asia/Riyadh')::date as day, count(*) as orders,
          sum(total_halalas) as revenue
        from orders where is_paid and status not in ('Cancelled', 'Returned') group by 1
      ), kept as (
        select day, orders_count as orders, revenue_halalas as revenue from paid_sales_daily
        where orders_count <> 0 or revenue_halalas <> 0
      )
      (select * from truth except select * from kept)
      union all
      (select * from kept except select * from truth)`);
    return [...result.rows, ...months.rows, ...paid.rows];
  }

  /** Best sellers of a range straight from the order lines, the way the rows are meant to add up. */
  async function topFromLines(from: string, to: string) {
    const result = await t.app.ctx.db.execute<{ product_id: number; quantity: string }>(sql`
      select l.product_id, sum(l.quantity)::int as quantity
      from order_items l join orders o on o.id = l.order_id
      where l.product_id is not null and o.status not in ('Cancelled', 'Returned')
        and (o.created_at at time zone 'Asia/Riyadh')::date between ${from}::date and ${to}::date
      group by 1 order by 2 desc, 1`);
    return result.rows.map((row) => [Number(row.product_id), Number(row.quantity)]);
  }

  it.each([
    ['all time', '2000-01-01', today],
    ['this month', `${today.slice(0, 8)}01`, today],
    ['from a month before d1', addDays(d1, -40), today],
    ['a range ending yesterday', d1, d3],
    ['whole months only', oldMonth, addDays(`${today.slice(0, 8)}01`, -1)],
    ['from mid-month a hundred days ago', old, today],
    ['the kept last 7 days', addDays(today, -6), today],
    ['the kept last 30 days', addDays(today, -29), today],
    ['the kept last 90 days', addDays(today, -89), today],
    ['the kept last 365 days', addDays(today, -364), today],
  ])('TopSellingProducts over %s adds up to the order lines', async (_name, from, to) => {
    const top = await data<TopSellingProduct[]>(
      `TopSellingProducts?count=50&from=${from}&to=${to}`,
    );
    expect(top.map((row) => [row.productId, row.quantitySold])).toEqual(
      await topFromLines(from, to),
    );
  });

  it('keeps the per-day sales equal to the lines of standing orders through cancels, returns and moved days', async () => {
    expect(await salesDrift()).toEqual([]);
    expect(await recentDrift()).toEqual([]);
    const rows = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from product_sales_daily`,
    );
    expect(rows.rows[0]).toMatchObject({ n: expect.any(Number) });
    expect(Number((rows.rows[0] as { n: number }).n)).toBeGreaterThan(0);
  });

  it('stays exact under parallel checkouts and cancels of the same products', async () => {
    const delivery = (await createDeliveryMethodRow(t.app, { priceHalalas: 0 })).id;
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(t.app)));
    const placed = await Promise.all(
      shoppers.map((shopper, n) =>
        placeOrder(t.app, shopper, delivery, [
          { productId: ids.A!, quantity: 1 + (n % 3) },
          { productId: ids.B!, quantity: 1 },
        ]),
      ),
    );
    await Promise.all([
      ...placed.slice(0, 4).map((order) => moveTo(order.orderId, 'Cancelled')),
      ...shoppers.slice(0, 4).map((shopper) =>
        placeOrder(t.app, shopper, delivery, [
          { productId: ids.B!, quantity: 2 },
          { productId: ids.A!, quantity: 1 },
        ]),
      ),
    ]);
    expect(await salesDrift()).toEqual([]);
    expect(await recentDrift()).toEqual([]);
  });

  it('answers the kept periods exactly while they are a day behind, then rolls them forward', async () => {
    const yesterday = addDays(today, -1);
    // As a shop whose periods were last moved yesterday: built from nothing up to yesterday.
    await t.app.ctx.db.execute(sql`delete from product_sales_recent`);
    await t.app.ctx.db.execute(sql`update recent_sales_state set through = '1970-01-01'`);
    expect(await rollRecentSales(t.app.ctx.db, yesterday)).toBe(true);
    expect(await recentDrift()).toEqual([]);
    for (const from of [addDays(today, -29), addDays(today, -6), '2000-01-01']) {
      const top = await data<TopSellingProduct[]>(
        `TopSellingProducts?count=50&from=${from}&to=${today}`,
      );
      expect(top.map((row) => [row.productId, row.quantitySold])).toEqual(
        await topFromLines(from, today),
      );
    }
    // The first read found them behind and rolled them after answering.
    await expect
      .poll(async () => {
        const state = await t.app.ctx.db.execute<{ through: string }>(
          sql`select through::text as through from recent_sales_state`,
        );
        return state.rows[0]?.through;
      })
      .toBe(today);
    expect(await rollRecentSales(t.app.ctx.db, today)).toBe(false);
    expect(await recentDrift()).toEqual([]);
  });

  it.each([1, 5, 40, 100, 400])(
    'moves the kept periods forward over a gap of %i days as if built for today',
    async (gap) => {
      await t.app.ctx.db.execute(sql`delete from product_sales_recent`);
      await t.app.ctx.db.execute(sql`update recent_sales_state set through = '1970-01-01'`);
      await rollRecentSales(t.app.ctx.db, addDays(today, -gap));
      expect(await rollRecentSales(t.app.ctx.db, today)).toBe(true);
      expect(await recentDrift()).toEqual([]);
    },
  );

  it('counts users, products and orders from running sums, folded now and then', async () => {
    const counts = async () => (await data<Record<string, number>>('GetCounts')).usersCount!;
    const before = await counts();
    const extra = await createUser(t.app, { role: 'Customer' });
    expect(await counts()).toBe(before + 1);
    await t.app.ctx.db.delete(users).where(eq(users.id, extra.id));
    expect(await counts()).toBe(before);

    // The next appended row is a multiple of 256, so its statement folds every row into one per
    // table, and the counts stay exact.
    await t.app.ctx.db.execute(
      sql`select setval('table_count_deltas_id_seq', ((select max(id) from table_count_deltas) / 256 + 1) * 256 - 1)`,
    );
    await createUser(t.app, { role: 'Customer' });
    const left = await t.app.ctx.db.execute<{ table_name: string; n: number }>(
      sql`select table_name, count(*)::int as n from table_count_deltas group by 1 order by 1`,
    );
    expect(left.rows.map((row) => [row.table_name, Number(row.n)])).toEqual([
      ['orders', 1],
      ['products', 1],
      ['users', 1],
    ]);
    // Banners are the home page's sliders.
    await t.app.ctx.db.insert(sliders).values({ titleEn: 'Main', titleAr: 'الرئيسي' });
    const live = await data<Record<string, number>>('GetCounts');
    expect(live).toMatchObject({
      bannersCount: 1,
      usersCount: await t.app.ctx.db.$count(users),
      productsCount: await t.app.ctx.db.$count(products),
      ordersCount: await t.app.ctx.db.$count(orders),
    });
  });
});
