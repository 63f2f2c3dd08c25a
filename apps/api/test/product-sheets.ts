import { afterAll, beforeAll } from 'vitest';
import { asc, count, sql } from 'drizzle-orm';
import { PRODUCT_SHEET_COLUMNS } from '@dukkan/contracts';
import { products } from '../src/features/catalog/catalog.tables.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createUser,
  type TestUser,
} from './factories.ts';
import { multipartBody } from './multipart.ts';
import { workbookOf } from './workbooks.ts';

export let t: TestApp;
export let admin: TestUser;
export let manager: TestUser;
export let customer: TestUser;
export let brandId: number;
export let otherBrandId: number;
export let categoryId: number;

/**
 * A fresh app per test file with an admin, a manager, a customer, two brands and a category for
 * the sheets to point at.
 */
export function useSheetShop() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'Admin' });
    manager = await createUser(t.app, { role: 'Manager' });
    customer = await createUser(t.app);
    brandId = (await createBrandRow(t.app, 'Apple', 'أبل')).id;
    otherBrandId = (await createBrandRow(t.app, 'Samsung', 'سامسونج')).id;
    categoryId = (await createCategoryRow(t.app, { nameEn: 'Phones', nameAr: 'جوالات' })).id;
  });
  afterAll(() => t.close());
}

const EXPORT_URL = '/api/AdminProduct/exportProductsToExcel';
export const IMPORT_URL = '/api/AdminProduct/import';

export function exportProducts(token: string | null = admin.token) {
  return t.app.inject({ method: 'GET', url: EXPORT_URL, headers: token ? bearer(token) : {} });
}

export function importFile(
  content: Buffer,
  options: { token?: string | null; lang?: string; filename?: string } = {},
) {
  const body = multipartBody(
    {},
    {
      file: {
        content,
        filename: options.filename ?? 'products.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    },
  );
  const token = options.token === undefined ? admin.token : options.token;
  return t.app.inject({
    method: 'POST',
    url: IMPORT_URL,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

export const allProducts = () => t.app.ctx.db.select().from(products).orderBy(asc(products.id));
export const productCount = async () =>
  (await t.app.ctx.db.select({ n: count() }).from(products))[0]!.n;
export const productBySku = async (sku: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(products)
      .where(sql`lower(${products.sku}) = lower(${sku})`)
  )[0];

/** A sheet in the export's layout with the given rows (objects keyed by column). */
export function sheetWith(
  rows: Record<string, unknown>[],
  header: readonly string[] = PRODUCT_SHEET_COLUMNS,
) {
  return workbookOf([
    [...header],
    ...rows.map((row) => header.map((name) => (row[name] ?? null) as never)),
  ]);
}

let skuSequence = 0;
export function newRow(overrides: Record<string, unknown> = {}) {
  skuSequence += 1;
  return {
    sku: `IMP-${skuSequence}`,
    nameEn: `Imported ${skuSequence}`,
    nameAr: `مستورد ${skuSequence}`,
    price: 10,
    stock: 5,
    brandId,
    categoryId,
    ...overrides,
  };
}
