import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, carts, coupons, couponRedemptions, orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  ordersOf,
  stockOf,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { createAddressRow, createPhoneRow } from '../../../test/address-factories.ts';
import {
  linesOfCustomer,
  createCouponRow,
  setCartCouponRow,
} from '../../../test/shopping-factories.ts';

let t: TestApp;
let standard: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  standard = await createDeliveryMethodRow(t.app, { priceHalalas: 2_500 });
});
afterAll(() => t.close());

const createOrder = (shopper: Shopper, body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: { ...shopper.headers, 'accept-language': lang },
    payload: body,
  });

describe('Order/CreateOrder', () => {
  it('prices the order on the server, takes the stock, uses the coupon and empties the cart', async () => {
    const shopper = await createShopper(t.app);
    // 33.33 SAR with 12.5 % off → 29.16 (33.33 − 4.17); 19.99 without discount.
    const discounted = await createShopProduct(t.app, {
      priceHalalas: 3_333,
      stock: 5,
      discountType: 'Percentage',
      discountValueHundredths: 1_250,
    });
    const plain = await createShopProduct(t.app, { priceHalalas: 1_999, stock: 2 });
    const coupon = await createCouponRow(t.app, { valueHundredths: 1_000 });
    await fillCart(t.app, shopper, [
      { productId: discounted.id, quantity: 3 },
      { productId: plain.id, quantity: 2 },
    ]);
    await setCartCouponRow(t.app, shopper.user.id, coupon.id);

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/Order/Preview?deliveryMethodId=${standard.id}`,
      headers: shopper.headers,
    });
    expect(preview.statusCode).toBe(200);

    const response = await createOrder(
      shopper,
      // Everything a client might try to set is ignored.
      orderBody(shopper, standard.id, {
        total: 1,
        subtotal: 1,
        status: 'Delivered',
        isPaid: true,
        items: [{ productId: plain.id, unitPrice: 0.01, quantity: 1 }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created.orderNumber).toMatch(/^DK-\d{6}$/);
    expect(created.checkoutId).toBeNull();
    // subtotal 3 × 29.16 + 2 × 19.99 = 127.46; coupon 10 % = 12.75 (12.746 rounded half up);
    // delivery 25 → total 139.71; VAT inside = 139.71 × 15 / 115 = 18.22.
    expect(created.total).toBe(139.71);
    expect(preview.json().data).toMatchObject({
      subtotal: 127.46,
      discountAmount: 12.75,
      deliveryFee: 25,
      vatAmount: 18.22,
      total: 139.71,
      couponCode: coupon.code,
      couponError: null,
    });

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${created.orderId}`,
      headers: { ...shopper.headers, 'accept-language': 'ar' },
    });
    expect(details.statusCode).toBe(200);
    const order = details.json().data;
    expect(order).toMatchObject({
      status: 'Pending',
      isPaid: false,
      paymentMethod: 'CashOnDelivery',
      subtotal: 127.46,
      discountAmount: 12.75,
      deliveryFee: 25,
      vatAmount: 18.22,
      vatRate: 15,
      total: 139.71,
      itemsCount: 5,
      couponCode: coupon.code,
      phoneNumber: expect.stringMatching(/^\+9665/),
      allowedStatuses: ['Processing', 'Cancelled'],
      paymentExpiresAt: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: discounted.id,
        unitPrice: 29.16,
        quantity: 3,
        lineTotal: 87.48,
      }),
      expect.objectContaining({
        productId: plain.id,
        unitPrice: 19.99,
        quantity: 2,
        lineTotal: 39.98,
      }),
    ]);
    expect(order.items[0].name).toBe(discounted.nameAr);
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ status: 'Pending', note: 'تم تقديم الطلب' }),
    ]);

    expect(await stockOf(t.app, discounted.id)).toEqual({ stock: 2, soldCount: 3 });
    expect(await stockOf(t.app, plain.id)).toEqual({ stock: 0, soldCount: 2 });
    expect(
      await t.app.ctx.db.select().from(cartItems).where(linesOfCustomer(shopper.user.id)),
    ).toEqual([]);
    const [cart] = await t.app.ctx.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(cart!.couponId).toBeNull();
    const [usedCoupon] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(usedCoupon!.usedCount).toBe(1);
    const redemptions = await t.app.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, created.orderId));
    expect(redemptions).toEqual([expect.objectContaining({ discountHalalas: 1_275 })]);
  });

  it('takes a coupon code from the body, in any letter case', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 10_000, stock: 3 });
    await createCouponRow(t.app, { code: 'Flat20', type: 'Fixed', valueHundredths: 2_000 });
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const response = await createOrder(
      shopper,
      orderBody(shopper, standard.id, { couponCode: 'fLAT20' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.total).toBe(105); // 100 − 20 + 25
  });

  it('refuses what cannot be ordered and changes nothing', async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 5_000, stock: 2 });
    const inactive = await createShopProduct(t.app, { isActive: false });
    const closed = await createDeliveryMethodRow(t.app, { isActive: false });
    const expired = await createCouponRow(t.app, { endsAt: new Date(Date.now() - 60_000) });
    const bigOrders = await createCouponRow(t.app, { minOrderHalalas: 100_000 });

    const refused = async (body: Record<string, unknown>, status: number, text: RegExp) => {
      const response = await createOrder(shopper, body);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
      expect(response.json().message).toMatch(text);
    };

    await refused(orderBody(shopper, standard.id), 422, /cart is empty/);
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 2 }]);
    await refused(
      orderBody(shopper, standard.id, { addressId: other.addressId }),
      404,
      /addresses/,
    );
    await refused(
      orderBody(shopper, standard.id, { phoneNumberId: other.phoneNumberId }),
      404,
      /mobile/,
    );
    await refused(orderBody(shopper, closed.id), 422, /delivery method/);
    await refused(orderBody(shopper, 999_999), 404, /delivery method/);
    await refused(orderBody(shopper, standard.id, { couponCode: expired.code }), 422, /expired/);
    await refused(
      orderBody(shopper, standard.id, { couponCode: bigOrders.code }),
      422,
      /at least 1000 SAR/,
    );
    await refused(orderBody(shopper, standard.id, { couponCode: 'NOPE' }), 422, /does not exist/);
    await refused(
      orderBody(shopper, standard.id, { paymentMethod: 'Bitcoin' }),
      400,
      /Payment method/,
    );
    await refused({ ...orderBody(shopper, standard.id), addressId: undefined }, 400, /Address/);

    await t.app.ctx.db
      .update(cartItems)
      .set({ quantity: 3 })
      .where(eq(cartItems.productId, product.id));
    await refused(orderBody(shopper, standard.id), 409, /Only 2 of/);
    await t.app.ctx.db
      .update(cartItems)
      .set({ quantity: 2 })
      .where(eq(cartItems.productId, product.id));
    await fillCart(t.app, shopper, [{ productId: inactive.id, quantity: 1 }]);
    await refused(orderBody(shopper, standard.id), 422, /no longer available/);

    expect(await ordersOf(t.app, shopper.user.id)).toEqual([]);
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 2, soldCount: 0 });
    const lines = await t.app.ctx.db
      .select()
      .from(cartItems)
      .where(linesOfCustomer(shopper.user.id));
    expect(lines).toHaveLength(2);
    const [expiredAfter] = await t.app.ctx.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, expired.id));
    expect(expiredAfter!.usedCount).toBe(0);
  });

  it('answers refusals in Arabic', async () => {
    const shopper = await createShopper(t.app);
    const response = await createOrder(shopper, orderBody(shopper, standard.id), 'ar');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('سلة التسوق فارغة');
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Order/CreateOrder',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/order/getmyorders' });
    expect(list.statusCode).toBe(401);
  });
});

describe('Order/GetMyOrders and GetOrderDetails', () => {
  it('lists only the caller’s orders, newest first, paged, in a constant number of queries', async () => {
    const shopper = await createShopper(t.app);
    const someoneElse = await createShopper(t.app);
    const product = await createShopProduct(t.app, { priceHalalas: 1_000, stock: 50 });
    const placed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await fillCart(t.app, shopper, [{ productId: product.id, quantity: i + 1 }]);
      const response = await createOrder(shopper, orderBody(shopper, standard.id));
      placed.push(response.json().data.orderId);
    }
    await fillCart(t.app, someoneElse, [{ productId: product.id, quantity: 1 }]);
    const foreign = (await createOrder(someoneElse, orderBody(someoneElse, standard.id))).json()
      .data;

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetMyOrders?pageNumber=1&pageSize=3',
      headers: shopper.headers,
    });
    const data = page.json().data;
    expect(data.totalCount).toBe(4);
    expect(data.items.map((o: { id: number }) => o.id)).toEqual(placed.slice(1).reverse());
    expect(data.items[0]).toMatchObject({ itemsCount: 4, total: 65, status: 'Pending' });

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetMyOrders?status=Delivered',
      headers: shopper.headers,
    });
    expect(filtered.json().data).toMatchObject({ items: [], totalCount: 0 });

    const count = async (size: number) =>
      (
        await t.queriesDuring(() =>
          t.app.inject({
            method: 'GET',
            url: `/api/Order/GetMyOrders?pageSize=${size}`,
            headers: shopper.headers,
          }),
        )
      ).length;
    // Whatever the page's size: a full page adds the total's count, a short one shows the total.
    expect(await count(1)).toBe((await count(100)) + 1);
    expect(await count(100)).toBe(await count(50));
    const short = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetMyOrders?pageNumber=2&pageSize=3',
      headers: shopper.headers,
    });
    expect(short.json().data).toMatchObject({ totalCount: 4, items: [{ id: placed[0] }] });

    const notMine = await t.app.inject({
      method: 'GET',
      url: `/api/Order/GetOrderDetails/${foreign.orderId}`,
      headers: shopper.headers,
    });
    expect(notMine.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Order/GetOrderDetails/999999',
      headers: shopper.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the order as placed when the address, product and delivery method change later', async () => {
    const shopper = await createShopper(t.app);
    const method = await createDeliveryMethodRow(t.app, { priceHalalas: 0, nameEn: 'Pickup' });
    const product = await createShopProduct(t.app, { priceHalalas: 4_200, stock: 5 });
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = (await createOrder(shopper, orderBody(shopper, method.id))).json().data;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/address/${shopper.addressId}`,
      headers: shopper.headers,
    });
    await t.app.ctx.db.update(orders).set({ notes: 'still here' }).where(eq(orders.id, orderId));
    const details = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Order/GetOrderDetails/${orderId}`,
        headers: shopper.headers,
      })
    ).json().data;
    expect(details.address).toMatchObject({ city: 'Riyadh', postalCode: '12345' });
    expect(details.deliveryMethod).toMatchObject({ nameEn: 'Pickup' });
    expect(details.total).toBe(42);
  });
});

describe('addresses of other customers', () => {
  it('cannot be used even when the ids are guessed', async () => {
    const shopper = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const strangerAddress = await createAddressRow(t.app, stranger.user.id);
    const strangerPhone = await createPhoneRow(t.app, stranger.user.id);
    const product = await createShopProduct(t.app, { stock: 1 });
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const response = await createOrder(
      shopper,
      orderBody(shopper, standard.id, {
        addressId: strangerAddress.id,
        phoneNumberId: strangerPhone.id,
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(await stockOf(t.app, product.id)).toEqual({ stock: 1, soldCount: 0 });
  });
});
