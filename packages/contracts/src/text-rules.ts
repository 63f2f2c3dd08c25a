// Text rules that need no schema: the storefront's first load reads these (digits, a mobile
// number, the date range) without loading zod. text.ts builds the schemas on them.

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits → ASCII, so "٠٥٥..." is accepted. */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) =>
    String((d.charCodeAt(0) & 0xf) % 10),
  );
}

/**
 * A Saudi mobile number in any common spelling (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX,
 * 009665XXXXXXXX, with spaces or dashes, Arabic digits) → +9665XXXXXXXX, or null.
 */
export function toSaudiMobile(raw: string): string | null {
  const compact = normalizeDigits(raw).replace(/[\s\-().]/g, '');
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact);
  return match ? `+966${match[1]}` : null;
}

/**
 * Characters no text from a client may carry: NUL and the other C0 controls except tab, line feed
 * and carriage return, DEL, the C1 controls, and UTF-16 surrogates without their pair. PostgreSQL
 * refuses NUL and unpaired surrogates (invalid UTF-8), and none of them belong in a name, an address
 * or a search.
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN_CHARACTERS.test(value);

/** Dates a client sends fall within these days: a mistyped year (0001, 9999) is refused. */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2999-12-31';

/** Whether an ISO date or date-time (`2026-01-31…`) falls within EARLIEST_DAY..LATEST_DAY. */
export const withinDateRange = (iso: string) => {
  const day = iso.slice(0, 10);
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
};
