import { describe, expect, it } from 'vitest';
import { checkCustomRange, fillDays, presetRange, rangeDays, salesTotals } from './sales-range';

describe('presetRange', () => {
  it('counts today as the last day of the period', () => {
    expect(presetRange('last7', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeDays(presetRange('last90', '2026-11-22'))).toBe(90);
  });
});

describe('checkCustomRange', () => {
  it('accepts real days in order, Arabic-Indic digits included', () => {
    expect(checkCustomRange('2026-01-01', '2026-01-31', 'en')).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(checkCustomRange('٢٠٢٦-٠١-٠١', '2026-01-02', 'ar')).toMatchObject({
      ok: true,
      range: { from: '2026-01-01' },
    });
  });

  it('refuses an end before the start, under the end', () => {
    expect(checkCustomRange('2026-02-10', '2026-02-01', 'en')).toEqual({
      ok: false,
      errors: { to: 'must not be before the start date' },
    });
  });

  it('refuses more than 366 days, under the start', () => {
    const check = checkCustomRange('2024-01-01', '2026-01-01', 'ar');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.from).toMatch(/366/);
  });

  it('refuses a day that does not exist', () => {
    const check = checkCustomRange('2026-02-30', '2026-03-01', 'en');
    expect(!check.ok && check.errors.from).toBe('must be a date such as 2026-01-31');
  });

  it('waits for both days without an error', () => {
    expect(checkCustomRange('2026-01-01', '', 'en')).toEqual({ ok: false, errors: {} });
  });
});

describe('fillDays', () => {
  it('keeps every day of the range in order, zeros where nothing sold', () => {
    const filled = fillDays({ from: '2026-02-27', to: '2026-03-02' }, [
      { date: '2026-03-01', ordersCount: 2, revenue: 80.5 },
    ]);
    expect(filled).toEqual([
      { date: '2026-02-27', ordersCount: 0, revenue: 0 },
      { date: '2026-02-28', ordersCount: 0, revenue: 0 },
      { date: '2026-03-01', ordersCount: 2, revenue: 80.5 },
      { date: '2026-03-02', ordersCount: 0, revenue: 0 },
    ]);
  });
});

describe('salesTotals', () => {
  it('adds revenue without float drift and finds the best day', () => {
    const totals = salesTotals([
      { date: '2026-01-01', ordersCount: 1, revenue: 0.1 },
      { date: '2026-01-02', ordersCount: 2, revenue: 0.2 },
      { date: '2026-01-03', ordersCount: 0, revenue: 0 },
    ]);
    expect(totals).toEqual({
      revenue: 0.3,
      orders: 3,
      bestDay: { date: '2026-01-02', ordersCount: 2, revenue: 0.2 },
    });
  });

  it('has no best day when nothing sold', () => {
    expect(salesTotals([{ date: '2026-01-01', ordersCount: 0, revenue: 0 }]).bestDay).toBeNull();
  });
});
