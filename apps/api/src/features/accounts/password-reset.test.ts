import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { codeFrom, mailCount, waitForMail } from '../../../test/outbox.ts';
import { passwordResets } from './accounts.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forget = (email: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/Account/forget-password?email=${encodeURIComponent(email)}`,
    headers: { 'accept-language': lang },
  });
const verify = (email: string, otp: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/verify-otp', payload: { email, otp } });
const reset = (email: string, resetToken: string, newPassword = 'Fresh123pass') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/reset-password',
    payload: { email, resetToken, newPassword, confirmPassword: newPassword },
  });

async function requestCode(email: string) {
  const before = mailCount(t.config.outboxDir);
  expect((await forget(email)).statusCode).toBe(200);
  // Wait for this request's mail, not an older one to the same address.
  const deadline = Date.now() + 5000;
  while (mailCount(t.config.outboxDir) === before && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 25));
  return codeFrom(await waitForMail(t.config.outboxDir, email));
}

describe('password reset by e-mailed code', () => {
  it('answers the same for unknown and known e-mails, and mails only the known one', async () => {
    const user = await createUser(t.app);
    const before = mailCount(t.config.outboxDir);
    const unknown = await forget('nobody-here@example.com');
    const known = await forget(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(t.config.outboxDir, user.email);
    expect(mailCount(t.config.outboxDir)).toBe(before + 1);
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
  });

  it('runs the whole flow: code → reset token → new password; old sessions end', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user.email);
    const verified = await verify(user.email.toUpperCase(), code);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json().data;
    expect(resetToken).toEqual(expect.any(String));
    expect((await reset(user.email, resetToken)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: 'Fresh123pass' },
    });
    expect(login.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(user.token),
    });
    expect(old.statusCode).toBe(401);
    // Both the code and the reset token are single use.
    expect((await verify(user.email, code)).statusCode).toBe(400);
    expect((await reset(user.email, resetToken, 'Other123pass')).statusCode).toBe(400);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(user.email, wrong)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    const right = await verify(user.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/new code/);
  });

  it('counts parallel wrong guesses exactly', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user.email);
    const wrong = code === '999999' ? '888888' : '999999';
    await Promise.all(Array.from({ length: 12 }, () => verify(user.email, wrong)));
    const [row] = await t.app.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(row?.failedAttempts).toBe(5);
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user.email);
    await t.app.ctx.db
      .update(passwordResets)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('a new request replaces the previous code', async () => {
    const user = await createUser(t.app);
    const first = await requestCode(user.email);
    let second = await requestCode(user.email);
    while (second === first) second = await requestCode(user.email);
    expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('validates the inputs (400 naming the field)', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Account/forget-password?email=nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data)).toEqual(['email']);
    const otp = await verify('a@example.com', '12ab');
    expect(otp.statusCode).toBe(400);
    expect(Object.keys(otp.json().data)).toEqual(['otp']);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/Account/reset-password',
      payload: {
        email: 'a@example.com',
        resetToken: 'x',
        newPassword: 'short',
        confirmPassword: 'short',
      },
    });
    expect(Object.keys(weak.json().data)).toEqual(['newPassword']);
  });

  it('accepts a code typed in Arabic-Indic digits', async () => {
    const user = await createUser(t.app);
    const code = await requestCode(user.email);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await verify(user.email, arabic)).statusCode).toBe(200);
  });
});
