import type { Language } from '@dukkan/contracts';
import { digitsFor, useNumberFormat, type Digits } from '../../../lib/use-number-format';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment with its time, in the reader's time zone and digits: "9 Mar 2025, 14:05" or
 * "٩ مارس ٢٠٢٥، ٢:٠٥ م". Gregorian in both languages (`ar-SA` alone means Umm al-Qura).
 */
export function formatDateTime(iso: string, lang: Language, choice: Digits): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const digits = digitsFor(lang, choice);
  const key = `${lang}-${digits}`;
  let format = formats.get(key);
  if (!format) {
    const locale = lang === 'ar' ? `ar-SA-u-ca-gregory-nu-${digits}` : 'en-GB';
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: lang === 'ar' ? 'long' : 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(key, format);
  }
  return format.format(date);
}

/** `formatDateTime` in the UI language and the reader's digits choice. */
export function useDateTime(): (iso: string) => string {
  const { lang, digits } = useNumberFormat();
  return (iso) => formatDateTime(iso, lang, digits);
}
