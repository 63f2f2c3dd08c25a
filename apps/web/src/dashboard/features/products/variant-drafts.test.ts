import { productVariantsInputSchema, type ProductVariants } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/form-validation';
import {
  addStock,
  draftFromVariants,
  errorsByKey,
  generateMatrix,
  isMatrixCurrent,
  rowsWithValue,
  setPhotos,
  setPrice,
  variantsRequest,
  type OptionDraft,
  type VariantsDraft,
} from './variant-drafts';

const value = (key: string, valueEn: string, valueAr: string, swatchHex = '') => ({
  key,
  valueEn,
  valueAr,
  swatchHex,
});
const size: OptionDraft = {
  key: 'size',
  nameEn: 'Size',
  nameAr: 'المقاس',
  display: 'buttons',
  values: [value('s52', '52', '٥٢'), value('s54', '54', '٥٤')],
};
const colour: OptionDraft = {
  key: 'colour',
  nameEn: 'Colour',
  nameAr: 'اللون',
  display: 'swatches',
  values: [value('white', 'White', 'أبيض', '#FFFFFF'), value('black', 'Black', 'أسود', '#000000')],
};

/** A product without options as the API answers it: one default variant. */
const simple: ProductVariants = {
  options: [],
  variants: [
    {
      id: 7,
      sku: 'THOBE',
      barcode: null,
      price: 149.5,
      discountedPrice: null,
      stock: 3,
      weightGrams: null,
      isActive: true,
      isDefault: true,
      imageUrls: [],
      optionValueIds: [],
      optionValuePositions: [],
    },
  ],
};

describe('generateMatrix', () => {
  it('carries the one variant of a product without options into the first combination', () => {
    const draft = { ...draftFromVariants(simple), options: [size, colour] };
    const rows = generateMatrix(draft, 'THOBE');
    expect(rows.map((row) => row.valueKeys.join('.'))).toEqual([
      's52.white',
      's52.black',
      's54.white',
      's54.black',
    ]);
    expect(rows[0]).toMatchObject({ id: 7, sku: 'THOBE', price: '149.50', stock: '3' });
    expect(rows[1]).toMatchObject({ sku: 'THOBE-52-BLACK', price: '149.50', stock: '0' });
    expect(rows[1]!.id).toBeUndefined();
    expect(new Set(rows.map((row) => row.key)).size).toBe(4);
  });

  it('keeps the rows of combinations that remain and drops the others', () => {
    const first = generateMatrix({ options: [size, colour], variants: [] }, 'T');
    const edited = setPrice(first, new Set([first[3]!.key]), '200.00');
    const fewer = { ...size, values: [size.values[1]!, value('s56', '56', '٥٦')] };
    const rows = generateMatrix({ options: [fewer, colour], variants: edited }, 'T');
    expect(rows.map((row) => row.valueKeys.join('.'))).toEqual([
      's54.white',
      's54.black',
      's56.white',
      's56.black',
    ]);
    expect(rows[0]).toBe(edited[2]);
    expect(rows[1]).toMatchObject({ key: edited[3]!.key, price: '200.00' });
    expect(rows[2]!.sku).toBe('T-56-WHITE');
  });

  it('leaves one variant when the options are all removed', () => {
    const rows = generateMatrix({ options: [size], variants: [] }, 'T');
    const back = generateMatrix({ options: [], variants: rows }, 'T');
    expect(back).toEqual([{ ...rows[0], valueKeys: [] }]);
  });

  it('tells when the rows are no longer the matrix', () => {
    const draft: VariantsDraft = { options: [size, colour], variants: [] };
    draft.variants = generateMatrix(draft, 'T');
    expect(isMatrixCurrent(draft)).toBe(true);
    expect(isMatrixCurrent({ ...draft, options: [size] })).toBe(false);
    expect(isMatrixCurrent(draftFromVariants(simple))).toBe(true);
  });
});

describe('bulk edits', () => {
  const rows = generateMatrix({ options: [size, colour], variants: [] }, 'T');
  const whites = new Set(rowsWithValue(rows, 'white'));

  it('selects the rows of one value', () => {
    expect([...whites]).toEqual([rows[0]!.key, rows[2]!.key]);
  });

  it('sets the price of the selected rows only', () => {
    expect(setPrice(rows, whites, '99.00').map((row) => row.price)).toEqual([
      '99.00',
      '',
      '99.00',
      '',
    ]);
  });

  it('adds stock to the selected rows, never below zero, a blank as zero', () => {
    const withStock = addStock(rows, whites, 5);
    expect(withStock.map((row) => row.stock)).toEqual(['5', '0', '5', '0']);
    expect(addStock(withStock, new Set([rows[0]!.key]), -9)[0]!.stock).toBe('0');
    expect(addStock([{ ...rows[0]!, stock: '' }], whites, 2)[0]!.stock).toBe('2');
    expect(addStock([{ ...rows[0]!, stock: '١٠' }], whites, 2)[0]!.stock).toBe('12');
  });

  it('gives the selected rows the chosen photos', () => {
    const photos = setPhotos(rows, whites, ['/a.webp']).map((row) => row.imageUrls);
    expect(photos).toEqual([['/a.webp'], [], ['/a.webp'], []]);
  });
});

describe('variantsRequest', () => {
  it('sends options in order and each variant its values as positions', () => {
    const draft: VariantsDraft = { options: [size, colour], variants: [] };
    const rows = generateMatrix(draft, 'T');
    draft.variants = setPrice(rows, new Set(rows.map((row) => row.key)), '120');
    // The values reordered after the matrix was made: positions follow the new order.
    const reordered = {
      ...draft,
      options: [size, { ...colour, values: [...colour.values].reverse() }],
    };
    const body = variantsRequest(reordered);
    expect(body.options?.[1]).toEqual({
      nameEn: 'Colour',
      nameAr: 'اللون',
      display: 'swatches',
      values: [
        { valueEn: 'Black', valueAr: 'أسود', swatchHex: '#000000' },
        { valueEn: 'White', valueAr: 'أبيض', swatchHex: '#FFFFFF' },
      ],
    });
    expect(body.variants.map((variant) => variant.optionValuePositions)).toEqual([
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ]);
    expect(body.variants[0]).toMatchObject({ sku: 'T-52-WHITE', price: '120', stock: '0' });
    expect(validateForm(productVariantsInputSchema, body, 'en')).toMatchObject({ ok: true });
  });

  it('keeps ids, drops blank codes and swatches of a buttons option', () => {
    const buttons = { ...colour, display: 'buttons' as const };
    const draft = draftFromVariants(simple);
    const body = variantsRequest({ ...draft, options: [] });
    expect(body.variants).toEqual([
      {
        id: 7,
        sku: 'THOBE',
        barcode: undefined,
        price: '149.50',
        stock: '3',
        weightGrams: undefined,
        isActive: true,
        imageUrls: [],
        optionValuePositions: [],
      },
    ]);
    expect(variantsRequest({ options: [buttons], variants: [] }).options?.[0]!.values[0]).toEqual({
      valueEn: 'White',
      valueAr: 'أبيض',
      swatchHex: undefined,
    });
  });
});

describe('errorsByKey', () => {
  const draft: VariantsDraft = { options: [size, colour], variants: [] };
  draft.variants = generateMatrix(draft, 'T');

  it('puts a row error on its cell, an option error on its input, the rest above', () => {
    expect(
      errorsByKey(
        {
          'variants.3.sku': 'taken',
          'variants.1.imageUrls.0': 'not an image of the product',
          'options.1.values.0.valueAr': 'repeated',
          'options.0.nameEn': 'repeated name',
          variants: 'discount too big',
          'variants.9.sku': 'no such row',
        },
        draft,
      ),
    ).toEqual({
      [`row:${draft.variants[3]!.key}:sku`]: 'taken',
      [`row:${draft.variants[1]!.key}:imageUrls`]: 'not an image of the product',
      'value:white:valueAr': 'repeated',
      'option:size:nameEn': 'repeated name',
      general: 'discount too big',
    });
  });
});
