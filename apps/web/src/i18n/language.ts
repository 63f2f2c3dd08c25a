import { LANGUAGES, type Language } from '@dukkan/contracts';

/** localStorage key of the chosen UI language. */
export const LANGUAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

/** The stored choice, else the browser's preference when it is Arabic, else English. */
export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's preference.
  }
  const preferred = typeof navigator === 'undefined' ? '' : navigator.language;
  return preferred.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Cookie carrying the choice to the server, which answers `/` with the chosen language. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function storeLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // The choice still applies for this visit.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  }
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** `<html lang dir>` drive the browser's text direction, fonts and screen-reader voice. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}
