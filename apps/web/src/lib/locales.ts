import type { Language } from '@dukkan/contracts';

/** Arabic-Indic (٠١٢٣) or Latin (0123) digits: Intl's numbering-system names. */
export type Digits = 'arab' | 'latn';
export const DIGITS: readonly Digits[] = ['arab', 'latn'];

export function isDigits(value: unknown): value is Digits {
  return DIGITS.some((digits) => digits === value);
}

/**
 * The digits a language is shown in: English always Latin; Arabic as chosen. The choice only
 * concerns Arabic, so switching the UI language never turns English figures Arabic-Indic.
 */
export function digitsFor(lang: Language, choice: Digits): Digits {
  return lang === 'ar' ? choice : 'latn';
}

/** Saudi conventions in both languages: "SAR 25.00" in English, "٢٥٫٠٠ ر.س." in Arabic. */
export function numberLocale(lang: Language, digits: Digits): string {
  return lang === 'ar' ? `ar-SA-u-nu-${digitsFor(lang, digits)}` : 'en-SA';
}

/**
 * Gregorian on purpose: `ar-SA` alone defaults to the Umm al-Qura calendar, while the API's dates
 * (and the other language) are Gregorian. English reads the day first.
 */
export function dateLocale(lang: Language, digits: Digits): string {
  return lang === 'ar' ? `ar-SA-u-ca-gregory-nu-${digitsFor(lang, digits)}` : 'en-GB';
}

/** Intl formatters are costly to build: one per locale and options, kept for the page's life. */
export function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}
