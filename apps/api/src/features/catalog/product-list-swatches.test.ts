import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductVariantsInput } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  bearer,
  createBrandRow,
  createCategoryRow,
  createProductRow,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import type { products } from './catalog.tables.ts';

// A card's colour dots come from the kept `list_swatches` (decision 016), read with the row, and
// whether it has options at all from the kept `has_options`.

let t: TestApp;
let admin: TestUser;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  categoryId = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());

const newProduct = (values: Partial<typeof products.$inferInsert> & { brandId: number }) =>
  createProductRow(t.app, { categoryId, ...values });

const put = (id: number, body: ProductVariantsInput) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/adminProduct/setProductVariants/${id}`,
    payload: body as object,
    headers: bearer(admin.token),
  });

/** A thobe in three sizes and two colours (swatches), six variants. */
function thobe(): ProductVariantsInput {
  const sizes = ['52', '54', '56'];
  const colours = [
    { valueEn: 'White', valueAr: 'أبيض', swatchHex: '#FFFFFF' },
    { valueEn: 'Beige', valueAr: 'بيج', swatchHex: '#D8C8A8' },
  ];
  return {
    options: [
      {
        nameEn: 'Size',
        nameAr: 'المقاس',
        values: sizes.map((size) => ({ valueEn: size, valueAr: size })),
      },
      { nameEn: 'Colour', nameAr: 'اللون', display: 'swatches', values: colours },
    ],
    variants: sizes.flatMap((size, s) =>
      colours.map((colour, c) => ({
        sku: `LS-${size}-${colour.valueEn}`,
        price: 150 + s * 10,
        stock: 3,
        optionValuePositions: [s, c],
      })),
    ),
  };
}

describe('product lists', () => {
  it("carry the swatches of active variants in the reader's language, in the list's one query", async () => {
    const ownBrand = (await createBrandRow(t.app)).id;
    const plain = await newProduct({ brandId: ownBrand, priceHalalas: 2_000 });
    const product = await newProduct({ brandId: ownBrand });
    const body = thobe();
    // Every beige variant switched off: beige has nothing to sell, so its dot goes.
    for (const variant of body.variants) {
      if (variant.optionValuePositions![1] === 1) variant.isActive = false;
    }
    const saved = (await put(product.id, body)).json().data;
    const whiteId = saved.options[1].values[0].id;
    const list = (lang: string) =>
      t.app.inject({
        url: `/api/product/getAllProducts?brandId=${ownBrand}`,
        headers: { 'accept-language': lang },
      });
    type Item = { id: number; swatches: unknown[] };
    const byId = async (lang: string) => {
      const items: Item[] = (await list(lang)).json().data.items;
      return new Map(items.map((item) => [item.id, item]));
    };
    const en = await byId('en');
    expect(en.get(plain.id)).toMatchObject({ swatches: [], price: 20, priceMax: 20 });
    expect(en.get(product.id)).toMatchObject({
      price: 150,
      priceMax: 170,
      swatches: [
        { id: whiteId, valueEn: 'White', valueAr: 'أبيض', value: 'White', hex: '#FFFFFF' },
      ],
    });
    const ar = await byId('ar');
    expect(ar.get(product.id)?.swatches).toEqual([expect.objectContaining({ value: 'أبيض' })]);
    const queries = await t.queriesDuring(() => list('en'));
    expect(queries).toHaveLength(1);
  });

  it('say which products have options, even at one price and without colours, in the one query', async () => {
    const ownBrand = (await createBrandRow(t.app)).id;
    const plain = await newProduct({ brandId: ownBrand });
    const abaya = await newProduct({ brandId: ownBrand });
    const sizes = ['S', 'M', 'L', 'XL'];
    const saved = await put(abaya.id, {
      options: [
        {
          nameEn: 'Size',
          nameAr: 'المقاس',
          values: sizes.map((size) => ({ valueEn: size, valueAr: size })),
        },
      ],
      variants: sizes.map((size, s) => ({
        sku: `AB-${abaya.id}-${size}`,
        price: 250,
        stock: 4,
        optionValuePositions: [s],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = () => t.app.inject({ url: `/api/product/getAllProducts?brandId=${ownBrand}` });
    type Item = { id: number; hasOptions: boolean };
    const items: Item[] = (await list()).json().data.items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(plain.id)).toMatchObject({ hasOptions: false });
    expect(byId.get(abaya.id)).toMatchObject({
      hasOptions: true,
      price: 250,
      priceMax: 250,
      swatches: [],
    });
    expect(await t.queriesDuring(() => list())).toHaveLength(1);

    const detail = async (id: number) =>
      (await t.app.inject({ url: `/api/product/getProductById/${id}` })).json().data;
    expect(await detail(abaya.id)).toMatchObject({ hasOptions: true });
    expect(await detail(plain.id)).toMatchObject({ hasOptions: false });

    // The wishlist's cards read the same row.
    const shopper = await createUser(t.app);
    for (const productId of [plain.id, abaya.id]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/favorite/AddFavorite',
        headers: bearer(shopper.token),
        payload: { productId },
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const favorites = await t.app.inject({
      url: '/api/favorite/getMyFavorites',
      headers: bearer(shopper.token),
    });
    const favoriteItems: { productId: number; hasOptions: boolean }[] = favorites.json().data.items;
    expect(new Map(favoriteItems.map((f) => [f.productId, f.hasOptions]))).toEqual(
      new Map([
        [plain.id, false],
        [abaya.id, true],
      ]),
    );
  });
});
