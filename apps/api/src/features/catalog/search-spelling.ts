import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  foldedWordsSql,
  MIN_CORRECTED_LENGTH,
  productSearch,
  searchWordsOf,
} from './product-search.ts';
import { productSearchRows, searchWords } from './search.tables.ts';

/**
 * How close a catalog word must be to replace a typed one, by trigram similarity of the whole
 * words. Looser than the search's own forgiveness (word similarity 0.45), which has already failed
 * when a suggestion is wanted; 0.3 is pg_trgm's default `similarity_threshold`, which the `%`
 * operator's index scan uses, so the filter below never asks for less than the index returns.
 */
const MIN_SIMILARITY = 0.3;

interface WordCheck extends Record<string, unknown> {
  n: number;
  found: boolean;
  closest: string | null;
}

/**
 * "Did you mean": for a term that found nothing, each typed word that matches no active product
 * (as a prefix) is replaced by the most similar word of the catalog's names, the most common on a
 * tie. Returns the corrected term only if it differs and itself finds something, else null. Two
 * queries, run only when a search came back empty.
 */
export async function suggestSpelling(db: Executor, term: string): Promise<string | null> {
  const words = searchWordsOf(term);
  if (words.length === 0) return null;
  const w = searchWords;
  const ps = productSearchRows;
  const { rows } = await db.execute<WordCheck>(sql`
    select typed_word.n::integer as n,
      typed_word.typed = '' or exists (
        select 1 from ${ps}
        where ${ps.isActive} and ${ps.searchVector} @@ to_tsquery('simple', quote_literal(typed_word.typed) || ':*')
      ) as found,
      (select ${w.word} from ${w}
        where length(typed_word.typed) >= ${MIN_CORRECTED_LENGTH} and ${w.word} % typed_word.typed
          and similarity(${w.word}, typed_word.typed) >= ${MIN_SIMILARITY}
        order by similarity(${w.word}, typed_word.typed) desc, ${w.productCount} desc, ${w.word}
        limit 1) as closest
    from ${foldedWordsSql(words)}
    order by typed_word.n`);
  let changed = false;
  const suggested = words.map((word, index) => {
    const check = rows.find((row) => Number(row.n) === index + 1);
    if (!check || check.found || !check.closest) return word;
    changed = true;
    return check.closest;
  });
  if (!changed) return null;
  const suggestion = suggested.join(' ');
  const [hit] = await db
    .select({ id: productSearchRows.productId })
    .from(productSearchRows)
    .where(and(eq(productSearchRows.isActive, true), productSearch(suggestion).where))
    .limit(1);
  return hit ? suggestion : null;
}
