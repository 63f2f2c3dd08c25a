import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@dukkan/contracts';
import { cartItems, products, productVariants } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  placeOrder,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { addToCartRow, linesOfCustomer } from '../../../test/shopping-factories.ts';
import { createProductWithOptions } from '../../../test/variant-factories.ts';

let t: TestApp;
let deliveryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  deliveryId = (await createDeliveryMethodRow(t.app)).id;
});
afterAll(() => t.close());

const reorder = (shopper: Shopper, orderId: number | string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/Order/Reorder/${orderId}`,
    headers: { ...shopper.headers, 'accept-language': lang },
  });

const cartOf = (userId: number) =>
  t.app.ctx.db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(linesOfCustomer(userId))
    .orderBy(asc(cartItems.variantId));

const defaultVariant = async (productId: number) => {
  const [row] = await t.app.ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row!.id;
};

const setStock = (variantId: number, stock: number) =>
  t.app.ctx.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));

/** An order of `count` products (2 units each, stock 50) by a fresh shopper, with an empty cart. */
async function orderOf(count: number) {
  const shopper = await createShopper(t.app);
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    const product = await createShopProduct(t.app, { stock: 50, nameEn: `Item ${i}` });
    lines.push({ productId: product.id, quantity: 2 });
  }
  const { orderId } = await placeOrder(t.app, shopper, deliveryId, lines);
  return { shopper, orderId, productIds: lines.map((line) => line.productId) };
}

describe('Order/Reorder/{orderId}', () => {
  it("puts every line's variant back in the cart with the quantity ordered", async () => {
    const shopper = await createShopper(t.app);
    const plain = await createShopProduct(t.app, { stock: 20 });
    const { product, variants } = await createProductWithOptions(t.app);
    await addToCartRow(t.app, shopper.user.id, product.id, 2, undefined, variants[2]!.id);
    const { orderId } = await placeOrder(t.app, shopper, deliveryId, [
      { productId: plain.id, quantity: 3 },
    ]);
    expect(await cartOf(shopper.user.id)).toEqual([]);

    const response = await reorder(shopper, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Added to your cart',
      data: { added: 2, skipped: [] },
    });
    const plainVariant = await defaultVariant(plain.id);
    expect(await cartOf(shopper.user.id)).toEqual(
      [
        { variantId: plainVariant, quantity: 3 },
        { variantId: variants[2]!.id, quantity: 2 },
      ].sort((a, b) => a.variantId - b.variantId),
    );
    // The cart call shows them as the shopper's lines.
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: shopper.headers,
    });
    expect(cart.json().data).toMatchObject({ itemsCount: 5, paginatedItems: { totalCount: 2 } });
  });

  it('caps each line by the stock left and the line limit, merging with what the cart holds', async () => {
    const { shopper, orderId, productIds } = await orderOf(3);
    const [low, merged, full] = await Promise.all(productIds.map(defaultVariant));
    await setStock(low!, 1);
    await setStock(full!, MAX_LINE_QUANTITY + 10);
    await addToCartRow(t.app, shopper.user.id, productIds[1]!, 47);
    await addToCartRow(t.app, shopper.user.id, productIds[2]!, MAX_LINE_QUANTITY - 1);

    const response = await reorder(shopper, orderId);
    expect(response.json().data).toEqual({ added: 3, skipped: [] });
    expect(await cartOf(shopper.user.id)).toEqual([
      { variantId: low, quantity: 1 },
      // 48 left in stock: 47 in the cart plus one more.
      { variantId: merged, quantity: 48 },
      { variantId: full, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('skips and names lines that are gone, off sale, sold out or at a limit', async () => {
    const { shopper, orderId, productIds } = await orderOf(5);
    const [soldOut, inactive, deleted, atLimit, fine] = productIds as [
      number,
      number,
      number,
      number,
      number,
    ];
    const fineVariant = await defaultVariant(fine);
    await setStock(await defaultVariant(soldOut), 0);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, inactive));
    await t.app.ctx.db.delete(products).where(eq(products.id, deleted));
    const limitVariant = await defaultVariant(atLimit);
    await setStock(limitVariant, MAX_LINE_QUANTITY + 10);
    await addToCartRow(t.app, shopper.user.id, atLimit, MAX_LINE_QUANTITY);

    const en = await reorder(shopper, orderId);
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual({
      added: 1,
      skipped: [
        { productId: soldOut, variantId: expect.any(Number), name: 'Item 0', reason: 'soldOut' },
        {
          productId: inactive,
          variantId: expect.any(Number),
          name: 'Item 1',
          reason: 'unavailable',
        },
        { productId: null, variantId: null, name: 'Item 2', reason: 'unavailable' },
        { productId: atLimit, variantId: limitVariant, name: 'Item 3', reason: 'cartLimit' },
      ],
    });
    expect(await cartOf(shopper.user.id)).toEqual(
      [
        { variantId: limitVariant, quantity: MAX_LINE_QUANTITY },
        { variantId: fineVariant, quantity: 2 },
      ].sort((a, b) => a.variantId - b.variantId),
    );
    // Names come in the reader's language.
    const ar = await reorder(shopper, orderId, 'ar');
    expect(ar.json().message).toBe('أُضيفت إلى سلتك');
    expect(ar.json().data.skipped[0].name).toMatch(/./);
  });

  it('reorders an order in any status, a cancelled one too', async () => {
    const { shopper, orderId } = await orderOf(1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/CancelMyOrder/${orderId}`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await reorder(shopper, orderId)).json().data).toEqual({ added: 1, skipped: [] });
  });

  it('runs the same number of statements whatever the number of lines', async () => {
    const small = await orderOf(1);
    const large = await orderOf(6);
    const count = async (order: { shopper: Shopper; orderId: number }) =>
      (await t.queriesDuring(() => reorder(order.shopper, order.orderId))).length;
    const smallCount = await count(small);
    expect(await count(large)).toBe(smallCount);
    expect(await cartOf(large.shopper.user.id)).toHaveLength(6);
  });

  it("answers 404 for another customer's order or a missing one, 400 for a bad id, 401 unsigned", async () => {
    const { orderId } = await orderOf(1);
    const stranger = await createShopper(t.app);
    const notMine = await reorder(stranger, orderId);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Order not found');
    expect((await reorder(stranger, orderId, 'ar')).json().message).toBe('الطلب غير موجود');
    expect((await reorder(stranger, 999_999)).statusCode).toBe(404);
    expect((await reorder(stranger, 'x')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/Order/Reorder/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await cartOf(stranger.user.id)).toEqual([]);
  });
});
