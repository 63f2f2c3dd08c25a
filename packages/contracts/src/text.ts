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

/** Required single-line text: trimmed, 1..max characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.tooLong' });

export const emailSchema = z
  .string({ error: 'v.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'v.required' })
  .max(254, { error: 'v.tooLong' })
  .pipe(z.email({ error: 'v.email' }));

export const saudiMobileSchema = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .transform((value) => toSaudiMobile(value) ?? value)
  .pipe(z.string().regex(/^\+9665\d{8}$/, { error: 'v.phone' }));
