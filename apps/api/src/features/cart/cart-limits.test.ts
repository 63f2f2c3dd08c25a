import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  orderBody,
  stockOf,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import {
  addToCartRow,
  createShopProduct,
  linesOfCustomer,
} from '../../../test/shopping-factories.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { cartItems } from './cart.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload: object, lang = 'en') {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), 'accept-language': lang },
    payload,
  });
}

const linesOf = (userId: number) =>
  t.app.ctx.db.select().from(cartItems).where(linesOfCustomer(userId));

describe('a line holds at most MAX_LINE_QUANTITY units', () => {
  it('refuses adding more than the limit with a 422 in both languages, and writes nothing', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 5_000 });
    const tooMany = { productId: product.id, quantity: MAX_LINE_QUANTITY + 1 };

    const en = await send(user, 'POST', '/api/cart/addToCart', tooMany);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(`You can order at most ${MAX_LINE_QUANTITY} of one product`);
    expect(en.json().data.quantity).toEqual([en.json().message]);
    const ar = await send(user, 'POST', '/api/cart/addToCart', tooMany, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toContain('على الأكثر من المنتج الواحد');
    expect(await linesOf(user.id)).toEqual([]);

    // Up to the limit is fine; one more on top of the line is not.
    const full = { productId: product.id, quantity: MAX_LINE_QUANTITY };
    expect((await send(user, 'POST', '/api/cart/addToCart', full)).statusCode).toBe(201);
    const over = await send(user, 'POST', '/api/cart/addToCart', { ...full, quantity: 1 });
    expect(over.statusCode).toBe(422);
    expect((await linesOf(user.id))[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('refuses setting a line above the limit', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 5_000 });
    await addToCartRow(t.app, user.id, product.id, 3);
    const response = await send(user, 'PUT', '/api/cart/updateCartItem', {
      productId: product.id,
      quantity: MAX_LINE_QUANTITY + 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `You can order at most ${MAX_LINE_QUANTITY} of one product`,
    );
    expect((await linesOf(user.id))[0]!.quantity).toBe(3);
  });

  it('still says "only N available" when the stock is the smaller limit', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 4 });
    const response = await send(user, 'POST', '/api/cart/addToCart', {
      productId: product.id,
      quantity: MAX_LINE_QUANTITY + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 4 available');
  });
});

describe('a cart holds at most MAX_CART_LINES products', () => {
  it('refuses a new product beyond the limit (422, both languages) but still adds to a line it has', async () => {
    const user = await createUser(t.app);
    const first = await createShopProduct(t.app, { stock: 50 });
    await t.app.ctx.db.execute(sql`
      insert into products (name_en, name_ar, sku, price_halalas, stock, brand_id, category_id)
      select 'Line ' || n, 'سطر ' || n, 'LIMIT-' || n, 1000, 50, ${first.brandId}::integer,
             ${first.categoryId}::integer
        from generate_series(1, ${MAX_CART_LINES}::integer) as n`);
    await addToCartRow(t.app, user.id, first.id, 1);
    await t.app.ctx.db.execute(sql`
      insert into cart_items (cart_id, product_id, quantity)
      select (select c.id from carts c where c.user_id = ${user.id}::integer), p.id, 1
        from products p where sku like 'LIMIT-%'
       order by p.id limit ${MAX_CART_LINES - 1}::integer`);
    const [extra] = (
      await t.app.ctx.db.execute<{ id: number }>(
        sql`select id from products where sku = ${`LIMIT-${MAX_CART_LINES}`}`,
      )
    ).rows;

    const en = await send(user, 'POST', '/api/cart/addToCart', {
      productId: extra!.id,
      quantity: 1,
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(
      `Your cart can hold at most ${MAX_CART_LINES} different products`,
    );
    const ar = await send(
      user,
      'POST',
      '/api/cart/addToCart',
      { productId: extra!.id, quantity: 1 },
      'ar',
    );
    expect(ar.json().message).toContain('تتسع سلتك');
    expect(await linesOf(user.id)).toHaveLength(MAX_CART_LINES);

    const more = await send(user, 'POST', '/api/cart/addToCart', {
      productId: first.id,
      quantity: 2,
    });
    expect(more.statusCode).toBe(201);
  });
});

describe('an order of a very large cart', () => {
  it(
    'is placed with its lines written in batches (7,500 lines: 67,500 bind parameters in one insert)',
    {
      timeout: 120_000,
    },
    async () => {
      const shopper = await createShopper(t.app);
      const method = await createDeliveryMethodRow(t.app);
      const seed = await createShopProduct(t.app, { stock: 10 });
      const lineCount = 7_500;
      // A cart filled before the line limit existed (straight in the database).
      await t.app.ctx.db.execute(sql`
      insert into products (name_en, name_ar, sku, price_halalas, stock, brand_id, category_id)
      select 'Bulk ' || n, 'كمية ' || n, 'BULK-' || n, 500, 5, ${seed.brandId}::integer,
             ${seed.categoryId}::integer
        from generate_series(1, ${lineCount}::integer) as n`);
      await t.app.ctx.db.execute(sql`
      insert into carts (user_id) values (${shopper.user.id}::integer) on conflict do nothing`);
      await t.app.ctx.db.execute(sql`
      insert into cart_items (cart_id, product_id, quantity)
      select (select c.id from carts c where c.user_id = ${shopper.user.id}::integer), p.id, 2
        from products p where sku like 'BULK-%'`);

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Order/CreateOrder',
        headers: shopper.headers,
        payload: orderBody(shopper, method.id),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { orderId } = response.json().data as { orderId: number };
      const [written] = (
        await t.app.ctx.db.execute<{ lines: number; units: number }>(sql`
        select count(*)::int as lines, sum(quantity)::int as units
          from ${orderItems} where order_id = ${orderId}::integer`)
      ).rows;
      expect(written).toEqual({ lines: lineCount, units: lineCount * 2 });
      const [bulk] = (
        await t.app.ctx.db.execute<{ id: number }>(
          sql`select id from products where sku = 'BULK-77'`,
        )
      ).rows;
      expect(await stockOf(t.app, bulk!.id)).toEqual({ stock: 3, soldCount: 2 });
      expect(await linesOf(shopper.user.id)).toEqual([]);
    },
  );
});
