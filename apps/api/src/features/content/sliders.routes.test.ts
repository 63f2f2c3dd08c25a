import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { pngImage, svgImage } from '../../../test/images.ts';
import { multipartBody, sendImageForm } from '../../../test/multipart.ts';
import { seedSliders } from '../../db/seed/sliders.seed.ts';
import { sliderImages, sliders } from './content.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
let picture: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
  picture = await pngImage(1600, 600);
});
afterAll(() => t.close());

interface ImageDto {
  id: number;
  sliderId: number;
  imageUrl: string;
  imageSizes: Array<{ width: number; url: string }>;
  linkUrl: string | null;
  sortOrder: number;
  title?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function json(method: Method, url: string, payload?: object, token: string | null = admin.token) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });
}

async function newSlider(fields: { titleEn?: string; titleAr?: string; isActive?: boolean } = {}) {
  const res = await json('POST', 'adminSlider/createSlider', {
    titleEn: 'Main',
    titleAr: 'الرئيسي',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; title: string; isActive: boolean };
}

function sendImage(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  options: { token?: string; image?: Buffer | null; lang?: string } = {},
) {
  return sendImageForm(t.app, {
    method,
    url: `/api/adminSlider/${method === 'POST' ? 'AddSliderImage' : 'UpdateSliderImage'}`,
    fields,
    token: options.token ?? admin.token,
    image: options.image === null ? undefined : (options.image ?? picture),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}

async function addImage(sliderId: number, fields: Record<string, string> = {}) {
  const res = await sendImage('POST', { sliderId: String(sliderId), ...fields });
  expect(res.statusCode).toBe(201);
  return res.json().data as ImageDto;
}

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace('/media/', ''));
const allFilesOf = (image: ImageDto) => image.imageSizes.map((size) => fileOf(size.url));
const exists = (files: string[]) => files.map((file) => fs.existsSync(file));

async function publicImages(lang = 'en') {
  const res = await t.app.inject({
    url: '/api/slider/GetAllSliderImages',
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as ImageDto[];
}

describe('sliders: create and update', () => {
  it('creates a slider (201, seed message, both languages); a manager may too', async () => {
    const res = await json('POST', 'adminSlider/createSlider', {
      titleEn: ' Summer ',
      titleAr: 'الصيف',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Banner added successfully',
      statusCode: 201,
      data: { titleEn: 'Summer', titleAr: 'الصيف', title: 'Summer', isActive: true, images: [] },
    });
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/adminSlider/createSlider',
      payload: { titleEn: 'Hidden', titleAr: 'مخفي', isActive: false },
      headers: { ...bearer(manager.token), 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(201);
    expect(ar.json()).toMatchObject({
      message: 'تمت إضافة البانر بنجاح',
      data: { title: 'مخفي', isActive: false },
    });
  });

  it('updates titles and the active switch by the id in the body; 404 for an unknown one', async () => {
    const slider = await newSlider();
    const res = await json('PUT', 'adminSlider/UpdateSlider', {
      id: slider.id,
      titleEn: 'Renamed',
      titleAr: 'معدل',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Banner updated successfully',
      data: { id: slider.id, titleEn: 'Renamed', isActive: false },
    });
    const missing = await json('PUT', 'adminSlider/UpdateSlider', {
      id: 999999,
      titleEn: 'X',
      titleAr: 'س',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Banner not found');
  });

  it('answers 400 naming a missing Arabic title and stores nothing', async () => {
    const before = await t.app.ctx.db.$count(sliders);
    const res = await json('POST', 'adminSlider/createSlider', { titleEn: 'Only English' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data)).toEqual(['titleAr']);
    expect(await t.app.ctx.db.$count(sliders)).toBe(before);
  });
});

describe('slider images', () => {
  it('adds an image through the pipeline (three WebP sizes), after the last by default', async () => {
    const slider = await newSlider();
    const first = await addImage(slider.id, { linkUrl: '/offers' });
    expect(first).toMatchObject({ sliderId: slider.id, linkUrl: '/offers', sortOrder: 0 });
    expect(first.imageUrl).toMatch(/^\/media\/sliders\/.+-800\.webp$/);
    expect(first.imageSizes.map((size) => size.width)).toEqual([320, 800, 1600]);
    expect(exists(allFilesOf(first))).toEqual([true, true, true]);
    const second = await addImage(slider.id, { linkUrl: 'https://example.com/sale?x=1' });
    expect(second.sortOrder).toBe(1);
    const placed = await addImage(slider.id, { sortOrder: '7', linkUrl: '' });
    expect(placed).toMatchObject({ sortOrder: 7, linkUrl: null });
    expect((await addImage(slider.id)).sortOrder).toBe(8);
  });

  it('uses the seed message for an added image, in English and Arabic', async () => {
    const slider = await newSlider();
    const en = await sendImage('POST', { sliderId: String(slider.id) });
    expect(en.json()).toMatchObject({
      message: 'Banner image added successfully',
      statusCode: 201,
    });
    const ar = await sendImage('POST', { sliderId: String(slider.id) }, { lang: 'ar' });
    expect(ar.json().message).toBe('تمت إضافة صورة البانر بنجاح');
  });

  it('refuses an SVG (415), a text file named .jpg (415) and a missing image (400)', async () => {
    const slider = await newSlider();
    const before = await t.app.ctx.db.$count(sliderImages);
    for (const file of [
      { content: svgImage, filename: 'banner.svg', contentType: 'image/svg+xml' },
      { content: svgImage, filename: 'banner.png', contentType: 'image/png' },
      {
        content: Buffer.from('just some text, not a picture'),
        filename: 'a.jpg',
        contentType: 'image/jpeg',
      },
    ]) {
      const body = multipartBody({ sliderId: String(slider.id) }, { imageFile: file });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/adminSlider/AddSliderImage',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(admin.token) },
      });
      expect(res.statusCode, file.filename).toBe(415);
    }
    const none = await sendImage('POST', { sliderId: String(slider.id) }, { image: null });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().data)).toEqual(['imageFile']);
    expect(await t.app.ctx.db.$count(sliderImages)).toBe(before);
    expect(fs.readdirSync(path.join(t.config.uploadsDir, 'sliders')).length % 3).toBe(0);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals with a tab', 'JaVa\tScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative //host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['another scheme', 'ftp://example.com/file'],
    ['a bare word', 'offers'],
  ])('refuses %s as a link with 422 under linkUrl, storing nothing', async (_name, linkUrl) => {
    const slider = await newSlider();
    const before = await t.app.ctx.db.$count(sliderImages);
    const res = await sendImage('POST', { sliderId: String(slider.id), linkUrl });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data)).toEqual(['linkUrl']);
    expect(res.json().message).toMatch(/starting with "\/"/);
    expect(await t.app.ctx.db.$count(sliderImages)).toBe(before);
  });

  it('explains a refused link in Arabic too, also on update', async () => {
    const slider = await newSlider();
    const image = await addImage(slider.id);
    const res = await sendImage(
      'PUT',
      { id: String(image.id), sliderId: String(slider.id), linkUrl: 'javascript:alert(1)' },
      { image: null, lang: 'ar' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/يجب أن يكون الرابط/);
    expect(res.json().data.linkUrl).toHaveLength(1);
  });

  it('refuses a negative or fractional sortOrder (400)', async () => {
    const slider = await newSlider();
    for (const sortOrder of ['-1', '1.5', 'first']) {
      const res = await sendImage('POST', { sliderId: String(slider.id), sortOrder });
      expect(res.statusCode, sortOrder).toBe(400);
      expect(Object.keys(res.json().data)).toEqual(['sortOrder']);
    }
  });

  it('updates link and order, keeping the picture; replacing it removes the old files', async () => {
    const slider = await newSlider();
    const image = await addImage(slider.id, { linkUrl: '/offers' });
    const kept = await sendImage(
      'PUT',
      { id: String(image.id), sliderId: String(slider.id), linkUrl: '/shop', sortOrder: '3' },
      { image: null },
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'Banner image updated successfully',
      data: { id: image.id, imageUrl: image.imageUrl, linkUrl: '/shop', sortOrder: 3 },
    });
    const replaced = await sendImage('PUT', { id: String(image.id), sliderId: String(slider.id) });
    const after = replaced.json().data as ImageDto;
    expect(after.imageUrl).not.toBe(image.imageUrl);
    // Fields not sent keep their values.
    expect(after).toMatchObject({ linkUrl: '/shop', sortOrder: 3 });
    expect(exists(allFilesOf(image))).toEqual([false, false, false]);
    expect(exists(allFilesOf(after))).toEqual([true, true, true]);
    const cleared = await sendImage(
      'PUT',
      { id: String(image.id), sliderId: String(slider.id), linkUrl: '' },
      { image: null },
    );
    expect(cleared.json().data.linkUrl).toBeNull();
  });

  it('404 for an unknown slider or an image of another slider', async () => {
    const slider = await newSlider();
    const other = await newSlider();
    const image = await addImage(slider.id);
    const unknown = await sendImage('POST', { sliderId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Banner not found');
    const wrong = await sendImage(
      'PUT',
      { id: String(image.id), sliderId: String(other.id), linkUrl: '/x' },
      { image: null },
    );
    expect(wrong.statusCode).toBe(404);
    const wrongDelete = await json('DELETE', 'adminSlider/deleteSliderImage', {
      sliderId: other.id,
      imageId: image.id,
    });
    expect(wrongDelete.statusCode).toBe(404);
    expect((await json('DELETE', 'adminSlider/DeleteAllSliderImages/999999')).statusCode).toBe(404);
    expect((await json('DELETE', 'adminSlider/DeleteSlider/999999')).statusCode).toBe(404);
    expect(
      (await json('PUT', 'adminSlider/ReorderSliderImages', { sliderId: 999999, imageIds: [] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes one image and its files (JSON body)', async () => {
    const slider = await newSlider();
    const [a, b] = [await addImage(slider.id), await addImage(slider.id)];
    const res = await json('DELETE', 'adminSlider/deleteSliderImage', {
      sliderId: slider.id,
      imageId: a.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Banner image deleted successfully',
      data: { sliderId: slider.id, imageId: a.id },
    });
    expect(exists(allFilesOf(a))).toEqual([false, false, false]);
    expect(exists(allFilesOf(b))).toEqual([true, true, true]);
    const again = await json('DELETE', 'adminSlider/deleteSliderImage', {
      sliderId: slider.id,
      imageId: a.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes all images of a slider and their files, keeping the slider', async () => {
    const slider = await newSlider();
    const other = await newSlider();
    const images = [await addImage(slider.id), await addImage(slider.id)];
    const untouched = await addImage(other.id);
    const res = await json('DELETE', `adminSlider/DeleteAllSliderImages/${slider.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'All banner images deleted successfully',
      data: { sliderId: slider.id, deletedCount: 2 },
    });
    for (const image of images) expect(exists(allFilesOf(image))).toEqual([false, false, false]);
    expect(exists(allFilesOf(untouched))).toEqual([true, true, true]);
    const all = (await json('GET', 'slider/GetAllSliders')).json().data;
    expect(all.find((s: { id: number }) => s.id === slider.id).images).toEqual([]);
  });

  it('deletes a slider with its images and files', async () => {
    const slider = await newSlider();
    const image = await addImage(slider.id);
    const res = await json(
      'DELETE',
      `adminSlider/DeleteSlider/${slider.id}`,
      undefined,
      manager.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Banner deleted successfully',
      data: { sliderId: slider.id },
    });
    expect(exists(allFilesOf(image))).toEqual([false, false, false]);
    const all = (await json('GET', 'slider/GetAllSliders')).json().data;
    expect(all.map((s: { id: number }) => s.id)).not.toContain(slider.id);
  });
});

describe('public reads', () => {
  it('lists images of active sliders only, ordered by slider, sortOrder and id, titled in the caller’s language', async () => {
    await t.app.ctx.db.delete(sliders);
    const first = await newSlider({ titleEn: 'First', titleAr: 'الأول' });
    const hidden = await newSlider({ titleEn: 'Hidden', titleAr: 'مخفي', isActive: false });
    const second = await newSlider({ titleEn: 'Second', titleAr: 'الثاني' });
    const a = await addImage(second.id, { sortOrder: '0' });
    const b = await addImage(first.id, { sortOrder: '5' });
    const c = await addImage(first.id, { sortOrder: '1' });
    const d = await addImage(first.id, { sortOrder: '1' });
    await addImage(hidden.id);

    const en = await publicImages();
    expect(en.map((image) => image.id)).toEqual([c.id, d.id, b.id, a.id]);
    expect(en[0]).toMatchObject({ sliderId: first.id, title: 'First', linkUrl: null });
    expect(en[0]!.imageSizes).toHaveLength(3);
    const ar = await publicImages('ar');
    expect(ar.map((image) => image.title)).toEqual(['الأول', 'الأول', 'الأول', 'الثاني']);
    expect((await t.app.inject({ url: '/api/slider/GetAllSliderImages' })).json().message).toBe(
      'Banners fetched successfully',
    );
  });

  it('GetAllSliders: active only for anonymous callers and customers, all for staff; one query', async () => {
    const visible = (await t.app.inject({ url: '/api/slider/GetAllSliders' })).json().data;
    expect(visible.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
    expect(visible[0].images.map((i: ImageDto) => i.sortOrder)).toEqual([1, 1, 5]);
    const asCustomer = (await json('GET', 'slider/GetAllSliders', undefined, customer.token)).json()
      .data;
    expect(asCustomer).toHaveLength(2);
    const asStaff = (await json('GET', 'slider/GetAllSliders', undefined, manager.token)).json()
      .data;
    expect(asStaff.map((s: { title: string }) => s.title)).toEqual(['First', 'Hidden', 'Second']);

    const queries = await t.queriesDuring(() => t.app.inject({ url: '/api/slider/GetAllSliders' }));
    expect(queries).toHaveLength(1);
    const imageQueries = await t.queriesDuring(() =>
      t.app.inject({ url: '/api/slider/GetAllSliderImages' }),
    );
    expect(imageQueries).toHaveLength(1);
  });

  it('hides a slider’s images once it is deactivated', async () => {
    const [slider] = (await t.app.inject({ url: '/api/slider/GetAllSliders' })).json().data;
    await json('PUT', 'adminSlider/UpdateSlider', {
      id: slider.id,
      titleEn: slider.titleEn,
      titleAr: slider.titleAr,
      isActive: false,
    });
    const images = await publicImages();
    expect(images.every((image) => image.sliderId !== slider.id)).toBe(true);
  });
});

describe('reordering', () => {
  it('sets sortOrder 0..n-1 in the order given', async () => {
    const slider = await newSlider();
    const [a, b, c] = [
      await addImage(slider.id),
      await addImage(slider.id),
      await addImage(slider.id),
    ];
    const res = await json('PUT', 'adminSlider/ReorderSliderImages', {
      sliderId: slider.id,
      imageIds: [c.id, a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Banner images reordered successfully');
    expect(res.json().data.images.map((i: ImageDto) => [i.id, i.sortOrder])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
  });

  it('refuses a list that is not exactly the slider’s images (422) and changes nothing', async () => {
    const slider = await newSlider();
    const other = await newSlider();
    const [a, b] = [await addImage(slider.id), await addImage(slider.id)];
    const foreign = await addImage(other.id);
    for (const imageIds of [[a.id], [a.id, b.id, foreign.id], [a.id, a.id], [b.id, foreign.id]]) {
      const res = await json('PUT', 'adminSlider/ReorderSliderImages', {
        sliderId: slider.id,
        imageIds,
      });
      expect(res.statusCode, JSON.stringify(imageIds)).toBe(422);
      expect(Object.keys(res.json().data)).toEqual(['imageIds']);
    }
    const all = (await json('GET', 'slider/GetAllSliders')).json().data;
    const images = all.find((s: { id: number }) => s.id === slider.id).images;
    expect(images.map((i: ImageDto) => [i.id, i.sortOrder])).toEqual([
      [a.id, 0],
      [b.id, 1],
    ]);
  });
});

describe('permissions', () => {
  it('refuses customers (403) and anonymous callers (401) on every write', async () => {
    const slider = await newSlider();
    const image = await addImage(slider.id);
    const writes: Array<[Method, string, object | undefined]> = [
      ['POST', 'adminSlider/createSlider', { titleEn: 'X', titleAr: 'س' }],
      ['PUT', 'adminSlider/UpdateSlider', { id: slider.id, titleEn: 'X', titleAr: 'س' }],
      ['DELETE', 'adminSlider/deleteSliderImage', { sliderId: slider.id, imageId: image.id }],
      ['DELETE', `adminSlider/DeleteAllSliderImages/${slider.id}`, undefined],
      ['DELETE', `adminSlider/DeleteSlider/${slider.id}`, undefined],
      ['PUT', 'adminSlider/ReorderSliderImages', { sliderId: slider.id, imageIds: [image.id] }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await json(method, url, payload, customer.token)).statusCode, url).toBe(403);
      expect((await json(method, url, payload, null)).statusCode, url).toBe(401);
    }
    const upload = await sendImage(
      'POST',
      { sliderId: String(slider.id) },
      { token: customer.token },
    );
    expect(upload.statusCode).toBe(403);
    const update = await sendImage(
      'PUT',
      { id: String(image.id), sliderId: String(slider.id) },
      { token: customer.token },
    );
    expect(update.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/adminSlider/AddSliderImage',
      payload: { sliderId: slider.id },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed.
    const all = (await json('GET', 'slider/GetAllSliders')).json().data;
    expect(all.find((s: { id: number }) => s.id === slider.id).images).toHaveLength(1);
  });

  it('matches paths case-insensitively, as every route does', async () => {
    const res = await t.app.inject({ url: '/api/Slider/getAllSliderImages' });
    expect(res.statusCode).toBe(200);
  });
});

describe('demo sliders', () => {
  it('seeds two sliders with wide generated banners, once', async () => {
    await t.app.ctx.db.delete(sliders);
    await seedSliders(t.app.ctx.db, t.app.ctx.media);
    await seedSliders(t.app.ctx.db, t.app.ctx.media);
    const all = (await t.app.inject({ url: '/api/slider/GetAllSliders' })).json().data;
    expect(all.map((s: { images: unknown[] }) => s.images.length)).toEqual([3, 2]);
    for (const image of all.flatMap((s: { images: ImageDto[] }) => s.images)) {
      expect(image.linkUrl).toMatch(/^\/(shop|offers|category\/\d+)/);
      expect(exists(allFilesOf(image))).toEqual([true, true, true]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every slider call, the writes with security, including the reorder', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, verb] of [
      ['/api/adminSlider/createSlider', 'post'],
      ['/api/adminSlider/UpdateSlider', 'put'],
      ['/api/adminSlider/AddSliderImage', 'post'],
      ['/api/adminSlider/UpdateSliderImage', 'put'],
      ['/api/adminSlider/deleteSliderImage', 'delete'],
      ['/api/adminSlider/DeleteAllSliderImages/{sliderId}', 'delete'],
      ['/api/adminSlider/DeleteSlider/{sliderId}', 'delete'],
      ['/api/adminSlider/ReorderSliderImages', 'put'],
    ] as const) {
      expect(paths[path]?.[verb]?.security, path).toEqual([{ bearerAuth: [] }]);
    }
    const images = paths['/api/slider/GetAllSliderImages'].get;
    const item = images.responses['200'].content['application/json'].schema.properties.data.items;
    expect(Object.keys(item.properties)).toEqual(
      expect.arrayContaining([
        'sliderId',
        'imageUrl',
        'imageSizes',
        'linkUrl',
        'sortOrder',
        'title',
      ]),
    );
    expect(paths['/api/slider/GetAllSliders'].get.tags).toEqual(['Sliders']);
  });
});
