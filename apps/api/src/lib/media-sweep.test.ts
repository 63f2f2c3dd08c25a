import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createBrandRow, createCategoryRow, createUser } from '../../test/factories.ts';
import { pngImage } from '../../test/images.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createOrderRow } from '../../test/shopping-factories.ts';
import { MEDIA_COLUMNS } from '../db/media-references.ts';
import * as schema from '../db/schema.ts';
import { orderItems } from '../db/schema.ts';
import {
  MEDIA_SWEEP_LOCK_ID,
  MEDIA_SWEEP_MIN_AGE_MS,
  startMediaSweep,
  sweepMedia,
} from './media-sweep.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  brandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());

const fileOf = (key: string) => path.join(t.config.uploadsDir, key);
const keyOf = (url: string) => url.replace('/media/', '');
const exists = (key: string) => fs.existsSync(fileOf(key));
const sizesOf = (url: string) =>
  [320, 800, 1600].map((width) => keyOf(url).replace(/-\d+\.webp$/, `-${width}.webp`));

/** Sets a stored file's times as if it were written `ms` ago. */
function age(key: string, ms = 2 * MEDIA_SWEEP_MIN_AGE_MS) {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(fileOf(key), when, when);
}

/** Writes files the way a request that died before its row would have left them. */
async function leftover(folder: string, options: { old?: boolean } = {}): Promise<string[]> {
  const name = `${folder}/${randomBytes(16).toString('base64url')}`;
  const keys = [320, 800, 1600].map((width) => `${name}-${width}.webp`);
  for (const key of keys) {
    await t.app.ctx.media.put(key, Buffer.from('webp'));
    if (options.old !== false) age(key);
  }
  return keys;
}

/** A product created through the real upload route; returns its image URLs. */
async function uploadProduct(images: number): Promise<string[]> {
  const photo = await pngImage(400, 300);
  const body = multipartBody(
    {
      nameEn: 'Lamp',
      nameAr: 'مصباح',
      sku: `LAMP-${randomBytes(3).toString('hex')}`,
      price: '50.00',
      stock: '4',
      brandId: String(brandId),
      categoryId: String(categoryId),
      isActive: 'true',
    },
    {
      images: Array.from({ length: images }, () => ({
        content: photo,
        filename: 'lamp.png',
        contentType: 'image/png',
      })),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/adminProduct/createProduct',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.images;
}

describe('media sweep', () => {
  it('removes only old files no row refers to', async () => {
    const [kept, alsoKept] = await uploadProduct(2);
    const uploaded = [...sizesOf(kept!), ...sizesOf(alsoKept!)];
    for (const key of uploaded) age(key);
    // An order line keeps the picture its product had when sold, after the product dropped it.
    const sold = await leftover('products');
    const order = await createOrderRow(t.app, { userId: admin.id });
    await t.app.ctx.db.insert(orderItems).values({
      orderId: order.id,
      nameEn: 'Old lamp',
      nameAr: 'مصباح قديم',
      sku: 'OLD-LAMP',
      imageUrl: t.app.ctx.media.urlFor(sold[1]!),
      unitPriceHalalas: 100,
      quantity: 1,
      lineTotalHalalas: 100,
    });
    const orphans = [...(await leftover('products')), ...(await leftover('brands'))];
    const young = await leftover('products', { old: false });
    // Not images the pipeline wrote: issued invoices, a stray file, a look-alike name.
    await t.app.ctx.media.put('invoices/2026/INV-000001.pdf', Buffer.from('%PDF'));
    await t.app.ctx.media.put('products/notes.txt', Buffer.from('notes'));
    await t.app.ctx.media.put('products/short-800.webp', Buffer.from('webp'));
    for (const key of [
      'invoices/2026/INV-000001.pdf',
      'products/notes.txt',
      'products/short-800.webp',
    ])
      age(key);

    const result = await sweepMedia(t.app.ctx, { pool: t.database.pool });

    expect(result.swept).toBe(true);
    expect([...result.removed].sort()).toEqual([...orphans].sort());
    expect(result.bytes).toBe(orphans.length * 4);
    for (const key of orphans) expect(exists(key)).toBe(false);
    for (const key of [...uploaded, ...sold, ...young]) expect(exists(key)).toBe(true);
    expect(exists('invoices/2026/INV-000001.pdf')).toBe(true);
    expect(exists('products/notes.txt')).toBe(true);
    expect(exists('products/short-800.webp')).toBe(true);
    // Every image a real upload stored is still served.
    for (const url of [kept!, alsoKept!]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // Nothing left to do the second time.
    expect((await sweepMedia(t.app.ctx, { pool: t.database.pool })).removed).toEqual([]);
  });

  it('finishes the file in hand and stops when asked', async () => {
    const orphans = [...(await leftover('sliders')), ...(await leftover('sliders'))];
    let asked = 0;
    const result = await sweepMedia(t.app.ctx, { stopping: () => ++asked > 2 });
    expect(result.removed).toHaveLength(2);
    expect(orphans.filter(exists)).toHaveLength(orphans.length - 2);
    await sweepMedia(t.app.ctx);
    expect(orphans.filter(exists)).toEqual([]);
  });

  it('runs on its own timer and stops cleanly', async () => {
    const first = await leftover('users');
    const stop = startMediaSweep(t.app.ctx, 1, t.database.pool);
    for (let i = 0; i < 100 && first.some(exists); i++) await new Promise((r) => setTimeout(r, 50));
    expect(first.filter(exists)).toEqual([]);
    await stop();
    const later = await leftover('users');
    await new Promise((r) => setTimeout(r, 1500));
    expect(later.filter(exists)).toEqual(later);
    await t.app.ctx.media.remove(later);
  });

  it.runIf(process.env.DATABASE_URL)(
    'leaves the work to the instance already sweeping (advisory lock)',
    async () => {
      const orphans = await leftover('categories');
      const other = await t.database.pool!.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [MEDIA_SWEEP_LOCK_ID]);
        const result = await sweepMedia(t.app.ctx, { pool: t.database.pool });
        expect(result).toEqual({ swept: false, scanned: 0, removed: [], bytes: 0 });
        expect(orphans.filter(exists)).toEqual(orphans);
        await other.query('select pg_advisory_unlock($1)', [MEDIA_SWEEP_LOCK_ID]);
      } finally {
        other.release();
      }
      expect((await sweepMedia(t.app.ctx, { pool: t.database.pool })).removed.sort()).toEqual(
        orphans.sort(),
      );
    },
  );
});

describe('the columns that hold media', () => {
  it('lists every image or icon column of the schema, and only text columns', () => {
    const imageLike = /image|icon|logo|photo|picture|avatar|media|thumbnail/i;
    const found: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (imageLike.test(column.name)) found.push(`${getTableName(table)}.${column.name}`);
      }
    }
    const listed = MEDIA_COLUMNS.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(listed.sort()).toEqual(found.sort());
    for (const column of MEDIA_COLUMNS) expect(['PgText', 'PgArray']).toContain(column.columnType);
  });
});
