import { sql } from 'drizzle-orm';
import { storeImage } from '../../lib/images.ts';
import { parseSar } from '../../lib/money.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Database } from '../client.ts';
import { brands, categories, products } from '../schema.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES } from './catalog.seed.ts';
import { productPhoto } from './product-images.ts';
import { keptDemoSku } from './product-variants.seed.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './products.seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Images are encoded a few at a time: sharp is already multi-threaded per image. */
const IMAGE_CONCURRENCY = 4;

/** A stable pseudo-random number per sku, so every fresh demo shop has the same best sellers. */
function stableNumber(sku: string, max: number): number {
  let hash = 0;
  for (const char of sku) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % max;
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * The demo products with two generated photos each. Products whose sku exists (or, for one given
 * options, its first variant's) are skipped before any image is made, so seeding again adds nothing and leaves no orphan files. Needs the demo
 * brands and categories (seeded just before).
 */
export async function seedProducts(db: Database, media: MediaStore): Promise<void> {
  const have = new Set(
    (await db.select({ sku: sql<string>`lower(${products.sku})` }).from(products)).map(
      (row) => row.sku,
    ),
  );
  const missing = DEMO_PRODUCTS.filter(
    ([sku]) => !have.has(sku.toLowerCase()) && !have.has(keptDemoSku(sku).toLowerCase()),
  );
  if (missing.length === 0) return;

  const brandIds = new Map(
    (await db.select({ id: brands.id, name: brands.nameEn }).from(brands)).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.nameEn }).from(categories)).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const colours = new Map<string, string>(
    [...DEMO_CATEGORIES, ...DEMO_BRANDS].map(([name, , colour]) => [name, colour]),
  );
  const usable = missing.filter(
    ([, , , , , brand, category]) => brandIds.has(brand) && categoryIds.has(category),
  );

  const now = Date.now();
  const rows = await mapLimited(usable, IMAGE_CONCURRENCY, async (item: DemoProduct) => {
    const [sku, nameEn, nameAr, descriptionEn, descriptionAr, brand, category, price, stock, off] =
      item;
    const colour = colours.get(category) ?? '#0f766e';
    const accent = colours.get(brand) ?? colour;
    const imageUrls = [
      await storeImage(media, 'products', await productPhoto(category, colour, accent, 0)),
      await storeImage(media, 'products', await productPhoto(category, colour, accent, 1)),
    ];
    const position = DEMO_PRODUCTS.indexOf(item);
    return {
      sku,
      nameEn,
      nameAr,
      descriptionEn,
      descriptionAr,
      priceHalalas: parseSar(String(price))!,
      stock,
      brandId: brandIds.get(brand)!,
      categoryId: categoryIds.get(category)!,
      imageUrls,
      soldCount: stableNumber(sku, 400),
      // Spread over the last weeks so "newest" has a real order.
      createdAt: new Date(now - (DEMO_PRODUCTS.length - position) * 7 * 60 * 60 * 1000),
      discountType: off?.[0] ?? null,
      discountValueHundredths: off ? parseSar(String(off[1]))! : null,
      discountEndsAt: off?.[2] ? new Date(now + off[2] * DAY_MS) : null,
    };
  });
  if (rows.length > 0) await db.insert(products).values(rows).onConflictDoNothing();
}
