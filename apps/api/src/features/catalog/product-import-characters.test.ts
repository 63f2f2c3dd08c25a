import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { withEditedPart, workbookOf, zipPartText } from '../../../test/workbooks.ts';
import { products } from './catalog.tables.ts';

/**
 * Control characters reach a workbook as Excel's `_xHHHH_` escapes or as XML character references
 * (`&#0;`); the reader decodes both. They must come back as row errors, never as a 500 from the
 * database (PostgreSQL refuses NUL in text), and nothing of the file may be written.
 */

let t: TestApp;
let admin: TestUser;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  brandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());

function importFile(content: Buffer, lang = 'en') {
  const body = multipartBody(
    {},
    {
      file: {
        content,
        filename: 'products.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/AdminProduct/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token), 'accept-language': lang },
  });
}

const HEADER = [
  'sku',
  'nameEn',
  'nameAr',
  'descriptionEn',
  'price',
  'stock',
  'brandId',
  'categoryId',
];
const row = (sku: string, nameEn: string, nameAr = 'اسم', descriptionEn = '') => [
  sku,
  nameEn,
  nameAr,
  descriptionEn,
  10,
  1,
  brandId,
  categoryId,
];

describe('control characters in an imported workbook', () => {
  it('are row errors naming the row and column, and nothing is written', async () => {
    const written = await workbookOf([
      HEADER,
      row('CC-1', 'Fine name'),
      row('CC-2', 'Na_x0000_me'),
      row('CC-3', 'Name', 'PLACE-NUL'),
      row('CC-4', 'Name', 'اسم', 'Line_x0001_feed'),
      row('CC-5', 'PLACE-SURROGATE'),
      row('CC-6', 'Bell PLACE-C1'),
    ]);
    const file = await withEditedPart(written, 'xl/sharedStrings.xml', (xml) =>
      xml
        .replace('PLACE-NUL', 'a&#0;b')
        .replace('PLACE-SURROGATE', 'a&#xD800;b')
        .replace('PLACE-C1', '&#133;'),
    );
    // The file really carries the escapes the reader has to decode.
    const strings = await zipPartText(file, 'xl/sharedStrings.xml');
    expect(strings).toContain('Na_x0000_me');
    expect(strings).toContain('a&#0;b');

    const response = await importFile(file);
    expect(response.statusCode, response.body).toBe(422);
    const rule = 'must not contain control characters or broken characters';
    expect(response.json().data.errors).toEqual([
      { row: 3, column: 'nameEn', message: rule },
      { row: 4, column: 'nameAr', message: rule },
      { row: 5, column: 'descriptionEn', message: rule },
      { row: 6, column: 'nameEn', message: rule },
      { row: 7, column: 'nameEn', message: rule },
    ]);
    expect(await t.app.ctx.db.select().from(products)).toEqual([]);

    const arabic = await importFile(file, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().data.errors[0].message).toContain('رموز تحكم');
  });
});
