import type { Language } from '@dukkan/contracts';

// Saudi conventions per language: Arabic-Indic digits and "ر.س." in Arabic, "SAR" in English.
const LOCALES: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

const priceFormats = new Map<Language, Intl.NumberFormat>();
const percentFormats = new Map<Language, Intl.NumberFormat>();

function priceFormat(lang: Language): Intl.NumberFormat {
  let format = priceFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'SAR' });
    priceFormats.set(lang, format);
  }
  return format;
}

/** A SAR amount as the shopper reads it, always with two decimals ("SAR 1,234.50", "١٬٢٣٤٫٥٠ ر.س."). */
export function formatPrice(amountSar: number, lang: Language): string {
  return priceFormat(lang).format(amountSar);
}

/** A whole percentage ("25%", "٢٥٪"). */
export function formatPercent(percent: number, lang: Language): string {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(lang, format);
  }
  return format.format(percent / 100);
}

/** A plain count in the language's digits (stock left, result counts). */
export function formatCount(count: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(count);
}

export interface PriceSaving {
  /** SAR off the price. */
  amountSar: number;
  /** Whole percent off, rounded; at least 1 so a tiny discount never reads "0% off". */
  percent: number;
}

/**
 * What a discount saves, or null when there is none. Worked out in integer halalas: prices are
 * two-decimal SAR, and 19.99 − 17.99 in floating point is 1.9999999999999982.
 */
export function priceSaving(
  priceSar: number,
  discountedPriceSar: number | null,
): PriceSaving | null {
  if (discountedPriceSar === null) return null;
  const priceHalalas = Math.round(priceSar * 100);
  const savingHalalas = priceHalalas - Math.round(discountedPriceSar * 100);
  if (savingHalalas <= 0 || priceHalalas <= 0) return null;
  return {
    amountSar: savingHalalas / 100,
    percent: Math.max(1, Math.round((savingHalalas / priceHalalas) * 100)),
  };
}

/** The price a shopper pays now: the discounted one when a discount is active. */
export function currentPrice(product: { price: number; discountedPrice: number | null }): number {
  return product.discountedPrice ?? product.price;
}
