import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.ts';

/**
 * The distinct words of active products' names, folded (`dukkan_search_text`) and split exactly as
 * the full-text index splits them, each with the number of active products whose names hold it.
 * Triggers on `products` keep it true (migration 0013). Typed words are matched against this small
 * table by trigram similarity — typos are forgiven here, so the product query itself needs only the
 * full-text index — and a search that finds nothing suggests its closest words from it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [
    // Without the pending list: every search reads this index, while names change rarely.
    index('search_words_word_trgm_idx')
      .using('gin', t.word.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** Written and read only in SQL (`dukkan_search_vector`, `@@`, `ts_rank`), never by the API. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a search matches, ranks, counts and filters on, one narrow row per product, kept true by
 * triggers on `products` for every writer (migration 0020): the full-text vector of both languages'
 * names and descriptions, the SKU in lower case (staff find a product by its start), and the
 * columns the shop's filters combine with a search (active, category, brand, the price paid now,
 * the offer flag, whether any stock is left) or sort it by (the price, the time it was added). The
 * stock count itself is left out: every order
 * changes it, while `in_stock` changes only when a product sells out or comes back; the staff's
 * low-stock filter joins `products`. A search reads these rows instead of the wide product rows,
 * and joins `products` only for the page it returns.
 */
export const productSearchRows = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    effectivePriceHalalas: integer('effective_price_halalas').notNull(),
    discountActive: boolean('discount_active').notNull(),
    inStock: boolean('in_stock').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sku: text('sku').notNull(),
    /**
     * The variants' searched words (decision 016): the SKUs and barcodes of the active variants and
     * their option values in both languages, kept by triggers on the variants and the values
     * (migration 0024) and folded into `search_vector` below the names.
     */
    variantTerms: text('variant_terms').notNull().default(''),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    // A search term as the start of a SKU (product-search.ts): LIKE 'prefix%' needs pattern ops.
    index('product_search_sku_prefix_idx').on(sql`${t.sku} text_pattern_ops`),
  ],
);
