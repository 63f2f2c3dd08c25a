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

// A card's colour dots come from the kept `list_swatches` (decision 016), read with the row.

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
});
