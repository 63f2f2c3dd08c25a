import type { Language } from '@dukkan/contracts';

// Gregorian calendar on purpose: `ar-SA` alone defaults to the Umm al-Qura calendar, while the
// API's dates (and the other language) are Gregorian.
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory' };

export function formatDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Arabic month names read better spelled out; `ar-SA`'s medium style is all digits.
  const month = lang === 'ar' ? 'long' : 'short';
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month, year: 'numeric' }).format(
    date,
  );
}
