import type { Language, ProductOption, ProductVariant } from '@dukkan/contracts';
import { toSar } from '../../lib/money.ts';
import { discountedPriceHalalas, type DiscountColumns } from './product-pricing.ts';
import type { productOptions, productOptionValues, productVariants } from './variants.tables.ts';

export type OptionRow = typeof productOptions.$inferSelect;
export type OptionValueRow = typeof productOptionValues.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** The options in order, each with its values in order, names also in the caller's language. */
export function toOptions(
  options: OptionRow[],
  values: OptionValueRow[],
  lang: Language,
): ProductOption[] {
  const ar = lang === 'ar';
  return options.map((option) => ({
    id: option.id,
    position: option.position,
    nameEn: option.nameEn,
    nameAr: option.nameAr,
    name: ar ? option.nameAr : option.nameEn,
    display: option.display,
    values: values
      .filter((value) => value.optionId === option.id)
      .map((value) => ({
        id: value.id,
        position: value.position,
        valueEn: value.valueEn,
        valueAr: value.valueAr,
        value: ar ? value.valueAr : value.valueEn,
        swatchHex: value.swatchHex,
      })),
  }));
}

/** The value ids a variant's combination names, in option order (`"12.31"` → [12, 31]). */
export function combinationIds(combination: string): number[] {
  return combination === '' ? [] : combination.split('.').map(Number);
}

/** SAR amounts, the product's discount applied now, the values as ids and as positions. */
export function toVariant(
  row: VariantRow,
  options: ProductOption[],
  discount: DiscountColumns,
  now: Date,
): ProductVariant {
  const ids = combinationIds(row.combination);
  const discounted = discountedPriceHalalas({ ...discount, priceHalalas: row.priceHalalas }, now);
  return {
    id: row.id,
    sku: row.sku,
    barcode: row.barcode,
    price: toSar(row.priceHalalas),
    discountedPrice: discounted === null ? null : toSar(discounted),
    stock: row.stock,
    weightGrams: row.weightGrams,
    isActive: row.isActive,
    isDefault: row.isDefault,
    imageUrls: row.imageUrls,
    optionValueIds: ids,
    optionValuePositions: ids.map(
      (id, i) => options[i]?.values.find((value) => value.id === id)?.position ?? -1,
    ),
  };
}
