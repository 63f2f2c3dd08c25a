import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { TranslatorContext } from '../../../i18n/translator-context';
import { StickyBuyBar } from './sticky-buy-bar';

function render(lang: 'en' | 'ar'): string {
  void i18n.changeLanguage(lang);
  const bar = createElement(StickyBuyBar, {
    price: 99.5,
    label: 'Add to cart',
    quantity: 2,
    isAdding: false,
    onAdd: () => undefined,
    watch: { current: null },
  });
  return renderToStaticMarkup(
    createElement(TranslatorContext, { value: i18n }, createElement(MantineProvider, null, bar)),
  );
}

afterEach(() => void i18n.changeLanguage('en'));

describe('sticky buy bar', () => {
  it('renders hidden on the server: the observer shows it after hydration', () => {
    const html = render('en');
    expect(html).toContain('data-shown="false"');
    expect(html).toContain('Add to cart');
  });

  it('offers the price paid now and the quantity chosen, in either language', () => {
    expect(render('en')).toMatch(/SAR\s99\.50/);
    expect(render('en')).toContain('Quantity: 2');
    const arabic = render('ar');
    expect(arabic).toContain('99.50');
    expect(arabic).toContain('الكمية: 2');
  });
});
