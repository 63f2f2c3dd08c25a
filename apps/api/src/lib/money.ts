/**
 * Money is integer halalas (1 SAR = 100 halalas) everywhere inside the API and the database, so
 * sums and percentages are exact; it becomes a SAR number with two decimals only at the edge.
 */

const MAX_HALALAS = Number.MAX_SAFE_INTEGER;

/**
 * SAR as sent by a client ("12.5", 12.5, "١٢٫٥٠") → halalas, or null when it is not a plain amount
 * with at most two decimals. Parsed from the decimal text, never by multiplying a float
 * (0.29 * 100 is 28.999999999999996).
 */
export function parseSar(value: string | number): number | null {
  const text = (typeof value === 'number' ? String(value) : value)
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace('\u066B', '.'); // Arabic decimal separator
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(halalas) || halalas > MAX_HALALAS) return null;
  return sign ? -halalas : halalas;
}

/** Halalas → SAR number for responses (1999 → 19.99). */
export function toSar(halalas: number): number {
  return Math.round(halalas) / 100;
}

/** Half away from zero, the rounding tax invoices use. */
function roundHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** `percent`% of an amount, rounded to the halala (percent may have decimals, e.g. 12.5). */
export function percentOf(halalas: number, percent: number): number {
  // Scale the percentage to an integer so the division happens once, on integers.
  const scaled = Math.round(percent * 100);
  return roundHalfUp(halalas * scaled, 100 * 100);
}

/** The VAT contained in a VAT-inclusive amount: gross × rate / (100 + rate), to the halala. */
export function vatIncluded(grossHalalas: number, ratePercent: number): number {
  const scaled = Math.round(ratePercent * 100);
  return roundHalfUp(grossHalalas * scaled, 100 * 100 + scaled);
}

/**
 * `halalas × part / whole`, rounded half up to the halala, computed on BigInt so products of two
 * large amounts stay exact (a refund's share of an order's discount or VAT). 0 when `whole` is 0.
 */
export function shareOf(halalas: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  const numerator = BigInt(halalas) * BigInt(part);
  const denominator = BigInt(whole);
  return Number((2n * numerator + denominator) / (2n * denominator));
}
