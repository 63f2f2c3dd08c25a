import type { ProductDetail } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { findProductRecord } from './product-by-id.ts';
import type { ProductReader } from './product-queries.ts';
import { readProductVariants } from './product-variant-queries.ts';
import { toProduct } from './product-view.ts';

/**
 * A product's page: the product as lists show it, plus its options and variants — active ones only
 * for shoppers, every one for staff. A shopper's page reads the product with its active variants in one statement, plus the
 * options' query when it has options; staff read up to three.
 */
export async function findProductDetail(
  db: Executor,
  id: number,
  reader: ProductReader,
  now = new Date(),
): Promise<ProductDetail | undefined> {
  const record = await findProductRecord(db, id, reader);
  if (!record) return undefined;
  const variants = await readProductVariants(db, id, record.product, {
    lang: reader.lang,
    activeOnly: !reader.includeInactive,
    now,
    read: record.variants,
  });
  return { ...toProduct(record, reader.lang, now), ...variants };
}
