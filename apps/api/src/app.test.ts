import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('matches /api paths in any letter case and with a trailing slash', async () => {
    const user = await createUser(t.app);
    for (const url of [
      '/api/Account/get-user-info',
      '/api/ACCOUNT/GET-USER-INFO',
      '/api/account/get-user-info/',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: bearer(user.token) })).statusCode,
      ).toBe(200);
    }
  });

  it('answers unknown API paths with the 404 envelope in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'العنوان المطلوب غير موجود',
      statusCode: 404,
      data: null,
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, data: null, message: expect.any(String) });
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Account/get-user-info' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document with every account and admin call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/Account/register',
      '/api/Account/login',
      '/api/Account/forget-password',
      '/api/Account/reset-password',
      '/api/Account/verify-otp',
      '/api/Account/change-password',
      '/api/Account/update-user-info',
      '/api/Account/get-user-info',
      '/api/AdminAccount/GetAllUsers',
      '/api/AdminAccount/getUserById/{id}',
      '/api/AdminAccount/deleteUser/{id}',
      '/api/AdminAccount/ChangeUserRole',
    ]) {
      expect(paths).toContain(p);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('is answered only for the configured dev-server origin', async () => {
    const dev = await buildTestApp({
      configure: (c) => (c.corsOrigins = ['http://localhost:5173']),
    });
    try {
      const allowed = await dev.app.inject({
        method: 'OPTIONS',
        url: '/api/Account/login',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const other = await dev.app.inject({
        method: 'OPTIONS',
        url: '/api/Account/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await dev.close();
    }
  });
});

describe('serving the web app', () => {
  it('sends unprefixed addresses to their language, the shell under /ar and /en, hashed assets with a year of caching', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const os = await import('node:os');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dukkan</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // Only the browser's build: no server renderer beside it, so pages are the shell.
    const web = await buildTestApp({ configure: (c) => (c.webDist = dist) });
    try {
      const get = (url: string, headers: Record<string, string> = {}) =>
        web.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
      const root = await get('/');
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/ar/');
      expect(root.headers.vary).toContain('accept-language');
      expect(
        (await get('/', { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).headers.location,
      ).toBe('/en/');
      expect(
        (await get('/', { cookie: 'lang=en', 'accept-language': 'ar' })).headers.location,
      ).toBe('/en/');
      const old = await get('/product/12', { 'accept-language': 'ar-SA' });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/ar/product/12');
      const dashboard = await get('/dashboard/users?page=2', { cookie: 'x=1; lang=en' });
      expect(dashboard.statusCode).toBe(301);
      expect(dashboard.headers.location).toBe('/en/dashboard/users?page=2');
      expect((await get('/en')).headers.location).toBe('/en/');
      for (const url of ['/en/product/12', '/ar/dashboard/users?page=2', '/ar/']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Dukkan</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await web.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        (await web.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode,
      ).toBe(404);
      const api = await web.app.inject({
        method: 'GET',
        url: '/api/unknown',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().statusCode).toBe(404);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
