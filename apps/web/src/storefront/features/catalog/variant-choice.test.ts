import type { ProductDetail, ProductVariant } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../testing/catalog-fixtures';
import {
  choicesText,
  choiceOf,
  choose,
  defaultVariant,
  initialVariant,
  missingOptions,
  valueState,
  variantFromSearch,
  variantOf,
  withVariantParam,
} from './variant-choice';

// Sizes 1 = 52, 2 = 54, 3 = 56; colours 11 = White, 12 = Black.
const sizes = [52, 54, 56].map((size, position) => ({
  id: position + 1,
  position,
  valueEn: String(size),
  valueAr: String(size),
  value: String(size),
  swatchHex: null,
}));
const colours = [
  { id: 11, position: 0, valueEn: 'White', valueAr: 'أبيض', value: 'White', swatchHex: '#FFFFFF' },
  { id: 12, position: 1, valueEn: 'Black', valueAr: 'أسود', value: 'Black', swatchHex: '#000000' },
];

function variant(id: number, values: number[], price: number, stock: number): ProductVariant {
  return {
    id,
    sku: `TH-${id}`,
    barcode: null,
    price,
    discountedPrice: null,
    stock,
    weightGrams: null,
    isActive: true,
    isDefault: false,
    imageUrls: [],
    optionValueIds: values,
    optionValuePositions: [],
  };
}

/** 52 White (sold out), 52 Black, 54 White, 54 Black (sold out), 56 Black only (no 56 White). */
function thobe(variants = defaultVariants()): ProductDetail {
  return {
    ...aProduct({ id: 7 }),
    options: [
      {
        id: 1,
        position: 0,
        nameEn: 'Size',
        nameAr: 'المقاس',
        name: 'Size',
        display: 'buttons',
        values: sizes,
      },
      {
        id: 2,
        position: 1,
        nameEn: 'Colour',
        nameAr: 'اللون',
        name: 'Colour',
        display: 'swatches',
        values: colours,
      },
    ],
    variants,
  };
}
const defaultVariants = () => [
  variant(101, [1, 11], 150, 0),
  variant(102, [1, 12], 160, 4),
  variant(103, [2, 11], 155, 2),
  variant(104, [2, 12], 140, 0),
  variant(105, [3, 12], 170, 1),
];

describe('the default variant', () => {
  it('is the cheapest one in stock', () => {
    expect(defaultVariant(thobe())?.id).toBe(103);
  });

  it('is the cheapest when none is in stock, and the first of equal prices', () => {
    const none = thobe([
      variant(1, [1, 11], 90, 0),
      variant(2, [1, 12], 80, 0),
      variant(3, [2, 11], 80, 0),
    ]);
    expect(defaultVariant(none)?.id).toBe(2);
  });

  it('counts the discount running now', () => {
    const sale = defaultVariants();
    sale[1]!.discountedPrice = 120;
    expect(defaultVariant(thobe(sale))?.id).toBe(102);
  });
});

describe('?variant= in the address', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('names one of the page variants, else the default one is shown', () => {
    const product = thobe();
    expect(variantFromSearch(product, search('variant=105'))?.id).toBe(105);
    expect(initialVariant(product, search('variant=105'))?.id).toBe(105);
    // Another product's variant, an inactive one (absent from the page), garbage: the default.
    for (const query of ['variant=999', 'variant=10x', 'variant=', 'variant=-1', '']) {
      expect(variantFromSearch(product, search(query)), query).toBeUndefined();
      expect(initialVariant(product, search(query))?.id, query).toBe(103);
    }
  });

  it('is written and removed, keeping the other parameters', () => {
    expect(withVariantParam(search('a=1'), 105).toString()).toBe('a=1&variant=105');
    expect(withVariantParam(search('variant=1&a=1'), 105).toString()).toBe('variant=105&a=1');
    expect(withVariantParam(search('variant=1&a=1'), null).toString()).toBe('a=1');
  });
});

describe('the values a shopper can choose', () => {
  const product = thobe();

  it('judge each option against the options before it', () => {
    const choice = choiceOf(product, product.variants[2]); // 54 White
    // Every size has something in stock, whatever the colour chosen.
    expect(sizes.map((s) => valueState(product, choice, 0, s.id))).toEqual([
      'available',
      'available',
      'available',
    ]);
    // With 54: White in stock, Black sold out.
    expect(colours.map((c) => valueState(product, choice, 1, c.id))).toEqual([
      'available',
      'soldOut',
    ]);
    // With 56: there is no White at all.
    const fiftySix = [3, 12];
    expect(colours.map((c) => valueState(product, fiftySix, 1, c.id))).toEqual([
      'unavailable',
      'available',
    ]);
  });

  it('call a size sold out when every one of its variants is', () => {
    const gone = defaultVariants().map((v) => (v.optionValueIds[0] === 3 ? { ...v, stock: 0 } : v));
    expect(valueState(thobe(gone), [null, null], 0, 3)).toBe('soldOut');
  });

  it('keep the colour when the new size has it in stock', () => {
    expect(choose(product, [2, 11], 0, 1)).toEqual([1, 12]); // 52 White is sold out: Black is the one left
    expect(choose(product, [1, 12], 0, 2)).toEqual([2, 11]); // 54 Black sold out: White
    expect(choose(product, [2, 11], 1, 11)).toEqual([2, 11]);
    expect(choose(product, [1, 12], 0, 3)).toEqual([3, 12]); // 56 Black kept
  });

  it('clear a later value that no longer combines when several remain', () => {
    const both = [...defaultVariants(), variant(106, [3, 11], 170, 5)];
    const wide = thobe(both.map((v) => (v.id === 105 ? { ...v, stock: 0 } : v)));
    // 56: only White in stock → set; 52 with Black: kept.
    expect(choose(wide, [1, 12], 0, 3)).toEqual([3, 11]);
    const open = thobe([
      variant(1, [1, 11], 10, 1),
      variant(2, [1, 12], 10, 1),
      variant(3, [2, 11], 10, 0),
    ]);
    // From 54 White (sold out) to 52: 52 White is in stock, so White is kept.
    expect(choose(open, [2, 11], 0, 1)).toEqual([1, 11]);
    const three = thobe([
      variant(1, [1, 11], 10, 1),
      variant(2, [1, 12], 10, 1),
      variant(3, [2, 12], 10, 1),
    ]);
    expect(choose(three, [2, 12], 0, 1)).toEqual([1, 12]);
  });

  it('name the variant of a complete choice only', () => {
    expect(variantOf(product, [3, 12])?.id).toBe(105);
    expect(variantOf(product, [3, 11])).toBeUndefined();
    expect(variantOf(product, [3, null])).toBeUndefined();
  });
});

describe('what is still to choose', () => {
  it('lists the options without a value, worded as the API words it', () => {
    const product = thobe();
    const missing = missingOptions(product, [null, null]);
    expect(missing.map((o) => o.nameEn)).toEqual(['Size', 'Colour']);
    expect(choicesText(missing, 'en')).toBe('a Size and a Colour');
    expect(choicesText(missing, 'ar')).toBe('المقاس واللون');
    expect(choicesText(missingOptions(product, [1, null]), 'en')).toBe('a Colour');
    expect(missingOptions(product, [1, 11])).toEqual([]);
  });
});
