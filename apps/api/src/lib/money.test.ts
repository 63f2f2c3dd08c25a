import { describe, expect, it } from 'vitest';
import { parseSar, percentOf, toSar, vatIncluded } from './money.ts';

describe('money in halalas', () => {
  it('parses SAR text and numbers exactly', () => {
    expect(parseSar('12.5')).toBe(1250);
    expect(parseSar(0.29)).toBe(29);
    expect(parseSar('1999.99')).toBe(199_999);
    expect(parseSar('0')).toBe(0);
    expect(parseSar(' 7 ')).toBe(700);
    expect(parseSar('-3.10')).toBe(-310);
    expect(parseSar('١٢٫٥٠')).toBe(1250);
  });

  it('refuses anything that is not a plain amount with two decimals at most', () => {
    for (const bad of [
      '',
      'abc',
      '1.234',
      '1e3',
      '12,5',
      '.5',
      '5.',
      'NaN',
      'Infinity',
      '99999999999999999',
    ]) {
      expect(parseSar(bad), bad).toBeNull();
    }
    expect(parseSar(Number.NaN)).toBeNull();
  });

  it('turns halalas back into SAR numbers', () => {
    expect(toSar(1999)).toBe(19.99);
    expect(toSar(5)).toBe(0.05);
    expect(toSar(0)).toBe(0);
  });

  it('takes percentages to the halala, rounding half up', () => {
    expect(percentOf(10_000, 15)).toBe(1500);
    expect(percentOf(999, 10)).toBe(100); // 99.9 → 100
    expect(percentOf(995, 10)).toBe(100); // 99.5 → 100
    expect(percentOf(994, 10)).toBe(99);
    expect(percentOf(1000, 12.5)).toBe(125);
    // A float would say 0.1 + 0.2 ≠ 0.3; integers keep sums exact.
    expect(percentOf(10, 100) + percentOf(20, 100)).toBe(30);
  });

  it('finds the VAT inside a VAT-inclusive price', () => {
    expect(vatIncluded(11_500, 15)).toBe(1500); // 115.00 SAR incl. 15% → 15.00 VAT
    expect(vatIncluded(10_000, 15)).toBe(1304); // 100.00 → 13.04
    expect(vatIncluded(1, 15)).toBe(0);
    expect(vatIncluded(10_000, 0)).toBe(0);
  });
});
