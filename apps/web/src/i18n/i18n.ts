import type { Language } from '@dukkan/contracts';
import type { ShopTranslation } from './en';
import { readStoredLanguage } from './language';
import { languageOfPath } from './language-path';
import { createTranslator } from './translator';

/**
 * Each language's shop texts are a chunk of their own: a page downloads the language it shows, and
 * the other only when the shopper switches (the translator loads it before it changes language).
 * The dashboard's texts are chunks of their own too, loaded with its screens
 * (dashboard/dashboard-texts.ts). The server and the unit tests have everything from the start
 * (all-languages.ts).
 */
const TEXTS: Record<Language, () => Promise<ShopTranslation>> = {
  en: () => import('./en').then((module) => module.en),
  ar: () => import('./ar').then((module) => module.ar),
};

/** The address's language in the browser (`/ar/…`), else the stored choice or the browser's. */
function startLanguage() {
  const fromAddress =
    typeof window === 'undefined' ? null : languageOfPath(window.location.pathname);
  return fromAddress ?? readStoredLanguage();
}

export const i18n = createTranslator(startLanguage(), (lang) => TEXTS[lang]());

/** Resolves once `lang`'s texts are in and it is the current language (main.tsx awaits it). */
export async function loadLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
}
