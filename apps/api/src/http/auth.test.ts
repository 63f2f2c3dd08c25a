import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/Account/get-user-info', headers });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  it('answers 401 without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Please sign in to continue',
      statusCode: 401,
      data: null,
    });
  });

  it('accepts a valid token', async () => {
    expect((await me(bearer(user.token))).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    // The generated signing secret lives in app_settings (shared by every instance).
    const stored = await t.app.ctx.db.query.appSettings.findFirst({
      where: (s, { eq }) => eq(s.key, 'jwt_secret'),
    });
    const sign = createSigner({ key: stored!.value, algorithm: 'HS256' });
    const expired = sign({
      sub: String(user.id),
      role: 'Customer',
      ver: 0,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    expect((await me(bearer(expired))).statusCode).toBe(401);
    const fresh = sign({ sub: String(user.id), role: 'Customer', ver: 0 });
    expect((await me(bearer(fresh))).statusCode).toBe(200);
  });

  it('refuses a token signed with another key', async () => {
    const forged = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' })({
      sub: String(user.id),
      role: 'Admin',
      ver: 0,
    });
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses alg none', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), role: 'Admin', ver: 0 })}.`;
    expect((await me(bearer(none))).statusCode).toBe(401);
  });

  it('refuses a token whose payload was edited', async () => {
    const [header, , signature] = user.token.split('.');
    const edited = `${header}.${b64({ sub: String(user.id), role: 'Admin', ver: 0 })}.${signature}`;
    expect((await me(bearer(edited))).statusCode).toBe(401);
  });

  it('refuses garbage and an empty bearer', async () => {
    expect((await me(bearer('garbage'))).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer ' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('answers in Arabic when asked', async () => {
    const res = await me({ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' });
    expect(res.json().message).toBe('يرجى تسجيل الدخول للمتابعة');
  });
});
