import type { Language } from '@dukkan/contracts';
import { cached, numberLocale, type Digits } from './locales';

// The one place numbers become text. Arabic defaults to Arabic-Indic digits (the storefront
// always; the dashboard passes the reader's choice through useNumberFormat).
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  lang: Language,
  digits: Digits,
  name: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const locale = numberLocale(lang, digits);
  return cached(formats, `${locale} ${name}`, () => new Intl.NumberFormat(locale, options));
}

/** A SAR amount, always with two decimals: "SAR 1,234.50", "١٬٢٣٤٫٥٠ ر.س.". */
export function formatMoney(amountSar: number, lang: Language, digits: Digits): string {
  return numberFormat(lang, digits, 'money', { style: 'currency', currency: 'SAR' }).format(
    amountSar,
  );
}

/** A count or plain number with grouping: "1,234", "١٬٢٣٤". */
export function formatCount(count: number, lang: Language, digits: Digits): string {
  return numberFormat(lang, digits, 'count').format(count);
}

/** A short number for chart axes: "15K", "١٥ ألف". */
export function formatCompact(value: number, lang: Language, digits: Digits): string {
  return numberFormat(lang, digits, 'compact', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A percentage given in percent (25 → "25%", "٢٥٪"), whole unless more fraction digits are asked
 * for (a discount of 12.5%).
 */
export function formatPercent(
  percent: number,
  lang: Language,
  digits: Digits,
  maximumFractionDigits = 0,
): string {
  return numberFormat(lang, digits, `percent ${maximumFractionDigits}`, {
    style: 'percent',
    maximumFractionDigits,
  }).format(percent / 100);
}
