import type { Language } from '@dukkan/contracts';

/** Both languages, the UI's first: bilingual columns then read from the UI's starting side. */
export function languagesFirst(lang: Language): Language[] {
  return lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
}
