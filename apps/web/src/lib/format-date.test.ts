import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './format-date';

describe('formatDate', () => {
  it('formats in English with the day first', () => {
    expect(formatDate('2025-03-09T12:00:00.000Z', 'en', 'latn')).toBe('9 Mar 2025');
  });

  it('formats in Arabic on the Gregorian calendar, in Arabic-Indic digits unless Latin is chosen', () => {
    expect(formatDate('2025-03-09T12:00:00.000Z', 'ar', 'arab')).toBe('٩ مارس ٢٠٢٥');
    expect(formatDate('2025-03-09T12:00:00.000Z', 'ar', 'latn')).toBe('9 مارس 2025');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDate('not a date', 'en', 'latn')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('writes English with Latin digits, the day first and the time', () => {
    const text = formatDateTime('2025-03-09T12:05:00.000Z', 'en', 'arab');
    expect(text).toMatch(/Mar 2025/);
    expect(text).toMatch(/\d{1,2}:05/);
  });

  it('writes Arabic in the chosen digits on the Gregorian calendar', () => {
    expect(formatDateTime('2025-03-09T12:05:00.000Z', 'ar', 'arab')).toMatch(/مارس ٢٠٢٥/);
    expect(formatDateTime('2025-03-09T12:05:00.000Z', 'ar', 'latn')).toMatch(/مارس 2025/);
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDateTime('soon', 'en', 'latn')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as given, in both styles', () => {
    expect(formatDay('2025-03-09', 'en', 'latn')).toBe('9 Mar');
    expect(formatDay('2025-03-09', 'en', 'latn', 'long')).toBe('Sun, 9 Mar 2025');
    expect(formatDay('2025-03-09', 'ar', 'arab')).toBe('٩ مارس');
    expect(formatDay('someday', 'ar', 'arab')).toBe('someday');
  });
});
