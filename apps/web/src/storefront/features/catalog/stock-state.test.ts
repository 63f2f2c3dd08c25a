import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@dukkan/contracts';
import { clampQuantity, orderableMax, stockStateOf } from './stock-state';

describe('stockStateOf', () => {
  it('is out of stock at zero (or a negative count)', () => {
    expect(stockStateOf(0)).toEqual({ kind: 'outOfStock' });
    expect(stockStateOf(-1)).toEqual({ kind: 'outOfStock' });
  });

  it('says how many are left up to the low-stock threshold', () => {
    expect(stockStateOf(1)).toEqual({ kind: 'lowStock', left: 1 });
    expect(stockStateOf(5)).toEqual({ kind: 'lowStock', left: 5 });
  });

  it('is simply in stock above it', () => {
    expect(stockStateOf(6)).toEqual({ kind: 'inStock' });
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });

  it('never goes above the line limit the API enforces, however large the stock', () => {
    expect(clampQuantity(5_000, 10_000)).toBe(MAX_LINE_QUANTITY);
    expect(orderableMax(10_000)).toBe(MAX_LINE_QUANTITY);
    expect(orderableMax(7)).toBe(7);
  });

  it('drops fractions and falls back to 1 for nonsense', () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
