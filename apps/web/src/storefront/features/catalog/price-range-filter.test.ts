import { describe, expect, it } from 'vitest';
import { priceText } from './price-range-filter';

describe('what a price box keeps of what was typed', () => {
  it('keeps whole riyals and up to two decimals', () => {
    expect(priceText('150')).toBe('150');
    expect(priceText('99.5')).toBe('99.5');
    expect(priceText('99.999')).toBe('99.99');
    expect(priceText('12.')).toBe('12.');
  });

  it('reads Arabic-Indic and Persian digits and the Arabic decimal point', () => {
    expect(priceText('١٥٠')).toBe('150');
    expect(priceText('٩٩٫٥')).toBe('99.5');
    expect(priceText('۱۲۰')).toBe('120');
  });

  it('drops signs, letters, spaces and a second point', () => {
    expect(priceText('-50')).toBe('50');
    expect(priceText('1 000 SAR')).toBe('1000');
    expect(priceText('1.2.3')).toBe('1.23');
    expect(priceText('abc')).toBe('');
  });

  it('drops group separators: a comma never becomes a decimal point', () => {
    expect(priceText('1,500')).toBe('1500');
    expect(priceText('١٬٥٠٠')).toBe('1500');
    expect(priceText('1,500.25')).toBe('1500.25');
  });
});
