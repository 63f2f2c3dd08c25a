import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches a typed term inside the English or Arabic name, ignoring letter case, Arabic diacritics
 * and the usual alef/hamza/yaa/taa-marbuta spelling variants (see migration 0002's
 * `dukkan_search_text`): "المراعى" finds "المراعي".
 */
export function bilingualNameMatches(nameEn: AnyColumn, nameAr: AnyColumn, term: string): SQL {
  return sql`dukkan_search_text(${nameEn} || ' ' || ${nameAr}) like dukkan_search_text(${likePattern(term)})`;
}
