import { describe, expect, it } from 'vitest';
import { currentPrice, priceSaving } from './price-saving';

describe('priceSaving', () => {
  it('is null without a discounted price', () => {
    expect(priceSaving(100, null)).toBeNull();
  });

  it('gives the amount and the rounded percentage', () => {
    expect(priceSaving(200, 150)).toEqual({ amountSar: 50, percent: 25 });
    expect(priceSaving(29.99, 19.99)).toEqual({ amountSar: 10, percent: 33 });
  });

  it('counts in halalas, so cents never drift', () => {
    expect(priceSaving(19.99, 17.99)).toEqual({ amountSar: 2, percent: 10 });
    expect(priceSaving(0.3, 0.1)?.amountSar).toBe(0.2);
  });

  it('never reads 0% for a tiny saving', () => {
    expect(priceSaving(1000, 999.99)).toEqual({ amountSar: 0.01, percent: 1 });
  });

  it('ignores a "discount" that does not lower the price', () => {
    expect(priceSaving(50, 50)).toBeNull();
    expect(priceSaving(50, 60)).toBeNull();
  });
});

describe('currentPrice', () => {
  it('prefers the discounted price', () => {
    expect(currentPrice({ price: 80, discountedPrice: 60 })).toBe(60);
    expect(currentPrice({ price: 80, discountedPrice: null })).toBe(80);
  });
});
