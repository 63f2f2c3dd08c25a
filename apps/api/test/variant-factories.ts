import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  productOptions,
  productOptionValues,
  products,
  productVariants,
  productVariantValues,
} from '../src/db/schema.ts';
import { createShopProduct } from './shopping-factories.ts';

let sequence = 0;

export interface TestVariant {
  id: number;
  sku: string;
  size: string;
  colour: string;
}

/**
 * A product with two options, Size (S, M) and Colour (Red, Blue; in Arabic المقاس, اللون and
 * أحمر, أزرق), and its four variants, written straight to the database the way the staff's save
 * leaves them (the default variant gone). `stock` and `priceHalalas` give each variant's, in the
 * order S/Red, S/Blue, M/Red, M/Blue; the product's kept columns follow by trigger.
 */
export async function createProductWithOptions(
  app: FastifyInstance,
  values: Partial<typeof products.$inferInsert> & {
    variantStock?: number[];
    variantPrices?: number[];
  } = {},
): Promise<{ product: typeof products.$inferSelect; variants: TestVariant[] }> {
  const { variantStock = [5, 5, 5, 5], variantPrices = [10_000, 10_000, 12_000, 12_000] } = values;
  const product = await createShopProduct(app, { nameEn: 'Thobe', nameAr: 'ثوب', ...values });
  const prefix = `OPT${++sequence}-${product.id}`;
  const variants = await app.ctx.db.transaction(async (tx) => {
    const [size, colour] = await tx
      .insert(productOptions)
      .values([
        { productId: product.id, position: 0, nameEn: 'Size', nameAr: 'المقاس' },
        { productId: product.id, position: 1, nameEn: 'Colour', nameAr: 'اللون' },
      ])
      .returning();
    const optionValues = await tx
      .insert(productOptionValues)
      .values([
        { optionId: size!.id, position: 0, valueEn: 'S', valueAr: 'صغير' },
        { optionId: size!.id, position: 1, valueEn: 'M', valueAr: 'وسط' },
        { optionId: colour!.id, position: 0, valueEn: 'Red', valueAr: 'أحمر' },
        { optionId: colour!.id, position: 1, valueEn: 'Blue', valueAr: 'أزرق' },
      ])
      .returning();
    const [s, m, red, blue] = optionValues as [
      (typeof optionValues)[0],
      (typeof optionValues)[0],
      (typeof optionValues)[0],
      (typeof optionValues)[0],
    ];
    const combos = [
      [s, red],
      [s, blue],
      [m, red],
      [m, blue],
    ] as const;
    await tx.delete(productVariants).where(eq(productVariants.productId, product.id));
    const rows = await tx
      .insert(productVariants)
      .values(
        combos.map(([sz, col], i) => ({
          productId: product.id,
          sku: `${prefix}-${sz.valueEn}-${col.valueEn}`,
          priceHalalas: variantPrices[i]!,
          stock: variantStock[i]!,
          combination: `${sz.id}.${col.id}`,
        })),
      )
      .returning();
    await tx.insert(productVariantValues).values(
      rows.flatMap((row, i) => [
        { variantId: row.id, optionId: size!.id, valueId: combos[i]![0].id },
        { variantId: row.id, optionId: colour!.id, valueId: combos[i]![1].id },
      ]),
    );
    return rows.map((row, i) => ({
      id: row.id,
      sku: row.sku,
      size: combos[i]![0].valueEn,
      colour: combos[i]![1].valueEn,
    }));
  });
  const [kept] = await app.ctx.db.select().from(products).where(eq(products.id, product.id));
  return { product: kept!, variants };
}

export async function variantStockOf(app: FastifyInstance, variantIds: number[]) {
  const rows = await app.ctx.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants);
  return variantIds.map((id) => rows.find((row) => row.id === id)?.stock ?? null);
}

/** The product's one default variant (a product without options). */
export async function defaultVariantOf(app: FastifyInstance, productId: number) {
  const [row] = await app.ctx.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row!;
}
