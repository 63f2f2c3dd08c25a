import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { createShopProduct } from '../../../test/shopping-factories.ts';
import { createProductWithOptions, type TestVariant } from '../../../test/variant-factories.ts';
import { products } from './catalog.tables.ts';
import { productSearchRows } from './search.tables.ts';
import { productOptionValues, productVariants } from './variants.tables.ts';

/**
 * The variants' SKUs, barcodes and option values find their product (decision 016, migration
 * 0024), in the shop's search, its suggestions and facets, kept true by triggers on the variants
 * and the values.
 */

let t: TestApp;
let admin: TestUser;
let thobe: { product: typeof products.$inferSelect; variants: TestVariant[] };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  // Sizes S and M (صغير, وسط), colours Red and Blue (أحمر, أزرق).
  thobe = await createProductWithOptions(t.app, { nameEn: 'Quilted Thobe', nameAr: 'ثوب مبطن' });
  await createShopProduct(t.app, { nameEn: 'Plain Kettle', nameAr: 'غلاية' });
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;

async function shopperFinds(term: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/product/getAllProducts?search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.map((item: { name: string }) => item.name);
}

async function staffFinds(term: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/adminProduct/getAllProductDetailsForAdmin?search=${encodeURIComponent(term)}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.map((item: { name: string }) => item.name);
}

const variantIdsOf = (colour: string) =>
  thobe.variants.filter((variant) => variant.colour === colour).map((variant) => variant.id);

describe('search by variants', () => {
  it('finds the product by an option value in either language, folded', async () => {
    for (const term of ['red', 'BLUE', 'أحمر', 'احمر', 'ازرق', 'وسط', 'quilted red'])
      expect(await shopperFinds(term), term).toEqual(['Quilted Thobe']);
    expect(await shopperFinds('green')).toEqual([]);
    expect(await shopperFinds('kettle red')).toEqual([]);
  });

  it('finds it by a variant SKU and its start, and by a barcode', async () => {
    const sku = thobe.variants[3]!.sku; // OPTn-id-M-Blue
    expect(await shopperFinds(sku)).toEqual(['Quilted Thobe']);
    expect(await shopperFinds(sku.slice(0, sku.indexOf('-')))).toEqual(['Quilted Thobe']);
    await db()
      .update(productVariants)
      .set({ barcode: '6281000000014' })
      .where(eq(productVariants.id, thobe.variants[0]!.id));
    expect(await shopperFinds('6281000000014')).toEqual(['Quilted Thobe']);
    expect(await shopperFinds('628100')).toEqual(['Quilted Thobe']);
  });

  it('ranks a name match above a variant-term match', async () => {
    await createShopProduct(t.app, { nameEn: 'Red Lantern', nameAr: 'فانوس' });
    expect(await shopperFinds('red')).toEqual(['Red Lantern', 'Quilted Thobe']);
  });

  it("also serves suggestions' facets: the thobe's brand is counted for a colour", async () => {
    const res = await t.app.inject({ url: `/api/product/getProductFacets?search=blue` });
    expect(res.statusCode, res.body).toBe(200);
    const brands = res.json().data.brands as { id: number; count: number }[];
    expect(brands).toEqual([expect.objectContaining({ id: thobe.product.brandId, count: 1 })]);
  });

  it('follows a renamed value', async () => {
    await db()
      .update(productOptionValues)
      .set({ valueEn: 'Crimson', valueAr: 'قرمزي' })
      .where(eq(productOptionValues.valueEn, 'Red'));
    expect(await shopperFinds('crimson')).toEqual(['Quilted Thobe']);
    expect(await shopperFinds('قرمزي')).toEqual(['Quilted Thobe']);
    expect(await shopperFinds('أحمر')).toEqual([]);
  });

  it('follows a renamed product: its variant terms stay in the rebuilt vector', async () => {
    await db()
      .update(products)
      .set({ nameEn: 'Winter Thobe' })
      .where(eq(products.id, thobe.product.id));
    expect(await shopperFinds('winter crimson')).toEqual(['Winter Thobe']);
  });

  it("drops a switched-off variant's terms, shoppers' and staff's alike", async () => {
    await db()
      .update(productVariants)
      .set({ isActive: false })
      .where(inArray(productVariants.id, variantIdsOf('Blue')));
    expect(await shopperFinds('blue')).toEqual([]);
    expect(await staffFinds('blue')).toEqual([]);
    expect(await shopperFinds('crimson')).toEqual(['Winter Thobe']);
    await db()
      .update(productVariants)
      .set({ isActive: true })
      .where(inArray(productVariants.id, variantIdsOf('Blue')));
    expect(await shopperFinds('blue')).toEqual(['Winter Thobe']);
  });

  it("drops a deleted variant's terms", async () => {
    const [gone] = thobe.variants.filter((v) => v.colour === 'Blue' && v.size === 'M');
    await db().delete(productVariants).where(eq(productVariants.id, gone!.id));
    // Its SKU's words are all other variants' too; its own term is gone from the kept terms.
    expect((await sideRowOf(thobe.product.id))?.terms).not.toContain(gone!.sku.replace(/-/g, ' '));
    expect(await shopperFinds('blue')).toEqual(['Winter Thobe']); // S/Blue is left
    await db()
      .delete(productVariants)
      .where(inArray(productVariants.id, variantIdsOf('Blue')));
    expect(await shopperFinds('blue')).toEqual([]);
  });

  it('an order-like stock write leaves the side row alone', async () => {
    const before = await sideRowOf(thobe.product.id);
    await db()
      .update(productVariants)
      .set({ stock: 3 })
      .where(eq(productVariants.id, thobe.variants[0]!.id));
    expect(await sideRowOf(thobe.product.id)).toEqual(before);
  });

  it('keeps the terms of a save through the staff API', async () => {
    const product = await createShopProduct(t.app, { nameEn: 'Oud Perfume', nameAr: 'عطر عود' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/adminProduct/setProductVariants/${product.id}`,
      headers: bearer(admin.token),
      payload: {
        options: [
          {
            nameEn: 'Volume',
            nameAr: 'الحجم',
            values: [
              { valueEn: '50 ml', valueAr: '٥٠ مل' },
              { valueEn: '100 ml', valueAr: '١٠٠ مل' },
            ],
          },
        ],
        variants: [
          {
            sku: 'OUD-50',
            barcode: '6281000000021',
            price: 150,
            stock: 3,
            optionValuePositions: [0],
          },
          { sku: 'OUD-100', price: 250, stock: 0, optionValuePositions: [1] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shopperFinds('oud-100')).toEqual(['Oud Perfume']);
    expect(await shopperFinds('6281000000021')).toEqual(['Oud Perfume']);
    expect(await shopperFinds('عطر مل')).toEqual(['Oud Perfume']);
  });
});

async function sideRowOf(productId: number) {
  const [row] = await db()
    .select({
      terms: productSearchRows.variantTerms,
      vector: productSearchRows.searchVector,
    })
    .from(productSearchRows)
    .where(eq(productSearchRows.productId, productId));
  return row;
}
