// A query value read the way the API's schemas read it (fields.ts, envelope.ts), as plain
// functions: the storefront reads its addresses (`/shop?brandIds=3,7&minPrice=50`) on every first
// load, and these keep zod out of that load. Each answers undefined where the schema would refuse
// the value; `query-values.test.ts` in the web app holds them to the schemas.
import { MAX_FILTER_IDS, MAX_ID } from './limits.ts';
import { normalizeDigits } from './text-rules.ts';

/** An empty form or query value ('' or the text 'null'/'undefined') means "not given". */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' || value === 'undefined' ? undefined : value;

type QueryText = string | null | undefined;

const given = (text: QueryText): string | undefined =>
  blankToUndefined(text) === undefined ? undefined : (text as string);

/** A row id (`optionalId`): a whole number 1..MAX_ID, as JavaScript reads a number. */
export function readId(text: QueryText): number | undefined {
  const value = given(text);
  if (value === undefined) return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Ids separated by commas (`optionalIdList`): duplicates dropped, at most MAX_FILTER_IDS. */
export function readIdList(text: QueryText): number[] | undefined {
  const value = given(text) && normalizeDigits(text as string).replace(/\s/g, '');
  if (!value || !/^\d+(,\d+)*$/.test(value)) return undefined;
  const ids = [...new Set(value.split(',').map(Number))];
  const valid = ids.length <= MAX_FILTER_IDS && ids.every((id) => id >= 1 && id <= MAX_ID);
  return valid ? ids : undefined;
}

/** A SAR amount of at least 0 with at most two decimals (`sarAmountSchema`, Arabic digits too). */
export function readPrice(text: QueryText): number | undefined {
  const value =
    given(text) &&
    normalizeDigits(text as string)
      .replace('\u066B', '.')
      .trim();
  if (!value || !/^-?\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const amount = Number(value);
  return amount >= 0 ? amount : undefined;
}

const TRUE_TEXTS = ['true', '1', 'on', 'yes'];
const FALSE_TEXTS = ['false', '0', 'off', 'no'];

/** A yes/no as forms and query strings send it (`optionalBoolean`). */
export function readFlag(text: QueryText): boolean | undefined {
  const value = given(text)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (TRUE_TEXTS.includes(value)) return true;
  return FALSE_TEXTS.includes(value) ? false : undefined;
}

/** One of `choices`, spelt exactly (`z.enum`). */
export function readChoice<Choice extends string>(
  text: QueryText,
  choices: readonly Choice[],
): Choice | undefined {
  const value = given(text);
  return choices.find((choice) => choice === value);
}

/** A page number (`pageQuerySchema`): a whole number from 1, else 1. */
export function readPageNumber(text: QueryText): number {
  const page = Number(text ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
