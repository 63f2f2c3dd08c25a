import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { productSearchRows } from './search.tables.ts';

const MAX_WORDS = 8;
const searchVector = productSearchRows.searchVector;
/** Catalog words tried in place of each typed word (the closest first). */
const MAX_CORRECTIONS = 5;
/**
 * Trigrams cannot judge a word of one or two letters (every short word is "similar" to it), so
 * such words are matched as typed prefixes only.
 */
export const MIN_CORRECTED_LENGTH = 3;

/**
 * The words of a typed term: letters, digits and combining marks only, so nothing the user types
 * can be read as query syntax; the marks (Arabic diacritics) are then dropped by
 * `dukkan_search_text` on the database side.
 */
export function searchWordsOf(term: string): string[] {
  return (term.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The typed words folded, one row each with its position (`typed`, `n`), for the queries that work
 * word by word. Folding can empty a word (only tatweel); the position is kept so callers can line
 * rows up with `searchWordsOf`.
 */
export function foldedWordsSql(words: string[] | SQLWrapper): SQL {
  const text = Array.isArray(words) ? words.join(' ') : words;
  return sql`unnest(string_to_array(dukkan_search_text(${text}), ' ')) with ordinality as typed_word(typed, n)`;
}

/**
 * The tsquery for a term: every typed word must match, as a word prefix (`iph` finds "iPhone",
 * `televis` a description's "television") or as one of the catalog's name words closest to it by
 * trigram word similarity (`galxy` → `galaxy`, `سامسونغ` → `سامسونج`), taken from the small
 * `search_words` table through its trigram index. Built by `dukkan_search_query` (migration 0030),
 * whose plan PostgreSQL makes once per connection; the threshold is the session's
 * `pg_trgm.word_similarity_threshold` (0.45, db/client.ts). Wrapped as a subquery that is never
 * flattened, so PostgreSQL computes it once per statement and hands the product scan a ready
 * tsquery that the GIN index on `product_search.search_vector` answers alone.
 */
function termQuery(words: string | SQLWrapper): SQL {
  const bounds = sql.raw(`${MIN_CORRECTED_LENGTH}, ${MAX_CORRECTIONS}`);
  // OFFSET 0 keeps PostgreSQL from pulling the subquery up into a statement's FROM list, where the
  // call would be made once per candidate row instead of once per statement.
  return sql`(select dukkan_search_query(${words}, ${bounds}) offset 0)`;
}

/**
 * A search's condition and rank, both on `product_search` (search.tables.ts) alone: a statement
 * reads that table and joins `products` only for the rows it returns.
 */
export interface ProductSearch {
  /** Rows that match: every typed word as a word prefix or as a close catalog word. */
  where: SQL;
  /** Higher is better: full-text rank (names weigh more than descriptions), matches only. */
  rank: SQL;
}

/** What a search term puts into its statement: its words (space-separated) and its SKU prefix. */
export interface SearchValues {
  searchWords?: string;
  skuPattern?: string;
}

/** The values of `term`; `productSearch` reads a part exactly when its value is present. */
export function searchValues(term: string): SearchValues {
  const words = searchWordsOf(term);
  return {
    searchWords: words.length > 0 ? words.join(' ') : undefined,
    skuPattern: skuPattern(term),
  };
}

/**
 * Full text over both languages' names and descriptions, folded by `dukkan_search_text` on both
 * sides so case, diacritics and alef/hamza/yaa/taa-marbuta spellings meet; typos are forgiven by
 * turning each typed word into itself-as-prefix OR its closest catalog words (see `termQuery`).
 * Both the filter and the rank read only `product_search.search_vector`, through its GIN index. With
 * `placeholders`, the term's values enter as named placeholders (a prepared statement's); with
 * `queryRef`, the tsquery is read from where the caller computed it once (`searchQueryTable`).
 */
export function productSearch(
  term: string,
  placeholders?: (name: keyof SearchValues) => SQLWrapper,
  queryRef?: SQL,
): ProductSearch {
  const values = searchValues(term);
  const bind = placeholders ?? ((name: keyof SearchValues) => values[name]!);
  const sku = values.skuPattern === undefined ? null : skuPrefix(bind('skuPattern'));
  // A constant `0` would be read as a column position by ORDER BY.
  if (values.searchWords === undefined) return { where: sku ?? sql`false`, rank: sql`0::real` };
  const query = queryRef ?? termQuery(bind('searchWords'));
  const text = sql`${searchVector} @@ ${query}`;
  const rank = sql`ts_rank(${searchVector}, ${query})`;
  if (!sku) return { where: text, rank };
  // A product whose SKU starts with the term ranks first: staff type SKUs to find one product.
  return {
    where: sql`(${text} or ${sku})`,
    rank: sql`(${rank} + case when ${sku} then 1 else 0 end)`,
  };
}

/**
 * The term's tsquery as a one-row table `search_query(q)` for a FROM list, so a statement that
 * filters and ranks by it computes it once; null when the term has no words.
 */
export function searchQueryTable(
  term: string,
  placeholders?: (name: keyof SearchValues) => SQLWrapper,
): SQL | null {
  const words = searchValues(term).searchWords;
  if (words === undefined) return null;
  return sql`${termQuery(placeholders ? placeholders('searchWords') : words)} as search_query(q)`;
}

/** The LIKE pattern of the term as the start of a SKU; only a single word can be a SKU. */
function skuPattern(term: string): string | undefined {
  const typed = term.trim().toLowerCase();
  if (!typed || /\s/.test(typed)) return undefined;
  return `${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The term as the start of a SKU ("E2E-DEL-7" finds E2E-DEL-7-0 and E2E-DEL-7-1), read from the
 * side table's lower-cased SKU and its `text_pattern_ops` index (migration 0020).
 */
function skuPrefix(pattern: string | SQLWrapper): SQL {
  return sql`${productSearchRows.sku} like ${pattern}`;
}
