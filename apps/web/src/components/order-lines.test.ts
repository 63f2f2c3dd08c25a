import type { OrderItem } from '@dukkan/contracts';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/translator-context';
import { DigitsContext } from '../lib/digits-context';
import type { Digits } from '../lib/locales';
import { OrderLines, type OrderLinesProps } from './order-lines';

const line = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  productId: 7,
  variantId: 7,
  options: [],
  name: 'Cardamom coffee',
  nameEn: 'Cardamom coffee',
  nameAr: 'قهوة بالهيل',
  sku: 'COF-7',
  imageUrl: '/media/coffee-800.webp',
  unitPrice: 12.5,
  quantity: 2,
  lineTotal: 25,
  returnedQuantity: 0,
  ...overrides,
});

function render(
  lang: 'en' | 'ar',
  props: Partial<OrderLinesProps> = {},
  digits: Digits = 'latn',
): string {
  void i18n.changeLanguage(lang);
  const lines = createElement(OrderLines, {
    items: [line(), line({ productId: null, sku: 'OLD-1', imageUrl: null })],
    productPath: (id) => `/product/${id}`,
    describeQuantity: (qty, price) => `${qty} × ${price}`,
    ...props,
  });
  return renderToStaticMarkup(
    createElement(
      TranslatorContext,
      { value: i18n },
      createElement(
        DigitsContext,
        { value: digits },
        createElement(MantineProvider, null, createElement(MemoryRouter, null, lines)),
      ),
    ),
  );
}

afterEach(() => void i18n.changeLanguage('en'));

describe('order lines', () => {
  it('links a line to its product page and shows a deleted product as plain text', () => {
    const html = render('en', { productPath: (id) => `/dashboard/products/${id}` });
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/dashboard/products/7"']);
    expect(html).toContain('Cardamom coffee');
    expect(html).toContain('src="/media/coffee-320.webp"');
    expect(html).toContain('order-line__thumb--empty');
  });

  it('shows the SKU line only when the caller describes products', () => {
    expect(render('en')).not.toContain('data-testid="order-line-product"');
    const html = render('en', { describeProduct: (item) => `SKU ${item.sku}` });
    expect(html).toContain('SKU COF-7');
    expect(html).toContain('SKU OLD-1');
  });

  it('writes figures in the page’s digits: Latin by default, Arabic-Indic by choice', () => {
    const shop = render('ar');
    expect(shop).toContain('قهوة بالهيل');
    expect(shop).toContain('2 ×');
    expect(render('ar', {}, 'arab')).toContain('٢ ×');
    expect(render('en')).toContain('2 × SAR');
  });

  it('marks returned units on their line, in the page’s language and digits', () => {
    expect(render('en')).not.toContain('data-testid="order-line-returned"');
    const items = [line({ returnedQuantity: 1 }), line({ productId: 8 })];
    const html = render('en', { items });
    expect(html.match(/data-testid="order-line-returned"/g)).toHaveLength(1);
    expect(html).toContain('Returned: 1');
    expect(render('ar', { items }, 'arab')).toContain('أُرجع: ١');
  });

  it('is denser on staff screens: 64 px pictures', () => {
    expect(render('en')).toContain('width="72"');
    const staff = render('en', { dense: true, label: 'Items' });
    expect(staff).toContain('width="64"');
    expect(staff).toContain('order-lines--dense');
    expect(staff).toContain('aria-label="Items"');
  });
});
