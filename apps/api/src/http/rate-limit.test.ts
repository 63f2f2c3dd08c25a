import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.login = { perAddress: 6, perAccount: 3, windowSeconds: 600 };
      config.rateLimits.forgetPassword = { perAddress: 100, perAccount: 2, windowSeconds: 600 };
      config.rateLimits.verifyOtp = { perAddress: 100, perAccount: 2, windowSeconds: 600 };
      config.rateLimits.register = { perAddress: 2, perAccount: 100, windowSeconds: 600 };
    },
  });
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/login',
    payload: { email, password: 'Wrong1234' },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('holds one account after its limit even when the attempts come from many addresses', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login('victim@example.com', `10.0.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await login('victim@example.com', '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });

  it('holds one address trying many accounts', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push((await login(`spray${i}@example.com`, '192.0.2.7')).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 401)).toBe(true);
    expect(codes[6]).toBe(429);
    // Another address is not affected.
    expect((await login('someone@example.com', '192.0.2.8')).statusCode).toBe(401);
  });

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
