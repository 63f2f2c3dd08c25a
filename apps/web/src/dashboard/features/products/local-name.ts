import type { Language } from '@dukkan/contracts';

/**
 * The name in the UI language, read from both stored names rather than the server's `name`, which
 * follows the language of the request that loaded it and goes stale when the admin switches.
 */
export function localName(item: { nameEn: string; nameAr: string }, lang: Language): string {
  return lang === 'ar' ? item.nameAr : item.nameEn;
}

/** Both languages, the UI's first: bilingual columns then read from the UI's starting side. */
export function languagesFirst(lang: Language): Language[] {
  return lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
}
