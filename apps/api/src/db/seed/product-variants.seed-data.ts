import type { ProductVariantsInput } from '@dukkan/contracts';

/**
 * The demo products sold in sizes, colours and volumes (decision 016): each names its product by
 * SKU (a product of `DEMO_PRODUCTS`) and gives the options and the variants the staff's save takes.
 * Some combinations are sold out (stock 0) and one is switched off, so the product page shows both.
 * A swatches option's values get a photo of their own, drawn in `photoBody` (see `productPhoto`).
 */
export interface DemoVariantProduct {
  sku: string;
  options: ProductVariantsInput['options'];
  variants: ProductVariantsInput['variants'];
  /** The photo's body colour for each value of the product's swatches option, by position. */
  photoBodies?: string[];
}

const THOBE_SIZES = ['52', '54', '56', '58', '60', '62'];
const THOBE_COLOURS = [
  { valueEn: 'White', valueAr: 'أبيض', swatchHex: '#F8FAFC', code: 'WHT' },
  { valueEn: 'Beige', valueAr: 'بيج', swatchHex: '#D6C7A1', code: 'BGE' },
];
/** Sold out: 62 in white and 52 in beige; 62 in beige is not made this season (switched off). */
const THOBE_SOLD_OUT = new Set(['62.WHT', '52.BGE']);
const THOBE_OFF = '62.BGE';

const ABAYA_SIZES = [
  ['S', 'صغير'],
  ['M', 'وسط'],
  ['L', 'كبير'],
  ['XL', 'كبير جدًا'],
] as const;

const SNEAKER_SIZES = ['39', '40', '41', '42', '43', '44', '45'];

export const DEMO_VARIANT_PRODUCTS: DemoVariantProduct[] = [
  {
    sku: 'LMR-THOBE',
    options: [
      {
        nameEn: 'Size',
        nameAr: 'المقاس',
        values: THOBE_SIZES.map((size) => ({ valueEn: size, valueAr: size })),
      },
      {
        nameEn: 'Colour',
        nameAr: 'اللون',
        display: 'swatches',
        values: THOBE_COLOURS.map(({ valueEn, valueAr, swatchHex }) => ({
          valueEn,
          valueAr,
          swatchHex,
        })),
      },
    ],
    variants: THOBE_SIZES.flatMap((size, i) =>
      THOBE_COLOURS.map((colour, j) => {
        const key = `${size}.${colour.code}`;
        return {
          sku: `LMR-THOBE-${size}-${colour.code}`,
          // The largest sizes take more cloth.
          price: i >= 4 ? 209 : 189,
          stock: THOBE_SOLD_OUT.has(key) ? 0 : 4 + ((i * 5 + j * 3) % 9),
          weightGrams: 450 + i * 20,
          isActive: key !== THOBE_OFF,
          optionValuePositions: [i, j],
        };
      }),
    ),
    photoBodies: THOBE_COLOURS.map((colour) => colour.swatchHex),
  },
  {
    sku: 'LMR-ABAYA',
    options: [
      {
        nameEn: 'Size',
        nameAr: 'المقاس',
        values: ABAYA_SIZES.map(([valueEn, valueAr]) => ({ valueEn, valueAr })),
      },
    ],
    variants: ABAYA_SIZES.map(([size], i) => ({
      sku: `LMR-ABAYA-${size}`,
      price: 349,
      stock: size === 'L' ? 0 : 6 + i * 2,
      weightGrams: 600 + i * 40,
      optionValuePositions: [i],
    })),
  },
  {
    sku: 'NIK-AF1',
    options: [
      {
        nameEn: 'Size (EU)',
        nameAr: 'المقاس (أوروبي)',
        values: SNEAKER_SIZES.map((size) => ({ valueEn: size, valueAr: size })),
      },
    ],
    variants: SNEAKER_SIZES.map((size, i) => ({
      sku: `NIK-AF1-${size}`,
      price: 479,
      stock: size === '45' ? 0 : 3 + ((i * 7) % 6),
      weightGrams: 800 + i * 30,
      optionValuePositions: [i],
    })),
  },
  {
    sku: 'AOU-SULTAN',
    options: [
      {
        nameEn: 'Volume',
        nameAr: 'الحجم',
        values: [
          { valueEn: '50 ml', valueAr: '50 مل' },
          { valueEn: '100 ml', valueAr: '100 مل' },
        ],
      },
    ],
    variants: [
      { sku: 'AOU-SULTAN-50', price: 189, stock: 12, weightGrams: 250, optionValuePositions: [0] },
      { sku: 'AOU-SULTAN-100', price: 299, stock: 7, weightGrams: 400, optionValuePositions: [1] },
    ],
  },
];
