import { describe, expect, it } from 'vitest';
import { formatDateTime } from './use-date-time';

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
