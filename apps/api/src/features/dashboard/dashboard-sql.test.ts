import { describe, expect, it } from 'vitest';
import { splitSalesRange } from './dashboard-sql.ts';

describe('splitSalesRange', () => {
  it('reads whole months from the monthly rows and the ends day by day', () => {
    expect(splitSalesRange('2026-01-15', '2026-04-10')).toEqual({
      months: { first: '2026-02-01', last: '2026-03-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });

  it('takes a month that starts and ends the range whole', () => {
    expect(splitSalesRange('2026-02-01', '2026-02-28')).toEqual({
      months: { first: '2026-02-01', last: '2026-02-01' },
      days: [],
    });
    expect(splitSalesRange('2024-02-01', '2024-02-29').days).toEqual([]);
    expect(splitSalesRange('2025-12-01', '2026-01-31')).toEqual({
      months: { first: '2025-12-01', last: '2026-01-01' },
      days: [],
    });
  });

  it('reads a range inside one month, or across a month boundary without a whole month, by day', () => {
    expect(splitSalesRange('2026-03-05', '2026-03-20')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
    });
    expect(splitSalesRange('2026-03-20', '2026-04-10')).toEqual({
      months: null,
      days: [{ from: '2026-03-20', to: '2026-04-10' }],
    });
    expect(splitSalesRange('2026-05-01', '2026-04-10')).toEqual({ months: null, days: [] });
  });

  it('leaves open ends open', () => {
    expect(splitSalesRange(undefined, undefined)).toEqual({ months: {}, days: [] });
    expect(splitSalesRange('2026-01-15', undefined)).toEqual({
      months: { first: '2026-02-01', last: undefined },
      days: [{ from: '2026-01-15', to: '2026-01-31' }],
    });
    expect(splitSalesRange(undefined, '2026-04-10')).toEqual({
      months: { first: undefined, last: '2026-03-01' },
      days: [{ from: '2026-04-01', to: '2026-04-10' }],
    });
  });
});
