import { and, asc, eq } from 'drizzle-orm';
import type { Language, ProductVariants } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import type { DiscountColumns } from './product-pricing.ts';
import { toOptions, toVariant } from './product-variant-view.ts';
import { productOptions, productOptionValues, productVariants } from './variants.tables.ts';

/**
 * A product's options with their values, and its variants (active ones only for shoppers): two
 * queries whatever their number — the options joined to their values in one, the variants in the
 * other. The product's discount (already read with the product) prices the variants.
 */
export async function readProductVariants(
  db: Executor,
  productId: number,
  discount: DiscountColumns,
  options: { lang: Language; activeOnly: boolean; now?: Date },
): Promise<ProductVariants> {
  const rows = await db
    .select({ option: productOptions, value: productOptionValues })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        options.activeOnly ? eq(productVariants.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(productVariants.id));
  const optionRows = [...new Map(rows.map((row) => [row.option.id, row.option])).values()];
  const shaped = toOptions(
    optionRows,
    rows.map((row) => row.value),
    options.lang,
  );
  const now = options.now ?? new Date();
  return {
    options: shaped,
    variants: variants.map((row) => toVariant(row, shaped, discount, now)),
  };
}
