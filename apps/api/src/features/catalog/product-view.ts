import type { Language, Product } from '@dukkan/contracts';
import { toSar } from '../../lib/money.ts';
import type { products } from './catalog.tables.ts';
import { discountedPriceHalalas, toDiscount } from './product-pricing.ts';

export type ProductRow = typeof products.$inferSelect;

/** A product row with what the list query joins in: brand and category names, the favourite flag. */
export interface ProductRecord {
  product: ProductRow;
  brandNameEn: string;
  brandNameAr: string;
  categoryNameEn: string;
  categoryNameAr: string;
  /** Null for an anonymous caller, who gets no `isFavorite` field. */
  isFavorite: boolean | null;
}

/** The response shape: SAR amounts, names in the caller's language, discount for now. */
export function toProduct(record: ProductRecord, lang: Language, now: Date): Product {
  const row = record.product;
  const discounted = discountedPriceHalalas(row, now);
  const discountedMax = discountedPriceHalalas({ ...row, priceHalalas: row.priceMaxHalalas }, now);
  const ar = lang === 'ar';
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    name: ar ? row.nameAr : row.nameEn,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    description: ar ? row.descriptionAr : row.descriptionEn,
    sku: row.sku,
    price: toSar(row.priceHalalas),
    discountedPrice: discounted === null ? null : toSar(discounted),
    // Kept on the row by the variants' trigger: a card's "from … to …" needs no join.
    priceMax: toSar(row.priceMaxHalalas),
    discountedPriceMax: discountedMax === null ? null : toSar(discountedMax),
    discount: toDiscount(row),
    stock: row.stock,
    // Kept on the row by the same trigger, so a list's colour dots need no join either.
    swatches: row.listSwatches.map((swatch) => ({
      ...swatch,
      value: ar ? swatch.valueAr : swatch.valueEn,
    })),
    // And so is whether it has options, which a one-price product without colours cannot show.
    hasOptions: row.hasOptions,
    brandId: row.brandId,
    brandName: ar ? record.brandNameAr : record.brandNameEn,
    categoryId: row.categoryId,
    categoryName: ar ? record.categoryNameAr : record.categoryNameEn,
    images: row.imageUrls,
    isActive: row.isActive,
    soldCount: row.soldCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(record.isFavorite === null ? {} : { isFavorite: record.isFavorite }),
  };
}
