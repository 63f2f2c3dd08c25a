// Who may call the admin coupon routes; what Create and Update store, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminCoupon } from '@dukkan/contracts';
import { coupons } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser | null = admin,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let codes = 0;
const fields = (extra: Record<string, unknown> = {}) => ({
  code: `TEST-${++codes}`,
  type: 'Percentage',
  value: 10,
  ...extra,
});
const couponCount = async () => t.app.ctx.db.$count(coupons);
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await call('POST', 'AdminCoupons/Create', fields(extra));
  expect(res.statusCode).toBe(201);
  return res.json().data as AdminCoupon;
};

describe('permissions', () => {
  const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['POST', 'AdminCoupons/Create', { code: 'PERM1', type: 'Fixed', value: 5 }],
    ['PUT', 'AdminCoupons/Update', { id: 1, code: 'PERM1', type: 'Fixed', value: 5 }],
    ['DELETE', 'AdminCoupons/delete/1'],
    ['GET', 'AdminCoupons/All'],
    ['GET', 'AdminCoupons/Details/1'],
  ];

  it.each(routes)(
    '%s %s: anonymous 401, customer 403, nothing changed',
    async (method, url, body) => {
      const before = await couponCount();
      const anonymous = await call(method, url, body, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        message: 'Please sign in to continue',
        statusCode: 401,
        data: null,
      });
      const shopper = await call(method, url, body, customer, 'ar');
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe('ليست لديك صلاحية للقيام بهذا الإجراء');
      expect(await couponCount()).toBe(before);
    },
  );

  it('lets a manager work with coupons too', async () => {
    const res = await call('POST', 'AdminCoupons/Create', fields(), manager);
    expect(res.statusCode).toBe(201);
    const list = await call('GET', 'AdminCoupons/All', undefined, manager);
    expect(list.statusCode).toBe(200);
  });
});

describe('POST AdminCoupons/Create', () => {
  it('stores every field as sent (the code as typed) and answers 201 with the coupon', async () => {
    const startDate = new Date(Date.now() - DAY).toISOString();
    const endDate = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await call('POST', 'AdminCoupons/Create', {
      code: '  Summer_25-x ',
      type: 'Percentage',
      value: '12.5',
      minOrderAmount: 100,
      maxDiscountAmount: '50.25',
      startDate,
      endDate,
      usageLimit: 100,
      perUserLimit: '2',
      isActive: true,
      usedCount: 99,
      unknownField: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    const coupon = res.json().data as AdminCoupon;
    expect(res.json().message).toBe('Coupon Summer_25-x added');
    expect(coupon).toEqual({
      id: expect.any(Number),
      code: 'Summer_25-x',
      type: 'Percentage',
      value: 12.5,
      minOrderAmount: 100,
      maxDiscountAmount: 50.25,
      startDate,
      endDate,
      isActive: true,
      usageLimit: 100,
      perUserLimit: 2,
      usedCount: 0,
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({
      code: 'Summer_25-x',
      valueHundredths: 1250,
      minOrderHalalas: 10_000,
      maxDiscountHalalas: 5_025,
      usedCount: 0,
    });
  });

  it('defaults to no minimum, no cap, no dates, no limits, active', async () => {
    const coupon = await create({ type: 'Fixed', value: 25 });
    expect(coupon).toMatchObject({
      type: 'Fixed',
      value: 25,
      minOrderAmount: 0,
      maxDiscountAmount: null,
      startDate: null,
      endDate: null,
      usageLimit: null,
      perUserLimit: null,
      isActive: true,
      status: 'active',
    });
  });

  it('accepts the edges: 1 % and 100 %, a 0.01 SAR fixed value, limits of 1', async () => {
    expect((await create({ value: 1 })).value).toBe(1);
    expect((await create({ value: 100 })).value).toBe(100);
    expect((await create({ type: 'Fixed', value: 0.01 })).value).toBe(0.01);
    expect(await create({ usageLimit: 1, perUserLimit: 1 })).toMatchObject({
      usageLimit: 1,
      perUserLimit: 1,
    });
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['no code', { code: undefined }, 'code', 'Code: is required'],
    ['a blank code', { code: '   ' }, 'code', 'Code: is required'],
    ['a 2-letter code', { code: 'AB' }, 'code', 'Code: must be at least 3 characters'],
    ['a 41-letter code', { code: 'A'.repeat(41) }, 'code', 'Code: must be at most 40 characters'],
    [
      'a space in the code',
      { code: 'SAVE 10' },
      'code',
      'Code: may use letters, digits, - and _ only',
    ],
    [
      'a symbol in the code',
      { code: 'SAVE10!' },
      'code',
      'Code: may use letters, digits, - and _ only',
    ],
    ['an unknown type', { type: 'Free' }, 'type', 'Discount type: must be Percentage or Fixed'],
    ['no value', { value: undefined }, 'value', 'Discount value: is required'],
    ['a value of 0', { value: 0 }, 'value', 'Discount value: must be more than 0'],
    [
      'a negative value',
      { type: 'Fixed', value: -5 },
      'value',
      'Discount value: must be more than 0',
    ],
    [
      'a value with 3 decimals',
      { type: 'Fixed', value: '9.999' },
      'value',
      'Discount value: must have at most two decimal places',
    ],
    ['a value that is not a number', { value: 'ten' }, 'value', 'Discount value: must be a number'],
    [
      'a percentage under 1',
      { value: 0.5 },
      'value',
      'Discount value: must be between 1 and 100 for a percentage',
    ],
    [
      'a percentage over 100',
      { value: 100.01 },
      'value',
      'Discount value: must be between 1 and 100 for a percentage',
    ],
    [
      'a fixed value over 1,000,000',
      { type: 'Fixed', value: 1_000_001 },
      'value',
      'Discount value: must be at most 1000000',
    ],
    [
      'a negative minimum order',
      { minOrderAmount: -1 },
      'minOrderAmount',
      'Minimum order: must be at least 0',
    ],
    [
      'a maximum discount of 0',
      { maxDiscountAmount: 0 },
      'maxDiscountAmount',
      'Maximum discount: must be more than 0',
    ],
    [
      'a start that is not a date',
      { startDate: 'soon' },
      'startDate',
      'Start date: must be a date such as 2026-01-31',
    ],
    [
      'an end before the start',
      { startDate: '2030-02-01', endDate: '2030-01-31' },
      'endDate',
      'End date: must be after the start date',
    ],
    [
      'an end equal to the start',
      { startDate: '2030-02-01', endDate: '2030-02-01' },
      'endDate',
      'End date: must be after the start date',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', 'Usage limit: must be at least 1'],
    [
      'a per-customer limit of 1.5',
      { perUserLimit: 1.5 },
      'perUserLimit',
      'Per-customer limit: must be a whole number',
    ],
    [
      'an active flag that is not true/false',
      { isActive: 'maybe' },
      'isActive',
      'Active: must be true or false',
    ],
  ];

  it.each(refusals)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_, extra, field, message) => {
      const before = await couponCount();
      const res = await call('POST', 'AdminCoupons/Create', fields(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(Object.keys(res.json().data)).toEqual([field]);
      expect(await couponCount()).toBe(before);
    },
  );

  it('words the refusal in Arabic for an Arabic caller', async () => {
    const res = await call('POST', 'AdminCoupons/Create', fields({ value: 150 }), admin, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('قيمة الخصم: يجب أن يكون بين 1 و100 للنسبة المئوية');
  });

  it('refuses a code that exists in another letter case with 409 under code', async () => {
    await create({ code: 'Ramadan30' });
    const before = await couponCount();
    for (const code of ['RAMADAN30', 'ramadan30', 'Ramadan30']) {
      const res = await call('POST', 'AdminCoupons/Create', fields({ code }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Another coupon already uses this code (letter case does not matter)',
        statusCode: 409,
        data: { code: ['Another coupon already uses this code (letter case does not matter)'] },
      });
    }
    expect(await couponCount()).toBe(before);
    const ar = await call(
      'POST',
      'AdminCoupons/Create',
      fields({ code: 'RAMADAN30' }),
      admin,
      'ar',
    );
    expect(ar.json().message).toBe(
      'هذا الرمز مستخدم لقسيمة أخرى (لا فرق بين الأحرف الكبيرة والصغيرة)',
    );
  });
});

describe('PUT AdminCoupons/Update', () => {
  it('replaces every field, keeps the used count, and answers the coupon', async () => {
    const row = await createCouponRow(t.app, { usedCount: 3, usageLimit: 10, perUserLimit: 2 });
    const res = await call('PUT', 'AdminCoupons/Update', {
      id: row.id,
      code: 'renamed-1',
      type: 'Fixed',
      value: 30,
      minOrderAmount: 200,
      usedCount: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Coupon renamed-1 updated');
    expect(res.json().data).toMatchObject({
      id: row.id,
      code: 'renamed-1',
      type: 'Fixed',
      value: 30,
      minOrderAmount: 200,
      maxDiscountAmount: null,
      // Left out of a full replacement: no limits any more.
      usageLimit: null,
      perUserLimit: null,
      usedCount: 3,
      status: 'active',
    });
  });

  it('may keep its own code in another letter case, but not take another coupon’s', async () => {
    const mine = await create({ code: 'OWNCODE' });
    const other = await create({ code: 'TAKEN-CODE' });
    const same = await call('PUT', 'AdminCoupons/Update', {
      ...fields({ code: 'owncode' }),
      id: mine.id,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.code).toBe('owncode');
    const clash = await call('PUT', 'AdminCoupons/Update', {
      ...fields({ code: 'taken-code' }),
      id: mine.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().data)).toEqual(['code']);
    const [kept] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, mine.id));
    expect(kept!.code).toBe('owncode');
    expect(other.code).toBe('TAKEN-CODE');
  });

  it('answers 404 for an unknown id and 400 naming the field for a missing or bad id', async () => {
    const unknown = await call('PUT', 'AdminCoupons/Update', { ...fields(), id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Coupon not found', statusCode: 404, data: null });
    const missing = await call('PUT', 'AdminCoupons/Update', fields());
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data)).toEqual(['id']);
    const bad = await call('PUT', 'AdminCoupons/Update', { ...fields(), id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['id']);
  });

  it('validates like Create and changes nothing on a refusal', async () => {
    const row = await createCouponRow(t.app, { code: 'STAYS-SAME' });
    const res = await call('PUT', 'AdminCoupons/Update', {
      id: row.id,
      code: 'STAYS-SAME',
      type: 'Percentage',
      value: 120,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toEqual(['value']);
    const [kept] = await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, row.id));
    expect(kept).toEqual(row);
  });
});
