import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
