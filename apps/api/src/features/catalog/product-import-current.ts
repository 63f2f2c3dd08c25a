import { sql } from 'drizzle-orm';
import { foldName, type OptionDisplay, type ProductVariantsFields } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { parseSar } from '../../lib/money.ts';

/**
 * What the shop holds of the sheet's products, read before anything is written: the products by
 * their key, and the options and variants of those the sheet gives variants for. A fixed number of
 * statements, whatever the sheet's size (each list goes as one array parameter).
 */

export type CurrentProduct = {
  id: number;
  priceHalalas: number;
  stock: number;
  hasOptions: boolean;
};

type CurrentVariant = {
  id: number;
  sku: string;
  barcode: string | null;
  priceHalalas: number;
  stock: number;
  weightGrams: number | null;
  isActive: boolean;
  imageUrls: string[];
  /** The variant's value of each option as the value's position, in option order. */
  positions: number[];
};

type CurrentOption = {
  nameEn: string;
  nameAr: string;
  display: OptionDisplay;
  values: { valueEn: string; valueAr: string; swatchHex: string | null }[];
};

export interface CurrentVariants {
  options: CurrentOption[];
  variants: CurrentVariant[];
}

/** The products whose SKU is a key of the sheet, by key. */
export async function readCurrentProducts(db: Executor, keys: string[]) {
  const result = await db.execute<CurrentProduct & { key: string }>(sql`
    select p.id, lower(p.sku) as key, p.price_halalas as "priceHalalas", p.stock,
      exists (select 1 from product_variants v where v.product_id = p.id and not v.is_default)
        as "hasOptions"
    from products p where lower(p.sku) = any(${sql.param(keys)}::text[])`);
  return new Map(result.rows.map((row) => [row.key, row]));
}

/** The options (with values) and variants of `ids`, by product id. */
export async function readCurrentVariants(db: Executor, ids: number[]) {
  const current = new Map<number, CurrentVariants>(
    ids.map((id) => [id, { options: [], variants: [] }]),
  );
  if (ids.length === 0) return current;
  const options = await db.execute<CurrentOption & { productId: number }>(sql`
    select o.product_id as "productId", o.name_en as "nameEn", o.name_ar as "nameAr", o.display,
      coalesce((select json_agg(json_build_object('valueEn', ov.value_en, 'valueAr', ov.value_ar,
          'swatchHex', ov.swatch_hex) order by ov.position)
        from product_option_values ov where ov.option_id = o.id), '[]'::json) as values
    from product_options o where o.product_id = any(${sql.param(ids)}::integer[])
    order by o.product_id, o.position`);
  for (const { productId, ...option } of options.rows) current.get(productId)!.options.push(option);
  const variants = await db.execute<CurrentVariant & { productId: number }>(sql`
    select v.product_id as "productId", v.id, v.sku, v.barcode, v.price_halalas as "priceHalalas",
      v.stock, v.weight_grams as "weightGrams", v.is_active as "isActive",
      v.image_urls as "imageUrls",
      coalesce((select json_agg(ov.position order by o.position)
        from product_variant_values vv
        join product_options o on o.id = vv.option_id
        join product_option_values ov on ov.id = vv.value_id
        where vv.variant_id = v.id), '[]'::json) as positions
    from product_variants v where v.product_id = any(${sql.param(ids)}::integer[])
    order by v.product_id, v.id`);
  for (const { productId, ...variant } of variants.rows) {
    current.get(productId)!.variants.push(variant);
  }
  return current;
}

type Input = ProductVariantsFields;

/**
 * The sheet's save merged with what the sheet cannot say: an option matched by name keeps its
 * display and its values' order and swatch colours (values no variant uses stay too), and a
 * variant matched by SKU keeps its id (so carts and orders pointing at it survive) and photos.
 */
export function mergeWithCurrent(input: Input, current: CurrentVariants | undefined): Input {
  if (!current) return input;
  const options = input.options.map((option) => {
    const kept = current.options.find((old) => foldName(old.nameEn) === foldName(option.nameEn));
    if (!kept) return { option, order: option.values.map((_, j) => j) };
    const values = kept.values.map((value) => ({
      valueEn: value.valueEn,
      valueAr: value.valueAr,
      ...(value.swatchHex === null ? {} : { swatchHex: value.swatchHex }),
    }));
    const order = option.values.map((value) => {
      const at = values.findIndex((old) => foldName(old.valueEn) === foldName(value.valueEn));
      if (at < 0) return values.push({ ...value }) - 1;
      values[at] = { ...values[at]!, valueEn: value.valueEn, valueAr: value.valueAr };
      return at;
    });
    return { option: { ...option, display: kept.display, values }, order };
  });
  const bySku = new Map(current.variants.map((variant) => [variant.sku.toLowerCase(), variant]));
  return {
    options: options.map(({ option }) => option),
    variants: input.variants.map((variant) => {
      const kept = bySku.get(variant.sku.toLowerCase());
      return {
        ...variant,
        ...(kept ? { id: kept.id, imageUrls: kept.imageUrls } : {}),
        optionValuePositions: variant.optionValuePositions.map((j, i) => options[i]!.order[j]!),
      };
    }),
  };
}

/** Whether writing `input` (merged) would leave the product's options and variants as they are. */
export function isUnchanged(input: Input, current: CurrentVariants | undefined): boolean {
  if (!current || input.variants.length !== current.variants.length) return false;
  if (input.options.length !== current.options.length) return false;
  const sameOptions = input.options.every((option, i) => {
    const old = current.options[i]!;
    return (
      option.nameEn === old.nameEn &&
      option.nameAr === old.nameAr &&
      option.values.length === old.values.length &&
      option.values.every(
        (value, j) =>
          value.valueEn === old.values[j]!.valueEn && value.valueAr === old.values[j]!.valueAr,
      )
    );
  });
  const byId = new Map(current.variants.map((variant) => [variant.id, variant]));
  const hasOptions = input.options.length > 0;
  return (
    sameOptions &&
    input.variants.every((variant) => {
      const old = variant.id === undefined ? undefined : byId.get(variant.id);
      return (
        old !== undefined &&
        variant.sku === old.sku &&
        (variant.barcode ?? null) === old.barcode &&
        parseSar(String(variant.price)) === old.priceHalalas &&
        variant.stock === old.stock &&
        (variant.weightGrams ?? null) === old.weightGrams &&
        // A product without options: its one variant's flag is the product's, written with it.
        (!hasOptions || variant.isActive === old.isActive) &&
        variant.optionValuePositions.join('.') === old.positions.join('.')
      );
    })
  );
}

/**
 * A product with options: its price, stock and SKU are its variants' (kept by the triggers of
 * migration 0021), so its row is written with what they will make of the sheet's variants, and a
 * product whose variants did not change is not written at all.
 */
export function keptProductColumns(input: Input) {
  const active = input.variants.filter((variant) => variant.isActive);
  const priced = (active.length > 0 ? active : input.variants).map((variant) =>
    parseSar(String(variant.price))!,
  );
  return {
    priceHalalas: Math.min(...priced),
    stock: active.reduce((sum, variant) => sum + variant.stock, 0),
  };
}
