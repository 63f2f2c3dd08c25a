import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readSmsOutbox } from '../../../test/sms-outbox.ts';

/** The code request's limits, lowered so a test reaches them: 3 per number, 5 per address. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    configure: (config) => {
      config.rateLimits.mobileCode = { perAccount: 3, perAddress: 5, windowSeconds: 3600 };
      config.rateLimits.mobileSignIn = { perAccount: 4, perAddress: 1000, windowSeconds: 900 };
    },
  });
});
afterAll(() => t.close());

const requestCode = (mobile: string, remoteAddress: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/mobile/request-code',
    headers: { 'accept-language': lang },
    remoteAddress,
    payload: { mobile },
  });

const textsTo = (mobile: string) =>
  readSmsOutbox(t.config.sms.outboxDir).filter((sms) => sms.to === mobile).length;

describe('limits on texting codes', () => {
  it('holds a number past its limit, counting parallel requests exactly', async () => {
    const mobile = '+966551000001';
    // Every spelling of the number counts against the same limit.
    const spellings = [mobile, '0551000001', '551000001', '00966551000001'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        requestCode(spellings[i % spellings.length]!, `10.1.0.${i + 1}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const held = answers.find((a) => a.statusCode === 429)!;
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(3000);
    expect(held.json()).toMatchObject({
      statusCode: 429,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(held.json().message).toMatch(/^Too many attempts. Please try again in \d+ seconds$/);
    // Held requests text nothing (the limit is checked before the code is made).
    expect(textsTo(mobile)).toBe(3);
    const ar = await requestCode(mobile, '10.1.1.1', 'ar');
    expect(ar.statusCode).toBe(429);
    expect(ar.json().message).toMatch(/^محاولات كثيرة/);
  });

  it('holds one client address texting many numbers', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => `+96655200000${i}`);
    const answers = await Promise.all(numbers.map((mobile) => requestCode(mobile, '10.2.0.1')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    // Another address is not held.
    expect((await requestCode('+966552000009', '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits code checks per number too', async () => {
    const mobile = '+966553000001';
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/Account/mobile/sign-in',
          payload: { mobile, code: '123456', name: 'x' },
        }),
      ),
    );
    expect(tries.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});
