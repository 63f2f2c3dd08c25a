import type { Language } from '@dukkan/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './en';
import { readStoredLanguage } from './language';
import { languageOfPath } from './language-path';

/**
 * Each language's texts are a chunk of their own: a page downloads the language it shows, and the
 * other only when the shopper switches (i18next loads it before it changes language). The server
 * and the unit tests have both from the start (all-languages.ts).
 */
const TEXTS: Record<Language, () => Promise<Translation>> = {
  en: () => import('./en').then((module) => module.en),
  ar: () => import('./ar').then((module) => module.ar),
};

const languageChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = TEXTS[language as Language];
    if (!load) return callback(new Error(`no texts for ${language}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The address's language in the browser (`/ar/…`), else the stored choice or the browser's. */
function startLanguage() {
  const fromAddress =
    typeof window === 'undefined' ? null : languageOfPath(window.location.pathname);
  return fromAddress ?? readStoredLanguage();
}

void i18n
  .use(languageChunks)
  .use(initReactI18next)
  .init({
    lng: startLanguage(),
    // Both languages have every key (ar.ts is typed by en.ts): no fallback to download.
    fallbackLng: false,
    supportedLngs: ['en', 'ar'],
    interpolation: { escapeValue: false },
    initAsync: false,
    // Texts added up front (all-languages.ts) are used as they are, not fetched again.
    partialBundledLanguages: true,
    returnNull: false,
  });

/** Resolves once `lang`'s texts are in and it is the current language (main.tsx awaits it). */
export async function loadLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
}
