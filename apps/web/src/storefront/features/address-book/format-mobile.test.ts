import { describe, expect, it } from 'vitest';
import { formatMobile } from './format-mobile';

describe('formatMobile', () => {
  it('writes a stored Saudi mobile the local way, in groups', () => {
    expect(formatMobile('+966551234567')).toBe('055 123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(formatMobile('+14155550123')).toBe('+14155550123');
    expect(formatMobile('')).toBe('');
  });
});
