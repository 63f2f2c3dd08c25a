import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProductRow } from '../../../test/factories.ts';
import {
  brandId,
  categoryId,
  exportProducts,
  importFile,
  productBySku,
  sheetWith,
  t,
  useSheetShop,
} from '../../../test/product-sheets.ts';
import { sheetObjects } from '../../../test/workbooks.ts';
import { products } from './catalog.tables.ts';
import { replaceProductVariants } from './product-variants.service.ts';
import { productOptions, productVariants } from './variants.tables.ts';

useSheetShop();

let shirt: { id: number; sku: string };
let plain: { id: number; sku: string };
let prefix = 0;

/** A shirt in S/M × Red/Blue (four variants, one with a barcode) and a product without options. */
beforeEach(async () => {
  await t.app.ctx.db.delete(products);
  prefix += 1;
  const p = `V${prefix}`;
  shirt = await createProductRow(t.app, { brandId, categoryId, sku: `${p}-SHIRT` });
  plain = await createProductRow(t.app, { brandId, categoryId, sku: `${p}-PLAIN` });
  await t.app.ctx.db.transaction((tx) =>
    replaceProductVariants(tx, shirt.id, {
      options: [
        {
          nameEn: 'Size',
          nameAr: 'المقاس',
          display: 'buttons',
          values: [
            { valueEn: 'S', valueAr: 'صغير' },
            { valueEn: 'M', valueAr: 'وسط' },
          ],
        },
        {
          nameEn: 'Colour',
          nameAr: 'اللون',
          display: 'swatches',
          values: [
            { valueEn: 'Red', valueAr: 'أحمر', swatchHex: '#FF0000' },
            { valueEn: 'Blue', valueAr: 'أزرق', swatchHex: '#0000FF' },
          ],
        },
      ],
      variants: [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ].map((positions, k) => ({
        sku: k === 0 ? `${p}-SHIRT` : `${p}-SHIRT-${k}`,
        barcode: k === 1 ? '4006381333931' : undefined,
        price: 100 + k,
        stock: 5 + k,
        isActive: true,
        imageUrls: [],
        optionValuePositions: positions,
      })),
    }),
  );
});

const variantsOf = (productId: number) =>
  t.app.ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));

async function exportedRows() {
  return sheetObjects((await exportProducts()).rawPayload);
}

/** Every row of the catalog: what a write would touch (ids, `updated_at`, values). */
async function snapshot() {
  const db = t.app.ctx.db;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(productVariants).orderBy(asc(productVariants.id)),
    options: await db.select().from(productOptions).orderBy(asc(productOptions.id)),
  };
}

const reimport = async (rows: Record<string, unknown>[], lang?: string) =>
  importFile(await sheetWith(rows), lang ? { lang } : {});

describe('import of the per-variant layout', () => {
  it('re-imports an unchanged export: no change reported, nothing written', async () => {
    const rows = await exportedRows();
    expect(rows).toHaveLength(5);
    const before = await snapshot();
    const writes = await t.queriesDuring(async () => {
      const res = await reimport(rows);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ created: 0, updated: 0, unchanged: 2 });
    });
    expect(writes.filter((query) => /^\s*(update|delete)\b/i.test(query))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('changes only the variant whose stock was edited, keeping every id', async () => {
    const rows = await exportedRows();
    const before = await variantsOf(shirt.id);
    rows.find((row) => row.variantSku === before[2]!.sku)!.variantStock = 40;
    const res = await reimport(rows);
    expect(res.json().data).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const after = await variantsOf(shirt.id);
    expect(after.map((v) => v.id)).toEqual(before.map((v) => v.id));
    expect(after.map((v) => v.stock)).toEqual([5, 6, 40, 8]);
    expect(after[1]!.barcode).toBe('4006381333931');
    // The product's kept stock follows its variants; the swatches keep their colours.
    expect((await productBySku(shirt.sku))!.stock).toBe(5 + 6 + 40 + 8);
    const detail = await t.app.inject({ url: `/api/Product/getProductById/${shirt.id}` });
    expect(
      detail.json().data.options[1].values.map((v: { swatchHex: string }) => v.swatchHex),
    ).toEqual(['#FF0000', '#0000FF']);
  });

  it('adds a variant for a new combination row and deletes the one whose row is gone', async () => {
    const rows = await exportedRows();
    const before = await variantsOf(shirt.id);
    const shirtRows = rows.filter((row) => row.sku === shirt.sku);
    const added = {
      ...shirtRows[0]!,
      option1ValueEn: 'L',
      option1ValueAr: 'كبير',
      variantSku: `${shirt.sku}-L`,
      variantBarcode: null,
      variantPrice: 120,
      variantStock: 2,
    };
    const kept = rows.filter((row) => row.variantSku !== before[3]!.sku);
    const res = await reimport([...kept, added]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 0, updated: 1, unchanged: 1 });
    const after = await variantsOf(shirt.id);
    expect(after.slice(0, 3).map((v) => v.id)).toEqual(before.slice(0, 3).map((v) => v.id));
    expect(after.map((v) => v.sku)).toEqual([
      ...before.slice(0, 3).map((v) => v.sku),
      `${shirt.sku}-L`,
    ]);
    expect(after[3]).toMatchObject({ priceHalalas: 12_000, stock: 2 });
  });

  it('creates a product with options from its rows, and a plain product with its barcode', async () => {
    const base = {
      nameEn: 'Abaya',
      nameAr: 'عباية',
      price: 1,
      stock: 0,
      brandId,
      categoryId,
      option1NameEn: 'Size',
      option1NameAr: 'المقاس',
    };
    const res = await reimport([
      {
        ...base,
        sku: 'AB-S',
        option1ValueEn: 'S',
        option1ValueAr: 'صغير',
        variantSku: 'AB-S',
        variantPrice: 150,
        variantStock: 3,
      },
      {
        ...base,
        sku: 'AB-S',
        option1ValueEn: 'M',
        option1ValueAr: 'وسط',
        variantSku: 'AB-M',
        variantPrice: 160,
        variantStock: 4,
      },
      {
        sku: 'PL-1',
        nameEn: 'Plain',
        nameAr: 'عادي',
        price: 9,
        stock: 2,
        brandId,
        categoryId,
        variantBarcode: '96385074',
        variantWeight: 250,
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const abaya = (await productBySku('AB-S'))!;
    expect(abaya).toMatchObject({ priceHalalas: 15_000, priceMaxHalalas: 16_000, stock: 7 });
    expect((await variantsOf(abaya.id)).map((v) => v.sku)).toEqual(['AB-S', 'AB-M']);
    const plainOne = (await productBySku('PL-1'))!;
    expect(await variantsOf(plainOne.id)).toMatchObject([
      {
        sku: 'PL-1',
        barcode: '96385074',
        weightGrams: 250,
        priceHalalas: 900,
        stock: 2,
        isDefault: true,
      },
    ]);
  });

  it('reports every bad row at its row and column and writes nothing', async () => {
    const rows = await exportedRows();
    const shirtRows = rows.filter((row) => row.sku === shirt.sku);
    const plainRow = rows.find((row) => row.sku === plain.sku)!;
    const [first, second, third, fourth] = shirtRows.map((row) => ({ ...row }));
    second!.nameEn = 'Another name'; // row 3: a product column differs
    third!.option2ValueAr = 'أخضر'; // row 4: Red in English, another colour in Arabic
    fourth!.variantStock = 2.5; // row 5: not a whole number
    fourth!.variantPrice = 10.555; // row 5: three decimals
    const repeated = { ...first!, variantSku: `${shirt.sku}-9`, variantBarcode: null }; // row 6
    const missing = { ...first!, option2NameAr: null, variantSku: `${shirt.sku}-10` }; // row 7
    const takenSku = { ...plainRow, sku: 'NEW-PLAIN', variantSku: null }; // row 8
    takenSku.sku = (await variantsOf(shirt.id))[1]!.sku;
    const before = await snapshot();
    const res = await reimport([first!, second!, third!, fourth!, repeated, missing, takenSku]);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual([
      { row: 3, column: 'nameEn', message: `differs from the product's row 2 (${first!.nameEn})` },
      { row: 4, column: 'option2ValueAr', message: "differs from the product's row 2 (أحمر)" },
      { row: 5, column: 'variantPrice', message: expect.any(String) },
      { row: 5, column: 'variantStock', message: 'must be a whole number' },
      { row: 6, column: 'option1ValueEn', message: 'is the same combination as another variant' },
      { row: 7, column: 'option2NameAr', message: 'is required' },
      { row: 8, column: 'sku', message: 'Another product already uses this SKU' },
    ]);
    expect(await snapshot()).toEqual(before);
    const arabic = await reimport([first!, second!], 'ar');
    expect(arabic.json().data.errors).toEqual([
      { row: 3, column: 'nameEn', message: `يختلف عن صف المنتج 2 (${first!.nameEn})` },
    ]);
  });

  it('refuses SKUs and barcodes repeated across the sheet or taken, more than 100 variants', async () => {
    const rows = await exportedRows();
    const shirtRows = rows.filter((row) => row.sku === shirt.sku);
    const other = await createProductRow(t.app, { brandId, categoryId, sku: 'OTHER-1' });
    const copy: Record<string, unknown>[] = shirtRows.map((row) => ({
      ...row,
      sku: 'COPY-1',
      nameEn: 'Copy',
    }));
    copy[0]!.variantSku = 'COPY-1';
    copy[1]!.variantSku = shirtRows[2]!.variantSku; // taken by the shirt, and repeated in the sheet
    copy[2]!.variantSku = other.sku; // another product's
    copy[3]!.variantSku = 'COPY-4';
    const res = await reimport([...shirtRows, ...copy]);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual([
      { row: 7, column: 'variantSku', message: 'is repeated in this file (first on row 4)' },
      { row: 7, column: 'variantBarcode', message: 'is repeated in this file (first on row 3)' },
      { row: 8, column: 'variantSku', message: 'Another product already uses this SKU' },
    ]);

    const many = Array.from({ length: 101 }, (_, k) => ({
      ...shirtRows[0]!,
      option1ValueEn: `S${k}`,
      option1ValueAr: `ص${k}`,
      option2ValueEn: 'Red',
      option2ValueAr: 'أحمر',
      variantSku: k === 0 ? shirt.sku : `${shirt.sku}-M${k}`,
      variantBarcode: null,
    }));
    const tooMany = await reimport(many);
    // The 51st size is the first one too many, the 101st row the first variant too many.
    expect(tooMany.json().data.errors).toEqual([
      { row: 52, column: 'option1ValueEn', message: 'must have at most 50 entries' },
      { row: 102, column: 'variantSku', message: 'must have at most 100 entries' },
    ]);
  });

  it('keeps sheets without variant columns as before, but a product with options keeps its price', async () => {
    const header = ['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId'];
    const current = (await productBySku(shirt.sku))!;
    const renamed = {
      sku: shirt.sku,
      nameEn: 'Renamed',
      nameAr: 'جديد',
      price: 100,
      stock: current.stock,
      brandId,
      categoryId,
    };
    const ok = await importFile(await sheetWith([renamed], header));
    expect(ok.json().data).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await variantsOf(shirt.id)).length).toBe(4);
    const refused = await importFile(await sheetWith([{ ...renamed, price: 50 }], header));
    expect(refused.json().data.errors).toEqual([
      {
        row: 2,
        column: 'price',
        message: "This product has options: edit its variants' prices and stock",
      },
    ]);
    const [counted] = await t.app.ctx.db
      .select({ n: count() })
      .from(products)
      .where(sql`true`);
    expect(counted!.n).toBe(2);
  });
});
