import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createProductRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { products } from './catalog.tables.ts';
import { productSearchRows } from './search.tables.ts';
import { productOptionValues, productVariants } from './variants.tables.ts';

/**
 * The product's kept columns follow its variants for every writer (migration 0021), and what reads
 * them — the price paid now, the search side table, the list's price filter and sort — sees the
 * cheapest active variant.
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

const db = () => t.app.ctx.db;

async function productOf(id: number) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

/** A product with three sized variants through the API: 100, 200 and 300 SAR, stock 1, 2, 3. */
async function sizedProduct(values: Partial<typeof products.$inferInsert> = {}) {
  const product = await createProductRow(t.app, { brandId, categoryId, ...values });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/adminProduct/setProductVariants/${product.id}`,
    headers: bearer(admin.token),
    payload: {
      options: [
        {
          nameEn: 'Size',
          nameAr: 'المقاس',
          values: ['S', 'M', 'L'].map((size) => ({ valueEn: size, valueAr: size })),
        },
      ],
      variants: [1, 2, 3].map((n) => ({
        sku: `${product.sku}-${n}`,
        price: n * 100,
        stock: n,
        optionValuePositions: [n - 1],
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const variants = res.json().data.variants as { id: number }[];
  return { id: product.id, sku: product.sku, variantIds: variants.map((v) => v.id) };
}

describe('the kept product columns', () => {
  it('a new product gets its default variant, whoever inserts it', async () => {
    const product = await createProductRow(t.app, {
      brandId,
      categoryId,
      priceHalalas: 1_234,
      stock: 7,
      isActive: false,
    });
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(variants).toEqual([
      expect.objectContaining({
        sku: product.sku,
        priceHalalas: 1_234,
        stock: 7,
        isActive: false,
        isDefault: true,
        combination: '',
        imageUrls: [],
      }),
    ]);
    // Switched off with its product, the one variant still gives the product its price and stock.
    expect(await productOf(product.id)).toMatchObject({
      priceHalalas: 1_234,
      priceMaxHalalas: 1_234,
      stock: 7,
      listSwatches: [],
    });
  });

  it('follow inserts, updates, deactivations and deletes of variants', async () => {
    const { id, sku, variantIds } = await sizedProduct();
    expect(await productOf(id)).toMatchObject({
      priceHalalas: 10_000,
      priceMaxHalalas: 30_000,
      stock: 6,
      sku: `${sku}-1`,
    });
    await db()
      .update(productVariants)
      .set({ priceHalalas: 25_000, stock: 10 })
      .where(eq(productVariants.id, variantIds[1]!));
    expect(await productOf(id)).toMatchObject({ priceHalalas: 10_000, stock: 14 });
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, variantIds[0]!));
    expect(await productOf(id)).toMatchObject({
      priceHalalas: 25_000,
      priceMaxHalalas: 30_000,
      stock: 13,
      sku: `${sku}-1`,
    });
    await db().delete(productVariants).where(eq(productVariants.id, variantIds[0]!));
    expect(await productOf(id)).toMatchObject({ stock: 13, sku: `${sku}-2` });
    await db()
      .insert(productVariants)
      .values({
        productId: id,
        sku: `${sku}-X`,
        priceHalalas: 5_000,
        stock: 4,
        combination: '0',
      });
    expect(await productOf(id)).toMatchObject({
      priceHalalas: 5_000,
      priceMaxHalalas: 30_000,
      stock: 17,
    });
  });

  it('a product whose variants are all inactive keeps the cheapest and dearest price and has no stock', async () => {
    const { id } = await sizedProduct();
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.productId, id));
    expect(await productOf(id)).toMatchObject({
      priceHalalas: 10_000,
      priceMaxHalalas: 30_000,
      stock: 0,
    });
  });

  it('keep the price paid now and the search side table right', async () => {
    const { id, variantIds } = await sizedProduct({
      discountType: 'Percentage',
      discountValueHundredths: 1_000,
    });
    expect(await productOf(id)).toMatchObject({
      effectivePriceHalalas: 9_000,
      discountActive: true,
    });
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, variantIds[0]!));
    expect((await productOf(id)).effectivePriceHalalas).toBe(18_000);
    const [side] = await db()
      .select()
      .from(productSearchRows)
      .where(eq(productSearchRows.productId, id));
    expect(side).toMatchObject({ effectivePriceHalalas: 18_000, inStock: true });
    await db()
      .update(products)
      .set({ discountType: 'Fixed', discountValueHundredths: 2_500 })
      .where(eq(products.id, id));
    expect((await productOf(id)).effectivePriceHalalas).toBe(17_500);
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, id));
    const [soldOut] = await db()
      .select()
      .from(productSearchRows)
      .where(eq(productSearchRows.productId, id));
    expect(soldOut).toMatchObject({ inStock: false, effectivePriceHalalas: 17_500 });
  });

  it('list the swatches of active variants, and follow a value renamed on its own', async () => {
    const product = await createProductRow(t.app, { brandId, categoryId });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/adminProduct/setProductVariants/${product.id}`,
      headers: bearer(admin.token),
      payload: {
        options: [
          {
            nameEn: 'Colour',
            nameAr: 'اللون',
            display: 'swatches',
            values: [
              { valueEn: 'Red', valueAr: 'أحمر', swatchHex: '#FF0000' },
              { valueEn: 'Blue', valueAr: 'أزرق', swatchHex: '#0000FF' },
              { valueEn: 'Green', valueAr: 'أخضر', swatchHex: '#00FF00' },
            ],
          },
        ],
        variants: [
          { sku: `${product.sku}-R`, price: 10, stock: 1, optionValuePositions: [0] },
          {
            sku: `${product.sku}-B`,
            price: 10,
            stock: 1,
            optionValuePositions: [1],
            isActive: false,
          },
          { sku: `${product.sku}-G`, price: 10, stock: 1, optionValuePositions: [2] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const values = res.json().data.options[0].values as { id: number }[];
    expect((await productOf(product.id)).listSwatches).toEqual([
      { id: values[0]!.id, valueEn: 'Red', valueAr: 'أحمر', hex: '#FF0000' },
      { id: values[2]!.id, valueEn: 'Green', valueAr: 'أخضر', hex: '#00FF00' },
    ]);
    await db()
      .update(productOptionValues)
      .set({ valueEn: 'Crimson', swatchHex: '#DC143C' })
      .where(eq(productOptionValues.id, values[0]!.id));
    expect((await productOf(product.id)).listSwatches[0]).toMatchObject({
      valueEn: 'Crimson',
      hex: '#DC143C',
    });
  });

  it('a product without options carries a direct write of its columns to its variant (orders, imports)', async () => {
    const product = await createProductRow(t.app, { brandId, categoryId, stock: 5 });
    await db()
      .update(products)
      .set({ stock: sql`${products.stock} - 2` })
      .where(eq(products.id, product.id));
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(variant).toMatchObject({ stock: 3, isDefault: true });
    // A later variant write starts from the taken stock, not the old one.
    await db()
      .update(productVariants)
      .set({ priceHalalas: 777 })
      .where(eq(productVariants.id, variant!.id));
    expect(await productOf(product.id)).toMatchObject({ stock: 3, priceHalalas: 777 });
  });

  it('say whether the product has options: gained with a combination, lost back to one default variant', async () => {
    const product = await createProductRow(t.app, { brandId, categoryId });
    expect(await productOf(product.id)).toMatchObject({ hasOptions: false });
    // One price and no swatches: nothing else on the row tells a card there is a choice to make.
    const { id, variantIds } = await sizedProduct();
    await db()
      .update(productVariants)
      .set({ priceHalalas: 10_000 })
      .where(eq(productVariants.productId, id));
    expect(await productOf(id)).toMatchObject({
      hasOptions: true,
      priceHalalas: 10_000,
      priceMaxHalalas: 10_000,
      listSwatches: [],
    });
    // Switched off, a combination is still an option of the product.
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.productId, id));
    expect(await productOf(id)).toMatchObject({ hasOptions: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/adminProduct/setProductVariants/${id}`,
      headers: bearer(admin.token),
      payload: {
        options: [],
        variants: [{ id: variantIds[0], sku: `PLAIN-${id}`, price: '80.00', stock: 2 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productOf(id)).toMatchObject({ hasOptions: false, priceHalalas: 8_000, stock: 2 });
  });

  it('a deleted product takes its variants with it', async () => {
    const { id } = await sizedProduct();
    await db().delete(products).where(eq(products.id, id));
    const left = await db().select().from(productVariants).where(eq(productVariants.productId, id));
    expect(left).toEqual([]);
  });
});

describe('lists read the cheapest active variant', () => {
  it("the price filter and sort see the cheapest variant's price, and cards the dearest", async () => {
    const category = await createCategoryRow(t.app);
    const cheapFirst = await sizedProduct({ categoryId: category.id });
    const plain = await createProductRow(t.app, {
      brandId,
      categoryId: category.id,
      priceHalalas: 15_000,
    });
    const list = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/product/getAllProducts?categoryId=${category.id}&${query}`,
        })
      ).json().data;
    const sorted = await list('sortBy=price');
    expect(sorted.items.map((p: { id: number }) => p.id)).toEqual([cheapFirst.id, plain.id]);
    expect(sorted.items[0]).toMatchObject({ price: 100, priceMax: 300, discountedPriceMax: null });
    expect(sorted.items[1]).toMatchObject({ price: 150, priceMax: 150 });
    const cheap = await list('maxPrice=120');
    expect(cheap.items.map((p: { id: number }) => p.id)).toEqual([cheapFirst.id]);
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, cheapFirst.variantIds[0]!));
    expect((await list('maxPrice=120')).items).toEqual([]);
    expect((await list('sortBy=price')).items.map((p: { id: number }) => p.id)).toEqual([
      plain.id,
      cheapFirst.id,
    ]);
  });
});

describe('the product form', () => {
  const fields = (id: number, values: Record<string, string>) => ({
    id: String(id),
    nameEn: 'Thobe',
    nameAr: 'ثوب',
    brandId: String(brandId),
    categoryId: String(categoryId),
    isActive: 'true',
    ...values,
  });
  function update(values: Record<string, string>) {
    const body = multipartBody(values, {});
    return t.app.inject({
      method: 'PUT',
      url: '/api/adminProduct/updateProduct',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
  }

  it("writes a product's default variant", async () => {
    const product = await createProductRow(t.app, { brandId, categoryId });
    const res = await update(fields(product.id, { sku: 'FORM-1', price: '12.50', stock: '4' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sku: 'FORM-1', price: 12.5, priceMax: 12.5, stock: 4 });
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(variant).toMatchObject({
      sku: 'FORM-1',
      priceHalalas: 1_250,
      stock: 4,
      isDefault: true,
    });
  });

  it('takes the other fields of a product with options, and refuses a change of its price, stock or SKU', async () => {
    const { id, sku } = await sizedProduct();
    const kept = { sku: `${sku}-1`, price: '100', stock: '6' };
    const ok = await update(fields(id, { ...kept, nameEn: 'Renamed' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      nameEn: 'Renamed',
      price: 100,
      priceMax: 300,
      stock: 6,
    });
    for (const [field, value] of [
      ['price', '90'],
      ['stock', '60'],
      ['sku', 'NEW-SKU'],
    ] as const) {
      const res = await update(fields(id, { ...kept, [field]: value, nameEn: 'Not saved' }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({
        message: "This product has options: edit its variants' prices and stock",
        data: { [field]: [expect.any(String)] },
      });
    }
    expect(await productOf(id)).toMatchObject({
      nameEn: 'Renamed',
      priceHalalas: 10_000,
      stock: 6,
    });
    const variants = await db()
      .select({ price: productVariants.priceHalalas })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.isDefault, false)));
    expect(variants.map((v) => v.price).sort()).toEqual([10_000, 20_000, 30_000]);
  });

  it("a fixed discount stays below the cheapest active variant's price", async () => {
    const { id, variantIds } = await sizedProduct();
    const discount = (value: number) =>
      t.app.inject({
        url: `/api/adminProduct/addOrUpdateDiscount/${id}?type=Fixed&value=${value}`,
        headers: bearer(admin.token),
      });
    expect((await discount(100)).statusCode).toBe(400);
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.id, variantIds[0]!));
    const res = await discount(100);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      price: 200,
      discountedPrice: 100,
      discountedPriceMax: 200,
    });
  });
});
