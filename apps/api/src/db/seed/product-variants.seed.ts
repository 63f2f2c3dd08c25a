import { productVariantsInputSchema } from '@dukkan/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { replaceProductVariants } from '../../features/catalog/product-variants.service.ts';
import { storeImage } from '../../lib/images.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Database } from '../client.ts';
import { brands, categories, productOptions, products } from '../schema.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES } from './catalog.seed.ts';
import { productPhoto } from './product-images.ts';
import { DEMO_VARIANT_PRODUCTS, type DemoVariantProduct } from './product-variants.seed-data.ts';

/**
 * A demo product given options keeps its first variant's SKU as its own (decision 016), so seeding
 * again recognises it by that SKU as well as by its demo SKU.
 */
export function keptDemoSku(sku: string): string {
  const demo = DEMO_VARIANT_PRODUCTS.find((product) => product.sku === sku);
  return demo?.variants[0]?.sku ?? sku;
}

/**
 * Gives the demo's fashion and perfume products their options and variants through the staff's
 * save (`replaceProductVariants`: the same checks and writes), one transaction for all. A product
 * that already has options is left alone, so seeding again changes nothing; a swatch value's
 * photo is drawn in its colour and added to the product's images before the save names it.
 */
export async function seedProductVariants(db: Database, media: MediaStore): Promise<void> {
  const skus = DEMO_VARIANT_PRODUCTS.map((product) => product.sku.toLowerCase());
  const found = await db
    .select({
      id: products.id,
      sku: products.sku,
      imageUrls: products.imageUrls,
      brand: brands.nameEn,
      category: categories.nameEn,
      hasOptions: sql<boolean>`exists (select 1 from ${productOptions}
        where ${productOptions.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(sql`lower(${products.sku})`, skus));
  const todo = found.filter((row) => !row.hasOptions);
  if (todo.length === 0) return;
  const colours = new Map<string, string>(
    [...DEMO_CATEGORIES, ...DEMO_BRANDS].map(([name, , colour]) => [name, colour]),
  );
  const saves: { id: number; imageUrls: string[]; input: DemoVariantProduct }[] = [];
  for (const row of todo) {
    const demo = DEMO_VARIANT_PRODUCTS.find((p) => p.sku.toLowerCase() === row.sku.toLowerCase())!;
    const colour = colours.get(row.category) ?? '#0f766e';
    const photos = await Promise.all(
      (demo.photoBodies ?? []).map(async (body) =>
        storeImage(
          media,
          'products',
          await productPhoto(row.category, colour, colours.get(row.brand) ?? colour, 0, body),
        ),
      ),
    );
    saves.push({
      id: row.id,
      imageUrls: [...photos, ...row.imageUrls],
      input: withPhotos(demo, photos),
    });
  }
  await db.transaction(async (tx) => {
    for (const save of saves) {
      if (save.imageUrls.length > 0) {
        await tx
          .update(products)
          .set({ imageUrls: save.imageUrls })
          .where(eq(products.id, save.id));
      }
      await replaceProductVariants(tx, save.id, productVariantsInputSchema.parse(save.input));
    }
  });
}

/** Each variant shows its swatch value's photo (the product's swatches option, by position). */
function withPhotos(demo: DemoVariantProduct, photos: string[]) {
  const swatches = demo.options?.findIndex((option) => option.display === 'swatches') ?? -1;
  if (swatches < 0 || photos.length === 0) return demo;
  return {
    ...demo,
    variants: demo.variants.map((variant) => ({
      ...variant,
      imageUrls: [photos[variant.optionValuePositions![swatches]!]!],
    })),
  };
}
