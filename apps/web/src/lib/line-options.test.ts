import { describe, expect, it } from 'vitest';
import { lineOptionsText, linePath } from './line-options';

const options = [
  { name: 'Size', value: '58', nameEn: 'Size', nameAr: 'المقاس', valueEn: '58', valueAr: '58' },
  {
    name: 'Colour',
    value: 'White',
    nameEn: 'Colour',
    nameAr: 'اللون',
    valueEn: 'White',
    valueAr: 'أبيض',
  },
];

describe('a line with options', () => {
  it('names its values in the page language', () => {
    expect(lineOptionsText(options, 'en')).toBe('Size: 58 · Colour: White');
    expect(lineOptionsText(options, 'ar')).toBe('المقاس: 58 · اللون: أبيض');
    expect(lineOptionsText([], 'en')).toBe('');
  });

  it('links to its variant; a product without options to its page', () => {
    expect(linePath(4, 41, options)).toBe('/product/4?variant=41');
    expect(linePath(4, 40, [])).toBe('/product/4');
    expect(linePath(4, null, options)).toBe('/product/4');
  });
});
