import type { ProductDetail } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { findProductRecord, type ProductReader } from './product-queries.ts';
import { readProductVariants } from './product-variant-queries.ts';
import { toProduct } from './product-view.ts';

/**
 * A product's page: the product as lists show it, plus its options and variants — active ones only
 * for shoppers, every one for staff. Three queries whatever the number of variants.
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
  });
  return { ...toProduct(record, reader.lang, now), ...variants };
}
