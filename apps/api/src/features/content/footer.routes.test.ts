import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { footers } from './content.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const filled = {
  aboutStoreEn: 'A family shop in Riyadh.',
  aboutStoreAr: 'متجر عائلي في الرياض.',
  taxNumber: '300000000000003',
  facebookLink: 'https://facebook.com/dukkan',
  twitterLink: 'https://x.com/dukkan',
  instagramLink: 'https://instagram.com/dukkan',
  snapchatLink: '',
  tikTokLink: 'https://www.tiktok.com/@dukkan',
  youTubeLink: 'https://youtube.com/@dukkan',
  locationLink: 'https://maps.google.com/?q=24.7136,46.6753',
  addressEn: 'King Fahd Road, Riyadh',
  addressAr: 'طريق الملك فهد، الرياض',
  phoneNumber: '0551234567',
  email: 'Hello@Dukkan.example',
  isAboutStoreEnabled: true,
  isTaxNumberEnabled: true,
  isFacebookEnabled: true,
  isTwitterEnabled: true,
  isInstagramEnabled: true,
  isSnapchatEnabled: false,
  isTikTokEnabled: true,
  isYouTubeEnabled: true,
  isLocationEnabled: true,
  isAddressEnabled: true,
  isPhoneEnabled: true,
  isEmailEnabled: true,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: object, token?: string, lang = 'en') {
  return t.app.inject({
    method,
    url: `/api/footer/${url}`,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) },
  });
}
const getFooter = (lang = 'en') => call('GET', 'getFooter', undefined, undefined, lang);
const create = (payload: object, token = admin.token) =>
  call('POST', 'createFooter', payload, token);
const update = (id: number, payload: object, token = admin.token) =>
  call('PUT', `updateFooter/${id}`, payload, token);
const toggle = (id: number, payload: object, token = admin.token) =>
  call('PATCH', `updateFooterToggles/${id}`, payload, token);
const reset = (token = admin.token) => call('DELETE', 'deleteFooter', undefined, token);

describe('footer', () => {
  it('answers the defaults (id null, empty texts, switches off) while none was saved', async () => {
    const res = await getFooter();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.id).toBeNull();
    expect(data).toMatchObject({ aboutStore: '', email: '', isEmailEnabled: false });
    expect(Object.values(data).filter((v) => v === true)).toEqual([]);
  });

  it('creates the footer (201), normalising phone, e-mail and Arabic-Indic digits', async () => {
    const res = await create({ ...filled, taxNumber: '٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      phoneNumber: '+966551234567',
      email: 'hello@dukkan.example',
      taxNumber: '300000000000003',
      aboutStore: 'A family shop in Riyadh.',
      address: 'King Fahd Road, Riyadh',
      isSnapchatEnabled: false,
    });
    expect(data.id).toBeGreaterThan(0);
    expect(await t.queriesDuring(() => getFooter())).toHaveLength(1);
    const ar = (await getFooter('ar')).json().data;
    expect(ar).toMatchObject({ id: data.id, aboutStore: 'متجر عائلي في الرياض.' });
    expect(ar.address).toBe('طريق الملك فهد، الرياض');
  });

  it('refuses a second create with 409 naming update', async () => {
    const res = await create(filled);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/use update/);
    expect(await t.app.ctx.db.$count(footers)).toBe(1);
  });

  it('refuses customers (403) and anonymous callers (401) on every write', async () => {
    const id = (await getFooter()).json().data.id;
    for (const res of [
      await create(filled, customer.token),
      await update(id, filled, customer.token),
      await toggle(id, { isEmailEnabled: false }, customer.token),
      await reset(customer.token),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    for (const res of [
      await call('POST', 'createFooter', filled),
      await call('PUT', `updateFooter/${id}`, filled),
      await call('PATCH', `updateFooterToggles/${id}`, { isEmailEnabled: false }),
      await call('DELETE', 'deleteFooter'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await getFooter()).json().data.isEmailEnabled).toBe(true);
  });

  it('refuses unsafe links, a bad e-mail, phone or VAT number with 422 under the field, in both languages, changing nothing', async () => {
    const id = (await getFooter()).json().data.id;
    const cases: [string, Record<string, string>][] = [
      ['facebookLink', { facebookLink: 'javascript:alert(1)' }],
      ['twitterLink', { twitterLink: 'data:text/html,<script>alert(1)</script>' }],
      ['instagramLink', { instagramLink: 'ftp://example.com/x' }],
      ['tikTokLink', { tikTokLink: '/relative/path' }],
      ['youTubeLink', { youTubeLink: '//evil.example' }],
      ['locationLink', { locationLink: 'java\tscript:alert(1)' }],
      ['email', { email: 'not-an-email' }],
      ['phoneNumber', { phoneNumber: '12345' }],
      ['taxNumber', { taxNumber: '123456789012345' }],
    ];
    for (const [field, change] of cases) {
      const res = await update(id, { ...filled, ...change });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().data), field).toEqual([field]);
    }
    const ar = await call(
      'PUT',
      `updateFooter/${id}`,
      { ...filled, facebookLink: 'javascript:alert(1)' },
      admin.token,
      'ar',
    );
    expect(ar.json().message).toBe('رابط فيسبوك: يجب أن يكون رابطًا كاملًا يبدأ بـ https://\u200e');
    expect(ar.json().data.facebookLink).toEqual(['يجب أن يكون رابطًا كاملًا يبدأ بـ https://\u200e']);
    const en = await update(id, { ...filled, taxNumber: '300' });
    expect(en.json().message).toBe(
      'VAT number: must be the 15-digit VAT number that starts and ends with 3',
    );
    expect((await create({ facebookLink: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await getFooter()).json().data.facebookLink).toBe(filled.facebookLink);
  });

  it('accepts Saudi landline, unified, toll-free and +966 numbers', async () => {
    const id = (await getFooter()).json().data.id;
    const expected: [string, string][] = [
      ['011 234 5678', '+966112345678'],
      ['+966 11 234 5678', '+966112345678'],
      ['920000000', '920000000'],
      ['800 123 4567', '8001234567'],
      ['+966 55 123 4567', '+966551234567'],
      ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
    ];
    for (const [typed, stored] of expected) {
      const res = await update(id, { ...filled, phoneNumber: typed });
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().data.phoneNumber, typed).toBe(stored);
    }
  });

  it('refuses a switch turned on over an empty value (422 under that value)', async () => {
    const id = (await getFooter()).json().data.id;
    const res = await update(id, { ...filled, email: '', aboutStoreAr: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data).sort()).toEqual(['aboutStoreAr', 'email']);
    expect(res.json().message).toMatch(/cannot be shown while it is empty/);
    const toggled = await toggle(id, { isSnapchatEnabled: true });
    expect(toggled.statusCode).toBe(422);
    expect(Object.keys(toggled.json().data)).toEqual(['snapchatLink']);
    expect((await getFooter()).json().data.isSnapchatEnabled).toBe(false);
  });

  it('updates every field; a field left out goes back to its default', async () => {
    const id = (await getFooter()).json().data.id;
    const res = await update(id, { ...filled, isTwitterEnabled: false, twitterLink: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ twitterLink: '', isTwitterEnabled: false });
    const partial = await update(id, { aboutStoreEn: 'Only this', aboutStoreAr: 'هذا فقط' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({
      aboutStoreEn: 'Only this',
      email: '',
      isEmailEnabled: false,
    });
    expect((await update(id, filled, manager.token)).statusCode).toBe(200);
  });

  it('toggles only the switches sent, leaving values and other switches alone', async () => {
    const id = (await getFooter()).json().data.id;
    const res = await toggle(id, { isEmailEnabled: false, isPhoneEnabled: 'false' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      isEmailEnabled: false,
      isPhoneEnabled: false,
      isFacebookEnabled: true,
      email: 'hello@dukkan.example',
      phoneNumber: '+966551234567',
    });
    expect((await toggle(id, { isEmailEnabled: true })).json().data.isEmailEnabled).toBe(true);
    expect((await toggle(id, { isEmailEnabled: 'maybe' })).statusCode).toBe(400);
  });

  it('404 for an unknown footer id on update and toggles; 400 for a bad id', async () => {
    expect((await update(999999, filled)).statusCode).toBe(404);
    expect((await toggle(999999, { isEmailEnabled: true })).statusCode).toBe(404);
    expect((await toggle(0, { isEmailEnabled: true })).statusCode).toBe(400);
  });

  it('delete resets to the defaults, and the footer can be created again', async () => {
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: null, email: '', isEmailEnabled: false });
    expect((await getFooter()).json().data.id).toBeNull();
    expect(await t.app.ctx.db.$count(footers)).toBe(0);
    expect((await reset()).statusCode).toBe(200);
    expect((await create(filled, manager.token)).statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the footer, help service and contact calls', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, verb] of [
      ['/api/footer/createFooter', 'post'],
      ['/api/footer/updateFooter/{id}', 'put'],
      ['/api/footer/updateFooterToggles/{id}', 'patch'],
      ['/api/footer/deleteFooter', 'delete'],
      ['/api/helpService/create', 'post'],
      ['/api/helpService/update/{id}', 'put'],
      ['/api/helpService/delete/{id}', 'delete'],
    ] as const) {
      expect(paths[path][verb].security, path).toEqual([{ bearerAuth: [] }]);
    }
    const footer = paths['/api/footer/getFooter'].get;
    const data = footer.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(
      expect.arrayContaining(['id', 'aboutStore', 'aboutStoreEn', 'isEmailEnabled', 'updatedAt']),
    );
    expect(paths['/api/helpService/getAll'].get.tags).toEqual(['HelpService']);
    const contact = paths['/api/contact/send'].post;
    expect(contact.tags).toEqual(['Contact']);
    expect(Object.keys(contact.requestBody.content['application/json'].schema.properties)).toEqual([
      'name',
      'email',
      'phone',
      'subject',
      'message',
    ]);
  });
});
