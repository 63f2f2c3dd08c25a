import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LowStockProduct, Paged, TopSellingProduct } from '@dukkan/contracts';
import { productVariants } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  orderBody,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import { addToCartRow } from '../../../test/shopping-factories.ts';
import { createProductWithOptions, type TestVariant } from '../../../test/variant-factories.ts';

/** Low stock and top sellers per variant (decision 016, step 3), on a shop of its own. */

let t: TestApp;
let admin: TestUser;
let thobeId: number;
let plainId: number;
let variants: TestVariant[];

const get = async <T>(url: string, lang = 'en') => {
  const res = await t.app.inject({
    url: `/api/AdminDashboard/${url}`,
    headers: { ...bearer(admin.token), 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

const option = (name: string, value: string, nameAr: string, valueAr: string) => ({
  name,
  value,
  nameEn: name,
  nameAr,
  valueEn: value,
  valueAr,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  const deliveryId = (await createDeliveryMethodRow(t.app)).id;
  // S/Red 2, S/Blue 9, M/Red 4 (switched off), M/Blue 20; the plain product has 1.
  const thobe = await createProductWithOptions(t.app, { variantStock: [6, 9, 4, 20] });
  thobeId = thobe.product.id;
  variants = thobe.variants;
  plainId = (await createShopProduct(t.app, { nameEn: 'Plain', nameAr: 'عادي', stock: 4 })).id;

  const shopper = await createShopper(t.app);
  const [sRed, sBlue, mRed] = variants as [TestVariant, TestVariant, TestVariant];
  await addToCartRow(t.app, shopper.user.id, thobeId, 4, undefined, sRed.id);
  await addToCartRow(t.app, shopper.user.id, thobeId, 1, undefined, sBlue.id);
  await addToCartRow(t.app, shopper.user.id, plainId, 3);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, deliveryId),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  await t.app.ctx.db
    .update(productVariants)
    .set({ isActive: false })
    .where(eq(productVariants.id, mRed.id));
});
afterAll(() => t.close());

describe('LowStockProducts per variant', () => {
  it('lists each low combination with its product and values; a plain product as before', async () => {
    const page = await get<Paged<LowStockProduct>>('LowStockProducts');
    // S/Red went 6 → 2 and the plain product 4 → 1; M/Red (4) is switched off, so left out.
    expect(page.totalCount).toBe(2);
    expect(page.items).toEqual([
      {
        id: plainId,
        variantId: expect.any(Number),
        name: 'Plain',
        sku: expect.any(String),
        stock: 1,
        imageUrl: null,
        isActive: true,
        options: [],
      },
      {
        id: thobeId,
        variantId: variants[0]!.id,
        name: 'Thobe',
        sku: variants[0]!.sku,
        stock: 2,
        imageUrl: null,
        isActive: true,
        options: [option('Size', 'S', 'المقاس', 'صغير'), option('Colour', 'Red', 'اللون', 'أحمر')],
      },
    ]);
  });

  it('names the values in the reader’s language and pages over variants', async () => {
    const page = await get<Paged<LowStockProduct>>(
      'LowStockProducts?threshold=9&pageSize=1&pageNumber=2',
      'ar',
    );
    expect(page.totalCount).toBe(3);
    expect(page.items).toMatchObject([
      {
        name: 'ثوب',
        stock: 2,
        options: [
          { name: 'المقاس', value: 'صغير' },
          { name: 'اللون', value: 'أحمر' },
        ],
      },
    ]);
  });
});

describe('TopSellingProducts per variant', () => {
  it('keeps the products and adds units per combination, most first', async () => {
    const top = await get<TopSellingProduct[]>('TopSellingProducts');
    expect(top).toEqual([
      expect.objectContaining({
        productId: thobeId,
        quantitySold: 5,
        variants: [
          {
            variantId: variants[0]!.id,
            options: [
              option('Size', 'S', 'المقاس', 'صغير'),
              option('Colour', 'Red', 'اللون', 'أحمر'),
            ],
            quantitySold: 4,
          },
          {
            variantId: variants[1]!.id,
            options: [
              option('Size', 'S', 'المقاس', 'صغير'),
              option('Colour', 'Blue', 'اللون', 'أزرق'),
            ],
            quantitySold: 1,
          },
        ],
      }),
      expect.objectContaining({ productId: plainId, quantitySold: 3, variants: [] }),
    ]);
  });

  it('reads the breakdown of every product shown in one more statement', async () => {
    const statements = await t.queriesDuring(() =>
      t.app.inject({ url: '/api/AdminDashboard/TopSellingProducts', headers: bearer(admin.token) }),
    );
    // The caller, the best sellers, their combinations.
    expect(statements).toHaveLength(3);
  });

  it('counts a deleted variant’s lines under their copied values', async () => {
    await t.app.ctx.db.delete(productVariants).where(eq(productVariants.id, variants[1]!.id));
    const top = await get<TopSellingProduct[]>('TopSellingProducts?count=1', 'ar');
    expect(
      top[0]!.variants.map((v) => [v.variantId, v.options.map((o) => o.value), v.quantitySold]),
    ).toEqual([
      [variants[0]!.id, ['صغير', 'أحمر'], 4],
      [null, ['صغير', 'أزرق'], 1],
    ]);
  });

  it('leaves the breakdown out of days without those sales', async () => {
    expect(
      await get<TopSellingProduct[]>('TopSellingProducts?from=2000-01-01&to=2000-01-31'),
    ).toEqual([]);
  });
});
