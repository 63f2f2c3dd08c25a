import { and, inArray, ne, or, sql } from 'drizzle-orm';
import type { ProductVariantsFields } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/errors.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { parseSar } from '../../lib/money.ts';
import type { DiscountColumns } from './product-pricing.ts';
import { productVariants } from './variants.tables.ts';

/**
 * The refusals of a product's save that need the database or the product (the request's own rules
 * — limits, repeats, combinations, formats — are the contract's). Each names the field to fix.
 */

type Variants = ProductVariantsFields['variants'];

/** A variant's photos must be among the product's. */
export function checkVariantImages(variants: Variants, productImages: string[]) {
  variants.forEach((variant, k) => {
    const stranger = variant.imageUrls.findIndex((url) => !productImages.includes(url));
    if (stranger >= 0) {
      throw unprocessable('products.variantImage', null, {
        field: `variants.${k}.imageUrls.${stranger}`,
      });
    }
  });
}

/**
 * A fixed discount stays below the price the product's list shows, its cheapest active variant's
 * (all its variants' when none is active), as `addOrUpdateDiscount` requires of the product.
 */
export function checkFixedDiscount(variants: Variants, discount: DiscountColumns) {
  if (discount.discountType !== 'Fixed') return;
  const active = variants.filter((variant) => variant.isActive);
  const priced = (active.length > 0 ? active : variants).map((v) => parseSar(String(v.price))!);
  if (discount.discountValueHundredths! >= Math.min(...priced)) {
    throw unprocessable('products.discountAboveVariant', null, { field: 'variants' });
  }
}

/** Ids given must be this product's variants (others would be taken from another product). */
export function checkVariantIds(variants: Variants, ownIds: number[]) {
  variants.forEach((variant, k) => {
    if (variant.id !== undefined && !ownIds.includes(variant.id)) {
      throw unprocessable('products.unknownVariant', null, { field: `variants.${k}.id` });
    }
  });
}

/** SKUs (case-insensitive) and barcodes another product's variants hold: one query for all. */
export async function checkTakenCodes(tx: Executor, productId: number, variants: Variants) {
  const skus = variants.map((variant) => variant.sku.toLowerCase());
  const barcodes = variants.flatMap((variant) => (variant.barcode ? [variant.barcode] : []));
  const taken = await tx
    .select({ sku: productVariants.sku, barcode: productVariants.barcode })
    .from(productVariants)
    .where(
      and(
        ne(productVariants.productId, productId),
        or(
          inArray(sql`lower(${productVariants.sku})`, skus),
          barcodes.length > 0 ? inArray(productVariants.barcode, barcodes) : undefined,
        ),
      ),
    );
  const takenSkus = new Set(taken.map((row) => row.sku.toLowerCase()));
  const takenBarcodes = new Set(taken.map((row) => row.barcode));
  variants.forEach((variant, k) => {
    if (takenSkus.has(variant.sku.toLowerCase())) {
      throw conflict('products.skuTaken', null, { field: `variants.${k}.sku` });
    }
    if (variant.barcode && takenBarcodes.has(variant.barcode)) {
      throw conflict('products.barcodeTaken', null, { field: `variants.${k}.barcode` });
    }
  });
}

/** A racing save took a code between the check and the write: the same answers, by index name. */
export function variantWriteError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const constraint = violatedConstraint(error) ?? '';
  if (constraint.includes('barcode')) {
    return conflict('products.barcodeTaken', null, { field: 'variants' });
  }
  if (constraint.includes('sku')) return conflict('products.skuTaken', null, { field: 'variants' });
  return error;
}
