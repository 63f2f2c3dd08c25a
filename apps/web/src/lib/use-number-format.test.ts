import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../testing/memory-storage';
import { digitsFor } from './locales';
import {
  DIGITS_KEY,
  numberFormatFor,
  readDigitsChoice,
  resetDigitsChoice,
  storeDigitsChoice,
} from './use-number-format';

// Arabic-Indic digits and separators, as Intl writes them.
const ARABIC_DIGITS = /[٠-٩]/;
const LATIN_DIGITS = /[0-9]/;

beforeEach(() => {
  resetDigitsChoice();
});

describe('the digits choice', () => {
  it('is Arabic-Indic until one is stored', () => {
    installMemoryStorage();
    expect(readDigitsChoice()).toBe('arab');
  });

  it('reads and stores the choice under its own key', () => {
    const storage = installMemoryStorage({ [DIGITS_KEY]: 'latn' });
    expect(readDigitsChoice()).toBe('latn');
    storeDigitsChoice('arab');
    expect(storage.getItem(DIGITS_KEY)).toBe('arab');
  });

  it('ignores a stored value that is not a digits choice', () => {
    installMemoryStorage({ [DIGITS_KEY]: 'roman' });
    expect(readDigitsChoice()).toBe('arab');
  });

  it('applies to Arabic only: English is always Latin', () => {
    expect(digitsFor('ar', 'arab')).toBe('arab');
    expect(digitsFor('ar', 'latn')).toBe('latn');
    expect(digitsFor('en', 'arab')).toBe('latn');
  });
});

describe('numberFormatFor', () => {
  it('writes English with Latin digits and SAR', () => {
    const format = numberFormatFor('en', 'arab');
    expect(format.digits).toBe('latn');
    expect(format.number(1234567)).toBe('1,234,567');
    expect(format.sar(1234.5)).toMatch(/^SAR\s1,234\.50$/);
    expect(format.compact(14518.85)).toBe('14.5K');
    expect(format.percent(0.25)).toBe('25%');
  });

  it('writes Arabic with Arabic-Indic digits by default', () => {
    const format = numberFormatFor('ar', 'arab');
    expect(format.number(1234)).toBe('١٬٢٣٤');
    expect(format.percent(0.25)).toMatch(/^٢٥\s?٪/);
    expect(format.sar(25)).toMatch(/٢٥٫٠٠\s?ر\.س\./);
    expect(format.day('2026-10-24')).toBe('٢٤ أكتوبر');
  });

  it('writes Arabic with Latin digits when chosen, keeping Arabic words', () => {
    const format = numberFormatFor('ar', 'latn');
    expect(format.number(1234)).toBe('1,234');
    expect(format.sar(25)).toMatch(/25\.00\s?ر\.س\./);
    expect(format.day('2026-10-24')).toBe('24 أكتوبر');
    expect(format.date('2026-10-24T12:00:00.000Z')).not.toMatch(ARABIC_DIGITS);
  });

  it('shows a calendar day as given, whatever the time zone', () => {
    const format = numberFormatFor('en', 'latn');
    expect(format.day('2026-01-01')).toBe('1 Jan');
    expect(format.day('2026-01-01', 'long')).toBe('Thu, 1 Jan 2026');
  });

  it('uses the Gregorian calendar in Arabic', () => {
    expect(numberFormatFor('ar', 'arab').date('2026-03-15T12:00:00.000Z')).toContain('مارس');
  });

  it('writes the figures of free text in the chosen digits', () => {
    expect(numberFormatFor('ar', 'arab').digitsText('2-4')).toBe('٢-٤');
    expect(numberFormatFor('ar', 'latn').digitsText('2-4')).toBe('2-4');
    expect(numberFormatFor('en', 'arab').digitsText('1')).toBe('1');
  });

  it('leaves text that is not a date as it is', () => {
    expect(numberFormatFor('en', 'latn').date('soon')).toBe('soon');
    expect(numberFormatFor('ar', 'arab').day('not-a-day')).toBe('not-a-day');
  });

  it('builds each language and digits once', () => {
    expect(numberFormatFor('ar', 'latn')).toBe(numberFormatFor('ar', 'latn'));
    expect(numberFormatFor('en', 'arab')).toBe(numberFormatFor('en', 'latn'));
    expect(numberFormatFor('ar', 'arab').number(7)).toMatch(ARABIC_DIGITS);
    expect(numberFormatFor('ar', 'latn').number(7)).toMatch(LATIN_DIGITS);
  });
});
