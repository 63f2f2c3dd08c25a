import type { Language } from '@dukkan/contracts';
import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/use-language';
import { useDigits } from './digits-context';
import { formatDate, formatDateTime, formatDay } from './format-date';
import { formatCompact, formatCount, formatMoney, formatPercent } from './format-number';
import { digitsFor, isDigits, type Digits } from './locales';
import { writeDigits } from './write-digits';

/** localStorage key of the digits staff chose for the Arabic dashboard. */
export const DIGITS_KEY = 'digits';

/** The stored choice; Arabic-Indic until one is made. */
export function readDigitsChoice(): Digits {
  try {
    const stored = globalThis.localStorage?.getItem(DIGITS_KEY);
    if (isDigits(stored)) return stored;
  } catch {
    // Storage blocked: the default applies.
  }
  return 'arab';
}

/** The choice as last read or made, shared by every component that shows numbers. */
let current: Digits | null = null;
const listeners = new Set<() => void>();

export function storeDigitsChoice(digits: Digits): void {
  try {
    globalThis.localStorage?.setItem(DIGITS_KEY, digits);
  } catch {
    // The choice still applies until the page reloads.
  }
  current = digits;
  for (const listener of listeners) listener();
}

function snapshot(): Digits {
  current ??= readDigitsChoice();
  return current;
}

/** Other tabs changing the choice update this one too. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DIGITS_KEY) return;
    current = readDigitsChoice();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Forgets the cached choice (tests install a fresh storage between cases). */
export function resetDigitsChoice(): void {
  current = null;
}

/**
 * Numbers, money and dates in one language and digit style. Saudi locales in both languages, so
 * money reads "SAR 25.00" or "٢٥٫٠٠ ر.س."; dates use the Gregorian calendar (`ar-SA` alone
 * defaults to Umm al-Qura, while the API's dates are Gregorian).
 */
export interface NumberFormat {
  lang: Language;
  digits: Digits;
  /** A count or plain number with grouping: 1,234 or ١٬٢٣٤. */
  number: (value: number) => string;
  /** A short number for chart axes: 15K or ١٥ ألف. */
  compact: (value: number) => string;
  /** A share (0.25) as a percentage: 25% or ٢٥٪. */
  percent: (ratio: number) => string;
  /** SAR with two decimals, as the API sends money. */
  sar: (amount: number) => string;
  /** An instant (ISO timestamp) as a date in the reader's time zone. */
  date: (iso: string) => string;
  /** An instant with its time: "9 Mar 2025, 14:05" or "٩ مارس ٢٠٢٥، ٢:٠٥ م". */
  dateTime: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD) as it is, whatever the reader's time zone. */
  day: (day: string, style?: 'short' | 'long') => string;
  /** Free text with figures (a delivery estimate such as "2-4") in these digits. */
  digitsText: (text: string) => string;
}

function build(lang: Language, digits: Digits): NumberFormat {
  return {
    lang,
    digits,
    number: (value) => formatCount(value, lang, digits),
    compact: (value) => formatCompact(value, lang, digits),
    percent: (ratio) => formatPercent(ratio * 100, lang, digits),
    sar: (amount) => formatMoney(amount, lang, digits),
    date: (iso) => formatDate(iso, lang, digits),
    dateTime: (iso) => formatDateTime(iso, lang, digits),
    day: (day, style = 'short') => formatDay(day, lang, digits, style),
    digitsText: (text) => writeDigits(text, digits),
  };
}

const cache = new Map<string, NumberFormat>();

/** One formatter set per language and digits, built once (Intl formatters are costly to make). */
export function numberFormatFor(lang: Language, choice: Digits): NumberFormat {
  const digits = digitsFor(lang, choice);
  const key = `${lang}-${digits}`;
  let format = cache.get(key);
  if (!format) {
    format = build(lang, digits);
    cache.set(key, format);
  }
  return format;
}

/** The stored digits choice and a setter; every screen using it re-renders on a change. */
export function useDigitsChoice(): [Digits, (digits: Digits) => void] {
  const digits = useSyncExternalStore(subscribe, snapshot, () => 'arab' as const);
  return [digits, storeDigitsChoice];
}

/** Formatters for the UI language and the digits of the area the page belongs to. */
export function useNumberFormat(): NumberFormat {
  return numberFormatFor(useLanguage(), useDigits());
}
