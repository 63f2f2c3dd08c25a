import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import {
  addToCartRow,
  createCouponRow,
  createShopProduct,
  redeemCouponRow,
  setCartCouponRow,
} from '../../../test/shopping-factories.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { computeTotals } from '../pricing/order-totals.ts';
import { carts } from './cart.tables.ts';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const use = (user: TestUser, couponId: number | string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/UserCoupons/use/${couponId}`,
    headers: { ...bearer(user.token), 'accept-language': lang },
  });
const unuse = (user: TestUser) =>
  t.app.inject({ method: 'DELETE', url: '/api/UserCoupons/use', headers: bearer(user.token) });
const getCart = async (user: TestUser, lang = 'en'): Promise<Cart> =>
  (
    await t.app.inject({
      url: '/api/cart/getUserCart',
      headers: { ...bearer(user.token), 'accept-language': lang },
    })
  ).json().data;

async function appliedCouponId(userId: number) {
  const [row] = await t.app.ctx.db
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId));
  return row?.couponId;
}

/** A customer whose cart holds `quantity` × a product at `priceHalalas`. */
async function shopperWithCart(priceHalalas: number, quantity = 1) {
  const user = await createUser(t.app);
  const product = await createShopProduct(t.app, { priceHalalas, stock: 100 });
  await addToCartRow(t.app, user.id, product.id, quantity);
  return { user, product };
}

describe('POST /UserCoupons/use/:couponId', () => {
  it('needs a signed-in user', async () => {
    const coupon = await createCouponRow(t.app);
    const res = await t.app.inject({ method: 'POST', url: `/api/UserCoupons/use/${coupon.id}` });
    expect(res.statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/UserCoupons/use' });
    expect(del.statusCode).toBe(401);
  });

  it('applies a coupon and answers the whole cart with its discount, exact to the halala', async () => {
    const { user } = await shopperWithCart(3_333, 3);
    const coupon = await createCouponRow(t.app, {
      code: 'Quarter8',
      type: 'Percentage',
      valueHundredths: 1250,
    });
    const res = await use(user, coupon.id);
    expect(res.statusCode).toBe(200);
    const expected = computeTotals({
      lines: [{ unitPriceHalalas: 3_333, quantity: 3 }],
      coupon,
      deliveryFeeHalalas: 0,
      vatRate: 15,
    });
    // 99.99 − 12.5 % (12.49875 → 12.50) = 87.49; VAT inside = 87.49 × 15 / 115 = 11.41.
    expect(expected).toMatchObject({
      discountHalalas: 1_250,
      totalHalalas: 8_749,
      vatHalalas: 1_141,
    });
    expect(res.json()).toMatchObject({
      message: 'Coupon applied',
      statusCode: 200,
      data: {
        totalAmount: 99.99,
        coupon: {
          couponId: coupon.id,
          code: 'Quarter8',
          type: 'Percentage',
          value: 12.5,
          discountAmount: 12.5,
          isApplicable: true,
          reason: null,
        },
        totalAfterDiscount: 87.49,
        vatAmount: 11.41,
        vatRate: 15,
      },
    });
    expect(await appliedCouponId(user.id)).toBe(coupon.id);
  });

  it('caps a percentage coupon at its maximum discount', async () => {
    const { user } = await shopperWithCart(100_000, 2);
    const coupon = await createCouponRow(t.app, {
      type: 'Percentage',
      valueHundredths: 2000,
      maxDiscountHalalas: 15_000,
    });
    const cart = (await use(user, coupon.id)).json().data as Cart;
    expect(cart.totalAmount).toBe(2_000);
    expect(cart.coupon).toMatchObject({ discountAmount: 150, isApplicable: true });
    expect(cart.totalAfterDiscount).toBe(1_850);
    expect(cart.vatAmount).toBe(241.3);
  });

  it('never takes a cart below zero with a fixed coupon larger than it', async () => {
    const { user } = await shopperWithCart(2_500, 1);
    const coupon = await createCouponRow(t.app, { type: 'Fixed', valueHundredths: 5_000 });
    const cart = (await use(user, coupon.id)).json().data as Cart;
    expect(cart).toMatchObject({
      totalAmount: 25,
      coupon: { type: 'Fixed', value: 50, discountAmount: 25, isApplicable: true },
      totalAfterDiscount: 0,
      vatAmount: 0,
    });
  });

  it('keeps a coupon below its minimum order, giving nothing and saying why', async () => {
    const { user, product } = await shopperWithCart(20_000, 1);
    const coupon = await createCouponRow(t.app, {
      type: 'Fixed',
      valueHundredths: 5_000,
      minOrderHalalas: 50_000,
    });
    const cart = (await use(user, coupon.id)).json().data as Cart;
    expect(cart.coupon).toEqual({
      couponId: coupon.id,
      code: coupon.code,
      type: 'Fixed',
      value: 50,
      discountAmount: 0,
      isApplicable: false,
      reason: 'This coupon needs an order of at least 500.00 SAR',
    });
    expect(cart.totalAfterDiscount).toBe(200);
    expect((await getCart(user, 'ar')).coupon?.reason).toBe(
      'تتطلب هذه القسيمة طلبًا بقيمة 500.00 ريال على الأقل',
    );
    // Reaching the minimum makes it apply, without applying it again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart/updateCartItem',
      headers: bearer(user.token),
      payload: { productId: product.id, quantity: 3 },
    });
    const reached = await getCart(user);
    expect(reached.coupon).toMatchObject({ isApplicable: true, discountAmount: 50, reason: null });
    expect(reached.totalAfterDiscount).toBe(550);
  });

  it('creates the cart when the customer has none yet', async () => {
    const user = await createUser(t.app);
    const coupon = await createCouponRow(t.app);
    const res = await use(user, coupon.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalAmount: 0,
      coupon: { couponId: coupon.id, discountAmount: 0, isApplicable: true },
      totalAfterDiscount: 0,
    });
    expect(await appliedCouponId(user.id)).toBe(coupon.id);
  });

  it('replaces the coupon applied before', async () => {
    const { user } = await shopperWithCart(10_000);
    const first = await createCouponRow(t.app);
    const second = await createCouponRow(t.app, { type: 'Fixed', valueHundredths: 700 });
    await use(user, first.id);
    const cart = (await use(user, second.id)).json().data as Cart;
    expect(cart.coupon).toMatchObject({ couponId: second.id, discountAmount: 7 });
    expect(await appliedCouponId(user.id)).toBe(second.id);
  });

  it('answers 404 for an unknown coupon and 400 for a bad id', async () => {
    const user = await createUser(t.app);
    const res = await use(user, 987_654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Coupon not found', statusCode: 404, data: null });
    expect((await use(user, 'first')).statusCode).toBe(400);
    expect(await appliedCouponId(user.id)).toBeUndefined();
  });

  it.each([
    ['expired', { endsAt: new Date(Date.now() - DAY) }, 'This coupon has expired'],
    ['not started', { startsAt: new Date(Date.now() + DAY) }, 'This coupon cannot be used yet'],
    ['inactive', { isActive: false }, 'This coupon is not active'],
    ['used up', { usageLimit: 3, usedCount: 3 }, 'This coupon has reached its usage limit'],
  ])('refuses an %s coupon with 422 and the reason, changing nothing', async (_, values, text) => {
    const { user } = await shopperWithCart(10_000);
    const kept = await createCouponRow(t.app);
    await use(user, kept.id);
    const coupon = await createCouponRow(t.app, values);
    const res = await use(user, coupon.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, statusCode: 422, data: null });
    expect(await appliedCouponId(user.id)).toBe(kept.id);
  });

  it('refuses a coupon the caller has used as often as allowed, in their language', async () => {
    const { user } = await shopperWithCart(10_000);
    const coupon = await createCouponRow(t.app, { perUserLimit: 1 });
    await redeemCouponRow(t.app, { couponId: coupon.id, userId: user.id });
    const res = await use(user, coupon.id, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('لقد استخدمت هذه القسيمة الحد الأقصى من المرات');
    // Someone else may still use it.
    const other = await shopperWithCart(10_000);
    expect((await use(other.user, coupon.id)).statusCode).toBe(200);
  });

  it('shows an applied coupon that stopped being usable as not applying, with the reason', async () => {
    const { user } = await shopperWithCart(10_000);
    const coupon = await createCouponRow(t.app);
    await use(user, coupon.id);
    await t.app.ctx.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) })
      .where(eq(coupons.id, coupon.id));
    const cart = await getCart(user);
    expect(cart.coupon).toMatchObject({
      isApplicable: false,
      discountAmount: 0,
      reason: 'This coupon has expired',
    });
    expect(cart.totalAfterDiscount).toBe(100);
  });
});

describe('DELETE /UserCoupons/use', () => {
  it('takes the coupon off the cart and keeps the lines', async () => {
    const { user } = await shopperWithCart(10_000, 2);
    const coupon = await createCouponRow(t.app);
    await use(user, coupon.id);
    const res = await unuse(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Coupon removed',
      data: { totalAmount: 200, coupon: null, totalAfterDiscount: 200, itemsCount: 2 },
    });
    expect(await appliedCouponId(user.id)).toBeNull();
  });

  it('is fine without a cart or a coupon', async () => {
    const user = await createUser(t.app);
    expect((await unuse(user)).statusCode).toBe(200);
  });
});

describe('clearCart and the coupon', () => {
  it('removes the applied coupon with the lines', async () => {
    const { user } = await shopperWithCart(10_000, 2);
    const other = await shopperWithCart(10_000, 1);
    const coupon = await createCouponRow(t.app);
    await use(user, coupon.id);
    await setCartCouponRow(t.app, other.user.id, coupon.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/clearCart',
      headers: bearer(user.token),
    });
    expect(res.json().data).toMatchObject({ coupon: null, totalAmount: 0 });
    expect(await appliedCouponId(user.id)).toBeNull();
    expect(await appliedCouponId(other.user.id)).toBe(coupon.id);
    expect((await getCart(other.user)).coupon?.discountAmount).toBe(10);
  });
});
