import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en } from './en';
import { readStoredLanguage } from './language';

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous and the first render is translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'ar'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
