import type { Language } from '@dukkan/contracts';
import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/use-language';

/** Arabic-Indic (٠١٢٣) or Latin (0123) digits: Intl's numbering-system names. */
export type Digits = 'arab' | 'latn';
export const DIGITS: readonly Digits[] = ['arab', 'latn'];

/** localStorage key of the digits chosen for the Arabic UI. */
export const DIGITS_KEY = 'digits';

export function isDigits(value: unknown): value is Digits {
  return DIGITS.some((digits) => digits === value);
}

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
 * The digits a language is shown in: English always Latin; Arabic as chosen. The choice only
 * concerns Arabic, so switching the UI language never turns English figures Arabic-Indic.
 */
export function digitsFor(lang: Language, choice: Digits): Digits {
  return lang === 'ar' ? choice : 'latn';
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
  /** SAR with two decimals (DESIGN §3). */
  sar: (amount: number) => string;
  /** An instant (ISO timestamp) as a date in the reader's time zone. */
  date: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD) as it is, whatever the reader's time zone. */
  day: (day: string, style?: 'short' | 'long') => string;
  /** Free text with figures (a delivery estimate such as "2-4") in these digits. */
  digitsText: (text: string) => string;
}

const ARABIC_INDIC_ZERO = 0x0660;

function build(lang: Language, digits: Digits): NumberFormat {
  const numberLocale = lang === 'ar' ? `ar-SA-u-nu-${digits}` : 'en-SA';
  const dateLocale = lang === 'ar' ? `ar-SA-u-ca-gregory-nu-${digits}` : 'en-GB';
  const plain = new Intl.NumberFormat(numberLocale);
  const compact = new Intl.NumberFormat(numberLocale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(numberLocale, { style: 'percent' });
  const money = new Intl.NumberFormat(numberLocale, { style: 'currency', currency: 'SAR' });
  // Arabic month names read better spelled out; `ar-SA`'s medium style is all digits.
  const month = lang === 'ar' ? 'long' : 'short';
  const dates = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month, year: 'numeric' });
  const days = {
    short: new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month, timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat(dateLocale, {
      weekday: 'short',
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
  return {
    lang,
    digits,
    number: (value) => plain.format(value),
    compact: (value) => compact.format(value),
    percent: (ratio) => percent.format(ratio),
    sar: (amount) => money.format(amount),
    date: (iso) => {
      const value = new Date(iso);
      return Number.isNaN(value.getTime()) ? iso : dates.format(value);
    },
    day: (day, style = 'short') => {
      const value = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(value.getTime()) ? day : days[style].format(value);
    },
    digitsText: (text) =>
      digits === 'arab'
        ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)))
        : text,
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

/** Formatters for the UI language and the reader's digits choice. */
export function useNumberFormat(): NumberFormat {
  const lang = useLanguage();
  const [choice] = useDigitsChoice();
  return numberFormatFor(lang, choice);
}
