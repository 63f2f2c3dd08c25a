import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { addToCartRow, createShopProduct } from '../../../test/shopping-factories.ts';
import {
  createProductWithOptions,
  defaultVariantOf,
  type TestVariant,
} from '../../../test/variant-factories.ts';

/** The cart per variant (decision 016): which variant a line buys, and every refusal. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Body = { productId: number; variantId?: number; quantity: number };

function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Body,
  lang = 'en',
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(user.token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

const add = (user: TestUser, body: Body, lang = 'en') =>
  call(user, 'POST', '/cart/addToCart', body, lang);
const getCart = async (user: TestUser, lang = 'en'): Promise<Cart> =>
  (await call(user, 'GET', '/cart/getUserCart', undefined, lang)).json().data;
const variantNamed = (variants: TestVariant[], size: string, colour: string) =>
  variants.find((v) => v.size === size && v.colour === colour)!;

describe('addToCart per variant', () => {
  it('adds a product without options as its default variant', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 4, priceHalalas: 2_500 });
    const variant = await defaultVariantOf(t.app, product.id);
    expect((await add(user, { productId: product.id, quantity: 2 })).statusCode).toBe(201);
    expect(
      (await add(user, { productId: product.id, variantId: variant.id, quantity: 1 })).statusCode,
    ).toBe(201);
    const cart = await getCart(user);
    expect(cart.paginatedItems.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: variant.id,
        quantity: 3,
        options: [],
      }),
    ]);
  });

  it('keeps one line per variant, each with its SKU, options, price, discount and stock', async () => {
    const user = await createUser(t.app);
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [3, 0, 2, 9],
      discountType: 'Percentage',
      discountValueHundredths: 1_000,
    });
    const sRed = variantNamed(variants, 'S', 'Red');
    const mRed = variantNamed(variants, 'M', 'Red');
    await add(user, { productId: product.id, variantId: sRed.id, quantity: 1 });
    const response = await add(user, { productId: product.id, variantId: mRed.id, quantity: 2 });
    expect(response.statusCode).toBe(201);
    const items = (await getCart(user, 'ar')).paginatedItems.items;
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.variantId === mRed.id)).toMatchObject({
      productId: product.id,
      sku: mRed.sku,
      quantity: 2,
      stock: 2,
      originalPrice: 120,
      discountedPrice: 108,
      unitPrice: 108,
      lineTotal: 216,
      isAvailable: true,
      options: [
        {
          name: 'المقاس',
          value: 'وسط',
          nameEn: 'Size',
          nameAr: 'المقاس',
          valueEn: 'M',
          valueAr: 'وسط',
        },
        {
          name: 'اللون',
          value: 'أحمر',
          nameEn: 'Colour',
          nameAr: 'اللون',
          valueEn: 'Red',
          valueAr: 'أحمر',
        },
      ],
    });
    expect((await getCart(user)).totalAmount).toBe(90 + 216);
  });

  it('checks the quantity against the variant’s stock, not the product’s', async () => {
    const user = await createUser(t.app);
    const { product, variants } = await createProductWithOptions(t.app, {
      variantStock: [1, 0, 9, 9],
    });
    expect(product.stock).toBe(19);
    const sRed = variantNamed(variants, 'S', 'Red');
    const sBlue = variantNamed(variants, 'S', 'Blue');
    const short = await add(user, { productId: product.id, variantId: sRed.id, quantity: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ message: 'Only 1 available', data: { available: 1 } });
    const none = await add(user, { productId: product.id, variantId: sBlue.id, quantity: 1 });
    expect(none.json()).toMatchObject({ statusCode: 409, message: 'This product is out of stock' });
    await add(user, { productId: product.id, variantId: sRed.id, quantity: 1 });
    const more = await call(user, 'PUT', '/cart/updateCartItem', {
      productId: product.id,
      variantId: sRed.id,
      quantity: 2,
    });
    expect(more.statusCode).toBe(409);
    expect((await getCart(user)).itemsCount).toBe(1);
  });

  it('refuses a product with options without a variant, naming the choices (422, both languages)', async () => {
    const user = await createUser(t.app);
    const { product } = await createProductWithOptions(t.app);
    const en = await add(user, { productId: product.id, quantity: 1 });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      message: 'Choose a Size and a Colour',
      data: { variantId: ['Choose a Size and a Colour'] },
    });
    const ar = await add(user, { productId: product.id, quantity: 1 }, 'ar');
    expect(ar.json().message).toBe('اختر المقاس واللون');
    expect((await getCart(user)).itemsCount).toBe(0);
  });

  it('refuses a variant of another product and an inactive variant (422 under variantId)', async () => {
    const user = await createUser(t.app);
    const { product, variants } = await createProductWithOptions(t.app);
    const other = await createProductWithOptions(t.app);
    const plain = await createShopProduct(t.app);
    const foreign = await add(user, {
      productId: product.id,
      variantId: other.variants[0]!.id,
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data).toEqual({
      variantId: ['This choice of the product is not available'],
    });
    const plainWithForeign = await add(user, {
      productId: plain.id,
      variantId: variants[0]!.id,
      quantity: 1,
    });
    expect(plainWithForeign.statusCode).toBe(422);
    await t.app.ctx.db.execute(
      sql`update product_variants set is_active = false where id = ${variants[1]!.id}`,
    );
    const inactive = await add(user, {
      productId: product.id,
      variantId: variants[1]!.id,
      quantity: 1,
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().data).toHaveProperty('variantId');
    const unknown = await add(user, { productId: product.id, variantId: 999_999, quantity: 1 });
    expect(unknown.statusCode).toBe(422);
    expect((await getCart(user)).itemsCount).toBe(0);
  });

  it('updates and removes one variant’s line and leaves the product’s other lines', async () => {
    const user = await createUser(t.app);
    const { product, variants } = await createProductWithOptions(t.app);
    const [a, b] = variants as [TestVariant, TestVariant];
    await add(user, { productId: product.id, variantId: a.id, quantity: 1 });
    await add(user, { productId: product.id, variantId: b.id, quantity: 1 });
    // Two lines of the product: without a variant the change names no one line.
    const vague = await call(user, 'PUT', '/cart/updateCartItem', {
      productId: product.id,
      quantity: 3,
    });
    expect(vague.statusCode).toBe(404);
    const updated = await call(user, 'PUT', '/cart/updateCartItem', {
      productId: product.id,
      variantId: b.id,
      quantity: 3,
    });
    expect(updated.statusCode).toBe(200);
    const removed = await call(
      user,
      'DELETE',
      `/cart/removeCartItem/${product.id}?variantId=${a.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const items = (await getCart(user)).paginatedItems.items;
    expect(items.map((item) => [item.variantId, item.quantity])).toEqual([[b.id, 3]]);
    // One line left: the product alone names it.
    expect((await call(user, 'DELETE', `/cart/removeCartItem/${product.id}`)).statusCode).toBe(200);
    expect((await getCart(user)).itemsCount).toBe(0);
  });

  it('reads a cart of variants in the same number of queries for 1 line and for 12', async () => {
    const counts: number[] = [];
    for (const products of [1, 3]) {
      const user = await createUser(t.app);
      for (let i = 0; i < products; i++) {
        const { product, variants } = await createProductWithOptions(t.app);
        for (const variant of products === 1 ? variants.slice(0, 1) : variants) {
          await addToCartRow(t.app, user.id, product.id, 1, undefined, variant.id);
        }
      }
      const queries = await t.queriesDuring(() => getCart(user));
      counts.push(queries.length);
    }
    expect(counts).toEqual([4, 4]);
  });
});
