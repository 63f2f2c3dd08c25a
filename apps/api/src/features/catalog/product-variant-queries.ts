import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language, ProductVariants } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import type { DiscountColumns } from './product-pricing.ts';
import { toOptions, toVariant, type VariantRow } from './product-variant-view.ts';
import { productOptions, productOptionValues, productVariants } from './variants.tables.ts';

const productId = sql.placeholder('productId');

/** The product's variants (active ones only for shoppers), built once per database and kind. */
function variantsStatement(db: Executor, activeOnly: boolean) {
  return preparedStatement(db, `variants.ofProduct ${activeOnly}`, (name) =>
    db
      .select()
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          activeOnly ? eq(productVariants.isActive, true) : undefined,
        ),
      )
      .orderBy(asc(productVariants.id))
      .prepare(name),
  );
}

/** The product's options joined to their values, in order, built once per database. */
function optionsStatement(db: Executor) {
  return preparedStatement(db, 'variants.optionsOfProduct', (name) =>
    db
      .select({ option: productOptions, value: productOptionValues })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position), asc(productOptionValues.position))
      .prepare(name),
  );
}

/**
 * A product's options with their values, and its variants (active ones only for shoppers): at most
 * two prepared queries whatever their number. The variants come first; a product whose variants
 * name no values (no options: one default variant, most of a catalog) skips the options' query —
 * the product page is the shop's hottest read. The product's discount (already read with the
 * product) prices the variants.
 */
export async function readProductVariants(
  db: Executor,
  id: number,
  discount: DiscountColumns,
  options: {
    lang: Language;
    activeOnly: boolean;
    now?: Date;
    /** The variants when the caller read them with the product (the shopper's page). */
    read?: VariantRow[] | undefined;
  },
): Promise<ProductVariants> {
  const variants =
    options.read ?? (await variantsStatement(db, options.activeOnly).execute({ productId: id }));
  // A variant's combination is '' exactly when the product has no options (a CHECK of 0021); an
  // inactive product's shoppers see no variants, and its staff read every one.
  const hasOptions = variants.some((row) => row.combination !== '');
  const rows =
    hasOptions || variants.length === 0
      ? await optionsStatement(db).execute({ productId: id })
      : [];
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
