import { normalizeDigits, type DiscountType } from '@dukkan/contracts';

/** What the price turns into under a discount, for the live preview in the editors. */
export interface DiscountPreviewInput {
  price: number;
  type: DiscountType;
  value: number;
}

/**
 * The price after a discount, in SAR with two decimals. Worked in integer halalas the way the API
 * does (a percentage rounded half up to the halala), and never below 0.01: no discount takes a
 * price lower. Null when the inputs are not numbers yet, so the preview stays empty while the
 * admin types.
 */
export function discountedPrice({ price, type, value }: DiscountPreviewInput): number | null {
  if (!Number.isFinite(price) || !Number.isFinite(value) || price <= 0 || value <= 0) return null;
  const priceHalalas = Math.round(price * 100);
  const offHalalas =
    type === 'Percentage'
      ? Math.floor((priceHalalas * Math.round(value * 100) + 5000) / 10000)
      : Math.round(value * 100);
  return Math.max(1, priceHalalas - offHalalas) / 100;
}

export type DiscountTiming = 'scheduled' | 'active' | 'ended';

/** Whether a discount applies at `now`: started (or no start) and not yet ended (or no end). */
export function discountTiming(
  { startDate, endDate }: { startDate: string | null; endDate: string | null },
  now: Date = new Date(),
): DiscountTiming {
  if (startDate && new Date(startDate) > now) return 'scheduled';
  if (endDate && new Date(endDate) <= now) return 'ended';
  return 'active';
}

/** Form text as a number: Arabic-Indic digits and the Arabic decimal separator accepted. */
export function toAmount(text: string): number | null {
  const normalized = normalizeDigits(text).replace('\u066B', '.').trim();
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}
