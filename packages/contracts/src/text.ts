import { z } from 'zod';

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

/**
 * The one primitive every text a client sends is built on (bodies, queries, path parameters): a
 * string without control characters or unpaired surrogates, refused with `v.controlCharacters`
 * naming the field. `error` is the message for a missing or non-text value.
 */
export const textInput = (error: 'v.required' | 'v.text' | 'v.date' = 'v.text') =>
  z.string({ error }).refine((value) => !hasForbiddenCharacters(value), {
    error: 'v.controlCharacters',
    abort: true,
  });

/** Dates a client sends fall within these days: a mistyped year (0001, 9999) is refused. */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2999-12-31';

/** Whether an ISO date or date-time (`2026-01-31…`) falls within EARLIEST_DAY..LATEST_DAY. */
export const withinDateRange = (iso: string) => {
  const day = iso.slice(0, 10);
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
};

/**
 * A calendar day, YYYY-MM-DD: a real date (2026-02-30 is refused), Arabic digits accepted, within
 * EARLIEST_DAY..LATEST_DAY (`v.dateRange`). Every day-valued query uses it.
 */
export const calendarDayText = textInput('v.date')
  .transform((value) => normalizeDigits(value).trim())
  .refine(
    (day) =>
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    { error: 'v.date', abort: true },
  )
  .refine(withinDateRange, { error: 'v.dateRange' });

/** Required single-line text: trimmed, 1..max characters. */
export const requiredText = (max: number) =>
  textInput('v.required').trim().min(1, { error: 'v.required' }).max(max, { error: 'v.tooLong' });

export const emailSchema = textInput('v.required')
  .trim()
  .toLowerCase()
  .min(1, { error: 'v.required' })
  .max(254, { error: 'v.tooLong' })
  .pipe(z.email({ error: 'v.email' }));

export const saudiMobileSchema = textInput('v.required')
  .trim()
  .min(1, { error: 'v.required' })
  .transform((value) => toSaudiMobile(value) ?? value)
  .pipe(z.string().regex(/^\+9665\d{8}$/, { error: 'v.phone' }));
