import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponRedemptions, coupons, orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  stockOf,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { addToCartRow, createCouponRow } from '../../../test/shopping-factories.ts';
import { createProductWithOptions, variantStockOf } from '../../../test/variant-factories.ts';

/**
 * Parallel orders on the real database. On PostgreSQL these are truly concurrent transactions;
 * PGlite runs them one after another, which must give the same answers.
 */
let t: TestApp;
let deliveryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
});
afterAll(() => t.close());

const place = (shopper: Shopper, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, deliveryId, extra),
  });

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((tally, { statusCode }) => {
    tally[statusCode] = (tally[statusCode] ?? 0) + 1;
    return tally;
  }, {});

describe('concurrent orders', () => {
  it('25 buyers of a product with stock 10 → exactly 10 orders and stock 0', async () => {
    const product = await createShopProduct(t.app, { stock: 10, priceHalalas: 1_500 });
    const buyers = await Promise.all(Array.from({ length: 25 }, () => createShopper(t.app)));
    for (const buyer of buyers)
      await fillCart(t.app, buyer, [{ productId: product.id, quantity: 1 }]);

    const responses = await Promise.all(buyers.map((buyer) => place(buyer)));

    expect(statuses(responses)).toEqual({ 201: 10, 409: 15 });
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 0, soldCount: 10 });
    const placed = await t.app.ctx.db.select().from(orders);
    const forProduct = placed.filter((order) => buyers.some((b) => b.user.id === order.userId));
    expect(forProduct).toHaveLength(10);
  });

  it('20 buyers of the last 4 units of one variant → exactly 4 orders, the others untouched', async () => {
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [4, 5, 6, 7],
    });
    const last = variants[0]!;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createShopper(t.app)));
    for (const buyer of buyers) {
      await addToCartRow(t.app, buyer.user.id, product.id, 1, undefined, last.id);
    }

    const responses = await Promise.all(buyers.map((buyer) => place(buyer)));

    expect(statuses(responses)).toEqual({ 201: 4, 409: 16 });
    expect(
      await variantStockOf(
        t.app,
        variants.map((v) => v.id),
      ),
    ).toEqual([0, 5, 6, 7]);
    // The product's kept stock is the sum over its variants, its sold count the units sold.
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 18, soldCount: 4 });
  });

  it('a single-use coupon under 15 parallel orders → used once', async () => {
    const coupon = await createCouponRow(t.app, { usageLimit: 1 });
    const product = await createShopProduct(t.app, { stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 15 }, () => createShopper(t.app)));
    for (const buyer of buyers)
      await fillCart(t.app, buyer, [{ productId: product.id, quantity: 1 }]);

    const responses = await Promise.all(
      buyers.map((buyer) => place(buyer, { couponCode: coupon.code })),
    );

    expect(statuses(responses)).toEqual({ 201: 1, 422: 14 });
    const [after] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(1);
    const uses = await t.app.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
    // The losers took nothing.
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 99, soldCount: 1 });
  });

  it('one cart checked out 10 times in parallel → one order', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { stock: 50 });
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 2 }]);

    const responses = await Promise.all(Array.from({ length: 10 }, () => place(shopper)));

    expect(statuses(responses)).toEqual({ 201: 1, 422: 9 });
    const mine = await t.app.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine).toHaveLength(1);
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 48, soldCount: 2 });
  });
});
