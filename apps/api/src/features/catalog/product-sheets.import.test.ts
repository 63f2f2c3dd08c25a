import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SHEET_COLUMNS } from '@dukkan/contracts';
import { bearer, createProductRow } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { mainThreadDuring } from '../../../test/main-thread.ts';
import { multipartBody } from '../../../test/multipart.ts';
import {
  admin,
  allProducts,
  brandId,
  categoryId,
  exportProducts,
  IMPORT_URL,
  importFile,
  newRow,
  otherBrandId,
  productBySku,
  productCount,
  sheetWith,
  t,
  useSheetShop,
} from '../../../test/product-sheets.ts';
import {
  editWorkbook,
  sheetObjects,
  streamedWorkbookOf,
  workbookOf,
} from '../../../test/workbooks.ts';
import { products } from './catalog.tables.ts';
import { openProductWorkbook } from './product-export.ts';

// The large-catalog export reads the 10,000 rows the import tests write, so it runs here.
useSheetShop();

describe('import', () => {
  it('round-trips an export: a changed price updates, a new row creates, images stay', async () => {
    const kept = await createProductRow(t.app, {
      brandId,
      categoryId,
      priceHalalas: 5000,
      imageUrls: ['/media/products/keep-800.webp'],
      discountType: 'Fixed',
      discountValueHundredths: 500,
    });
    const untouched = await createProductRow(t.app, { brandId, categoryId });
    const before = await productCount();
    const exported = (await exportProducts()).rawPayload;

    const edited = await editWorkbook(exported, (sheet) => {
      sheet.eachRow((row) => {
        if (row.getCell(1).text === kept.sku) row.getCell(6).value = 19.99;
      });
      sheet.addRow([
        'NEW-ROUND-1',
        'Brand new',
        'جديد تمامًا',
        null,
        'وصف',
        '25.50',
        3,
        brandId,
        'ignored brand name',
        categoryId,
        null,
        false,
        'Percentage',
        12.5,
        '2026-01-01',
        null,
        1,
        999,
        '/media/ignored.webp',
      ]);
    });
    const res = await importFile(edited);

    expect(res.json().data.errors).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 1, unchanged: before - 1 });
    expect(res.json().message).toBe(
      `Products imported successfully: 1 added, 1 updated, ${before - 1} unchanged`,
    );
    expect(await productCount()).toBe(before + 1);
    expect(await productBySku(kept.sku)).toMatchObject({
      priceHalalas: 1999,
      imageUrls: ['/media/products/keep-800.webp'],
      discountType: 'Fixed',
      discountValueHundredths: 500,
    });
    const same = await productBySku(untouched.sku);
    expect(same).toMatchObject({ ...untouched, updatedAt: untouched.updatedAt });
    expect(await productBySku('NEW-ROUND-1')).toMatchObject({
      nameEn: 'Brand new',
      nameAr: 'جديد تمامًا',
      descriptionEn: '',
      descriptionAr: 'وصف',
      priceHalalas: 2550,
      stock: 3,
      isActive: false,
      discountType: 'Percentage',
      discountValueHundredths: 1250,
      discountStartsAt: new Date('2026-01-01T00:00:00Z'),
      discountEndsAt: null,
      soldCount: 0,
      imageUrls: [],
    });
  });

  it('lists every bad row with its row number and column and writes nothing', async () => {
    const existing = await createProductRow(t.app, { brandId, categoryId });
    const file = await sheetWith([
      newRow({ sku: 'BAD-1', price: -5 }),
      newRow({ nameAr: null }),
      newRow({ brandId: 999_999 }),
      newRow({ discountType: 'Percentage', discountValue: 150 }),
      newRow({ sku: 'bad-1' }),
      newRow({ stock: 2.5 }),
      newRow({ sku: existing.sku, nameEn: 'Would update' }),
    ]);
    const before = await allProducts();

    const res = await importFile(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The file has 6 problem(s). Nothing was imported; fix them and try again',
    );
    expect(res.json().data.errors).toEqual([
      { row: 2, column: 'price', message: 'must be more than 0' },
      { row: 3, column: 'nameAr', message: 'is required' },
      { row: 4, column: 'brandId', message: 'This brand does not exist' },
      { row: 5, column: 'discountValue', message: 'must be at most 100 for a percentage discount' },
      { row: 6, column: 'sku', message: 'is repeated in this file (first on row 2)' },
      { row: 7, column: 'stock', message: 'must be a whole number' },
    ]);
    expect(await allProducts()).toEqual(before);

    const arabic = await importFile(file, { lang: 'ar' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe('في الملف 6 مشكلة. لم يُستورد شيء؛ صحّحها وحاول مرة أخرى');
    expect(arabic.json().data.errors[0]).toEqual({
      row: 2,
      column: 'price',
      message: 'يجب أن يكون أكبر من 0',
    });
    expect(arabic.json().data.errors[2].message).toBe('هذه الماركة غير موجودة');
  });

  it('finds columns by header in any order and letter case, ignoring unknown ones', async () => {
    const header = [
      'Stock',
      'notes',
      'CATEGORYID',
      ' price ',
      'nameAr',
      'brandId',
      'nameEn',
      'sku',
      'isActive',
    ];
    const file = await sheetWith(
      [
        {
          Stock: 4,
          notes: 'whatever',
          CATEGORYID: categoryId,
          ' price ': 19.99,
          nameAr: 'مرتب',
          brandId,
          nameEn: 'Reordered',
          sku: 'ORDER-1',
          isActive: 'yes',
        },
      ],
      header,
    );
    const res = await importFile(file);
    expect(res.statusCode).toBe(200);
    expect(await productBySku('order-1')).toMatchObject({
      priceHalalas: 1999,
      stock: 4,
      isActive: true,
      nameEn: 'Reordered',
    });
  });

  it('matches SKUs case-insensitively and reads numbers as Excel shows them', async () => {
    await createProductRow(t.app, { brandId, categoryId, sku: 'CASE-SKU-1', priceHalalas: 100 });
    const res = await importFile(
      await sheetWith([
        newRow({ sku: 'case-sku-1', price: 19.989999999999998, isActive: 0 }),
        newRow({ sku: 'ROUNDED-1', price: 0.1 + 0.2, isActive: 'TRUE' }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await productBySku('CASE-SKU-1')).toMatchObject({
      sku: 'case-sku-1',
      priceHalalas: 1999,
      isActive: false,
    });
    expect(await productBySku('ROUNDED-1')).toMatchObject({ priceHalalas: 30, isActive: true });
  });

  it('refuses a file without one of the required columns, naming it', async () => {
    const res = await importFile(
      await workbookOf([
        ['sku', 'nameEn', 'nameAr', 'stock', 'brandId'],
        ['X-1', 'a', 'ب', 1, brandId],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The sheet is missing these columns: price, categoryId');
  });

  it('refuses a sheet with a header and no product rows', async () => {
    const res = await importFile(await workbookOf([[...PRODUCT_SHEET_COLUMNS], [], []]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file has no product rows');
  });

  it('refuses anything that is not a workbook', async () => {
    const exported = (await exportProducts()).rawPayload;
    const damaged = Buffer.from(exported);
    for (let at = 2000; at < 2400; at++) damaged[at] = 0x41;
    const files = [
      await pngImage(20, 20),
      Buffer.from('sku,nameEn\nA,B\n'),
      damaged,
      exported.subarray(0, exported.length - 200),
      Buffer.alloc(0),
    ];
    for (const content of files) {
      const res = await importFile(content, { lang: 'ar' });
      expect(res.statusCode).toBe(400);
      // An empty file part is no file at all.
      expect(res.json().message).toBe(
        content.length === 0 ? 'اختر ملف Excel لاستيراده' : 'الملف ليس مصنف Excel ‏(.xlsx)',
      );
    }
  });

  it('requires the file field', async () => {
    const body = multipartBody({ other: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual({ file: ['Choose an Excel file to import'] });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await importFile(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large (10 MB at most)');
  });

  it('refuses more than 50,000 rows before validating them', async () => {
    const file = await streamedWorkbookOf(
      ['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId'],
      50_001,
      (index) => [`MANY-${index}`, 'n', 'ن', 1, 1, brandId, categoryId],
    );
    const res = await importFile(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file has too many rows (50000 at most)');
  }, 60_000);

  it('imports 10,000 rows in one go', async () => {
    const before = await productCount();
    const file = await streamedWorkbookOf(
      [
        'sku',
        'nameEn',
        'nameAr',
        'descriptionEn',
        'descriptionAr',
        'price',
        'stock',
        'brandId',
        'categoryId',
      ],
      10_000,
      (index) => [
        `BULK-${index}`,
        `Bulk product ${index}`,
        `منتج بالجملة ${index}`,
        `Description of bulk product ${index}`,
        `وصف المنتج ${index}`,
        (index % 1000) + 0.99,
        index % 40,
        index % 2 ? brandId : otherBrandId,
        categoryId,
      ],
    );
    const started = performance.now();
    const res = await importFile(file);
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 10_000, updated: 0, unchanged: 0 });
    expect(await productCount()).toBe(before + 10_000);
    expect(await productBySku('BULK-9999')).toMatchObject({ priceHalalas: 99_999, stock: 39 });
    console.info(`imported 10,000 rows in ${seconds.toFixed(2)} s`);
  }, 120_000);

  it('keeps the existing rows when a product row is written again', async () => {
    const product = await createProductRow(t.app, { brandId, categoryId, soldCount: 9 });
    const res = await importFile(
      await sheetWith([
        newRow({ sku: product.sku, nameEn: product.nameEn, nameAr: product.nameAr, price: 123 }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.app.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(stored[0]).toMatchObject({
      soldCount: 9,
      priceHalalas: 12_300,
      createdAt: product.createdAt,
    });
  });
});

describe('heavy-job slots', () => {
  it('queues an import while the slots are taken and refuses one beyond the queue', async () => {
    const { heavyJobs } = t.app.ctx;
    const slots = t.config.heavyJobConcurrency;
    const held = await Promise.all(Array.from({ length: slots }, () => heavyJobs.acquire()));
    const queued = Array.from({ length: 2 * slots - 1 }, () => heavyJobs.acquire());
    const freeAll = () => {
      for (const release of held) release();
      for (const slot of queued) void slot.then((release) => release());
    };
    try {
      const file = await workbookOf([
        ['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId'],
        ['SLOT-1', 'Queued', 'منتظر', 10, 1, brandId, categoryId],
      ]);
      let answered = false;
      const waiting = importFile(file).finally(() => (answered = true));
      // Parsed and queued (or, wrongly, answered without a slot).
      while (heavyJobs.stats().waiting < 2 * slots && !answered) await sleep(20);
      expect(answered).toBe(false);
      expect(heavyJobs.stats().waiting).toBe(2 * slots);
      expect(await productBySku('SLOT-1')).toBeUndefined();

      const refused = await importFile(file, { lang: 'ar' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ statusCode: 429, data: { retryAfterSeconds: 5 } });

      freeAll();
      expect((await waiting).statusCode).toBe(200);
      expect(await productBySku('SLOT-1')).toMatchObject({ nameEn: 'Queued' });
    } finally {
      freeAll();
    }
  });
});

describe('export of a large catalog', () => {
  it('reads it in batches of 1000, one joined query each, and lists every product', async () => {
    const total = await productCount();
    expect(total).toBeGreaterThan(10_000);
    let file: Buffer = Buffer.alloc(0);
    const queries = await t.queriesDuring(async () => {
      file = (await exportProducts()).rawPayload;
    });
    const productReads = queries.filter((query) => /from "products"/i.test(query));
    expect(productReads).toHaveLength(Math.floor(total / 1000) + 1);
    for (const query of productReads) expect(query).toMatch(/inner join "brands"/i);
    const rows = await sheetObjects(file);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(total);
  }, 60_000);

  it('stops reading the catalog when the download is abandoned', async () => {
    const total = await productCount();
    const queries = await t.queriesDuring(async () => {
      const stream = await openProductWorkbook(t.app.ctx.db);
      stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const productReads = queries.filter((query) => /from "products"/i.test(query));
    expect(total).toBeGreaterThan(3000);
    // The first batch before the stream is handed back, at most one more already under way.
    expect(productReads.length).toBeLessThanOrEqual(2);
  });

  it('waits for a client that reads slowly instead of piling the workbook up in memory', async () => {
    const total = await productCount();
    const productReads = (queries: string[]) =>
      queries.filter((query) => /from "products"/i.test(query)).length;
    let stream: Readable | undefined;
    const paused = await t.queriesDuring(async () => {
      stream = await openProductWorkbook(t.app.ctx.db);
      // Nobody reads for a while: the export stops once the buffers on its way out are full.
      await sleep(1500);
    });
    // About a few hundred kB of workbook; without waiting it would have read all of them by now.
    expect(total).toBeGreaterThan(10_000);
    expect(productReads(paused)).toBeLessThanOrEqual(5);
    const chunks: Buffer[] = [];
    const resumed = await t.queriesDuring(async () => {
      for await (const chunk of stream!) chunks.push(chunk as Buffer);
    });
    expect(productReads(paused) + productReads(resumed)).toBe(Math.floor(total / 1000) + 1);
    const rows = await sheetObjects(Buffer.concat(chunks));
    expect(rows).toHaveLength(total);
  }, 60_000);

  it('keeps answering cheap requests quickly while it runs', async () => {
    const probe = async () => {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/Account/get-user-info',
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    await probe();
    const {
      result: exported,
      longestCpuMs,
      probes,
    } = await mainThreadDuring(() => exportProducts(), probe);
    expect(exported.statusCode).toBe(200);
    expect((await sheetObjects(exported.rawPayload)).length).toBe(await productCount());
    // Cheap requests were answered all along the export (over a second), and the main thread never
    // worked long in one go (writing a whole batch of rows at once took over a second before).
    expect(probes).toBeGreaterThan(3);
    expect(longestCpuMs).toBeLessThan(250);
  }, 60_000);
});
