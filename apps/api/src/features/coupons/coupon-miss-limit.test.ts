import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createCouponRow } from '../../../test/shopping-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.couponMisses = { perAddress: 1000, perAccount: 5, windowSeconds: 600 };
    },
  });
});
afterAll(() => t.close());

let addressSequence = 0;
const freshAddress = () => `192.0.2.${++addressSequence}`;

const ask = (url: string, user: TestUser, ip: string, lang = 'en') =>
  t.app.inject({
    url,
    remoteAddress: ip,
    headers: { ...bearer(user.token), 'accept-language': lang },
  });
const isValid = (code: string, user: TestUser, ip: string, lang = 'en') =>
  ask(`/api/Coupons/IsValid/${code}`, user, ip, lang);
const getByCode = (code: string, user: TestUser, ip: string) =>
  ask(`/api/Coupons/GetByCode/${code}`, user, ip);

async function statuses(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt(i)).statusCode);
  return codes;
}

describe('coupon code guessing', () => {
  it('holds an account after its misses on IsValid and GetByCode, with Retry-After', async () => {
    const shopper = await createUser(t.app);
    const ip = freshAddress();
    const misses = await statuses(5, (i) =>
      i % 2 ? getByCode(`GUESS${i}`, shopper, ip) : isValid(`GUESS${i}`, shopper, ip),
    );
    expect(misses).toEqual([200, 404, 200, 404, 200]);

    const held = await isValid('GUESS99', shopper, ip, 'ar');
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(held.json()).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/محاولات كثيرة/),
      data: { retryAfterSeconds: wait },
    });
    expect((await getByCode('GUESS98', shopper, ip)).statusCode).toBe(429);
    // Held whatever the code: answering real codes now would tell them from the rest.
    const real = await createCouponRow(t.app);
    expect((await isValid(real.code, shopper, ip)).statusCode).toBe(429);
    // Another account is not held.
    expect((await isValid('GUESS97', await createUser(t.app), ip)).statusCode).toBe(200);
  });

  it('never counts codes that exist, usable or not', async () => {
    const shopper = await createUser(t.app);
    const ip = freshAddress();
    const usable = await createCouponRow(t.app);
    const inactive = await createCouponRow(t.app, { isActive: false });
    const codes = await statuses(30, (i) =>
      [
        () => isValid(usable.code, shopper, ip),
        () => getByCode(usable.code.toLowerCase(), shopper, ip),
        () => isValid(inactive.code, shopper, ip),
      ][i % 3]!(),
    );
    expect(codes).toEqual(Array(30).fill(200));
    // All five misses are still there to spend.
    expect(await statuses(6, (i) => isValid(`TYPO${i}`, shopper, ip))).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
  });

  it('holds one address guessing with many accounts', async () => {
    t.config.rateLimits.couponMisses = { perAddress: 4, perAccount: 1000, windowSeconds: 600 };
    try {
      const ip = freshAddress();
      const codes = await statuses(5, async (i) =>
        isValid(`SPRAY${i}`, await createUser(t.app), ip),
      );
      expect(codes).toEqual([200, 200, 200, 200, 429]);
      expect((await isValid('SPRAY9', await createUser(t.app), freshAddress())).statusCode).toBe(
        200,
      );
    } finally {
      t.config.rateLimits.couponMisses = { perAddress: 1000, perAccount: 5, windowSeconds: 600 };
    }
  });

  it('lets exactly the limit of parallel misses through', async () => {
    const shopper = await createUser(t.app);
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => isValid(`RACE${i}`, shopper, ip)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
  });

  it('counts unknown codes named at checkout (Order/Preview and CreateOrder) the same way', async () => {
    const shopper = await createShopper(t.app);
    const product = await createShopProduct(t.app, { stock: 50 });
    const method = await createDeliveryMethodRow(t.app);
    await fillCart(t.app, shopper, [{ productId: product.id, quantity: 1 }]);
    const real = await createCouponRow(t.app);
    const ip = freshAddress();
    const preview = (code: string) =>
      t.app.inject({
        url: `/api/Order/Preview?couponCode=${code}`,
        remoteAddress: ip,
        headers: shopper.headers,
      });
    const createOrder = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Order/CreateOrder',
        remoteAddress: ip,
        headers: shopper.headers,
        payload: orderBody(shopper, method.id, { couponCode: code }),
      });
    expect((await preview(real.code)).statusCode).toBe(200);
    const misses = await statuses(5, (i) =>
      i % 2 ? createOrder(`NOPE${i}`) : preview(`NOPE${i}`),
    );
    expect(misses).toEqual([200, 422, 200, 422, 200]);
    expect((await preview('NOPE9')).statusCode).toBe(429);
    expect((await createOrder('NOPE8')).statusCode).toBe(429);
    expect((await isValid('NOPE7', shopper.user, ip)).statusCode).toBe(429);
    // Without a code, checkout is not held.
    expect(
      (
        await t.app.inject({
          url: '/api/Order/Preview',
          remoteAddress: ip,
          headers: shopper.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});
