import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { carts, products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { addToCartRow, createShopProduct } from '../../../test/shopping-factories.ts';
import { hashGuestToken } from './cart-owner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const guestHeaders = (token?: string | null, lang = 'en') => ({
  'accept-language': lang,
  ...(token ? { 'x-cart-token': token } : {}),
});

async function guestAdd(productId: number, quantity: number, token?: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/addToCart',
    headers: guestHeaders(token),
    payload: { productId, quantity },
  });
}

describe('guest cart', () => {
  it('is opened by the first add under a random token, kept hashed, and read back with it', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 2_000, stock: 5 });
    const first = await guestAdd(product.id, 2);
    expect(first.statusCode).toBe(201);
    const token = first.json().data.cartToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.json().data).toMatchObject({ itemsCount: 2, totalAmount: 40 });

    // Stored as its hash only; the token itself is nowhere in the table.
    const rows = await t.app.ctx.db.select().from(carts).where(isNotNull(carts.guestTokenHash));
    expect(rows.map((row) => row.guestTokenHash)).toContain(hashGuestToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const again = await guestAdd(product.id, 1, token);
    expect(again.json().data).toMatchObject({ cartToken: token, itemsCount: 3 });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: guestHeaders(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.paginatedItems.items).toMatchObject([
      { productId: product.id, quantity: 3 },
    ]);
    // Stock still holds for a guest: 3 in the cart, 5 in stock, 3 more is a 409.
    expect((await guestAdd(product.id, 3, token)).statusCode).toBe(409);
  });

  it('answers an unknown token with an empty cart and a null token, and a new token on the next add', async () => {
    const product = await createShopProduct(t.app, { stock: 5 });
    const forged = 'A'.repeat(43);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: guestHeaders(forged),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ cartToken: null, itemsCount: 0 });
    const added = await guestAdd(product.id, 1, forged);
    expect(added.statusCode).toBe(201);
    const issued = added.json().data.cartToken as string;
    expect(issued).not.toBe(forged);
    const [row] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashGuestToken(forged)));
    expect(row).toBeUndefined();
  });

  it('refuses a malformed token with a 400 naming the header, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: guestHeaders('not a token', 'ar'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'رمز السلة غير صالح',
      data: { 'X-Cart-Token': ['رمز السلة غير صالح'] },
    });
  });

  it('forgets a guest cart idle longer than GUEST_CART_IDLE_DAYS', async () => {
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = (await guestAdd(product.id, 1)).json().data.cartToken as string;
    await t.app.ctx.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(carts.guestTokenHash, hashGuestToken(token)));
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: guestHeaders(token),
    });
    expect(read.json().data).toMatchObject({ cartToken: null, itemsCount: 0 });
  });

  it('keeps coupons for accounts (401 for a guest)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/UserCoupons/use/1',
      headers: guestHeaders('B'.repeat(43)),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('merging the guest cart into the account’s', () => {
  const merge = (token: string, authorization: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/mergeGuestCart',
      headers: { ...authorization, 'x-cart-token': token, 'accept-language': lang },
    });

  it('after sign-in adds the lines up, caps them at stock and says which were lowered', async () => {
    const scarce = await createShopProduct(t.app, { stock: 3, nameEn: 'Scarce oud' });
    const plenty = await createShopProduct(t.app, { stock: 10 });
    const gone = await createShopProduct(t.app, { stock: 4 });
    const customer = await createUser(t.app);
    await addToCartRow(t.app, customer.id, scarce.id, 2);
    const token = (await guestAdd(scarce.id, 2)).json().data.cartToken as string;
    await guestAdd(plenty.id, 4, token);
    await guestAdd(gone.id, 1, token);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: customer.email, password: DEFAULT_PASSWORD },
    });
    const merged = await merge(token, bearer(login.json().data.token));
    expect(merged.statusCode).toBe(200);
    const body = merged.json();
    expect(body.message).toBe(
      'The products you added as a guest are in your cart, but some quantities were lowered to what is in stock',
    );
    const quantities = Object.fromEntries(
      body.data.paginatedItems.items.map((item: { productId: number; quantity: number }) => [
        item.productId,
        item.quantity,
      ]),
    );
    expect(quantities).toEqual({ [scarce.id]: 3, [plenty.id]: 4 });
    expect(body.data.adjustments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: scarce.id, name: 'Scarce oud', wanted: 2, kept: 1 }),
        expect.objectContaining({ productId: gone.id, wanted: 1, kept: 0 }),
      ]),
    );
    expect(body.data.adjustments).toHaveLength(2);
    expect(body.data.cartToken).toBeUndefined();

    // The guest cart is gone: merging again moves nothing, and the token reads an empty cart.
    const again = await merge(token, bearer(login.json().data.token));
    expect(again.json().data.adjustments).toEqual([]);
    expect(again.json().data.itemsCount).toBe(7);
    const [row] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashGuestToken(token)));
    expect(row).toBeUndefined();
  });

  it('after registration moves the whole cart, in Arabic', async () => {
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = (await guestAdd(product.id, 2)).json().data.cartToken as string;
    const form = multipartBody({
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara.guest@example.com',
      password: 'Tr1cky-Passw0rd',
      confirmPassword: 'Tr1cky-Passw0rd',
      phoneNumber: '0551234567',
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/Account/register',
      payload: form.payload,
      headers: form.headers,
    });
    expect(registered.statusCode).toBe(201);
    const merged = await merge(token, bearer(registered.json().data.token), 'ar');
    expect(merged.json()).toMatchObject({
      message: 'المنتجات التي أضفتها كزائر موجودة الآن في سلتك',
      data: { itemsCount: 2, adjustments: [] },
    });
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/mergeGuestCart',
      headers: { 'x-cart-token': 'C'.repeat(43) },
    });
    expect(response.statusCode).toBe(401);
  });
});
