import type { Language } from '@dukkan/contracts';

// Saudi locales in both languages, so Arabic shows "ر.س." and Arabic-Indic digits and English
// shows "SAR"; prices are SAR numbers with two decimals (DESIGN §3).
const LOCALES: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

const formatters = new Map<Language, Intl.NumberFormat>();

export function formatSar(amount: number, lang: Language): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'SAR' });
    formatters.set(lang, formatter);
  }
  return formatter.format(amount);
}
