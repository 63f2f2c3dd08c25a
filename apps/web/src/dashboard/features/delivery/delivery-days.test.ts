import { describe, expect, it } from 'vitest';
import { numberFormatFor } from '../../../lib/use-number-format';
import { deliveryDaysLabel } from './delivery-days';

const words: Record<string, string> = {
  'deliveryAdmin.sameDay': 'Same day',
  'deliveryAdmin.oneDay': '1 day',
  'deliveryAdmin.days': '{{days}} days',
};
const t = (key: string, options?: { days: string }) =>
  (words[key] ?? key).replace('{{days}}', options?.days ?? '');

describe('deliveryDaysLabel', () => {
  it('names same-day and one-day delivery', () => {
    const format = numberFormatFor('en', 'latn');
    expect(deliveryDaysLabel('0', t, format)).toBe('Same day');
    expect(deliveryDaysLabel(' 1 ', t, format)).toBe('1 day');
  });

  it('shows other texts as days, in the chosen digits', () => {
    expect(deliveryDaysLabel('3-5', t, numberFormatFor('en', 'latn'))).toBe('3-5 days');
    expect(deliveryDaysLabel('3-5', t, numberFormatFor('ar', 'arab'))).toBe('٣-٥ days');
    expect(deliveryDaysLabel('3-5', t, numberFormatFor('ar', 'latn'))).toBe('3-5 days');
  });
});
