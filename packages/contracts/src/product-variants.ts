import { z } from 'zod';
import { requiredText, textInput } from './text.ts';
import { blankToUndefined, formBoolean, optionalId, wholeNumber } from './fields.ts';
import {
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  productPriceSchema,
  productSchema,
  skuSchema,
} from './products.ts';

/** Decision 016's limits: options per product, values per option, variants per product. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_PRODUCT_VARIANTS = 100;
export const MAX_WEIGHT_GRAMS = 1_000_000;

export const OPTION_DISPLAYS = ['buttons', 'swatches'] as const;
export type OptionDisplay = (typeof OPTION_DISPLAYS)[number];

/**
 * Names compared as the database compares them (`dukkan_search_text`, migration 0002): lower case,
 * no tashkeel or tatweel, one alef, ى→ي, ة→ه, ؤ→و, ئ→ي. "Colour"/"colour" and "أحمر"/"احمر" collide.
 */
export function foldName(text: string): string {
  const folded = text.toLowerCase().replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  const from = 'أإآٱىةؤئ';
  const to = 'اااايهوي';
  return [...folded].map((char) => to[from.indexOf(char)] ?? char).join('');
}

/** GTIN-8, -12 (UPC-A), -13 (EAN) or -14 with its mod-10 check digit right. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  // From the right, the digits next to the check digit weigh 3, then 1, 3, 1, …
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, textInput().trim().max(max, { error: 'v.tooLong' }).optional());

const optionValueInputSchema = z.object({
  valueEn: requiredText(50),
  valueAr: requiredText(50),
  swatchHex: optionalText(7).pipe(
    z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'v.swatchHex' })
      .optional(),
  ),
});

const optionInputSchema = z.object({
  nameEn: requiredText(50),
  nameAr: requiredText(50),
  display: z.preprocess(blankToUndefined, z.enum(OPTION_DISPLAYS).default('buttons')),
  /** In order: a value's position is its index here. */
  values: z
    .array(optionValueInputSchema)
    .min(1, { error: 'v.minItems' })
    .max(MAX_OPTION_VALUES, { error: 'v.maxItems' }),
});

const variantInputSchema = z.object({
  /** An existing variant of this product keeps its id; none for a new one. */
  id: optionalId,
  sku: skuSchema,
  barcode: optionalText(14).pipe(z.string().refine(isGtin, { error: 'v.barcode' }).optional()),
  price: productPriceSchema,
  stock: wholeNumber(0, MAX_STOCK),
  weightGrams: z.preprocess(blankToUndefined, wholeNumber(0, MAX_WEIGHT_GRAMS).optional()),
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
  /** The variant's photos among the product's images; empty means the product's. */
  imageUrls: z
    .array(textInput().trim().max(500, { error: 'v.tooLong' }))
    .max(MAX_PRODUCT_IMAGES, { error: 'v.maxItems' })
    .optional()
    .default([]),
  /**
   * The variant's value of each option, in option order, as the value's index in that option's
   * `values` (new values have no id yet, so ids cannot name them). Empty for a product without
   * options.
   */
  optionValuePositions: z
    .array(z.number().int().min(0, { error: 'v.unknownOptionValue' }))
    .max(MAX_PRODUCT_OPTIONS, { error: 'v.maxItems' })
    .optional()
    .default([]),
});

type OptionInput = z.output<typeof optionInputSchema>;
type VariantInput = z.output<typeof variantInputSchema>;

/** Reports the second and later entries whose key was seen before (keys already folded). */
function flagRepeats(keys: (string | undefined)[], report: (index: number) => void): void {
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (key === undefined) return;
    if (seen.has(key)) report(index);
    seen.add(key);
  });
}

function checkOptions(options: OptionInput[], ctx: z.RefinementCtx) {
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', path: ['options', ...path], message });
  for (const field of ['nameEn', 'nameAr'] as const) {
    flagRepeats(
      options.map((option) => foldName(option[field])),
      (i) => issue([i, field], 'v.duplicateName'),
    );
  }
  options.forEach((option, i) => {
    for (const field of ['valueEn', 'valueAr'] as const) {
      flagRepeats(
        option.values.map((value) => foldName(value[field])),
        (j) => issue([i, 'values', j, field], 'v.duplicateValue'),
      );
    }
    if (option.display === 'swatches') return;
    option.values.forEach((value, j) => {
      if (value.swatchHex !== undefined) issue([i, 'values', j, 'swatchHex'], 'v.swatchOnButtons');
    });
  });
}

function checkVariants(options: OptionInput[], variants: VariantInput[], ctx: z.RefinementCtx) {
  const issue = (path: PropertyKey[], message: string, extra: object = {}) =>
    ctx.addIssue({ code: 'custom', path: ['variants', ...path], message, ...extra });
  if (options.length === 0 && variants.length > 1) issue([], 'v.oneDefaultVariant');
  const combinations: (string | undefined)[] = variants.map((variant, k) => {
    const positions = variant.optionValuePositions;
    if (options.length === 0) {
      if (positions.length > 0) issue([k, 'optionValuePositions'], 'v.unknownOptionValue');
      return undefined;
    }
    if (positions.length === 0) {
      issue([k, 'optionValuePositions'], 'v.variantNoValues');
      return undefined;
    }
    if (positions.length !== options.length) {
      issue([k, 'optionValuePositions'], 'v.variantMissesOption', { maximum: options.length });
      return undefined;
    }
    if (positions.some((position, i) => position >= options[i]!.values.length)) {
      issue([k, 'optionValuePositions'], 'v.unknownOptionValue');
      return undefined;
    }
    return positions.join('.');
  });
  flagRepeats(combinations, (k) => issue([k, 'optionValuePositions'], 'v.duplicateCombination'));
  flagRepeats(
    variants.map((variant) => variant.sku.toLowerCase()),
    (k) => issue([k, 'sku'], 'v.duplicateSku'),
  );
  flagRepeats(
    variants.map((variant) => variant.barcode),
    (k) => issue([k, 'barcode'], 'v.duplicateBarcode'),
  );
  flagRepeats(
    variants.map((variant) => (variant.id === undefined ? undefined : String(variant.id))),
    (k) => issue([k, 'id'], 'v.duplicateVariantId'),
  );
}

/**
 * `setProductVariants/{id}`: the product's whole list of options and variants, replacing what it
 * had. Options and values are given in order (a position is an index); each variant names its value
 * of every option by position. No options means exactly one variant, the default one.
 */
export const productVariantsInputSchema = z
  .object({
    options: z
      .array(optionInputSchema)
      .max(MAX_PRODUCT_OPTIONS, { error: 'v.maxItems' })
      .optional()
      .default([]),
    variants: z
      .array(variantInputSchema)
      .min(1, { error: 'v.minItems' })
      .max(MAX_PRODUCT_VARIANTS, { error: 'v.maxItems' }),
  })
  .superRefine((body, ctx) => {
    checkOptions(body.options, ctx);
    checkVariants(body.options, body.variants, ctx);
  });
export type ProductVariantsInput = z.input<typeof productVariantsInputSchema>;
export type ProductVariantsFields = z.output<typeof productVariantsInputSchema>;

export const productOptionValueSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  valueEn: z.string(),
  valueAr: z.string(),
  /** In the request's language. */
  value: z.string(),
  swatchHex: z.string().nullable(),
});

export const productOptionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** In the request's language. */
  name: z.string(),
  display: z.enum(OPTION_DISPLAYS),
  values: z.array(productOptionValueSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant as staff and shoppers read it (prices in SAR, like the product's). */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.number(),
  /** The price after the product's discount active now; null when none is. */
  discountedPrice: z.number().nullable(),
  stock: z.number().int(),
  weightGrams: z.number().int().nullable(),
  isActive: z.boolean(),
  /** The one variant of a product without options. */
  isDefault: z.boolean(),
  /** Empty: the product's images. */
  imageUrls: z.array(z.string()),
  /** The variant's value of each option, in option order. */
  optionValueIds: z.array(z.number().int()),
  /** The same values as their positions in their options (what `setProductVariants` takes). */
  optionValuePositions: z.array(z.number().int()),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productVariantsSchema = z.object({
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
});
export type ProductVariants = z.infer<typeof productVariantsSchema>;

/** A product's page: the product with its options and variants (shoppers see active ones only). */
export const productDetailSchema = productSchema.extend(productVariantsSchema.shape);
export type ProductDetail = z.infer<typeof productDetailSchema>;
