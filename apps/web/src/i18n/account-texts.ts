import type { Language } from '@dukkan/contracts';
import type { AccountTranslation } from './account.en';
import { i18n } from './i18n';

/** The texts of a shopper's own pages per language: chunks browsing the shop never downloads. */
const ACCOUNT_TEXTS: Record<Language, () => Promise<AccountTranslation>> = {
  en: () => import('./account.en').then((module) => module.accountEn),
  ar: () => import('./account.ar').then((module) => module.accountAr),
};

const loadAccountPart = (lang: Language) => ACCOUNT_TEXTS[lang]();

/**
 * Resolves once the account pages' texts are in, in the current language (and from then on in any
 * language switched to). Sign-in, account, cart, checkout and order screens wait for it with their
 * code, as do the dashboard's (its order screens share the order and return texts).
 */
export function loadAccountTexts(): Promise<void> {
  return i18n.addPart(loadAccountPart);
}
