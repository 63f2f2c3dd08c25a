import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { pngImage, svgImage } from '../../../test/images.ts';
import { multipartBody, sendImageForm } from '../../../test/multipart.ts';
import { helpServices } from './content.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
let icon: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
  icon = await pngImage(256, 256);
});
afterAll(() => t.close());

const fields = (n: string, extra: Record<string, string> = {}) => ({
  titleEn: `Service ${n}`,
  titleAr: `خدمة ${n}`,
  descriptionEn: `What ${n} means`,
  descriptionAr: `معنى ${n}`,
  ...extra,
});
const create = (body: Record<string, string>, token = admin.token, image: Buffer | null = icon) =>
  sendImageForm(t.app, {
    method: 'POST',
    url: '/api/helpService/create',
    fields: body,
    token,
    image: image ?? undefined,
  });
const update = (id: number, body: Record<string, string>, image?: Buffer, token = admin.token) =>
  sendImageForm(t.app, {
    method: 'PUT',
    url: `/api/helpService/update/${id}`,
    fields: body,
    token,
    image,
  });
const remove = (id: number, token = admin.token) =>
  t.app.inject({ method: 'DELETE', url: `/api/helpService/delete/${id}`, headers: bearer(token) });
const list = async (lang = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/helpService/getAll',
      headers: { 'accept-language': lang },
    })
  ).json();
const filesOf = (url: string) => {
  const base = path.join(
    t.config.uploadsDir,
    url.replace('/media/', '').replace(/-800\.webp$/, ''),
  );
  return [320, 800, 1600].map((w) => `${base}-${w}.webp`);
};

describe('help services', () => {
  it('creates a service with its icon through the image pipeline; a manager may too', async () => {
    const res = await create(fields('one'));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      titleEn: 'Service one',
      title: 'Service one',
      description: 'What one means',
      sortOrder: 0,
    });
    expect(data.iconUrl).toMatch(/^\/media\/help-services\/.+-800\.webp$/);
    for (const file of filesOf(data.iconUrl)) expect(fs.existsSync(file)).toBe(true);
    const second = await create(fields('two'), manager.token);
    expect(second.statusCode).toBe(201);
    // Without a sortOrder a new service goes after the last one.
    expect(second.json().data.sortOrder).toBe(1);
  });

  it('lists in display order with both languages and the resolved one', async () => {
    await create(fields('first', { sortOrder: '0' }));
    const en = await list();
    expect(en.statusCode).toBe(200);
    expect(en.data.map((s: { titleEn: string }) => s.titleEn)).toEqual([
      'Service one',
      'Service first',
      'Service two',
    ]);
    const queries = await t.queriesDuring(() => list());
    expect(queries).toHaveLength(1);
    const ar = await list('ar');
    expect(ar.data[0]).toMatchObject({
      title: 'خدمة one',
      description: 'معنى one',
      titleEn: 'Service one',
    });
  });

  it('refuses customers (403) and anonymous callers (401) on every write', async () => {
    const id = (await list()).data[0].id;
    expect((await create(fields('x'), customer.token)).statusCode).toBe(403);
    expect((await update(id, fields('x'), undefined, customer.token)).statusCode).toBe(403);
    expect((await remove(id, customer.token)).statusCode).toBe(403);
    const anonymous = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/helpService/create', payload: fields('x') }),
      t.app.inject({ method: 'PUT', url: `/api/helpService/update/${id}`, payload: fields('x') }),
      t.app.inject({ method: 'DELETE', url: `/api/helpService/delete/${id}` }),
    ]);
    expect(anonymous.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('answers 400 for missing titles or icon, 415 for an SVG — storing nothing', async () => {
    const before = await t.app.ctx.db.$count(helpServices);
    const missing = await create({ titleEn: 'Lonely' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data)).toEqual(['titleAr']);
    const noIcon = await create(fields('no icon'), admin.token, null);
    expect(noIcon.statusCode).toBe(400);
    expect(Object.keys(noIcon.json().data)).toEqual(['imageFile']);
    const body = multipartBody(fields('svg'), {
      imageFile: { content: svgImage, filename: 'icon.png', contentType: 'image/png' },
    });
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/helpService/create',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(svg.statusCode).toBe(415);
    expect((await create(fields('bad order', { sortOrder: '-1' }))).statusCode).toBe(400);
    expect(await t.app.ctx.db.$count(helpServices)).toBe(before);
  });

  it('updates texts and keeps the icon; a new icon replaces the old files', async () => {
    const created = (await create(fields('edit'))).json().data;
    const kept = await update(created.id, fields('edited', { sortOrder: '7' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      titleEn: 'Service edited',
      iconUrl: created.iconUrl,
      sortOrder: 7,
    });
    const replaced = await update(created.id, fields('edited'), await pngImage(128, 128));
    expect(replaced.statusCode).toBe(200);
    const iconUrl = replaced.json().data.iconUrl;
    expect(iconUrl).not.toBe(created.iconUrl);
    // Without a sortOrder the service keeps its place.
    expect(replaced.json().data.sortOrder).toBe(7);
    for (const file of filesOf(created.iconUrl)) expect(fs.existsSync(file)).toBe(false);
    for (const file of filesOf(iconUrl)) expect(fs.existsSync(file)).toBe(true);
  });

  it('deletes a service and its icon files', async () => {
    const created = (await create(fields('gone'))).json().data;
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    for (const file of filesOf(created.iconUrl)) expect(fs.existsSync(file)).toBe(false);
    expect((await list()).data.some((s: { id: number }) => s.id === created.id)).toBe(false);
  });

  it('404 for an unknown service on update and delete', async () => {
    expect((await update(999999, fields('none'))).statusCode).toBe(404);
    expect((await update(999999, fields('none'), icon)).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await remove(999999)).json().message).toBe('Help service not found');
  });
});
