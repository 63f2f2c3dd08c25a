import { describe, expect, it, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, type TopSellingProduct } from '@dukkan/contracts';
import { orders, products, sliders, users } from '../../db/schema.ts';
import { createDeliveryMethodRow } from '../../../test/address-factories.ts';
import { rollRecentSales } from './recent-sales.ts';
import { createShopper, placeOrder } from '../../../test/checkout-fixtures.ts';
import { createUser } from '../../../test/factories.ts';
import { createProductWithOptions } from '../../../test/variant-factories.ts';
import {
  d1,
  d3,
  data,
  ids,
  moveTo,
  placedAt,
  t,
  today,
  useDashboardShop,
} from '../../../test/dashboard-shop.ts';

// The kept figures are checked against the same shop the dashboard calls read.
useDashboardShop();

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

  it('stays exact with orders of several variants of one product, cancelled and returned', async () => {
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [20, 20, 20, 20],
      variantPrices: [10_000, 10_000, 12_000, 12_000],
    });
    const [sRed, sBlue, mRed] = variants as [
      (typeof variants)[0],
      (typeof variants)[0],
      (typeof variants)[0],
    ];
    const delivery = (await createDeliveryMethodRow(t.app, { priceHalalas: 0 })).id;
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => createShopper(t.app)));
    const placed = await Promise.all(
      shoppers.map((shopper, n) =>
        placeOrder(t.app, shopper, delivery, [
          { productId: product.id, variantId: sRed.id, quantity: 1 + n },
          { productId: product.id, variantId: n % 2 ? sBlue.id : mRed.id, quantity: 2 },
        ]),
      ),
    );
    await moveTo(placed[0]!.orderId, 'Cancelled');
    await moveTo(placed[1]!.orderId, 'Processing', 'Shipped', 'Delivered', 'Returned');
    expect(await salesDrift()).toEqual([]);
    expect(await recentDrift()).toEqual([]);
    // Top sellers count the product once, all its variants' standing lines together.
    const top = await data<TopSellingProduct[]>(
      `TopSellingProducts?count=50&from=${today}&to=${today}`,
    );
    const lines = await topFromLines(today, today);
    expect(top.map((row) => [row.productId, row.quantitySold])).toEqual(lines);
    expect(lines.find(([id]) => id === product.id)).toEqual([product.id, 3 + 2 + 4 + 2]);
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
