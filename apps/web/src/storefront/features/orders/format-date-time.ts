import type { Language } from '@dukkan/contracts';

// Gregorian in both languages, as formatDate does (ar-SA alone means the Umm al-Qura calendar).
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory' };

/** A moment as shoppers read it: "9 Mar 2025, 14:05" / "٩ مارس ٢٠٢٥، ٢:٠٥ م". */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: lang === 'ar' ? 'long' : 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
