import type { Language } from '@dukkan/contracts';
import { isLanguage } from './language';

/** The language an address starts with (`/ar/shop` → 'ar'), or null for an unprefixed one. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

/** The router's basename for a language. */
export function languageBase(lang: Language): string {
  return `/${lang}`;
}

/**
 * The address of a page in a language, from its path inside the app (`/product/5` →
 * `/ar/product/5`); the home page is `/ar/`.
 */
export function pathInLanguage(lang: Language, appPath: string): string {
  return `${languageBase(lang)}${appPath.startsWith('/') ? appPath : `/${appPath}`}`;
}
