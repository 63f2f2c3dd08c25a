import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, orders, productVariants, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  stockOf,
} from '../../../test/checkout-fixtures.ts';
import { createAddressRow } from '../../../test/address-factories.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { hashGuestToken } from '../cart/cart-owner.ts';
import { SANDBOX_CARDS } from '../payments/sandbox-store.ts';

let t: TestApp;
let deliveryId: number;
let mobileSequence = 0;

beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.guestOrders.perAccount = 2;
      config.rateLimits.guestOrderLookups.perAccount = 4;
    },
  });
  deliveryId = (await createDeliveryMethodRow(t.app, { priceHalalas: 1_500 })).id;
});
afterAll(() => t.close());

/** A guest's contact and national address; each call a new mobile, e-mail and building. */
function guestBody(extra: Record<string, unknown> = {}) {
  mobileSequence += 1;
  const n = String(mobileSequence).padStart(4, '0');
  return {
    name: 'Noura Al Qahtani',
    mobile: `05${String(50000000 + mobileSequence)}`,
    email: `noura${n}@example.com`,
    city: 'Riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: n,
    postalCode: '12211',
    deliveryMethodId: deliveryId,
    paymentMethod: 'CashOnDelivery',
    ...extra,
  };
}

async function guestCart(productId: number, quantity: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/addToCart',
    payload: { productId, quantity },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.cartToken;
}

const placeGuest = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateGuestOrder',
    headers: { 'x-cart-token': token, 'accept-language': lang },
    payload: body,
  });

const readOrder = (orderId: number, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/GuestOrder/${orderId}`,
    headers: token ? { 'x-order-token': token } : {},
  });

const lookUp = (orderNumber: string, contact: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/GuestOrder/find',
    headers: { 'accept-language': lang },
    payload: { orderNumber, contact },
  });

describe('a guest’s order', () => {
  it('is placed from the guest cart with the contact and address copied, stock taken, cart emptied', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 4 });
    const token = await guestCart(product.id, 2);
    const body = guestBody();
    const response = await placeGuest(token, body);
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed).toMatchObject({ total: 215, checkoutId: null });
    expect(placed.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      userId: null,
      customerName: 'Noura Al Qahtani',
      customerEmail: body.email,
      phoneNumber: `+966${body.mobile.slice(1)}`,
      guestAccessHash: hashGuestToken(placed.accessToken),
      address: expect.objectContaining({ city: 'Riyadh', buildingNumber: body.buildingNumber }),
    });
    expect((await stockOf(t.app, product.id)).stock).toBe(2);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart/getUserCart',
      headers: { 'x-cart-token': token },
    });
    expect(cart.json().data.itemsCount).toBe(0);

    // Its page opens with its access token only: not by id alone, nor with another order's token.
    expect((await readOrder(placed.orderId, placed.accessToken)).json().data).toMatchObject({
      orderNumber: placed.orderNumber,
      customer: { id: null, name: 'Noura Al Qahtani' },
    });
    expect((await readOrder(placed.orderId)).statusCode).toBe(404);
    expect((await readOrder(placed.orderId, 'D'.repeat(43))).statusCode).toBe(404);

    // The staff's list and the dashboard's figures take it like any order.
    const admin = bearer((await createUser(t.app, { role: 'Admin' })).token);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/AdminOrder/GetAllOrders?search=${placed.orderNumber}`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toMatchObject([{ id: placed.orderId }]);
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/AdminDashboard/GetCounts',
      headers: admin,
    });
    expect(counts.statusCode).toBe(200);
  });

  it('refuses an address id — another customer’s or any — with nothing written', async () => {
    const product = await createShopProduct(t.app, { stock: 3 });
    const other = await createUser(t.app);
    const address = await createAddressRow(t.app, other.id, { isDefault: true });
    const token = await guestCart(product.id, 1);
    const response = await placeGuest(token, guestBody({ addressId: address.id }), 'ar');
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toHaveProperty('addressId');
    expect((await stockOf(t.app, product.id)).stock).toBe(3);
    const [cart] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashGuestToken(token)));
    expect(cart).toBeDefined();
  });

  it('names the field of a bad contact in the caller’s language', async () => {
    const product = await createShopProduct(t.app, { stock: 3 });
    const token = await guestCart(product.id, 1);
    const response = await placeGuest(token, guestBody({ mobile: '12345', email: 'nope' }), 'ar');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data)).toEqual(expect.arrayContaining(['mobile', 'email']));
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('is an empty-cart 422 without a cart token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Order/CreateGuestOrder',
      payload: guestBody(),
    });
    expect(response.statusCode).toBe(422);
  });

  it('pays online in the sandbox like a customer’s, its result read with the access token', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 5_000, stock: 2 });
    const token = await guestCart(product.id, 1);
    const placed = (
      await placeGuest(token, guestBody({ paymentMethod: 'Online', onlineMethod: 'MADA' }))
    ).json().data;
    expect(placed.checkoutId).toEqual(expect.any(String));
    const access = { 'x-order-token': placed.accessToken };
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/payment/guest/checkout/${placed.orderId}`,
      headers: access,
    });
    expect(screen.statusCode).toBe(200);
    const checkoutId = screen.json().data.checkoutId as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/checkouts/${checkoutId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: SANDBOX_CARDS.madaSuccess,
        holder: 'Noura Test',
        expiryMonth: '12',
        expiryYear: String(new Date().getUTCFullYear() + 2),
        cvv: '123',
        shopperResultUrl: '/ar/payment-status',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const statusUrl = `/api/payment/guest/status?resourcePath=/v1/checkouts/${checkoutId}/payment`;
    expect((await t.app.inject({ method: 'GET', url: statusUrl })).statusCode).toBe(404);
    const status = await t.app.inject({ method: 'GET', url: statusUrl, headers: access });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.isPaid).toBe(true);
    expect((await readOrder(placed.orderId, placed.accessToken)).json().data).toMatchObject({
      isPaid: true,
      paymentBrand: 'MADA',
    });
  });

  it('is previewed with its delivery fee, as placing it then charges', async () => {
    const product = await createShopProduct(t.app, { priceHalalas: 4_350, stock: 5 });
    const token = await guestCart(product.id, 2);
    const preview = (deliveryMethodId?: number, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Order/GuestPreview${deliveryMethodId ? `?deliveryMethodId=${deliveryMethodId}` : ''}`,
        headers: { 'x-cart-token': token, ...headers },
      });
    const withoutDelivery = (await preview()).json().data;
    expect(withoutDelivery).toMatchObject({ subtotal: 87, deliveryFee: 0, couponCode: null });
    const shown = await preview(deliveryId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ subtotal: 87, deliveryFee: 15, discountAmount: 0 });
    expect((await preview(999_999)).statusCode).toBe(404);
    // No token, or one naming no cart: an empty cart, not someone else's.
    const empty = await t.app.inject({ method: 'GET', url: '/api/Order/GuestPreview' });
    expect(empty.json().data).toMatchObject({ subtotal: 0, total: 0 });
    const bad = await preview(deliveryId, { 'x-cart-token': 'not-a-token' });
    expect(bad.statusCode).toBe(400);
    const placed = (await placeGuest(token, guestBody())).json().data;
    expect(placed.total).toBe(shown.json().data.total);
  });

  it('races a customer for the last unit: exactly one order, the other a 409', async () => {
    const product = await createShopProduct(t.app, { stock: 1 });
    const token = await guestCart(product.id, 1);
    const shopper = await createShopper(t.app);
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const [guest, customer] = await Promise.all([
      placeGuest(token, guestBody()),
      t.app.inject({
        method: 'POST',
        url: '/api/Order/CreateOrder',
        headers: shopper.headers,
        payload: orderBody(shopper, deliveryId),
      }),
    ]);
    expect([guest.statusCode, customer.statusCode].sort()).toEqual([201, 409]);
    expect((await stockOf(t.app, product.id)).stock).toBe(0);
  });
});

describe('abuse limits', () => {
  it('hold a third order an hour for one mobile (429), and a refused order does not count', async () => {
    const body = guestBody();
    const scarce = await createShopProduct(t.app, { stock: 1 });
    const short = await guestCart(scarce.id, 1);
    await t.app.ctx.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.productId, scarce.id));
    expect((await placeGuest(short, body)).statusCode).toBe(409);
    for (let i = 0; i < 2; i += 1) {
      const product = await createShopProduct(t.app, { stock: 5 });
      const token = await guestCart(product.id, 1);
      const next = guestBody({ mobile: body.mobile });
      expect((await placeGuest(token, next)).statusCode).toBe(201);
    }
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = await guestCart(product.id, 1);
    const held = await placeGuest(token, guestBody({ mobile: body.mobile }));
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect((await stockOf(t.app, product.id)).stock).toBe(5);
  });

  it('count the e-mail and the delivery address too', async () => {
    const first = guestBody();
    for (const reuse of [{ email: first.email }, { buildingNumber: first.buildingNumber }]) {
      for (let i = 0; i < 2; i += 1) {
        const product = await createShopProduct(t.app, { stock: 5 });
        const token = await guestCart(product.id, 1);
        await placeGuest(token, guestBody(reuse));
      }
      const product = await createShopProduct(t.app, { stock: 5 });
      const token = await guestCart(product.id, 1);
      expect((await placeGuest(token, guestBody(reuse))).statusCode).toBe(429);
    }
  });
});

describe('find my order', () => {
  it('finds it by number and mobile or e-mail, and answers a miss the same whichever part is wrong', async () => {
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = await guestCart(product.id, 1);
    const body = guestBody();
    const placed = (await placeGuest(token, body)).json().data;
    const byMobile = await lookUp(placed.orderNumber.toLowerCase(), body.mobile);
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json().data).toMatchObject({ id: placed.orderId });
    expect((await lookUp(placed.orderNumber, body.email.toUpperCase())).statusCode).toBe(200);

    const wrongContact = await lookUp(placed.orderNumber, '0599999999', 'ar');
    const unknownNumber = await lookUp('DK-999999', body.mobile, 'ar');
    expect(wrongContact.statusCode).toBe(404);
    expect(wrongContact.body).toBe(unknownNumber.body);
  });

  it('is rate limited per order number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await lookUp('DK-777777', `05${String(60000000 + i)}`)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
  });
});

describe('an account from the confirmation page', () => {
  it('is made with one field, signs in, and holds the order', async () => {
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = await guestCart(product.id, 1);
    const body = guestBody();
    const placed = (await placeGuest(token, body)).json().data;
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/GuestOrder/${placed.orderId}/account`,
      headers: { 'x-order-token': placed.accessToken },
      payload: { password: 'Sun-and-Sand-42' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      email: body.email,
      firstName: 'Noura',
      lastName: 'Al Qahtani',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetMyOrders',
      headers: bearer(made.json().data.token),
    });
    expect(mine.json().data.items.map((o: { id: number }) => o.id)).toEqual([placed.orderId]);
    // Once the order has an account, neither a second account nor "find my order" reach it.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/GuestOrder/${placed.orderId}/account`,
      headers: { 'x-order-token': placed.accessToken },
      payload: { password: 'Sun-and-Sand-42' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is a 409 under email when the e-mail has an account; signed in, the order is claimed', async () => {
    const existing = await createUser(t.app);
    const product = await createShopProduct(t.app, { stock: 5 });
    const token = await guestCart(product.id, 1);
    const placed = (await placeGuest(token, guestBody({ email: existing.email }))).json().data;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/GuestOrder/${placed.orderId}/account`,
      headers: { 'x-order-token': placed.accessToken },
      payload: { password: 'Sun-and-Sand-42' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toHaveProperty('email');
    const usersNamed = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, existing.email));
    expect(usersNamed).toHaveLength(1);

    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/GuestOrder/${placed.orderId}/claim`,
      headers: { ...bearer(existing.token), 'x-order-token': placed.accessToken },
    });
    expect(claimed.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.userId).toBe(existing.id);
  });
});
