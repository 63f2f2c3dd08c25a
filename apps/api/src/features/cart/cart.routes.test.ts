import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import {
  linesOfCustomer,
  addToCartRow,
  createShopProduct,
} from '../../../test/shopping-factories.ts';
import { products } from '../catalog/catalog.tables.ts';
import { computeTotals } from '../pricing/order-totals.ts';
import { cartItems } from './cart.tables.ts';

let t: TestApp;
let shopper: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

function call(user: TestUser, { method, url, payload }: Call, lang = 'en') {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

const getCart = async (user: TestUser, query = ''): Promise<Cart> =>
  (await call(user, { method: 'GET', url: `/api/cart/getUserCart${query}` })).json().data;
const add = (user: TestUser, productId: number, quantity: number, lang = 'en') =>
  call(
    user,
    { method: 'POST', url: '/api/cart/addToCart', payload: { productId, quantity } },
    lang,
  );
const update = (user: TestUser, productId: number, quantity: number) =>
  call(user, { method: 'PUT', url: '/api/cart/updateCartItem', payload: { productId, quantity } });
const remove = (user: TestUser, productId: number) =>
  call(user, { method: 'DELETE', url: `/api/cart/removeCartItem/${productId}` });

async function storedLines(userId: number) {
  return t.app.ctx.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(linesOfCustomer(userId));
}

async function quantityOf(userId: number, productId: number) {
  const [row] = await t.app.ctx.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(linesOfCustomer(userId), eq(cartItems.productId, productId)));
  return row?.quantity;
}

describe('access', () => {
  it.each<Call>([
    { method: 'GET', url: '/api/cart/getUserCart' },
    { method: 'POST', url: '/api/cart/addToCart', payload: { productId: 1, quantity: 1 } },
    { method: 'PUT', url: '/api/cart/updateCartItem', payload: { productId: 1, quantity: 1 } },
    { method: 'DELETE', url: '/api/cart/removeCartItem/1' },
    { method: 'DELETE', url: '/api/cart/clearCart' },
  ])('$method $url refuses a bad bearer token (never a guest cart instead)', async (call) => {
    const { method, url, payload } = call;
    const headers = { authorization: 'Bearer not-a-token' };
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, data: null });
  });

  it('answers for any role, each with its own cart', async () => {
    const admin = await createUser(t.app, { role: 'Admin' });
    const product = await createShopProduct(t.app);
    expect((await add(admin, product.id, 2)).statusCode).toBe(201);
    expect((await getCart(admin)).itemsCount).toBe(2);
    expect((await getCart(shopper)).paginatedItems.items).toEqual([]);
  });
});

describe('GET /cart/getUserCart', () => {
  it('is a valid empty cart for a customer who never had one', async () => {
    const fresh = await createUser(t.app);
    const res = await call(fresh, { method: 'GET', url: '/api/cart/getUserCart' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your cart',
      statusCode: 200,
      data: {
        totalAmount: 0,
        paginatedItems: { items: [], pageNumber: 1, pageSize: 10, totalCount: 0 },
        itemsCount: 0,
        coupon: null,
        totalAfterDiscount: 0,
        vatAmount: 0,
        vatRate: 15,
      },
    });
    const ar = await call(fresh, { method: 'GET', url: '/api/cart/getUserCart' }, 'ar');
    expect(ar.json().message).toBe('سلة التسوق');
  });

  it('shows each line with its prices and what the shopper can do with it', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, {
      nameEn: 'Notebook',
      nameAr: 'دفتر',
      priceHalalas: 3_333,
      stock: 7,
      imageUrls: ['/uploads/products/a.webp', '/uploads/products/b.webp'],
      discountType: 'Percentage',
      discountValueHundredths: 1250,
    });
    await add(user, product.id, 3);
    const cart = await getCart(user);
    expect(cart.paginatedItems.items).toEqual([
      {
        productId: product.id,
        variantId: expect.any(Number),
        options: [],
        name: 'Notebook',
        nameEn: 'Notebook',
        nameAr: 'دفتر',
        sku: product.sku,
        imageUrl: '/uploads/products/a.webp',
        quantity: 3,
        originalPrice: 33.33,
        discountedPrice: 29.16,
        unitPrice: 29.16,
        lineTotal: 87.48,
        stock: 7,
        isActive: true,
        isAvailable: true,
      },
    ]);
    const ar = (await call(user, { method: 'GET', url: '/api/cart/getUserCart' }, 'ar')).json()
      .data;
    expect(ar.paginatedItems.items[0].name).toBe('دفتر');
  });

  it('pages the lines newest first while the totals cover every line', async () => {
    const user = await createUser(t.app);
    const start = Date.now() - 60 * DAY;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const product = await createShopProduct(t.app, { priceHalalas: 1_000 + i });
      await addToCartRow(t.app, user.id, product.id, 2, new Date(start + i * DAY));
      ids.push(product.id);
    }
    const newestFirst = [...ids].reverse();
    const page1 = await getCart(user, '?pageSize=5');
    expect(page1.paginatedItems.items.map((i) => i.productId)).toEqual(newestFirst.slice(0, 5));
    const page3 = await getCart(user, '?pageSize=5&pageNumber=3');
    expect(page3.paginatedItems).toMatchObject({ pageNumber: 3, pageSize: 5, totalCount: 12 });
    expect(page3.paginatedItems.items.map((i) => i.productId)).toEqual(newestFirst.slice(10));
    // Σ 2 × (10.00 + i/100) for i = 0..11 = 240 + 1.32.
    for (const cart of [page1, page3]) {
      expect(cart.totalAmount).toBe(241.32);
      expect(cart.itemsCount).toBe(24);
    }
    const past = await getCart(user, '?pageNumber=9');
    expect(past.paginatedItems).toMatchObject({ items: [], totalCount: 12 });
    expect((await getCart(user, '?pageSize=5000')).paginatedItems.pageSize).toBe(100);
  });

  it('uses a product discount only while it runs', async () => {
    const user = await createUser(t.app);
    const ended = await createShopProduct(t.app, {
      priceHalalas: 10_000,
      discountType: 'Fixed',
      discountValueHundredths: 2_000,
      discountStartsAt: new Date(Date.now() - 10 * DAY),
      discountEndsAt: new Date(Date.now() - DAY),
    });
    const upcoming = await createShopProduct(t.app, {
      priceHalalas: 5_000,
      discountType: 'Percentage',
      discountValueHundredths: 5000,
      discountStartsAt: new Date(Date.now() + DAY),
    });
    const running = await createShopProduct(t.app, {
      priceHalalas: 5_000,
      discountType: 'Fixed',
      discountValueHundredths: 1_250,
      discountEndsAt: new Date(Date.now() + DAY),
    });
    await add(user, ended.id, 1);
    await add(user, upcoming.id, 1);
    await add(user, running.id, 2);
    const cart = await getCart(user);
    const byId = new Map(cart.paginatedItems.items.map((i) => [i.productId, i]));
    expect(byId.get(ended.id)).toMatchObject({ discountedPrice: null, unitPrice: 100 });
    expect(byId.get(upcoming.id)).toMatchObject({ discountedPrice: null, unitPrice: 50 });
    expect(byId.get(running.id)).toMatchObject({ discountedPrice: 37.5, lineTotal: 75 });
    expect(cart.totalAmount).toBe(225);
  });

  it('agrees with computeTotals to the halala (VAT contained in the total)', async () => {
    const user = await createUser(t.app);
    const units = [
      { priceHalalas: 3_333, discountType: 'Percentage' as const, discountValueHundredths: 1250 },
      { priceHalalas: 1_999 },
      { priceHalalas: 7, discountType: 'Fixed' as const, discountValueHundredths: 100 },
    ];
    const quantities = [3, 7, 4];
    for (const [i, values] of units.entries()) {
      const product = await createShopProduct(t.app, { ...values, stock: 10 });
      await add(user, product.id, quantities[i]!);
    }
    // 29.16 × 3 + 19.99 × 7 + 0.01 × 4 (a discount never goes below 0.01).
    const expected = computeTotals({
      lines: [
        { unitPriceHalalas: 2_916, quantity: 3 },
        { unitPriceHalalas: 1_999, quantity: 7 },
        { unitPriceHalalas: 1, quantity: 4 },
      ],
      coupon: null,
      deliveryFeeHalalas: 0,
      vatRate: 15,
    });
    const cart = await getCart(user);
    expect(cart.totalAmount).toBe(expected.subtotalHalalas / 100);
    expect(cart.totalAmount).toBe(227.45);
    expect(cart.totalAfterDiscount).toBe(227.45);
    expect(cart.vatAmount).toBe(expected.vatHalalas / 100);
    expect(cart.vatAmount).toBe(29.67);
    const lineSum = cart.paginatedItems.items.reduce(
      (s, i) => s + Math.round(i.lineTotal * 100),
      0,
    );
    expect(lineSum).toBe(expected.subtotalHalalas);
  });

  it('flags lines that cannot be ordered as they are and still counts them (the seed rule)', async () => {
    const user = await createUser(t.app);
    const hidden = await createShopProduct(t.app, { priceHalalas: 1_000 });
    const scarce = await createShopProduct(t.app, { priceHalalas: 2_000, stock: 5 });
    await add(user, hidden.id, 1);
    await add(user, scarce.id, 4);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await t.app.ctx.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    const cart = await getCart(user);
    const byId = new Map(cart.paginatedItems.items.map((i) => [i.productId, i]));
    expect(byId.get(hidden.id)).toMatchObject({ isActive: false, isAvailable: false });
    expect(byId.get(scarce.id)).toMatchObject({ stock: 2, quantity: 4, isAvailable: false });
    expect(cart.totalAmount).toBe(90);
  });

  it('runs the same number of queries for 1 line and for 30', async () => {
    const counts: number[] = [];
    for (const lines of [1, 30]) {
      const user = await createUser(t.app);
      for (let i = 0; i < lines; i++) {
        const product = await createShopProduct(t.app, {
          discountType: 'Percentage',
          discountValueHundredths: 1000,
        });
        await addToCartRow(t.app, user.id, product.id, 1);
      }
      const queries = await t.queriesDuring(() => getCart(user, '?pageSize=100'));
      counts.push(queries.length);
    }
    // The caller, then the totals, the page and the applied coupon.
    expect(counts).toEqual([4, 4]);
  });
});

describe('POST /cart/addToCart', () => {
  it('adds a line (201) and merges a second add into it', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 2_500, stock: 10 });
    const first = await add(user, product.id, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Added to your cart',
      statusCode: 201,
      data: { totalAmount: 50, itemsCount: 2 },
    });
    const second = (await add(user, product.id, 3)).json().data as Cart;
    expect(second.paginatedItems.items).toHaveLength(1);
    expect(second.paginatedItems.items[0]).toMatchObject({ quantity: 5, lineTotal: 125 });
    expect(await storedLines(user.id)).toEqual([{ productId: product.id, quantity: 5 }]);
  });

  it('refuses an unknown product with 404 and creates nothing', async () => {
    const user = await createUser(t.app);
    const res = await add(user, 987_654, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found', statusCode: 404, data: null });
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('refuses an inactive product with 422', async () => {
    const user = await createUser(t.app);
    const hidden = await createShopProduct(t.app, { isActive: false });
    const res = await add(user, hidden.id, 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This product is no longer available');
    expect((await add(user, hidden.id, 1, 'ar')).json().message).toBe('هذا المنتج لم يعد متاحًا');
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('refuses a sold-out product with 409', async () => {
    const user = await createUser(t.app);
    const soldOut = await createShopProduct(t.app, { stock: 0 });
    const res = await add(user, soldOut.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This product is out of stock',
      statusCode: 409,
      data: { productId: soldOut.id, available: 0, inCart: 0 },
    });
  });

  it('refuses more than the stock with 409 saying how many are available', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 5 });
    const tooMany = await add(user, product.id, 6);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 5 available',
      data: { available: 5, inCart: 0 },
    });
    expect(await storedLines(user.id)).toEqual([]);

    await add(user, product.id, 3);
    const merged = await add(user, product.id, 3);
    expect(merged.statusCode).toBe(409);
    expect(merged.json()).toMatchObject({
      message: 'Only 5 available, and your cart already has 3',
      data: { productId: product.id, available: 5, inCart: 3 },
    });
    expect((await add(user, product.id, 3, 'ar')).json().message).toBe(
      'المتوفر 5 فقط، وفي سلتك منه 3 بالفعل',
    );
    expect(await quantityOf(user.id, product.id)).toBe(3);
    expect((await add(user, product.id, 2)).statusCode).toBe(201);
    expect(await quantityOf(user.id, product.id)).toBe(5);
  });

  it.each([
    [{ quantity: 1 }, 'productId'],
    [{ productId: 1, quantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: 'two' }, 'quantity'],
    [{ productId: 1, quantity: 1.5 }, 'quantity'],
    [{ productId: -3, quantity: 1 }, 'productId'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const res = await call(shopper, { method: 'POST', url: '/api/cart/addToCart', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toContain(field);
  });

  it('keeps a line at the stock under 10 parallel adds (no 500)', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 5 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(user, product.id, 1)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await quantityOf(user.id, product.id)).toBe(5);
    expect((await getCart(user)).itemsCount).toBe(5);
  });

  it("leaves another customer's cart alone", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 10 });
    await add(a, product.id, 4);
    await add(b, product.id, 6);
    expect(await quantityOf(a.id, product.id)).toBe(4);
    expect((await getCart(a)).itemsCount).toBe(4);
  });
});

describe('PUT /cart/updateCartItem', () => {
  it('sets the quantity and answers the whole cart', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 1_500, stock: 8 });
    await add(user, product.id, 5);
    const res = await update(user, product.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Quantity updated',
      data: { totalAmount: 30, itemsCount: 2 },
    });
    expect((await update(user, product.id, 8)).json().data.itemsCount).toBe(8);
  });

  it('refuses a quantity above the stock with 409 and keeps the line', async () => {
    const user = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 4 });
    await add(user, product.id, 2);
    const res = await update(user, product.id, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 4 available', data: { available: 4 } });
    expect(await quantityOf(user.id, product.id)).toBe(2);
  });

  it('refuses a product that is not in the cart with 404', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const product = await createShopProduct(t.app);
    await add(other, product.id, 1);
    const res = await update(user, product.id, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This product is not in your cart');
    expect(await storedLines(user.id)).toEqual([]);
    expect(await quantityOf(other.id, product.id)).toBe(1);
  });

  it('refuses quantity 0 with 400', async () => {
    const product = await createShopProduct(t.app);
    await add(shopper, product.id, 1);
    const res = await update(shopper, product.id, 0);
    expect(res.statusCode).toBe(400);
    expect(await quantityOf(shopper.id, product.id)).toBe(1);
    await remove(shopper, product.id);
  });
});

describe('DELETE /cart/removeCartItem/:id', () => {
  it('removes the line of a product and answers the rest of the cart', async () => {
    const user = await createUser(t.app);
    const keep = await createShopProduct(t.app, { priceHalalas: 1_000 });
    const drop = await createShopProduct(t.app, { priceHalalas: 2_000 });
    await add(user, keep.id, 1);
    await add(user, drop.id, 1);
    const res = await remove(user, drop.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Removed from your cart',
      data: { totalAmount: 10, itemsCount: 1 },
    });
    expect(await storedLines(user.id)).toEqual([{ productId: keep.id, quantity: 1 }]);
  });

  it("answers 404 for a product not in the caller's cart, even if another cart has it", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const product = await createShopProduct(t.app);
    await add(other, product.id, 2);
    expect((await remove(user, product.id)).statusCode).toBe(404);
    expect((await remove(user, 999_999)).statusCode).toBe(404);
    expect(await quantityOf(other.id, product.id)).toBe(2);
  });

  it('rejects an id that is not a positive whole number with 400', async () => {
    expect((await remove(shopper, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('DELETE /cart/clearCart', () => {
  it("empties the caller's cart only", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const product = await createShopProduct(t.app);
    await add(user, product.id, 2);
    await add(other, product.id, 3);
    const res = await call(user, { method: 'DELETE', url: '/api/cart/clearCart' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your cart is now empty',
      data: { totalAmount: 0, itemsCount: 0, coupon: null, paginatedItems: { totalCount: 0 } },
    });
    expect(await storedLines(user.id)).toEqual([]);
    expect(await quantityOf(other.id, product.id)).toBe(3);
  });

  it('is fine on a cart that does not exist yet', async () => {
    const fresh = await createUser(t.app);
    const res = await call(fresh, { method: 'DELETE', url: '/api/cart/clearCart' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totalAmount).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every cart and coupon call', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/cart/getUserCart',
      '/api/cart/addToCart',
      '/api/cart/updateCartItem',
      '/api/cart/removeCartItem/{id}',
      '/api/cart/clearCart',
      '/api/UserCoupons/use/{couponId}',
      '/api/UserCoupons/use',
      '/api/Coupons/GetByCode/{code}',
      '/api/Coupons/IsValid/{code}',
      '/api/UserCoupons/available',
      '/api/UserCoupons/used',
    ]) {
      expect(paths).toContain(path);
    }
    const add = doc.paths['/api/cart/addToCart'].post;
    expect(add.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'quantity',
    );
    expect(add.responses['201']).toBeDefined();
  });
});
