import { and, eq, sql } from 'drizzle-orm';
import type { Product } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { products } from './catalog.tables.ts';
import { selectProducts, type ProductReader } from './product-queries.ts';
import { toProduct, type ProductRecord } from './product-view.ts';
import { productVariants } from './variants.tables.ts';

/* One product by id: as lists show it, or with its active variants for the product page. */

/**
 * The product page's query for an anonymous shopper, the hottest read in the shop, built once per
 * database and run as a named prepared statement: building Drizzle SQL costs more CPU than the
 * indexed lookup itself, and PostgreSQL skips parse and plan (see bench/RESULTS.md).
 */
function prepareShopperById(db: Executor, name: string) {
  return selectProducts(db, null, { variants: activeVariantsJson })
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isActive, true)))
    .prepare(name);
}

/**
 * The product's active variants, in the same statement as the product (the shopper's page reads
 * them all): JSON rows keyed as Drizzle names the columns, so they are the rows a query of
 * `product_variants` would return. A statement of their own cost the page as much CPU as the
 * product's.
 */
const activeVariantsJson = sql<VariantRow[]>`(
  select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'sku', v.sku,
      'barcode', v.barcode, 'priceHalalas', v.price_halalas, 'stock', v.stock,
      'weightGrams', v.weight_grams, 'isActive', v.is_active, 'isDefault', v.is_default,
      'imageUrls', v.image_urls, 'combination', v.combination) order by v.id), '[]'::json)
  from ${productVariants} v where v.product_id = ${products.id} and v.is_active)`;

type VariantRow = typeof productVariants.$inferSelect;

/** One product's row with its joined names, or undefined (inactive ones only for the dashboard). */
export async function findProductRecord(
  db: Executor,
  id: number,
  reader: ProductReader,
): Promise<(ProductRecord & { variants?: VariantRow[] }) | undefined> {
  if (reader.userId === null && !reader.includeInactive) {
    const query = preparedStatement(db, 'products.byIdShopper', (name) =>
      prepareShopperById(db, name),
    );
    const [row] = await query.execute({ id });
    return row;
  }
  const [row] = await selectProducts(db, reader.userId).where(
    and(eq(products.id, id), reader.includeInactive ? undefined : eq(products.isActive, true)),
  );
  return row;
}

/** One product as lists show it, or undefined. */
export async function findProduct(
  db: Executor,
  id: number,
  reader: ProductReader,
  now = new Date(),
): Promise<Product | undefined> {
  const record = await findProductRecord(db, id, reader);
  return record ? toProduct(record, reader.lang, now) : undefined;
}
