import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Language, ProductVariants, ProductVariantsFields } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseSar } from '../../lib/money.ts';
import { products } from './catalog.tables.ts';
import {
  checkFixedDiscount,
  checkTakenCodes,
  checkVariantIds,
  checkVariantImages,
  variantWriteError,
} from './product-variant-checks.ts';
import { readProductVariants } from './product-variant-queries.ts';
import {
  productOptions,
  productOptionValues,
  productVariants,
  productVariantValues,
} from './variants.tables.ts';

const productColumns = {
  imageUrls: products.imageUrls,
  isActive: products.isActive,
  discountType: products.discountType,
  discountValueHundredths: products.discountValueHundredths,
  discountStartsAt: products.discountStartsAt,
  discountEndsAt: products.discountEndsAt,
};

/** The staff's view: every option, value and variant, inactive ones included. */
export async function getProductVariants(
  ctx: AppContext,
  id: number,
  lang: Language,
): Promise<ProductVariants> {
  const [product] = await ctx.db.select(productColumns).from(products).where(eq(products.id, id));
  if (!product) throw notFound('products.notFound');
  return readProductVariants(ctx.db, id, product, { lang, activeOnly: false });
}

/**
 * Replaces the product's options, values and variants in one transaction, in a fixed number of
 * statements. Variants named by id keep it (carts and orders will point at them); the others are
 * deleted and new ones inserted. Options and values are the product's current list, rewritten on
 * every save (nothing outside the product refers to their ids), which also spares renaming two of
 * them into each other's names past the unique indexes. The triggers of migration 0021 then keep
 * the product's price, stock, SKU and swatches.
 */
export async function setProductVariants(
  ctx: AppContext,
  id: number,
  input: ProductVariantsFields,
  lang: Language,
): Promise<ProductVariants> {
  const product = await ctx.db
    .transaction((tx) => replaceProductVariants(tx, id, input))
    .catch((error: unknown) => {
      throw variantWriteError(error);
    });
  return readProductVariants(ctx.db, id, product, { lang, activeOnly: false });
}

/**
 * The save's checks and writes inside the caller's transaction (the staff's save, the workbook
 * import, the demo seed): locks the product, refuses what `setProductVariants` refuses, writes.
 * Returns the product's columns the reads need. Database refusals (a SKU taken meanwhile) are the
 * caller's to turn into answers, through `variantWriteError`.
 */
export async function replaceProductVariants(
  tx: Executor,
  id: number,
  input: ProductVariantsFields,
) {
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw notFound('products.notFound');
  checkVariantImages(input.variants, row.imageUrls);
  checkFixedDiscount(input.variants, row);
  const own = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  checkVariantIds(
    input.variants,
    own.map((variant) => variant.id),
  );
  await checkTakenCodes(tx, id, input.variants);
  await writeVariants(tx, id, input, row.isActive);
  return row;
}

async function writeVariants(
  tx: Executor,
  productId: number,
  input: ProductVariantsFields,
  productIsActive: boolean,
) {
  const keptIds = input.variants.flatMap((variant) =>
    variant.id === undefined ? [] : [variant.id],
  );
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  // The values and the variants' value rows go with their options (on delete cascade).
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  const { optionIds, valueIds } = await insertOptions(tx, productId, input.options);
  if (keptIds.length > 0) {
    // Kept variants give up their codes and combination first, so one statement can hand them
    // round among themselves and to new variants (unique indexes are checked row by row). The
    // placeholders cannot collide: a real SKU starts with a letter or digit, a combination with one.
    await tx
      .update(productVariants)
      .set({
        sku: sql`'~' || ${productVariants.id}`,
        barcode: null,
        combination: sql`'-' || ${productVariants.id}`,
        isDefault: false,
      })
      .where(inArray(productVariants.id, keptIds));
  }
  const hasOptions = input.options.length > 0;
  const rows = input.variants.map((variant) => {
    const ids = variant.optionValuePositions.map((position, i) => valueIds[i]![position]!);
    return {
      ...(variant.id === undefined ? {} : { id: variant.id }),
      productId,
      sku: variant.sku,
      barcode: variant.barcode ?? null,
      priceHalalas: parseSar(String(variant.price))!,
      stock: variant.stock,
      weightGrams: variant.weightGrams ?? null,
      // A product without options and its one variant are one thing: the product's flag rules.
      isActive: hasOptions ? variant.isActive : productIsActive,
      isDefault: !hasOptions,
      imageUrls: variant.imageUrls,
      combination: ids.join('.'),
    };
  });
  const saved = await tx
    .insert(productVariants)
    .values(rows)
    .onConflictDoUpdate({
      target: productVariants.id,
      set: {
        sku: sql`excluded.sku`,
        barcode: sql`excluded.barcode`,
        priceHalalas: sql`excluded.price_halalas`,
        stock: sql`excluded.stock`,
        weightGrams: sql`excluded.weight_grams`,
        isActive: sql`excluded.is_active`,
        isDefault: sql`excluded.is_default`,
        imageUrls: sql`excluded.image_urls`,
        combination: sql`excluded.combination`,
      },
    })
    .returning({ id: productVariants.id, combination: productVariants.combination });
  if (!hasOptions) return;
  // Each saved row's own combination names its values: the order RETURNING keeps does not matter.
  await tx.insert(productVariantValues).values(
    saved.flatMap((variant) =>
      variant.combination.split('.').map((valueId, i) => ({
        variantId: variant.id,
        optionId: optionIds[i]!,
        valueId: Number(valueId),
      })),
    ),
  );
}

/** The new options' ids in order, and each option's value ids by position. */
async function insertOptions(
  tx: Executor,
  productId: number,
  options: ProductVariantsFields['options'],
): Promise<{ optionIds: number[]; valueIds: number[][] }> {
  if (options.length === 0) return { optionIds: [], valueIds: [] };
  const inserted = await tx
    .insert(productOptions)
    .values(
      options.map((option, position) => ({
        productId,
        position,
        nameEn: option.nameEn,
        nameAr: option.nameAr,
        display: option.display,
      })),
    )
    .returning({ id: productOptions.id, position: productOptions.position });
  const optionIds = inserted.sort((a, b) => a.position - b.position).map((row) => row.id);
  const values = await tx
    .insert(productOptionValues)
    .values(
      options.flatMap((option, i) =>
        option.values.map((value, position) => ({
          optionId: optionIds[i]!,
          position,
          valueEn: value.valueEn,
          valueAr: value.valueAr,
          swatchHex: value.swatchHex ?? null,
        })),
      ),
    )
    .returning({
      id: productOptionValues.id,
      optionId: productOptionValues.optionId,
      position: productOptionValues.position,
    });
  const valueIds = optionIds.map((optionId) => {
    const ids: number[] = [];
    for (const value of values) if (value.optionId === optionId) ids[value.position] = value.id;
    return ids;
  });
  return { optionIds, valueIds };
}
