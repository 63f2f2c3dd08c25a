import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/translator-context';
import { DigitsContext } from './digits-context';
import type { Digits } from './locales';
import { useNumberFormat } from './use-number-format';
import { writeDigits, writePhoneDigits } from './write-digits';

function Price() {
  const format = useNumberFormat();
  return `${format.sar(1234.5)} | ${format.number(3)} | ${format.digitsText('2-4')}`;
}

function render(lang: 'en' | 'ar', digits?: Digits): string {
  void i18n.changeLanguage(lang);
  const price = createElement(Price);
  const tree = digits ? createElement(DigitsContext, { value: digits }, price) : price;
  return renderToStaticMarkup(createElement(TranslatorContext, { value: i18n }, tree));
}

describe('useNumberFormat on a page', () => {
  it('writes Latin digits where no area chose (the storefront’s default)', () => {
    expect(render('ar')).not.toMatch(/[٠-٩]/);
  });

  it('writes every figure in the digits the page’s area provides', () => {
    const arabic = render('ar', 'arab');
    expect(arabic).toContain('١٬٢٣٤٫٥٠');
    expect(arabic).toContain('| ٣ |');
    expect(arabic).toContain('٢-٤');
    expect(render('ar', 'latn')).not.toMatch(/[٠-٩]/);
  });

  it('keeps English Latin whatever the choice', () => {
    expect(render('en', 'arab')).toMatch(/^SAR\s1,234.50 \| 3 \| 2-4$/);
  });
});

describe('writeDigits', () => {
  it('rewrites only the figures, and only for Arabic-Indic', () => {
    expect(writeDigits('055 123 4567', 'arab')).toBe('٠٥٥ ١٢٣ ٤٥٦٧');
    expect(writeDigits('055 123 4567', 'latn')).toBe('055 123 4567');
  });
});

describe('writePhoneDigits', () => {
  it('keeps the groups of an Arabic-Indic number in reading order', () => {
    expect(writePhoneDigits('+966 11 234', 'arab')).toBe('+٩٦٦\u200e \u200e١١\u200e \u200e٢٣٤');
    expect(writePhoneDigits('+966 11 234', 'latn')).toBe('+966 11 234');
  });
});
