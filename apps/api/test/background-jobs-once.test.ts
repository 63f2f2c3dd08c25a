import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { addDays, shopToday } from '@dukkan/contracts';
import { buildApp } from '../src/app.ts';
import { postgresPoolOptions, wrapPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { coupons, couponRedemptions, orders, orderStatusHistory } from '../src/db/schema.ts';
import { rollRecentSales } from '../src/features/dashboard/recent-sales.ts';
import { expireUnpaidOrders } from '../src/features/payments/payment-expiry.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  placeOrder,
  stockOf,
} from './checkout-fixtures.ts';
import { createCouponRow } from './shopping-factories.ts';

// `npm start` runs one API process per core, and a shop may run several instances: the unpaid-order
// sweep and the best sellers' daily roll-forward then run in each of them. Here two complete apps
// share one database. On PostgreSQL the second has a pool of its own, as another process would, so
// the two really run at once; the embedded database is one process's, so there the second app
// shares its connection and the check is of the jobs' own bookkeeping.
let first: TestApp;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle | undefined;
let deliveryId: number;

beforeAll(async () => {
  first = await buildTestApp();
  const { pool } = first.database;
  if (pool) {
    const { connectionString } = pool.options as { connectionString: string };
    secondDatabase = wrapPostgres(new pg.Pool(postgresPoolOptions(connectionString, 10)));
  }
  second = await buildApp({
    config: first.config,
    database: secondDatabase ?? first.database,
    logger: false,
  });
  await second.ready();
  deliveryId = (await createDeliveryMethodRow(first.app, { priceHalalas: 1_500 })).id;
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

/** An Online order left unpaid, for 2 of a product stocked 5, with a coupon of one use. */
async function unpaidOrder() {
  const shopper = await createShopper(first.app);
  const product = await createShopProduct(first.app, { priceHalalas: 10_000, stock: 5 });
  const coupon = await createCouponRow(first.app, { usageLimit: 1 });
  await fillCart(first.app, shopper, [{ productId: product.id, quantity: 2 }]);
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, deliveryId, { paymentMethod: 'Online', couponCode: coupon.code }),
  });
  expect(response.statusCode).toBe(201);
  return { orderId: response.json().data.orderId as number, productId: product.id, coupon };
}

describe('background jobs across two app instances on one database', () => {
  it('cancels each lapsed unpaid order once, giving stock and coupon use back once', async () => {
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => unpaidOrder()));
    for (const order of placed) {
      expect(await stockOf(first.app, order.productId)).toEqual({ stock: 3, soldCount: 2 });
    }
    const later = new Date(Date.now() + 31 * 60_000);

    const counts = await Promise.all([
      expireUnpaidOrders(first.app.ctx, later),
      expireUnpaidOrders(second.ctx, later),
      expireUnpaidOrders(second.ctx, later),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(placed.length);

    const ids = placed.map((order) => order.orderId);
    const history = await first.app.ctx.db
      .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids));
    for (const id of ids) {
      const entries = history.filter((entry) => entry.orderId === id);
      expect(entries.filter((entry) => entry.status === 'Cancelled')).toHaveLength(1);
    }
    for (const order of placed) {
      expect(await stockOf(first.app, order.productId)).toEqual({ stock: 5, soldCount: 0 });
      const [coupon] = await first.app.ctx.db
        .select({ usedCount: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.id, order.coupon.id));
      expect(coupon!.usedCount).toBe(0);
    }
    expect(
      await first.app.ctx.db
        .select()
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.orderId, ids)),
    ).toEqual([]);
    const statuses = await first.app.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(ids.map(() => 'Cancelled'));
    // Nothing is left for a later sweep in either instance.
    expect(await expireUnpaidOrders(second.ctx, later)).toBe(0);
    expect(await expireUnpaidOrders(first.app.ctx, later)).toBe(0);
  });

  /** Rows of the kept periods that differ from the daily rows they are built from. */
  async function recentDrift() {
    const result = await first.app.ctx.db.execute(sql`
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

  it('rolls the best sellers forward once per day however many instances ask at once', async () => {
    const shopper = await createShopper(first.app);
    const product = await createShopProduct(first.app, { priceHalalas: 2_000, stock: 50 });
    await placeOrder(first.app, shopper, deliveryId, [{ productId: product.id, quantity: 3 }]);
    const today = shopToday();

    for (const gap of [1, 7, 40]) {
      // As a shop whose periods were last moved `gap` days ago.
      await first.app.ctx.db.execute(sql`delete from product_sales_recent`);
      await first.app.ctx.db.execute(sql`update recent_sales_state set through = '1970-01-01'`);
      await rollRecentSales(first.app.ctx.db, addDays(today, -gap));

      const rolled = await Promise.all([
        rollRecentSales(first.app.ctx.db, today),
        rollRecentSales(second.ctx.db, today),
        rollRecentSales(second.ctx.db, today),
        rollRecentSales(first.app.ctx.db, today),
      ]);
      expect(rolled.filter(Boolean)).toHaveLength(1);
      // Rolled twice, the days entering the periods would have been added twice.
      expect(await recentDrift()).toEqual([]);
      const state = await first.app.ctx.db.execute<{ through: string }>(
        sql`select through::text as through from recent_sales_state`,
      );
      expect(state.rows[0]?.through).toBe(today);
    }
  });
});
