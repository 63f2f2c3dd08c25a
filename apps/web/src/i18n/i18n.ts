import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en } from './en';
import { readStoredLanguage } from './language';
import { languageOfPath } from './language-path';

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

export const i18n = i18next.createInstance();

/** The address's language in the browser (`/ar/…`), else the stored choice or the browser's. */
function startLanguage() {
  const fromAddress =
    typeof window === 'undefined' ? null : languageOfPath(window.location.pathname);
  return fromAddress ?? readStoredLanguage();
}

// Resources are bundled, so initialisation is synchronous and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: startLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
