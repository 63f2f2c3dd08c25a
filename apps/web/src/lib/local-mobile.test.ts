import { saudiMobileSchema } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { toLocalMobile } from './local-mobile';

describe('toLocalMobile', () => {
  it('writes a stored Saudi mobile the local way', () => {
    expect(toLocalMobile('+966551234567')).toBe('0551234567');
  });

  it('round-trips through the contracts schema', () => {
    expect(saudiMobileSchema.parse(toLocalMobile('+966551234567'))).toBe('+966551234567');
  });

  it('leaves other values alone', () => {
    expect(toLocalMobile('+971501234567')).toBe('+971501234567');
    expect(toLocalMobile(null)).toBe('');
  });
});
