import type { Language } from '@dukkan/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { pathInLanguage } from '../../i18n/language-path';

/**
 * The shop's public origin (`https://shop.example`), the same on the server and in the browser
 * (the server hands it over with the page), for the absolute addresses structured data needs.
 */
export const SiteOriginContext = createContext('');

/** An absolute address of a page of the app, in the current language. */
export function useAbsoluteUrl(): (appPath: string) => string {
  const origin = useContext(SiteOriginContext);
  const { i18n } = useTranslation();
  const lang = (i18n.language === 'ar' ? 'ar' : 'en') satisfies Language;
  return (appPath) => `${origin}${pathInLanguage(lang, appPath)}`;
}

/** An absolute address of a file the site serves (a product photo, the logo). */
export function useAbsoluteFileUrl(): (path: string) => string {
  const origin = useContext(SiteOriginContext);
  return (path) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
}
