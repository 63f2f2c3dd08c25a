import {
  addDays,
  daysBetween,
  SALES_MAX_DAYS,
  salesPerDayQuerySchema,
  shopToday,
  type Language,
  type SalesDay,
} from '@dukkan/contracts';
import { validateForm, type FieldErrorMap } from '../../../lib/form-validation';

/** The period presets, in days up to today; 'custom' takes any from/to. */
export const RANGE_PRESETS = ['last7', 'last30', 'last90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number] | 'custom';

export const PRESET_DAYS: Record<(typeof RANGE_PRESETS)[number], number> = {
  last7: 7,
  last30: 30,
  last90: 90,
};

/** Calendar days, both included (YYYY-MM-DD in the shop's time zone). */
export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to today in the shop's calendar (Asia/Riyadh), today included. */
export function presetRange(preset: (typeof RANGE_PRESETS)[number], today = shopToday()): DayRange {
  return { from: addDays(today, 1 - PRESET_DAYS[preset]), to: today };
}

export type CustomRangeCheck = { ok: true; range: DayRange } | { ok: false; errors: FieldErrorMap };

/** A typed from/to checked by the API's own rules: real days, from ≤ to, at most 366 days. */
export function checkCustomRange(from: string, to: string, lang: Language): CustomRangeCheck {
  const checked = validateForm(salesPerDayQuerySchema, { from, to }, lang);
  if (!checked.ok) return checked;
  if (!from || !to) return { ok: false, errors: {} };
  return { ok: true, range: { from: checked.data.from, to: checked.data.to } };
}

/** How many days a range covers, as the page size that fetches it in one call. */
export function rangeDays({ from, to }: DayRange): number {
  return Math.min(Math.max(daysBetween(from, to), 1), SALES_MAX_DAYS);
}

/**
 * Every day of the range, oldest first, with the answer's figures or zeros. The API already
 * sends zero days; filling here keeps the chart's axis whole even if a day were missing.
 */
export function fillDays(range: DayRange, items: readonly SalesDay[]): SalesDay[] {
  const byDate = new Map(items.map((item) => [item.date, item]));
  const filled: SalesDay[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    filled.push(byDate.get(day) ?? { date: day, ordersCount: 0, revenue: 0 });
  }
  return filled;
}

export interface SalesTotals {
  revenue: number;
  orders: number;
  /** The day with the most revenue; null when nothing sold. */
  bestDay: SalesDay | null;
}

/** Totals of the shown days; revenue is added in halalas so the sum has no float drift. */
export function salesTotals(days: readonly SalesDay[]): SalesTotals {
  let halalas = 0;
  let orders = 0;
  let bestDay: SalesDay | null = null;
  for (const day of days) {
    halalas += Math.round(day.revenue * 100);
    orders += day.ordersCount;
    if (day.revenue > 0 && (!bestDay || day.revenue > bestDay.revenue)) bestDay = day;
  }
  return { revenue: halalas / 100, orders, bestDay };
}
