import { z } from 'zod';
import { idNumber } from './envelope.ts';
import { MAX_FILTER_IDS, MAX_ID } from './limits.ts';
import { normalizeDigits, textInput } from './text.ts';
import { blankToUndefined } from './query-values.ts';

export { MAX_FILTER_IDS } from './limits.ts';
export { blankToUndefined } from './query-values.ts';

/**
 * Form-field primitives: how a value typed in a form or a query string (text, often blank) becomes
 * a number, an id or a yes/no. Every contract that parses a form uses these, whatever its area.
 */

/** An optional reference to another row by id (a blank value means none). */
export const optionalId = z.preprocess(blankToUndefined, idNumber().optional());

/**
 * An optional list of ids as a query string sends it: `3,7,12` (or the parameter repeated).
 * Duplicates are dropped; blank means none. Anything else, or more than `MAX_FILTER_IDS`, is
 * refused with one message on the field itself (not on the n-th id) that says what is expected.
 */
export const optionalIdList = z.preprocess(
  (value) => {
    const given = Array.isArray(value) ? value.join(',') : blankToUndefined(value);
    return typeof given === 'string'
      ? normalizeDigits(given).replace(/\s/g, '') || undefined
      : given;
  },
  z
    .string({ error: 'v.idCsv' })
    .regex(/^\d+(,\d+)*$/, { error: 'v.idCsv' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_FILTER_IDS && ids.every((id) => id >= 1 && id <= MAX_ID), {
      error: 'v.idCsv',
    })
    .optional(),
);

const asText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : value;

/**
 * A SAR amount: a plain decimal with at most two places (Arabic digits and the Arabic decimal
 * separator accepted). Checked on the text, so 19.999 is refused rather than silently rounded.
 */
export const sarAmountSchema = z.preprocess(
  (value) => {
    const text = asText(value);
    return typeof text === 'string' ? normalizeDigits(text).replace('\u066B', '.').trim() : text;
  },
  textInput('v.required')
    .min(1, { error: 'v.required' })
    .regex(/^-?\d+(\.\d+)?$/, { error: 'v.number' })
    .regex(/^-?\d+(\.\d{1,2})?$/, { error: 'v.money' })
    .transform(Number),
);

export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => {
      const text = asText(value);
      return typeof text === 'string' ? normalizeDigits(text).trim() : text;
    },
    textInput('v.required')
      .min(1, { error: 'v.required' })
      .regex(/^-?\d+(\.\d+)?$/, { error: 'v.number' })
      .regex(/^-?\d+$/, { error: 'v.integer' })
      .transform(Number)
      .pipe(z.number().min(min, { error: 'v.min' }).max(max, { error: 'v.max' })),
  );

export const requiredId = z.preprocess(blankToUndefined, idNumber('v.required'));

/** "true"/"false"/"1"/"0"/"on" as forms and query strings send them. */
export const formBoolean = z.preprocess(
  (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'on' || text === 'yes') return true;
    if (text === 'false' || text === '0' || text === 'off' || text === 'no') return false;
    return value;
  },
  z.boolean({ error: 'v.boolean' }),
);

export const optionalBoolean = z.preprocess(blankToUndefined, formBoolean.optional());
