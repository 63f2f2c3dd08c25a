import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, UsedCoupon } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCouponRow,
  createOrderRow,
  redeemCouponRow,
} from '../../../test/shopping-factories.ts';

let t: TestApp;
let shopper: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = shopper, lang = 'en') =>
  t.app.inject({ url, headers: { ...bearer(user.token), 'accept-language': lang } });
const isValid = async (code: string, user: TestUser = shopper, lang = 'en') => {
  const res = await get(`/api/Coupons/IsValid/${encodeURIComponent(code)}`, user, lang);
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; data: boolean };
};

describe('access', () => {
  it.each([
    '/api/Coupons/GetByCode/SAVE10',
    '/api/Coupons/IsValid/SAVE10',
    '/api/UserCoupons/available',
    '/api/UserCoupons/used',
  ])('GET %s needs a signed-in user', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, data: null });
  });
});

describe('GET /Coupons/GetByCode/:code', () => {
  it('finds a coupon whatever the letter case and shows what a shopper needs', async () => {
    const startsAt = new Date(Date.now() - DAY);
    const endsAt = new Date(Date.now() + 30 * DAY);
    const coupon = await createCouponRow(t.app, {
      code: 'SAVE10',
      type: 'Percentage',
      valueHundredths: 1000,
      minOrderHalalas: 10_000,
      maxDiscountHalalas: 5_050,
      startsAt,
      endsAt,
      perUserLimit: 2,
    });
    for (const code of ['SAVE10', 'save10', 'Save10']) {
      const res = await get(`/api/Coupons/GetByCode/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Coupon',
        statusCode: 200,
        data: {
          id: coupon.id,
          code: 'SAVE10',
          type: 'Percentage',
          value: 10,
          minOrderAmount: 100,
          maxDiscountAmount: 50.5,
          startDate: startsAt.toISOString(),
          endDate: endsAt.toISOString(),
          isActive: true,
          remainingUses: 2,
        },
      });
    }
  });

  it('counts the uses left to the caller from both limits', async () => {
    const user = await createUser(t.app);
    const perUser = await createCouponRow(t.app, { perUserLimit: 3 });
    await redeemCouponRow(t.app, { couponId: perUser.id, userId: user.id });
    const total = await createCouponRow(t.app, { usageLimit: 5, usedCount: 4, perUserLimit: 3 });
    const open = await createCouponRow(t.app, { type: 'Fixed', valueHundredths: 2_550 });
    const found = async (code: string) =>
      (await get(`/api/Coupons/GetByCode/${code}`, user)).json().data as Coupon;
    expect((await found(perUser.code)).remainingUses).toBe(2);
    expect((await found(total.code)).remainingUses).toBe(1);
    expect(await found(open.code)).toMatchObject({
      type: 'Fixed',
      value: 25.5,
      remainingUses: null,
      maxDiscountAmount: null,
      startDate: null,
      endDate: null,
    });
  });

  it('shows an inactive coupon as inactive rather than hiding it', async () => {
    const coupon = await createCouponRow(t.app, { isActive: false });
    const res = await get(`/api/Coupons/GetByCode/${coupon.code}`);
    expect(res.json().data).toMatchObject({ id: coupon.id, isActive: false });
  });

  it('answers 404 for an unknown code, in the caller language', async () => {
    const res = await get('/api/Coupons/GetByCode/NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Coupon not found', statusCode: 404, data: null });
    const ar = await get('/api/Coupons/GetByCode/NOPE', shopper, 'ar');
    expect(ar.json().message).toBe('القسيمة غير موجودة');
  });

  it('rejects a code longer than 40 characters with 400', async () => {
    const res = await get(`/api/Coupons/GetByCode/${'X'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty('code');
  });
});

describe('GET /Coupons/IsValid/:code', () => {
  it('is true for a usable coupon, in any letter case', async () => {
    await createCouponRow(t.app, { code: 'Welcome5', minOrderHalalas: 1_000_000 });
    // The minimum order is the cart's and the order's business, not the code check's.
    expect(await isValid('WELCOME5')).toEqual({
      message: 'This coupon can be used',
      statusCode: 200,
      data: true,
    });
    expect((await isValid('welcome5')).data).toBe(true);
  });

  it.each([
    ['expired', { endsAt: new Date(Date.now() - DAY) }, 'This coupon has expired'],
    ['not started', { startsAt: new Date(Date.now() + DAY) }, 'This coupon cannot be used yet'],
    ['inactive', { isActive: false }, 'This coupon is not active'],
    [
      'used up (usedCount = usageLimit)',
      { usageLimit: 2, usedCount: 2 },
      'This coupon has reached its usage limit',
    ],
  ])('is false for an %s coupon and says why', async (_, values, text) => {
    const coupon = await createCouponRow(t.app, values);
    expect(await isValid(coupon.code)).toEqual({ message: text, statusCode: 200, data: false });
  });

  it('is false once the caller reached the per-user limit, true for others', async () => {
    const user = await createUser(t.app);
    const coupon = await createCouponRow(t.app, { perUserLimit: 2 });
    await redeemCouponRow(t.app, { couponId: coupon.id, userId: user.id });
    expect((await isValid(coupon.code, user)).data).toBe(true);
    await redeemCouponRow(t.app, { couponId: coupon.id, userId: user.id });
    expect(await isValid(coupon.code, user, 'ar')).toEqual({
      message: 'لقد استخدمت هذه القسيمة الحد الأقصى من المرات',
      statusCode: 200,
      data: false,
    });
    expect((await isValid(coupon.code)).data).toBe(true);
  });

  it('is false (200) for an unknown code', async () => {
    expect(await isValid('NO-SUCH-CODE')).toEqual({
      message: 'Coupon not found',
      statusCode: 200,
      data: false,
    });
  });
});

describe('GET /UserCoupons/available', () => {
  it('lists only what the caller can use now, ending soonest first, with uses left', async () => {
    const t0 = await buildTestApp();
    try {
      const user = await createUser(t0.app);
      const soon = await createCouponRow(t0.app, { endsAt: new Date(Date.now() + DAY) });
      const later = await createCouponRow(t0.app, {
        endsAt: new Date(Date.now() + 9 * DAY),
        perUserLimit: 3,
      });
      const open = await createCouponRow(t0.app, { usageLimit: 10, usedCount: 9 });
      const mine = await createCouponRow(t0.app, { perUserLimit: 1 });
      await redeemCouponRow(t0.app, { couponId: mine.id, userId: user.id });
      await redeemCouponRow(t0.app, { couponId: later.id, userId: user.id });
      await createCouponRow(t0.app, { endsAt: new Date(Date.now() - DAY) });
      await createCouponRow(t0.app, { startsAt: new Date(Date.now() + DAY) });
      await createCouponRow(t0.app, { isActive: false });
      await createCouponRow(t0.app, { usageLimit: 1, usedCount: 1 });

      const res = await t0.app.inject({
        url: '/api/UserCoupons/available',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Coupons you can use');
      const list = res.json().data as Coupon[];
      expect(list.map((c) => [c.id, c.remainingUses])).toEqual([
        [soon.id, null],
        [later.id, 2],
        [open.id, 1],
      ]);
      // The caller's uses do not count against anyone else; without an end date, newest first.
      const everyone = await createUser(t0.app);
      const forOther = (
        await t0.app.inject({ url: '/api/UserCoupons/available', headers: bearer(everyone.token) })
      ).json().data as Coupon[];
      expect(forOther.map((c) => c.id)).toEqual([soon.id, later.id, mine.id, open.id]);
    } finally {
      await t0.close();
    }
  });
});

describe('GET /UserCoupons/used', () => {
  it("pages the caller's uses, newest first, with the order and the code it was placed with", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const coupon = await createCouponRow(t.app, {
      code: 'SPRING15',
      type: 'Percentage',
      valueHundredths: 1500,
    });
    const fixed = await createCouponRow(t.app, { type: 'Fixed', valueHundredths: 2_000 });
    const base = Date.now() - 30 * DAY;
    const uses = [];
    for (let i = 0; i < 12; i++) {
      uses.push(
        await redeemCouponRow(t.app, {
          couponId: i % 2 ? fixed.id : coupon.id,
          userId: user.id,
          discountHalalas: 1_000 + i,
          createdAt: new Date(base + i * DAY),
        }),
      );
    }
    await redeemCouponRow(t.app, { couponId: coupon.id, userId: other.id });

    const page1 = (await get('/api/UserCoupons/used?pageSize=5', user)).json();
    expect(page1.message).toBe('Coupons you have used');
    expect(page1.data).toMatchObject({ pageNumber: 1, pageSize: 5, totalCount: 12 });
    const newest = page1.data.items[0] as UsedCoupon;
    expect(newest).toEqual({
      couponId: fixed.id,
      code: fixed.code,
      type: 'Fixed',
      value: 20,
      discountAmount: 10.11,
      orderId: uses[11]!.orderId,
      orderNumber: `DK-${String(uses[11]!.orderId).padStart(6, '0')}`,
      usedAt: new Date(base + 11 * DAY).toISOString(),
    });
    const page3 = (await get('/api/UserCoupons/used?pageSize=5&pageNumber=3', user)).json().data;
    expect(page3.items.map((u: UsedCoupon) => u.discountAmount)).toEqual([10.01, 10]);
    expect(page3.items[1]).toMatchObject({ code: 'SPRING15', value: 15 });
    const past = (await get('/api/UserCoupons/used?pageNumber=9', user)).json().data;
    expect(past).toMatchObject({ items: [], totalCount: 12 });
  });

  it('shows the code on the order even after the coupon was renamed', async () => {
    const user = await createUser(t.app);
    const coupon = await createCouponRow(t.app, { code: 'NEWNAME' });
    const order = await createOrderRow(t.app, {
      userId: user.id,
      couponId: coupon.id,
      couponCode: 'OLDNAME',
      discountHalalas: 500,
    });
    await redeemCouponRow(t.app, { couponId: coupon.id, userId: user.id, orderId: order.id });
    const items = (await get('/api/UserCoupons/used', user)).json().data.items;
    expect(items).toMatchObject([{ code: 'OLDNAME', orderId: order.id }]);
  });

  it('is an empty page for a customer who never used one', async () => {
    const user = await createUser(t.app);
    const res = await get('/api/UserCoupons/used?pageSize=1000', user);
    expect(res.json().data).toEqual({ items: [], pageNumber: 1, pageSize: 100, totalCount: 0 });
  });
});

describe('query count', () => {
  it('lists available and used coupons in one statement after the caller, whatever their number', async () => {
    const user = await createUser(t.app);
    const counts: number[] = [];
    for (const uses of [1, 12]) {
      for (let i = 0; i < uses; i++) {
        const coupon = await createCouponRow(t.app);
        await redeemCouponRow(t.app, { couponId: coupon.id, userId: user.id });
      }
      for (const url of ['/api/UserCoupons/used?pageSize=100', '/api/UserCoupons/available']) {
        counts.push((await t.queriesDuring(() => get(url, user))).length);
      }
    }
    expect(counts).toEqual([2, 2, 2, 2]);
  });
});
