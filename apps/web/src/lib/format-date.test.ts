import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats in English with the day first', () => {
    expect(formatDate('2025-03-09T12:00:00.000Z', 'en')).toBe('9 Mar 2025');
  });

  it('formats in Arabic on the Gregorian calendar', () => {
    const text = formatDate('2025-03-09T12:00:00.000Z', 'ar');
    expect(text).toContain('مارس');
    expect(text).toMatch(/٢٠٢٥|2025/);
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
