import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  type CouponUsageStat,
  type LowStockProduct,
  type SalesDay,
  type TopSellingProduct,
} from '@dukkan/contracts';
import { products, users } from '../../db/schema.ts';
import { createDeliveryMethodRow } from '../../../test/address-factories.ts';
import { createShopper, placeOrder } from '../../../test/checkout-fixtures.ts';
import { createUser } from '../../../test/factories.ts';
import {
  admin,
  customer,
  d1,
  d2,
  d3,
  data,
  get,
  ids,
  moveTo,
  placedAt,
  t,
  today,
  useDashboardShop,
} from '../../../test/dashboard-shop.ts';

// The five dashboard calls read back the one shop of test/dashboard-shop.ts.
useDashboardShop();

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
      { productId: ids.B, name: 'B', imageUrl: null, quantitySold: 6, revenue: 300, variants: [] },
      {
        productId: ids.A,
        name: 'A',
        imageUrl: '/uploads/a.webp',
        quantitySold: 4,
        revenue: 400,
        variants: [],
      },
      { productId: ids.E, name: 'E', imageUrl: null, quantitySold: 3, revenue: 240, variants: [] },
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
      {
        productId: ids.B,
        name: 'منتج B',
        imageUrl: null,
        quantitySold: 2,
        revenue: 100,
        variants: [],
      },
      {
        productId: ids.A,
        name: 'منتج A',
        imageUrl: '/uploads/a.webp',
        quantitySold: 1,
        revenue: 100,
        variants: [],
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
    // C went down to 2 and came back to 3 when its order was returned. Products without options
    // read as before, each as its one variant with no values.
    const row = {
      sku: expect.any(String),
      imageUrl: null,
      variantId: expect.any(Number),
      options: [],
    };
    expect(page.items).toEqual([
      { ...row, id: ids.D, name: 'D', stock: 0, isActive: false },
      { ...row, id: ids.C, name: 'C', stock: 3, isActive: true },
      { ...row, id: ids.H, name: 'H', stock: 5, isActive: true },
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
    'CouponUsageStats',
    'LowStockProducts?threshold=1000000&pageSize=100',
  ])('%s runs one statement after the caller', async (url) => {
    const statements = await t.queriesDuring(() => get(url));
    expect(statements).toHaveLength(2);
  });

  it.each(['TopSellingProducts?count=50', `TopSellingProducts?from=${d1}&to=${today}`])(
    '%s runs two after the caller: the best sellers, then their combinations',
    async (url) => {
      const statements = await t.queriesDuring(() => get(url));
      expect(statements).toHaveLength(3);
    },
  );
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
    const dataOf = (path: string) =>
      paths[`/api/AdminDashboard/${path}`].get.responses['200'].content['application/json'].schema
        .properties.data;
    // Decision 016: the combinations ride along, added to the shapes the dashboard read before.
    expect(Object.keys(dataOf('TopSellingProducts').items.properties)).toEqual(
      expect.arrayContaining(['productId', 'quantitySold', 'variants']),
    );
    expect(Object.keys(dataOf('LowStockProducts').properties.items.items.properties)).toEqual(
      expect.arrayContaining(['id', 'sku', 'stock', 'variantId', 'options']),
    );
  });
});
