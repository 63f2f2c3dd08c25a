import { sql, type SQL } from 'drizzle-orm';
import { products } from './catalog.tables.ts';

const MAX_WORDS = 8;

/** Both names in one folded text: what the trigram index (migration 0004) is built on. */
const foldedNames = sql`dukkan_search_text(${products.nameEn} || ' ' || ${products.nameAr})`;

/**
 * The words of a typed term as a prefix tsquery text (`iph:* & 15:*`). Only letters, digits and
 * combining marks survive, so nothing the user types can be read as tsquery syntax; the marks
 * (Arabic diacritics) are then dropped by `dukkan_search_text` on the database side.
 */
export function prefixQueryText(term: string): string | null {
  const words = term.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

export interface ProductSearch {
  /** Rows that match: every word as a word prefix, or the whole term by trigram word similarity. */
  where: SQL;
  /** Higher is better: full-text rank plus name similarity. */
  rank: SQL;
}

/**
 * Full text (both languages, names weigh more than descriptions) OR trigram word similarity on the
 * names, which forgives typos: "iphon" and "ايفون" find "iPhone 15" / "آيفون ١٥". Both sides go
 * through `dukkan_search_text`, so case, diacritics and alef/hamza/taa-marbuta spellings match.
 */
export function productSearch(term: string): ProductSearch {
  const queryText = prefixQueryText(term);
  const folded = sql`dukkan_search_text(${term})`;
  const similar = sql`${folded} <% ${foldedNames}`;
  const similarity = sql`word_similarity(${folded}, ${foldedNames})`;
  if (!queryText) return { where: similar, rank: similarity };
  const tsQuery = sql`to_tsquery('simple', dukkan_search_text(${queryText}))`;
  return {
    where: sql`(${sql.raw('products.search_vector')} @@ ${tsQuery} or ${similar})`,
    rank: sql`(ts_rank(${sql.raw('products.search_vector')}, ${tsQuery}) + ${similarity})`,
  };
}
