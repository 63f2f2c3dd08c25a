import { z } from 'zod';
import {
  hasForbiddenCharacters,
  normalizeDigits,
  toSaudiMobile,
  withinDateRange,
} from './text-rules.ts';

export {
  EARLIEST_DAY,
  hasForbiddenCharacters,
  LATEST_DAY,
  normalizeDigits,
  toSaudiMobile,
  withinDateRange,
} from './text-rules.ts';

// Every schema is built on this module. In a browser, zod's one-time probe for `new Function` (to
// compile faster object parsers) is reported as a violation by the shop's Content-Security-Policy,
// which allows no eval; forms parse too little to miss it. The API keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

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
