import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { products } from './catalog.tables.ts';
import { productSearchRows } from './search.tables.ts';

let t: TestApp;
let brandId: number;
let otherBrandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  brandId = (await createBrandRow(t.app)).id;
  otherBrandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
});

afterAll(async () => {
  await t.close();
});

/** The side table's row of a product, with whether its vector matches `word` as a prefix. */
async function sideRow(productId: number, word?: string) {
  const ps = productSearchRows;
  const prefix = sql`to_tsquery('simple', quote_literal(dukkan_search_text(${word ?? ''})) || ':*')`;
  const [row] = await t.app.ctx.db
    .select({
      isActive: ps.isActive,
      brandId: ps.brandId,
      categoryId: ps.categoryId,
      price: ps.effectivePriceHalalas,
      discountActive: ps.discountActive,
      inStock: ps.inStock,
      sku: ps.sku,
      matches: word === undefined ? sql<null>`null` : sql<boolean>`${ps.searchVector} @@ ${prefix}`,
    })
    .from(ps)
    .where(eq(ps.productId, productId));
  return row;
}

/** What a shopper's search of `term` lists, by English name. */
async function shopperFinds(term: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/product/getAllProducts?search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.items.map((item: { name: string }) => item.name);
}

describe('product_search follows the products', () => {
  it('gets a row on insert, one statement of many rows included', async () => {
    const row = await createProductRow(t.app, {
      nameEn: 'Quokka Kettle',
      nameAr: 'غلاية كوكا',
      descriptionEn: 'Boils water',
      sku: 'QK-Kettle-1',
      priceHalalas: 12_345,
      brandId,
      categoryId,
    });
    expect(await sideRow(row.id, 'quokka')).toEqual({
      isActive: true,
      brandId,
      categoryId,
      price: 12_345,
      discountActive: false,
      inStock: true,
      sku: 'qk-kettle-1',
      matches: true,
    });
    expect((await sideRow(row.id, 'boils'))?.matches).toBe(true);
    expect((await sideRow(row.id, 'كوكا'))?.matches).toBe(true);

    const many = await t.app.ctx.db
      .insert(products)
      .values(
        [1, 2, 3].map((n) => ({
          nameEn: `Wombat Lamp ${n}`,
          nameAr: `مصباح ${n}`,
          sku: `WL-${n}`,
          priceHalalas: 1000 * n,
          brandId,
          categoryId,
        })),
      )
      .returning({ id: products.id });
    const rows = await t.app.ctx.db
      .select({ id: productSearchRows.productId })
      .from(productSearchRows)
      .where(
        inArray(
          productSearchRows.productId,
          many.map((m) => m.id),
        ),
      );
    expect(rows).toHaveLength(3);
    expect(await shopperFinds('wombat')).toHaveLength(3);
  });

  it('follows a rename, a new SKU, a move, a price change and a discount', async () => {
    const row = await createProductRow(t.app, {
      nameEn: 'Platypus Mixer',
      nameAr: 'خلاط',
      sku: 'PM-1',
      brandId,
      categoryId,
    });
    expect(await shopperFinds('platypus')).toEqual(['Platypus Mixer']);
    await t.app.ctx.db
      .update(products)
      .set({
        nameEn: 'Echidna Mixer',
        descriptionAr: 'خلاط كهربائي',
        sku: 'EM-1',
        brandId: otherBrandId,
        priceHalalas: 5000,
        discountType: 'Percentage',
        discountValueHundredths: 1000,
      })
      .where(eq(products.id, row.id));
    expect(await sideRow(row.id, 'echidna')).toMatchObject({
      brandId: otherBrandId,
      sku: 'em-1',
      price: 4500,
      discountActive: true,
      matches: true,
    });
    expect((await sideRow(row.id, 'platypus'))?.matches).toBe(false);
    expect((await sideRow(row.id, 'كهربائي'))?.matches).toBe(true);
    expect(await shopperFinds('platypus')).toEqual([]);
    expect(await shopperFinds('echidna')).toEqual(['Echidna Mixer']);
  });

  it('follows deactivation: shoppers stop finding the product, staff still do', async () => {
    const row = await createProductRow(t.app, {
      nameEn: 'Numbat Toaster',
      nameAr: 'محمصة',
      brandId,
      categoryId,
    });
    expect(await shopperFinds('numbat')).toEqual(['Numbat Toaster']);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, row.id));
    expect((await sideRow(row.id))?.isActive).toBe(false);
    expect(await shopperFinds('numbat')).toEqual([]);
    await t.app.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, row.id));
    expect(await shopperFinds('numbat')).toEqual(['Numbat Toaster']);
  });

  it('follows a sell-out and a restock, and goes with the product', async () => {
    const row = await createProductRow(t.app, {
      nameEn: 'Bilby Blender',
      nameAr: 'خلاط بيلبي',
      stock: 2,
      brandId,
      categoryId,
    });
    await t.app.ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, row.id));
    expect(await sideRow(row.id, 'bilby')).toMatchObject({ inStock: true, matches: true });
    await t.app.ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, row.id));
    expect((await sideRow(row.id))?.inStock).toBe(false);
    const inStockOnly = await t.app.inject({
      method: 'GET',
      url: '/api/product/getAllProducts?search=bilby&inStock=true',
    });
    expect(inStockOnly.json().data.totalCount).toBe(0);
    await t.app.ctx.db.update(products).set({ stock: 5 }).where(eq(products.id, row.id));
    expect((await sideRow(row.id))?.inStock).toBe(true);
    await t.app.ctx.db.delete(products).where(eq(products.id, row.id));
    expect(await sideRow(row.id)).toBeUndefined();
    expect(await shopperFinds('bilby')).toEqual([]);
  });

  it('holds one row per product, equal to the products', async () => {
    const { rows } = await t.app.ctx.db.execute<{ differing: number }>(sql`
      select count(*)::integer as differing
      from products p full join product_search s on s.product_id = p.id
      where s.product_id is null or p.id is null
        or (p.is_active, p.category_id, p.brand_id, p.effective_price_halalas, p.discount_active,
            p.stock > 0, p.created_at, lower(p.sku))
          is distinct from (s.is_active, s.category_id, s.brand_id, s.effective_price_halalas,
            s.discount_active, s.in_stock, s.created_at, s.sku)
        or s.search_vector <> dukkan_search_vector(p.name_en, p.name_ar, p.description_en, p.description_ar)`);
    expect(Number(rows[0]!.differing)).toBe(0);
  });
});
