import {
  MAX_PRODUCT_VARIANTS,
  normalizeDigits,
  type OptionDisplay,
  type ProductVariants,
  type ProductVariantsInput,
} from '@dukkan/contracts';

/**
 * The variant editor's state, all text as the inputs hold it. Values carry a `key` of their own
 * (the saved value's id, or a fresh one) so a variant names its combination by keys: renaming or
 * reordering values keeps each variant's data, and the request's positions are worked out only
 * when it is sent (decision 016: positions name new and kept values alike).
 */
export interface OptionValueDraft {
  key: string;
  valueEn: string;
  valueAr: string;
  swatchHex: string;
}

export interface OptionDraft {
  key: string;
  nameEn: string;
  nameAr: string;
  display: OptionDisplay;
  values: OptionValueDraft[];
}

export interface VariantDraft {
  key: string;
  id?: number;
  /** The variant's value of each option, in option order, as value keys. */
  valueKeys: string[];
  sku: string;
  barcode: string;
  /** SAR as typed, e.g. "149.50". */
  price: string;
  stock: string;
  weightGrams: string;
  isActive: boolean;
  imageUrls: string[];
}

export interface VariantsDraft {
  options: OptionDraft[];
  variants: VariantDraft[];
}

let lastKey = 0;
/** A key no saved row has (saved ones are `v<id>` and `o<id>`). */
export const newKey = () => `n${++lastKey}`;

const sar = (price: number) => price.toFixed(2);

export function draftFromVariants({ options, variants }: ProductVariants): VariantsDraft {
  return {
    options: options.map((option) => ({
      key: `o${option.id}`,
      nameEn: option.nameEn,
      nameAr: option.nameAr,
      display: option.display,
      values: option.values.map((value) => ({
        key: `v${value.id}`,
        valueEn: value.valueEn,
        valueAr: value.valueAr,
        swatchHex: value.swatchHex ?? '',
      })),
    })),
    variants: variants.map((variant) => ({
      key: `r${variant.id}`,
      id: variant.id,
      valueKeys: variant.optionValueIds.map((id) => `v${id}`),
      sku: variant.sku,
      barcode: variant.barcode ?? '',
      price: sar(variant.price),
      stock: String(variant.stock),
      weightGrams: variant.weightGrams === null ? '' : String(variant.weightGrams),
      isActive: variant.isActive,
      imageUrls: variant.imageUrls,
    })),
  };
}

/** Every combination of the options' values, in option and value order (none without options). */
export function combinations(options: readonly OptionDraft[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value.key])),
    [[]],
  );
}

/** "THOBE-52-WHITE": the base SKU and the English values, as characters a SKU may hold. */
function skuFor(base: string, options: readonly OptionDraft[], valueKeys: readonly string[]) {
  const parts = valueKeys.map((key, i) => {
    const value = options[i]?.values.find((candidate) => candidate.key === key);
    return (value?.valueEn ?? '').replace(/[^A-Za-z0-9]+/g, '').toUpperCase();
  });
  return [base, ...parts].filter(Boolean).join('-');
}

/**
 * The full matrix of the options' combinations. A combination that had a variant keeps that row
 * (its id, codes, price, stock and photos); a variant of fewer options — the one variant of a
 * product that had none, or a row from before an option was added — is carried into the first
 * new combination it is part of, so its id (and the carts that name it) stays. New rows take the
 * first row's price and a SKU made from the base and the values, with no stock.
 */
export function generateMatrix(draft: VariantsDraft, baseSku: string): VariantDraft[] {
  const { options, variants } = draft;
  if (options.length === 0) {
    // No options: the one default variant, whichever row was first.
    const first = variants[0];
    return first ? [{ ...first, valueKeys: [] }] : [];
  }
  const wanted = combinations(options).slice(0, MAX_PRODUCT_VARIANTS);
  const exact = new Map(variants.map((variant) => [variant.valueKeys.join('.'), variant]));
  const used = new Set<VariantDraft>(
    wanted.map((keys) => exact.get(keys.join('.'))).filter((row) => row !== undefined),
  );
  const price = variants[0]?.price ?? '';
  return wanted.map((keys) => {
    const same = exact.get(keys.join('.'));
    if (same) return same;
    const carried = variants.find(
      (variant) => !used.has(variant) && variant.valueKeys.every((key) => keys.includes(key)),
    );
    if (carried) {
      used.add(carried);
      return { ...carried, valueKeys: keys };
    }
    return {
      key: newKey(),
      valueKeys: keys,
      sku: skuFor(baseSku, options, keys),
      barcode: '',
      price,
      stock: '0',
      weightGrams: '',
      isActive: true,
      imageUrls: [],
    };
  });
}

/** Whether the rows are exactly the options' matrix (else saving regenerates it first). */
export function isMatrixCurrent({ options, variants }: VariantsDraft): boolean {
  const wanted = combinations(options).map((keys) => keys.join('.'));
  if (options.length === 0) return variants.length === 1 && variants[0]!.valueKeys.length === 0;
  const have = variants.map((variant) => variant.valueKeys.join('.'));
  return wanted.length === have.length && wanted.every((combination, i) => combination === have[i]);
}

/** The selected rows with `price` set (SAR as typed). */
export function setPrice(rows: VariantDraft[], selected: ReadonlySet<string>, price: string) {
  return rows.map((row) => (selected.has(row.key) ? { ...row, price } : row));
}

/** Adds `units` (may be negative, never below 0) to the stock of the selected rows. */
export function addStock(rows: VariantDraft[], selected: ReadonlySet<string>, units: number) {
  return rows.map((row) => {
    if (!selected.has(row.key)) return row;
    const stock = Number.parseInt(normalizeDigits(row.stock), 10);
    return { ...row, stock: String(Math.max(0, (Number.isNaN(stock) ? 0 : stock) + units)) };
  });
}

/** The selected rows showing exactly `imageUrls`. */
export function setPhotos(rows: VariantDraft[], selected: ReadonlySet<string>, urls: string[]) {
  return rows.map((row) => (selected.has(row.key) ? { ...row, imageUrls: urls } : row));
}

/** The rows whose combination holds value `valueKey` (e.g. every White one). */
export function rowsWithValue(rows: readonly VariantDraft[], valueKey: string): string[] {
  return rows.filter((row) => row.valueKeys.includes(valueKey)).map((row) => row.key);
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * `setProductVariants`' body: options and values in order, each variant's values as their
 * positions. Rows are sent in the table's order, so an error's `variants.3.sku` is the fourth row.
 */
export function variantsRequest({ options, variants }: VariantsDraft): ProductVariantsInput {
  return {
    options: options.map((option) => ({
      nameEn: option.nameEn,
      nameAr: option.nameAr,
      display: option.display,
      values: option.values.map((value) => ({
        valueEn: value.valueEn,
        valueAr: value.valueAr,
        swatchHex: option.display === 'swatches' ? blankToUndefined(value.swatchHex) : undefined,
      })),
    })),
    variants: variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      sku: variant.sku.trim(),
      barcode: blankToUndefined(variant.barcode),
      price: variant.price.trim(),
      stock: variant.stock.trim(),
      weightGrams: blankToUndefined(variant.weightGrams),
      isActive: variant.isActive,
      imageUrls: variant.imageUrls,
      optionValuePositions: variant.valueKeys.map((key, i) =>
        options[i]!.values.findIndex((value) => value.key === key),
      ),
    })),
  };
}

/** Where an error path lands in the editor. */
export type ErrorSpot =
  | { kind: 'cell'; rowKey: string; field: string }
  | { kind: 'option'; optionKey: string; field: string }
  | { kind: 'value'; optionKey: string; valueKey: string; field: string }
  | { kind: 'general' };

/**
 * `variants.3.sku` → the fourth row's SKU cell; `variants.3.imageUrls.1` → its photos;
 * `options.0.values.2.valueAr` → that value's Arabic input; anything else (`variants`) → above
 * the table.
 */
export function errorSpot(path: string, draft: VariantsDraft): ErrorSpot {
  const parts = path.split('.');
  if (parts[0] === 'variants' && parts.length >= 3) {
    const row = draft.variants[Number(parts[1])];
    if (row) return { kind: 'cell', rowKey: row.key, field: parts[2]! };
  }
  if (parts[0] === 'options' && parts.length >= 3) {
    const option = draft.options[Number(parts[1])];
    if (option && parts[2] === 'values' && parts.length >= 5) {
      const value = option.values[Number(parts[3])];
      if (value)
        return { kind: 'value', optionKey: option.key, valueKey: value.key, field: parts[4]! };
    }
    if (option) return { kind: 'option', optionKey: option.key, field: parts[2]! };
  }
  return { kind: 'general' };
}

/** The errors by the editor's own keys: `row:<key>:sku`, `value:<key>:valueEn`, `option:<key>:nameEn`. */
export function errorsByKey(errors: Record<string, string>, draft: VariantsDraft) {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const spot = errorSpot(path, draft);
    const key =
      spot.kind === 'cell'
        ? `row:${spot.rowKey}:${spot.field}`
        : spot.kind === 'value'
          ? `value:${spot.valueKey}:${spot.field}`
          : spot.kind === 'option'
            ? `option:${spot.optionKey}:${spot.field}`
            : 'general';
    mapped[key] ??= message;
  }
  return mapped;
}

/** "58 / White" in the reader's language, with each value's swatch colour. */
export function combinationParts(
  options: readonly OptionDraft[],
  valueKeys: readonly string[],
  lang: 'en' | 'ar',
) {
  return valueKeys.map((key, i) => {
    const value = options[i]?.values.find((candidate) => candidate.key === key);
    return {
      text: (lang === 'ar' ? value?.valueAr : value?.valueEn) ?? '',
      swatchHex: options[i]?.display === 'swatches' ? value?.swatchHex || null : null,
    };
  });
}
