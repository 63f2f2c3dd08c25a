import type { Language } from '@dukkan/contracts';
import { cached, dateLocale, type Digits } from './locales';

// The one place dates become text. Arabic month names read better spelled out (`ar-SA`'s medium
// style is all digits); English uses the short month.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(
  lang: Language,
  digits: Digits,
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = dateLocale(lang, digits);
  return cached(formats, `${locale} ${name}`, () => new Intl.DateTimeFormat(locale, options));
}

const month = (lang: Language) => (lang === 'ar' ? 'long' : 'short');

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant (ISO timestamp) as a date in the reader's time zone: "9 Mar 2025", "٩ مارس ٢٠٢٥". */
export function formatDate(iso: string, lang: Language, digits: Digits): string {
  const date = parsed(iso);
  if (!date) return iso;
  return dateFormat(lang, digits, 'date', {
    day: 'numeric',
    month: month(lang),
    year: 'numeric',
  }).format(date);
}

/** An instant with its time: "9 Mar 2025, 14:05", "٩ مارس ٢٠٢٥، ٢:٠٥ م". */
export function formatDateTime(iso: string, lang: Language, digits: Digits): string {
  const date = parsed(iso);
  if (!date) return iso;
  return dateFormat(lang, digits, 'date-time', {
    day: 'numeric',
    month: month(lang),
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) as it is, whatever the reader's time zone. */
export function formatDay(
  day: string,
  lang: Language,
  digits: Digits,
  style: 'short' | 'long' = 'short',
): string {
  const date = parsed(`${day}T00:00:00Z`);
  if (!date) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { day: 'numeric', month: month(lang), timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: month(lang), year: 'numeric', timeZone: 'UTC' };
  return dateFormat(lang, digits, `day ${style}`, options).format(date);
}
