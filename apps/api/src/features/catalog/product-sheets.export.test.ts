import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from './catalog.tables.ts';
import { PRODUCT_SHEET_COLUMNS, VARIANT_SHEET_COLUMNS } from '@dukkan/contracts';
import { createProductRow } from '../../../test/factories.ts';
import { createProductWithOptions } from '../../../test/variant-factories.ts';
import {
  brandId,
  categoryId,
  customer,
  exportProducts,
  importFile,
  manager,
  newRow,
  otherBrandId,
  productBySku,
  productCount,
  sheetWith,
  t,
  useSheetShop,
} from '../../../test/product-sheets.ts';
import { sheetObjects, zipPartText } from '../../../test/workbooks.ts';

useSheetShop();

describe('access', () => {
  it('asks anonymous callers to sign in and refuses customers', async () => {
    const file = await sheetWith([newRow()]);
    expect((await exportProducts(null)).statusCode).toBe(401);
    expect((await importFile(file, { token: null })).statusCode).toBe(401);
    expect((await exportProducts(customer.token)).statusCode).toBe(403);
    expect((await importFile(file, { token: customer.token })).statusCode).toBe(403);
  });

  it('lets a manager export and import', async () => {
    expect((await exportProducts(manager.token)).statusCode).toBe(200);
    const res = await importFile(await sheetWith([newRow()]), { token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0, unchanged: 0 });
  });

  it('lists both calls in the API docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const exportDoc = docs.paths['/api/AdminProduct/exportProductsToExcel'].get;
    expect(exportDoc.summary).toMatch(/xlsx/);
    expect(Object.keys(exportDoc.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(docs.paths['/api/AdminProduct/import'].post.summary).toMatch(/xlsx/);
  });
});

describe('export', () => {
  it('streams every product, active or not, in both languages with discount and images', async () => {
    const shown = await createProductRow(t.app, {
      brandId,
      categoryId,
      nameEn: 'iPhone 15',
      nameAr: 'آيفون ١٥',
      descriptionEn: 'Titanium',
      descriptionAr: 'تيتانيوم',
      priceHalalas: 499_999,
      stock: 7,
      soldCount: 3,
      discountType: 'Percentage',
      discountValueHundredths: 1000,
      discountStartsAt: new Date('2020-01-01T00:00:00Z'),
      discountEndsAt: new Date('2999-01-01T00:00:00Z'),
      imageUrls: ['/media/products/a-800.webp', '/media/products/b-800.webp'],
    });
    const hidden = await createProductRow(t.app, {
      brandId: otherBrandId,
      categoryId,
      isActive: false,
      priceHalalas: 1999,
    });

    const res = await exportProducts();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await sheetObjects(res.rawPayload);
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_SHEET_COLUMNS]);
    expect(rows).toHaveLength(await productCount());
    expect(rows.find((row) => row.sku === shown.sku)).toEqual({
      sku: shown.sku,
      nameEn: 'iPhone 15',
      nameAr: 'آيفون ١٥',
      descriptionEn: 'Titanium',
      descriptionAr: 'تيتانيوم',
      price: 4999.99,
      stock: 7,
      brandId,
      brandName: 'Apple',
      categoryId,
      categoryName: 'Phones',
      isActive: true,
      discountType: 'Percentage',
      discountValue: 10,
      discountStartDate: '2020-01-01T00:00:00.000Z',
      discountEndDate: '2999-01-01T00:00:00.000Z',
      discountedPrice: 4499.99,
      soldCount: 3,
      images: '/media/products/a-800.webp | /media/products/b-800.webp',
      // Its one (default) variant: no option values, the product's own SKU, price and stock.
      ...Object.fromEntries(VARIANT_SHEET_COLUMNS.map((column) => [column, null])),
      variantSku: shown.sku,
      variantPrice: 4999.99,
      variantStock: 7,
      variantActive: true,
    });
    expect(rows.find((row) => row.sku === hidden.sku)).toMatchObject({
      brandName: 'Samsung',
      price: 19.99,
      isActive: false,
      discountType: null,
      discountedPrice: null,
      images: null,
    });
  });

  it('writes one row per variant, the product columns repeated, then its options and its own columns', async () => {
    const { product, variants } = await createProductWithOptions(t.app, {
      brandId,
      categoryId,
      variantStock: [1, 0, 3, 4],
    });
    const rows = (await sheetObjects((await exportProducts()).rawPayload)).filter(
      (row) => row.sku === product.sku,
    );
    expect(rows.map((row) => row.variantSku)).toEqual(variants.map((variant) => variant.sku));
    expect(new Set(rows.map((row) => row.nameEn))).toEqual(new Set([product.nameEn]));
    expect(rows[1]).toMatchObject({
      stock: 8,
      option1NameEn: 'Size',
      option1NameAr: 'المقاس',
      option1ValueEn: 'S',
      option1ValueAr: 'صغير',
      option2NameEn: 'Colour',
      option2ValueEn: 'Blue',
      option2ValueAr: 'أزرق',
      option3NameEn: null,
      variantPrice: 100,
      variantStock: 0,
      variantActive: true,
    });
    // The import does not read the variant rows yet: the later tests import the whole export.
    await t.app.ctx.db.delete(products).where(eq(products.id, product.id));
  });
});

describe('formula injection', () => {
  const risky = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'];

  it('writes texts that look like formulas as plain strings and reads them back unchanged', async () => {
    const rows = [];
    for (const name of risky) {
      rows.push(
        await createProductRow(t.app, { brandId, categoryId, nameEn: name, descriptionAr: name }),
      );
    }
    const file = (await exportProducts()).rawPayload;

    const sheetXml = await zipPartText(file, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    for (const name of risky) {
      expect(sheetXml).toContain(`t="inlineStr"><is><r><t>${name.replace(/"/g, '&quot;')}</t>`);
    }
    // The text columns carry the Text format (49), so editing the cell in Excel keeps it text.
    expect(await zipPartText(file, 'xl/styles.xml')).toMatch(/numFmtId="49"/);

    const res = await importFile(file);
    expect(res.statusCode).toBe(200);
    for (const [index, name] of risky.entries()) {
      const stored = await productBySku(rows[index]!.sku);
      expect(stored).toMatchObject({ nameEn: name, descriptionAr: name });
    }
  });
});
