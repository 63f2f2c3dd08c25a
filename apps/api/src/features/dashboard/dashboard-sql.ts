import { addDays } from '@dukkan/contracts';

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
function previousMonthStart(day: string): string {
  return monthStart(addDays(monthStart(day), -1));
}

/**
 * A range of shop days (either end open) as the whole calendar months it covers, read from the
 * monthly rows, and the days at its ends outside those months, read from the daily rows.
 * `months` bounds are months' first days; `null` when no whole month fits.
 */
export function splitSalesRange(
  from: string | undefined,
  to: string | undefined,
): {
  months: { first?: string; last?: string } | null;
  days: Array<{ from: string; to: string }>;
} {
  const first =
    from === undefined ? undefined : from === monthStart(from) ? from : nextMonthStart(from);
  const last =
    to === undefined
      ? undefined
      : addDays(to, 1) === nextMonthStart(to)
        ? monthStart(to)
        : previousMonthStart(to);
  if (first !== undefined && last !== undefined && first > last) {
    return { months: null, days: from && to && from <= to ? [{ from, to }] : [] };
  }
  const days: Array<{ from: string; to: string }> = [];
  if (from !== undefined && first !== undefined && from < first)
    days.push({ from, to: addDays(first, -1) });
  if (to !== undefined && last !== undefined) {
    const afterLast = nextMonthStart(last);
    if (afterLast <= to) days.push({ from: afterLast, to });
  }
  return { months: { first, last }, days };
}
