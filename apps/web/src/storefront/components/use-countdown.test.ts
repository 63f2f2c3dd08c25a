import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding a started second up', () => {
    expect(formatCountdown(29 * 60_000 + 5_000, 'latn')).toBe('29:05');
    expect(formatCountdown(59_001, 'latn')).toBe('1:00');
    expect(formatCountdown(0, 'latn')).toBe('0:00');
  });

  it('adds hours when there are any', () => {
    expect(formatCountdown(3_723_000, 'latn')).toBe('1:02:03');
  });

  it('writes the page’s digits', () => {
    expect(formatCountdown(29 * 60_000 + 5_000, 'arab')).toBe('٢٩:٠٥');
  });
});
