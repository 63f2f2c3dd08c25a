import { FOOTER_FLAGS, emptyFooter } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { flagsOf, footerFormValues } from './footer-form-values';

describe('footer form values', () => {
  it('keeps texts and turns switches into "true"/"false" and back', () => {
    const footer = { ...emptyFooter, id: 3, email: 'care@shop.example', isEmailEnabled: true };
    const values = footerFormValues(footer);
    expect(values.email).toBe('care@shop.example');
    expect(values.isEmailEnabled).toBe('true');
    expect(values.isPhoneEnabled).toBe('false');
    expect(Object.keys(values)).not.toContain('id');
    const flags = flagsOf(values);
    expect(Object.keys(flags)).toEqual([...FOOTER_FLAGS]);
    expect(flags.isEmailEnabled).toBe(true);
    expect(flags.isPhoneEnabled).toBe(false);
  });
});
