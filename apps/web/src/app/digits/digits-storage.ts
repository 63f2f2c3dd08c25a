import { isDigits, type Digits } from '../../lib/locales';

/**
 * The shopper's digits for the Arabic storefront, kept twice: in localStorage like the other
 * choices, and in a cookie so a server render can read it before any script runs. The
 * dashboard keeps its own choice (lib/use-number-format.ts), so staff reading reports in one
 * style do not change what they see as shoppers, and the reverse.
 */
export const SHOP_DIGITS_KEY = 'shopDigits';
export const DIGITS_COOKIE = 'digits';

/** Latin by default, as most Saudi shops show prices; Arabic-Indic when chosen. */
export const DEFAULT_SHOP_DIGITS: Digits = 'latn';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value in a `Cookie` header or `document.cookie`, if it names a digits style. */
export function digitsFromCookie(cookie: string | undefined): Digits | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DIGITS_COOKIE && isDigits(value)) return value;
  }
  return null;
}

/** Read once when the store is created: the cookie (what a server render saw), else storage. */
export function readShopDigits(): Digits {
  try {
    const fromCookie = digitsFromCookie(globalThis.document?.cookie);
    if (fromCookie) return fromCookie;
    const stored = globalThis.localStorage?.getItem(SHOP_DIGITS_KEY);
    if (isDigits(stored)) return stored;
  } catch {
    // Storage or cookies blocked: the default applies.
  }
  return DEFAULT_SHOP_DIGITS;
}

export function storeShopDigits(digits: Digits): void {
  try {
    globalThis.localStorage?.setItem(SHOP_DIGITS_KEY, digits);
  } catch {
    // The cookie below (or this visit's state) still carries the choice.
  }
  if (typeof document === 'undefined') return;
  document.cookie = `${DIGITS_COOKIE}=${digits}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
