import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatMoney, formatPercent } from './format-number';

// Intl output carries direction marks and non-breaking spaces; compare on visible characters.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes SAR with two decimals and grouping in English', () => {
    expect(visible(formatMoney(1234.5, 'en', 'latn'))).toBe('SAR 1,234.50');
    expect(visible(formatMoney(45, 'en', 'latn'))).toBe('SAR 45.00');
  });

  it('writes Arabic-Indic digits and the riyal sign in Arabic', () => {
    expect(visible(formatMoney(1234.5, 'ar', 'arab'))).toBe('١٬٢٣٤٫٥٠ ر.س.');
  });

  it('writes Latin digits in Arabic when chosen, and never Arabic-Indic ones in English', () => {
    expect(visible(formatMoney(1234.5, 'ar', 'latn'))).toBe('1,234.50 ر.س.');
    expect(visible(formatMoney(1234.5, 'en', 'arab'))).toBe('SAR 1,234.50');
  });
});

describe('formatPercent, formatCount and formatCompact', () => {
  it('use the language’s digits', () => {
    expect(formatPercent(25, 'en', 'latn')).toBe('25%');
    expect(visible(formatPercent(25, 'ar', 'arab'))).toBe('٢٥٪');
    expect(formatCount(3, 'ar', 'arab')).toBe('٣');
    expect(formatCount(1200, 'en', 'latn')).toBe('1,200');
    expect(formatCount(1200, 'ar', 'latn')).toBe('1,200');
    expect(formatCompact(15000, 'en', 'latn')).toBe('15K');
  });

  it('rounds a percentage to whole unless more digits are asked for', () => {
    expect(formatPercent(12.5, 'en', 'latn')).toBe('13%');
    expect(formatPercent(12.5, 'en', 'latn', 2)).toBe('12.5%');
    expect(visible(formatPercent(12.5, 'ar', 'arab', 2))).toBe('١٢٫٥٪');
  });
});
