import { asc, eq } from 'drizzle-orm';
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
import { products } from './catalog.tables.ts';
import { productOptions, productOptionValues, productVariants } from './variants.tables.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  manager = await createUser(t.app, { role: 'Manager' });
  customer = await createUser(t.app);
  brandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());

const newProduct = (values: Partial<typeof products.$inferInsert> = {}) =>
  createProductRow(t.app, { brandId, categoryId, ...values });

function put(id: number, body: unknown, options: { token?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/adminProduct/setProductVariants/${id}`,
    payload: body as object,
    headers: {
      ...bearer(options.token ?? admin.token),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

const getVariants = (id: number, token = admin.token) =>
  t.app.inject({ url: `/api/adminProduct/getProductVariants/${id}`, headers: bearer(token) });

let skuSequence = 0;
/** A thobe in three sizes and two colours (swatches), six variants. */
function thobe(prefix = `TH${++skuSequence}`): ProductVariantsInput {
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
        sku: `${prefix}-${size}-${colour.valueEn}`,
        price: 150 + s * 10,
        stock: 3,
        optionValuePositions: [s, c],
      })),
    ),
  };
}

async function productRow(id: number) {
  const [row] = await t.app.ctx.db.select().from(products).where(eq(products.id, id));
  return row!;
}

async function variantRows(id: number) {
  return t.app.ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.id));
}

describe('setProductVariants', () => {
  it('replaces a product without options by its options and variants, and the product follows', async () => {
    const product = await newProduct({ priceHalalas: 9_900, stock: 4 });
    const [defaultVariant] = await variantRows(product.id);
    const res = await put(product.id, thobe('THOBE'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.options).toHaveLength(2);
    expect(data.options[1]).toMatchObject({
      position: 1,
      nameEn: 'Colour',
      name: 'Colour',
      display: 'swatches',
      values: [
        { position: 0, valueEn: 'White', swatchHex: '#FFFFFF' },
        { position: 1, valueEn: 'Beige', swatchHex: '#D8C8A8' },
      ],
    });
    expect(data.variants).toHaveLength(6);
    expect(data.variants[0]).toEqual({
      id: expect.any(Number),
      sku: 'THOBE-52-White',
      barcode: null,
      price: 150,
      discountedPrice: null,
      stock: 3,
      weightGrams: null,
      isActive: true,
      isDefault: false,
      imageUrls: [],
      optionValueIds: [data.options[0].values[0].id, data.options[1].values[0].id],
      optionValuePositions: [0, 0],
    });
    // The default variant (no id given) is gone; the product's columns are the variants'.
    expect(data.variants.map((v: { id: number }) => v.id)).not.toContain(defaultVariant!.id);
    const row = await productRow(product.id);
    expect(row).toMatchObject({
      priceHalalas: 15_000,
      priceMaxHalalas: 17_000,
      stock: 18,
      sku: 'THOBE-52-White',
      effectivePriceHalalas: 15_000,
    });
    expect(row.listSwatches).toEqual([
      { id: data.options[1].values[0].id, valueEn: 'White', valueAr: 'أبيض', hex: '#FFFFFF' },
      { id: data.options[1].values[1].id, valueEn: 'Beige', valueAr: 'بيج', hex: '#D8C8A8' },
    ]);
  });

  it('keeps the ids of the variants it names, deletes the others, and inserts new ones', async () => {
    const product = await newProduct();
    const body = thobe();
    const first = (await put(product.id, body)).json().data;
    const kept = first.variants.slice(0, 3) as { id: number; sku: string }[];
    // Sizes 52 and 54 only; the 52s swap their SKUs; a new size 58 in white.
    const next = thobe();
    next.options![0]!.values = [
      { valueEn: '52', valueAr: '52' },
      { valueEn: '54', valueAr: '54' },
      { valueEn: '58', valueAr: '58' },
    ];
    next.variants = [
      { ...body.variants[0]!, id: kept[0]!.id, sku: kept[1]!.sku, optionValuePositions: [0, 0] },
      { ...body.variants[1]!, id: kept[1]!.id, sku: kept[0]!.sku, optionValuePositions: [0, 1] },
      { ...body.variants[2]!, id: kept[2]!.id, price: 99, optionValuePositions: [1, 0] },
      { sku: `${kept[0]!.sku}-NEW`, price: 200, stock: 1, optionValuePositions: [2, 0] },
    ];
    const res = await put(product.id, next);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.variants.map((v: { id: number }) => v.id).slice(0, 3)).toEqual(
      kept.map((v) => v.id),
    );
    expect(saved.variants[0].sku).toBe(kept[1]!.sku);
    expect(saved.variants[1].sku).toBe(kept[0]!.sku);
    expect(saved.variants[2]).toMatchObject({ price: 99, optionValuePositions: [1, 0] });
    expect(saved.variants[3]).toMatchObject({ price: 200, optionValuePositions: [2, 0] });
    expect(await variantRows(product.id)).toHaveLength(4);
    expect(await productRow(product.id)).toMatchObject({
      priceHalalas: 9_900,
      priceMaxHalalas: 20_000,
      stock: 10,
    });
  });

  it('sets a product back to exactly one default variant when it has no options', async () => {
    const product = await newProduct();
    const withOptions = (await put(product.id, thobe())).json().data;
    const keep = withOptions.variants[2];
    const res = await put(product.id, {
      options: [],
      variants: [{ id: keep.id, sku: 'PLAIN-1', price: '75.50', stock: 9 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      options: [],
      variants: [{ id: keep.id, sku: 'PLAIN-1', price: 75.5, isDefault: true, optionValueIds: [] }],
    });
    expect(await productRow(product.id)).toMatchObject({
      sku: 'PLAIN-1',
      priceHalalas: 7_550,
      priceMaxHalalas: 7_550,
      stock: 9,
      listSwatches: [],
    });
    const options = await t.app.ctx.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, product.id));
    expect(options).toEqual([]);
  });

  it('takes values and photos per variant, and a manager may save too', async () => {
    const product = await newProduct({
      imageUrls: ['/media/products/a.webp', '/media/products/b.webp'],
    });
    const body = thobe();
    body.variants[0] = {
      ...body.variants[0]!,
      barcode: '6281000000113',
      weightGrams: 850,
      imageUrls: ['/media/products/b.webp'],
    };
    const res = await put(product.id, body, { token: manager.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.variants[0]).toMatchObject({
      barcode: '6281000000113',
      weightGrams: 850,
      imageUrls: ['/media/products/b.webp'],
    });
  });

  it('is for staff only', async () => {
    const product = await newProduct();
    expect((await put(product.id, thobe(), { token: customer.token })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/adminProduct/setProductVariants/${product.id}`,
      payload: thobe(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await getVariants(product.id, customer.token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await put(999_999, thobe())).statusCode).toBe(404);
    expect((await getVariants(999_999)).statusCode).toBe(404);
  });
});

describe('setProductVariants refusals', () => {
  let product: typeof products.$inferSelect;
  let before: unknown;
  let other: typeof products.$inferSelect;

  beforeAll(async () => {
    product = await newProduct({
      imageUrls: ['/media/products/own.webp'],
      discountType: 'Fixed',
      discountValueHundredths: 5_000,
    });
    expect((await put(product.id, thobe('BASE'))).statusCode).toBe(200);
    before = (await getVariants(product.id)).json().data;
    other = await newProduct({ sku: 'OTHER-SKU' });
    await put(other.id, {
      variants: [{ sku: 'OTHER-SKU', price: 10, stock: 1, barcode: '96385074' }],
    });
  });

  const refusals: [string, (body: ProductVariantsInput) => void, number, string][] = [
    [
      'more than 3 options',
      (b) => {
        b.options = [1, 2, 3, 4].map((n) => ({
          nameEn: `O${n}`,
          nameAr: `خ${n}`,
          values: [{ valueEn: 'x', valueAr: 'س' }],
        }));
      },
      400,
      'options',
    ],
    [
      'more than 100 variants',
      (b) => {
        b.options = [
          {
            nameEn: 'N',
            nameAr: 'ن',
            values: Array.from({ length: 50 }, (_, i) => ({ valueEn: `v${i}`, valueAr: `ق${i}` })),
          },
          {
            nameEn: 'M',
            nameAr: 'م',
            values: [0, 1, 2].map((i) => ({ valueEn: `m${i}`, valueAr: `م${i}` })),
          },
        ];
        b.variants = Array.from({ length: 101 }, (_, i) => ({
          sku: `MANY-${i}`,
          price: 1,
          stock: 1,
          optionValuePositions: [i % 50, Math.floor(i / 50)],
        }));
      },
      400,
      'variants',
    ],
    [
      'more than 50 values',
      (b) => {
        b.options![0]!.values = Array.from({ length: 51 }, (_, i) => ({
          valueEn: `s${i}`,
          valueAr: `م${i}`,
        }));
      },
      400,
      'options.0.values',
    ],
    [
      'an option name repeated, folded',
      (b) => {
        b.options![1]!.nameEn = 'SIZE';
      },
      400,
      'options.1.nameEn',
    ],
    [
      'an Arabic option name repeated with another hamza spelling',
      (b) => {
        b.options![0]!.nameAr = 'أللون';
      },
      400,
      'options.1.nameAr',
    ],
    [
      'a value repeated, folded',
      (b) => {
        b.options![1]!.values[1]!.valueEn = 'WHITE';
      },
      400,
      'options.1.values.1.valueEn',
    ],
    [
      'a variant missing an option',
      (b) => {
        b.variants[0]!.optionValuePositions = [0];
      },
      400,
      'variants.0.optionValuePositions',
    ],
    [
      'a variant repeating another combination',
      (b) => {
        b.variants[1]!.optionValuePositions = [0, 0];
      },
      400,
      'variants.1.optionValuePositions',
    ],
    [
      'a value position its option does not have',
      (b) => {
        b.variants[0]!.optionValuePositions = [0, 7];
      },
      400,
      'variants.0.optionValuePositions',
    ],
    [
      'options given but a variant with no values',
      (b) => {
        b.variants[0]!.optionValuePositions = [];
      },
      400,
      'variants.0.optionValuePositions',
    ],
    [
      'a SKU repeated within the request, in another case',
      (b) => {
        b.variants[1]!.sku = b.variants[0]!.sku.toLowerCase();
      },
      400,
      'variants.1.sku',
    ],
    [
      "another product's SKU, in another case",
      (b) => {
        b.variants[2]!.sku = 'other-sku';
      },
      409,
      'variants.2.sku',
    ],
    [
      'a barcode of the wrong length',
      (b) => {
        b.variants[0]!.barcode = '1234567';
      },
      400,
      'variants.0.barcode',
    ],
    [
      'a barcode with a bad check digit',
      (b) => {
        b.variants[0]!.barcode = '6281000000114';
      },
      400,
      'variants.0.barcode',
    ],
    [
      'a barcode repeated within the request',
      (b) => {
        b.variants[0]!.barcode = '6281000000113';
        b.variants[1]!.barcode = '6281000000113';
      },
      400,
      'variants.1.barcode',
    ],
    [
      "another product's barcode",
      (b) => {
        b.variants[3]!.barcode = '96385074';
      },
      409,
      'variants.3.barcode',
    ],
    [
      'a price of zero',
      (b) => {
        b.variants[0]!.price = 0;
      },
      400,
      'variants.0.price',
    ],
    [
      'a price with three decimals',
      (b) => {
        b.variants[0]!.price = '10.999';
      },
      400,
      'variants.0.price',
    ],
    [
      'a negative stock',
      (b) => {
        b.variants[0]!.stock = -1;
      },
      400,
      'variants.0.stock',
    ],
    [
      'a fractional stock',
      (b) => {
        b.variants[0]!.stock = 1.5;
      },
      400,
      'variants.0.stock',
    ],
    [
      "an image that is not the product's",
      (b) => {
        b.variants[0]!.imageUrls = ['/media/products/own.webp', '/media/products/stranger.webp'];
      },
      422,
      'variants.0.imageUrls.1',
    ],
    [
      'a swatch colour on a buttons option',
      (b) => {
        b.options![0]!.values[0]!.swatchHex = '#000000';
      },
      400,
      'options.0.values.0.swatchHex',
    ],
    [
      'a swatch colour that is not #RRGGBB',
      (b) => {
        b.options![1]!.values[0]!.swatchHex = 'white';
      },
      400,
      'options.1.values.0.swatchHex',
    ],
    [
      'zero variants',
      (b) => {
        b.variants = [];
      },
      400,
      'variants',
    ],
    [
      'two variants without options',
      (b) => {
        b.options = [];
        b.variants = [
          { sku: 'SOLO-1', price: 1, stock: 1 },
          { sku: 'SOLO-2', price: 1, stock: 1 },
        ];
      },
      400,
      'variants',
    ],
    [
      'a variant id of another product',
      (b) => {
        b.variants[0]!.id = 999_999;
      },
      422,
      'variants.0.id',
    ],
    [
      'prices that take the cheapest active variant to the fixed discount',
      (b) => {
        b.variants[4]!.price = 50;
      },
      422,
      'variants',
    ],
  ];

  for (const [rule, change, status, field] of refusals) {
    it(`refuses ${rule} (${status}, ${field}) and writes nothing`, async () => {
      const body = thobe('BASE');
      const saved = before as { variants: { id: number }[] };
      body.variants.forEach((variant, k) => (variant.id = saved.variants[k]!.id));
      change(body);
      const res = await put(product.id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().data).toHaveProperty([field]);
      expect((await getVariants(product.id)).json().data).toEqual(before);
    });
  }

  it('names the rule in Arabic too', async () => {
    const body = thobe('BASE');
    body.options![1]!.values[1]!.valueEn = 'white';
    const res = await put(product.id, body, { lang: 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('القيمة بالإنجليزية: قيمة موجودة في هذا الخيار');
    const image = thobe('BASE');
    image.variants[0]!.imageUrls = ['/media/products/stranger.webp'];
    expect((await put(product.id, image, { lang: 'ar' })).json().message).toBe(
      'هذه الصورة ليست من صور المنتج',
    );
  });
});

describe('product details', () => {
  it('show shoppers the active variants and staff all of them, in a fixed number of queries', async () => {
    const product = await newProduct({ imageUrls: ['/media/products/p.webp'] });
    const body = thobe();
    body.variants[5]!.isActive = false;
    const saved = (await put(product.id, body)).json().data;
    const shopper = await t.app.inject({ url: `/api/product/getProductById/${product.id}` });
    expect(shopper.statusCode).toBe(200);
    const page = shopper.json().data;
    expect(page).toMatchObject({ id: product.id, price: 150, priceMax: 170, stock: 15 });
    expect(page.options).toEqual(saved.options);
    expect(page.variants.map((v: { id: number }) => v.id)).toEqual(
      saved.variants.slice(0, 5).map((v: { id: number }) => v.id),
    );
    const staff = await t.app.inject({
      url: `/api/adminProduct/getProductDetailsForAdmin/${product.id}`,
      headers: bearer(admin.token),
    });
    expect(staff.json().data.variants).toEqual(saved.variants);

    // The product with its active variants, then its options with their values, whatever their
    // number; a product without options (its one default variant names no values) skips the
    // options' query.
    const small = await newProduct();
    for (const [id, count] of [
      [small.id, 1],
      [product.id, 2],
    ] as const) {
      const queries = await t.queriesDuring(() =>
        t.app.inject({ url: `/api/product/getProductById/${id}` }),
      );
      expect(queries, `product ${id}`).toHaveLength(count);
    }
    const plain = await t.app.inject({ url: `/api/product/getProductById/${small.id}` });
    expect(plain.json().data).toMatchObject({ options: [], variants: [{ optionValueIds: [] }] });
  });

  it('a product without options shows its one default variant', async () => {
    const product = await newProduct({ priceHalalas: 4_500, stock: 2, sku: 'LONE-1' });
    const page = (await t.app.inject({ url: `/api/product/getProductById/${product.id}` })).json()
      .data;
    expect(page.options).toEqual([]);
    expect(page.variants).toEqual([
      expect.objectContaining({
        sku: 'LONE-1',
        price: 45,
        stock: 2,
        isDefault: true,
        optionValueIds: [],
        optionValuePositions: [],
      }),
    ]);
  });

  it('prices variants with the discount running now', async () => {
    const product = await newProduct({
      discountType: 'Percentage',
      discountValueHundredths: 1_000,
    });
    await put(product.id, thobe());
    const page = (await t.app.inject({ url: `/api/product/getProductById/${product.id}` })).json()
      .data;
    expect(page).toMatchObject({
      price: 150,
      discountedPrice: 135,
      priceMax: 170,
      discountedPriceMax: 153,
    });
    expect(page.variants[0]).toMatchObject({ price: 150, discountedPrice: 135 });
  });
});

it('option values are stored in order, with their swatch colours', async () => {
  const product = await newProduct();
  await put(product.id, thobe());
  const values = await t.app.ctx.db
    .select({ valueEn: productOptionValues.valueEn, position: productOptionValues.position })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(eq(productOptions.productId, product.id))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  expect(values.map((v) => v.valueEn)).toEqual(['52', '54', '56', 'White', 'Beige']);
});
