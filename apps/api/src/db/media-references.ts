import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../features/accounts/accounts.tables.ts';
import { brands, categories, products } from '../features/catalog/catalog.tables.ts';
import { productVariants } from '../features/catalog/variants.tables.ts';
import { helpServices, sliderImages } from '../features/content/content.tables.ts';
import { orderItems } from '../features/orders/orders.tables.ts';
import type { Executor } from './client.ts';

/**
 * Every column that holds the URL of a stored image (`/media/<key>`), the one list the media sweep
 * trusts: a file no column here names is removed once it is old enough. A test scans the schema
 * for image-like columns so a new one cannot be forgotten here. Order lines keep the picture a
 * product had when it was sold, so they count too.
 */
export const MEDIA_COLUMNS: readonly PgColumn[] = [
  users.imageUrl,
  brands.imageUrl,
  categories.imageUrl,
  products.imageUrls,
  // A subset of its product's, but a file is kept while anything names it.
  productVariants.imageUrls,
  sliderImages.imageUrl,
  helpServices.iconUrl,
  orderItems.imageUrl,
];

function urlsOf(column: PgColumn): SQL {
  const table = sql.identifier(getTableName(column.table));
  const name = sql.identifier(column.name);
  return column.columnType === 'PgArray'
    ? sql`select unnest(${name}) as url from ${table}`
    : sql`select ${name} as url from ${table} where ${name} is not null`;
}

/** Every media URL some row refers to (distinct). */
export async function referencedMediaUrls(db: Executor): Promise<Set<string>> {
  const union = sql.join(MEDIA_COLUMNS.map(urlsOf), sql` union `);
  const result = await db.execute<{ url: string }>(union);
  return new Set(result.rows.map((row) => row.url));
}
