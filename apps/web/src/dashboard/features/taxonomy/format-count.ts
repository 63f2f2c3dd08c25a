import type { Language } from '@dukkan/contracts';

const formats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-SA'),
  ar: new Intl.NumberFormat('ar-SA'),
};

/** A count in the digits of the UI language, as dates are (Arabic-Indic digits in Arabic). */
export function formatCount(count: number, lang: Language): string {
  return formats[lang].format(count);
}
