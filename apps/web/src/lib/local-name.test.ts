import { describe, expect, it } from 'vitest';
import { aProduct } from '../testing/catalog-fixtures';
import { localDescription, localName } from './local-name';

describe('localName', () => {
  it('picks the stored name of the UI language, whatever language the answer came in', () => {
    const product = aProduct({
      name: 'Arabic coffee',
      nameEn: 'Arabic coffee',
      nameAr: 'قهوة عربية',
    });
    expect(localName(product, 'ar')).toBe('قهوة عربية');
    expect(localName({ ...product, name: 'قهوة عربية' }, 'en')).toBe('Arabic coffee');
  });

  it('falls back to the answer’s name when one is empty', () => {
    expect(localName({ name: 'Tea', nameEn: 'Tea', nameAr: '' }, 'ar')).toBe('Tea');
  });
});

describe('localDescription', () => {
  it('uses the UI language and falls back to the other text', () => {
    const product = aProduct({ descriptionEn: 'Light roast', descriptionAr: 'تحميص خفيف' });
    expect(localDescription(product, 'ar')).toBe('تحميص خفيف');
    expect(
      localDescription({ ...product, descriptionEn: ' ', description: 'تحميص خفيف' }, 'en'),
    ).toBe('تحميص خفيف');
  });
});
