import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.forgetPassword = { perAddress: 100, perAccount: 2, windowSeconds: 600 };
      config.rateLimits.verifyOtp = { perAddress: 100, perAccount: 2, windowSeconds: 600 };
      config.rateLimits.register = { perAddress: 2, perAccount: 100, windowSeconds: 600 };
    },
  });
});
afterAll(() => t.close());

// Sign-in is limited by failures instead: features/accounts/sign-in-throttle.test.ts.
describe('rate limits', () => {
  it('limits forget-password and verify-otp per account', async () => {
    const forget = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/forget-password?email=limited@example.com',
      });
    expect([
      (await forget()).statusCode,
      (await forget()).statusCode,
      (await forget()).statusCode,
    ]).toEqual([200, 200, 429]);
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/verify-otp',
        payload: { email: 'limited@example.com', otp: '123456' },
      });
    expect([
      (await verify()).statusCode,
      (await verify()).statusCode,
      (await verify()).statusCode,
    ]).toEqual([400, 400, 429]);
  });

  it('limits registrations per address, in Arabic too', async () => {
    const reg = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/register',
        remoteAddress: '198.51.100.1',
        headers: { 'accept-language': 'ar' },
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `r${i}@example.com`,
          password: 'Quiet7Harbor',
          confirmPassword: 'Quiet7Harbor',
          phoneNumber: '0551234567',
        },
      });
    expect([(await reg(1)).statusCode, (await reg(2)).statusCode]).toEqual([201, 201]);
    const third = await reg(3);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/محاولات كثيرة/);
  });
});
