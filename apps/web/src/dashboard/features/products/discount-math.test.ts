import { describe, expect, it } from 'vitest';
import { discountTiming, discountedPrice, toAmount } from './discount-math';

describe('discounted price', () => {
  it('takes a percentage off, rounded half up to the halala', () => {
    expect(discountedPrice({ price: 45, type: 'Percentage', value: 10 })).toBe(40.5);
    expect(discountedPrice({ price: 19.99, type: 'Percentage', value: 12.5 })).toBe(17.49);
    expect(discountedPrice({ price: 0.05, type: 'Percentage', value: 10 })).toBe(0.04);
  });

  it('takes a fixed amount off and never goes below 0.01', () => {
    expect(discountedPrice({ price: 30, type: 'Fixed', value: 5.25 })).toBe(24.75);
    expect(discountedPrice({ price: 30, type: 'Fixed', value: 30 })).toBe(0.01);
    expect(discountedPrice({ price: 10, type: 'Percentage', value: 100 })).toBe(0.01);
  });

  it('has nothing to show until both numbers make sense', () => {
    expect(discountedPrice({ price: Number.NaN, type: 'Fixed', value: 5 })).toBeNull();
    expect(discountedPrice({ price: 30, type: 'Fixed', value: 0 })).toBeNull();
  });
});

describe('discount timing', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is active without dates and inside its dates', () => {
    expect(discountTiming({ startDate: null, endDate: null }, now)).toBe('active');
    expect(
      discountTiming({ startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-31T00:00:00Z' }, now),
    ).toBe('active');
  });

  it('is scheduled before its start and ended from its end on', () => {
    expect(discountTiming({ startDate: '2026-03-11T00:00:00Z', endDate: null }, now)).toBe(
      'scheduled',
    );
    expect(discountTiming({ startDate: null, endDate: '2026-03-10T12:00:00Z' }, now)).toBe('ended');
  });
});

describe('amounts typed in the form', () => {
  it('reads Western and Arabic-Indic digits, and nothing else', () => {
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount('١٢٫٥')).toBe(12.5);
    expect(toAmount('12a')).toBeNull();
    expect(toAmount('')).toBeNull();
  });
});
