import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { codeFrom, mailCount, waitForMail } from '../../test/outbox.ts';
import { users } from '../features/accounts/accounts.tables.ts';
import { isCommonPassword } from './common-passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });

describe('the bundled list of common passwords', () => {
  it('holds at least the 10,000 most common passwords and is checked in any letter case', () => {
    const file = path.join(import.meta.dirname, 'common-passwords', 'common-passwords.txt');
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const common of ['password1', 'Passw0rd', 'PASSWORD1', 'qwerty123', 'Abc12345']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['Quiet7Harbor', 'Admin123!', 'Brand9New']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });
});

describe('common passwords are refused wherever a password is set', () => {
  it('register: 400 under password in both languages, and no account is made', async () => {
    for (const [password, lang, text] of [
      ['password1', 'en', /most common/],
      ['Passw0rd', 'ar', /شيوعًا/],
    ] as const) {
      const email = `common-${lang}@example.com`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Account/register',
        headers: { 'accept-language': lang },
        payload: {
          firstName: 'Noura',
          lastName: 'Alsaud',
          email,
          password,
          confirmPassword: password,
          phoneNumber: '0551234567',
        },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(text);
      expect(Object.keys(body.data)).toEqual(['password']);
      expect(body.data.password[0]).toMatch(text);
      expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('change password: 400 under newPassword; the old password and token keep working', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/change-password',
      headers: bearer(user.token),
      payload: {
        currentPassword: user.password,
        newPassword: 'PASSWORD1',
        confirmPassword: 'PASSWORD1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toEqual(['newPassword']);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(user.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('reset password: 400 under newPassword, and the reset token stays usable', async () => {
    const user = await createUser(t.app);
    const before = mailCount(t.config.outboxDir);
    await t.app.inject({
      method: 'POST',
      url: `/api/Account/forget-password?email=${encodeURIComponent(user.email)}`,
    });
    const deadline = Date.now() + 5000;
    while (mailCount(t.config.outboxDir) === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    const code = codeFrom(await waitForMail(t.config.outboxDir, user.email));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/Account/verify-otp',
      payload: { email: user.email, otp: code },
    });
    const { resetToken } = verified.json().data;
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/reset-password',
        payload: { email: user.email, resetToken, newPassword, confirmPassword: newPassword },
      });
    const refused = await reset('Passw0rd');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data)).toEqual(['newPassword']);
    expect((await login(user.email, 'Passw0rd')).statusCode).toBe(401);
    expect((await reset('Quiet7Harbor')).statusCode).toBe(200);
    expect((await login(user.email, 'Quiet7Harbor')).statusCode).toBe(200);
  });
});
