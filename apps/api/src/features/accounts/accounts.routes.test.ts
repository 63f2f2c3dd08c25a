import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { pngImage, svgImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { users } from './accounts.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const validRegistration = (email: string) => ({
  firstName: 'Noura',
  lastName: 'Alsaud',
  email,
  password: 'Quiet7Harbor',
  confirmPassword: 'Quiet7Harbor',
  phoneNumber: '0551234567',
});

function register(fields: Record<string, string>, files = {}, lang = 'en') {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/Account/register',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
}

describe('POST /Account/register', () => {
  it('creates a customer, normalises the mobile number, and ignores a role sent by the client', async () => {
    const res = await register({ ...validRegistration('Noura@Example.com'), role: 'Admin' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 201, message: expect.any(String) });
    expect(body.data).toMatchObject({
      email: 'noura@example.com',
      role: 'Customer',
      phoneNumber: '+966551234567',
      imageUrl: null,
    });
    expect(body.data.passwordHash).toBeUndefined();
    // Registration signs the shopper in: the answer's token is a working session.
    const me = await t.app.inject({
      url: '/api/Account/get-user-info',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'noura@example.com', role: 'Customer' });
    const [row] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'noura@example.com'));
    expect(row?.role).toBe('Customer');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/register',
      payload: validRegistration('json@example.com'),
    });
    expect(res.statusCode).toBe(201);
  });

  it('stores a profile image re-encoded to WebP in three sizes under a random name', async () => {
    const image = await pngImage(2000, 1000);
    const res = await register(validRegistration('pic@example.com'), {
      imageFile: { content: image, filename: 'me.png', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const imageUrl: string = res.json().data.imageUrl;
    expect(imageUrl).toMatch(/^\/media\/users\/[A-Za-z0-9_-]{22}-800\.webp$/);
    for (const width of [320, 800, 1600]) {
      const file = path.join(
        t.config.uploadsDir,
        imageUrl.replace('/media/', '').replace('-800.webp', `-${width}.webp`),
      );
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
    }
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image whatever its name says (415), and creates nothing', async () => {
    const fake = await register(validRegistration('fake@example.com'), {
      imageFile: {
        content: Buffer.from('not an image at all'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    });
    expect(fake.statusCode).toBe(415);
    const svg = await register(validRegistration('svg@example.com'), {
      imageFile: { content: svgImage, filename: 'x.svg', contentType: 'image/svg+xml' },
    });
    expect(svg.statusCode).toBe(415);
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, 'fake@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await register(validRegistration('big@example.com'), {
      imageFile: {
        content: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
        filename: 'big.png',
        contentType: 'image/png',
      },
    });
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: '   ' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short1', confirmPassword: 'short1' }],
    ['password', { password: 'lettersonly', confirmPassword: 'lettersonly' }],
    ['confirmPassword', { confirmPassword: 'Different123' }],
    ['phoneNumber', { phoneNumber: '0123' }],
  ])('answers 400 naming %s when it is invalid', async (field, override) => {
    const res = await register({ ...validRegistration(`v-${field}@example.com`), ...override });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.data)).toContain(field);
    expect(body.message).toMatch(/: /);
  });

  it('names the field in Arabic when asked', async () => {
    const res = await register({ ...validRegistration('ar@example.com'), email: 'bad' }, {}, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('البريد الإلكتروني: يجب أن يكون بريدًا إلكترونيًا صحيحًا');
    expect(res.json().data.email).toEqual(['يجب أن يكون بريدًا إلكترونيًا صحيحًا']);
  });

  it('answers 409 for an e-mail already registered, in any letter case', async () => {
    await register(validRegistration('dup@example.com'));
    const res = await register(validRegistration('DUP@Example.COM'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(Object.keys(res.json().data)).toEqual(['email']);
  });

  it('lets exactly one of two simultaneous registrations for one e-mail win', async () => {
    const results = await Promise.all([
      register(validRegistration('race@example.com')),
      register(validRegistration('RACE@example.com')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /Account/login', () => {
  it('returns a token, the role and the user fields', async () => {
    await register(validRegistration('login@example.com'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/LOGIN',
      payload: { email: 'LOGIN@example.com', password: 'Quiet7Harbor' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      role: 'Customer',
      email: 'login@example.com',
      firstName: 'Noura',
    });
    expect(data.token.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(data.token),
    });
    expect(me.json().data.email).toBe('login@example.com');
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'login@example.com', password: 'Wrong1234' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'nobody@example.com', password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Account/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data).sort()).toEqual(['email', 'password']);
  });
});

describe('GET and PUT user info', () => {
  it('updates name and mobile by JSON, ignoring role and e-mail sent with them', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/update-user-info',
      headers: bearer(user.token),
      payload: {
        firstName: 'Huda',
        lastName: 'Alqahtani',
        phoneNumber: '+966 55 000 1111',
        role: 'Admin',
        email: 'x@y.z',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Huda',
      phoneNumber: '+966550001111',
      role: 'Customer',
      email: user.email,
    });
  });

  it('accepts Arabic-Indic digits in the mobile number', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/update-user-info',
      headers: bearer(user.token),
      payload: { firstName: 'هدى', lastName: 'القحطاني', phoneNumber: '٠٥٥٠٠٠١١١٢' },
    });
    expect(res.json().data.phoneNumber).toBe('+966550001112');
  });

  it('replaces the profile image by multipart and removes the old files', async () => {
    const user = await createUser(t.app);
    const upload = async () => {
      const body = multipartBody(
        { firstName: 'A', lastName: 'B', phoneNumber: '0551112222' },
        {
          imageFile: {
            content: await pngImage(400, 400),
            filename: 'a.png',
            contentType: 'image/png',
          },
        },
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Account/update-user-info',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(user.token) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.imageUrl as string;
    };
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(t.config.uploadsDir, first.replace('/media/', '')))).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadsDir, second.replace('/media/', '')))).toBe(true);
  });

  it('answers 400 for invalid fields and changes nothing', async () => {
    const user = await createUser(t.app, { firstName: 'Keep' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/update-user-info',
      headers: bearer(user.token),
      payload: { firstName: 'x'.repeat(51), lastName: 'B', phoneNumber: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data).sort()).toEqual(['firstName', 'phoneNumber']);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(user.token),
    });
    expect(me.json().data.firstName).toBe('Keep');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/update-user-info',
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '0551112222' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /Account/change-password', () => {
  it('changes the password and signs out every older token', async () => {
    const user = await createUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: user.password },
    });
    const otherSession = login.json().data.token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/change-password',
      headers: bearer(user.token),
      payload: {
        currentPassword: user.password,
        newPassword: 'Brand9New',
        confirmPassword: 'Brand9New',
      },
    });
    expect(res.statusCode).toBe(200);
    for (const token of [user.token, otherSession]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/Account/get-user-info',
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(401);
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: 'Brand9New' },
    });
    expect(relogin.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password under that field, and a weak or unconfirmed new one', async () => {
    const user = await createUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Account/change-password',
      headers: bearer(user.token),
      payload: {
        currentPassword: 'Nope12345',
        newPassword: 'Brand9New',
        confirmPassword: 'Brand9New',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().data)).toEqual(['currentPassword']);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/Account/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'weak', confirmPassword: 'other' },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().data).sort()).toEqual(['confirmPassword', 'newPassword']);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/Account/get-user-info',
      headers: bearer(user.token),
    });
    expect(still.statusCode).toBe(200);
  });
});
