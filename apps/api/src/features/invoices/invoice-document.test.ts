import { describe, expect, it } from 'vitest';
import { printedSar, sarText } from './invoice-document.ts';

describe('invoice amounts', () => {
  it('writes halalas as SAR with two decimals, exactly', () => {
    expect(sarText(13_971)).toBe('139.71');
    expect(sarText(5)).toBe('0.05');
    expect(sarText(0)).toBe('0.00');
    expect(sarText(1_433_008)).toBe('14330.08');
    expect(sarText(-1_275)).toBe('-12.75');
  });

  it('groups thousands only where people read the amount', () => {
    expect(printedSar(1_433_008)).toBe('14,330.08');
    expect(printedSar(123_456_789)).toBe('1,234,567.89');
    expect(printedSar(99_999)).toBe('999.99');
    expect(printedSar(-150_000)).toBe('-1,500.00');
  });
});
