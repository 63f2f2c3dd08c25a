import type { ProductFacets } from '@dukkan/contracts';
import { MantineProvider } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { DigitsContext } from '../../../lib/digits-context';
import type { Digits } from '../../../lib/locales';
import { aBrand, aCategory } from '../../../testing/catalog-fixtures';
import { DidYouMean } from './did-you-mean';
import { withCounts } from './filter-options';
import { ProductFilters, type ProductFiltersProps } from './product-filters';
import { DEFAULT_PRODUCT_QUERY, type ProductQuery } from './product-query-params';

const brands = [
  aBrand({ id: 1, nameEn: 'Samsung', nameAr: 'سامسونج' }),
  aBrand({ id: 2, nameEn: 'Apple', nameAr: 'أبل' }),
  aBrand({ id: 3, nameEn: 'Nokia', nameAr: 'نوكيا' }),
];
const categories = [
  aCategory({ id: 10, nameEn: 'Electronics', nameAr: 'إلكترونيات', parentId: null }),
  aCategory({ id: 11, nameEn: 'Phones', nameAr: 'هواتف', parentId: 10 }),
  aCategory({ id: 12, nameEn: 'Tablets', nameAr: 'أجهزة لوحية', parentId: 10 }),
];
// What the API answers for "phone": no Nokia and no tablets match.
const facets: ProductFacets = {
  totalCount: 14,
  brands: [
    { id: 1, name: 'Samsung', count: 12 },
    { id: 2, name: 'Apple', count: 2 },
  ],
  categories: [
    { id: 10, name: 'Electronics', parentId: null, count: 14 },
    { id: 11, name: 'Phones', parentId: 10, count: 14 },
  ],
  price: { min: 99.5, max: 4599.9 },
};

function html(
  node: ReactNode,
  lang: 'en' | 'ar' = 'en',
  url = '/shop',
  digits: Digits = 'latn',
): string {
  void i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        DigitsContext,
        { value: digits },
        createElement(
          MantineProvider,
          null,
          createElement(MemoryRouter, { initialEntries: [url] }, node),
        ),
      ),
    ),
  );
}

function filters(
  props: Partial<ProductFiltersProps> = {},
  lang: 'en' | 'ar' = 'en',
  digits: Digits = 'latn',
) {
  return html(
    createElement(ProductFilters, {
      query: DEFAULT_PRODUCT_QUERY,
      onChange: () => undefined,
      brands,
      categories,
      facets,
      idPrefix: 'sidebar',
      ...props,
    }),
    lang,
    '/shop',
    digits,
  );
}

/** The labels of one select's options, in order. */
function optionsOf(markup: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(markup);
  return [...(select?.[1] ?? '').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
}

const query = (changes: Partial<ProductQuery>) => ({ ...DEFAULT_PRODUCT_QUERY, ...changes });

afterEach(() => void i18n.changeLanguage('en'));

describe('filter counts', () => {
  it('labels each brand and category with how many products it holds', () => {
    const markup = filters();
    expect(optionsOf(markup, 'brandId')).toEqual(['All brands', 'Apple (2)', 'Samsung (12)']);
    expect(optionsOf(markup, 'categoryId')).toEqual([
      'All categories',
      'Electronics (14)',
      '— Phones (14)',
    ]);
  });

  it('writes the counts in Latin digits in Arabic, Arabic-Indic ones when chosen', () => {
    expect(optionsOf(filters({}, 'ar'), 'brandId')).toContain('أبل (2)');
    const markup = filters({}, 'ar', 'arab');
    expect(optionsOf(markup, 'brandId')).toEqual([
      'جميع العلامات التجارية',
      'أبل (٢)',
      'سامسونج (١٢)',
    ]);
  });

  it('hides options with no products but keeps the chosen one, at zero', () => {
    const markup = filters({ query: query({ brandId: 3, categoryId: 12 }) });
    expect(optionsOf(markup, 'brandId')).toEqual([
      'All brands',
      'Apple (2)',
      'Nokia (0)',
      'Samsung (12)',
    ]);
    expect(optionsOf(markup, 'categoryId')).toContain('— Tablets (0)');
    expect(markup).toMatch(/<option value="3" selected="">Nokia \(0\)<\/option>/);
  });

  it('disables a select none of whose options holds a product', () => {
    const none = { ...facets, totalCount: 0, brands: [], categories: [] };
    const markup = filters({ facets: none });
    expect(markup).toMatch(/<select[^>]*name="brandId"[^>]*disabled=""/);
    expect(markup).toMatch(/<select[^>]*name="categoryId"[^>]*disabled=""/);
    expect(filters()).not.toMatch(/<select[^>]*disabled=""/);
  });

  it('shows every option without counts until the counts arrive (or when they fail)', () => {
    const markup = filters({ facets: null });
    expect(optionsOf(markup, 'brandId')).toEqual(['All brands', 'Apple', 'Nokia', 'Samsung']);
  });

  it('marks the selects busy while newer counts load', () => {
    expect(filters({ isCounting: true })).toMatch(/<select[^>]*name="brandId" aria-busy="true"/);
  });

  it('withCounts keeps the order it is given', () => {
    const options = [
      { value: '2', label: 'B' },
      { value: '1', label: 'A' },
    ];
    const label = (name: string, count: number) => `${name}:${count}`;
    expect(
      withCounts(
        options,
        [
          { id: 1, count: 4 },
          { id: 2, count: 1 },
        ],
        null,
        label,
      ),
    ).toEqual([
      { value: '2', label: 'B:1' },
      { value: '1', label: 'A:4' },
    ]);
  });
});

describe('price bounds', () => {
  it('shows the cheapest and dearest price as placeholders and as a hint', () => {
    const markup = filters();
    expect(markup).toMatch(
      /name="minPrice"[^>]*placeholder="99"|placeholder="99"[^>]*name="minPrice"/,
    );
    expect(markup).toMatch(
      /name="maxPrice"[^>]*placeholder="4,600"|placeholder="4,600"[^>]*name="maxPrice"/,
    );
    expect(markup).toContain('Prices here: SAR\u00a099.50 – SAR\u00a04,599.90');
  });

  it('in the chosen digits in Arabic', () => {
    expect(filters({}, 'ar')).toContain('placeholder="99"');
    const markup = filters({}, 'ar', 'arab');
    expect(markup).toContain('placeholder="٩٩"');
    expect(markup).toContain('الأسعار هنا: ');
    expect(markup).toContain('٤٬٥٩٩٫٩٠');
  });

  it('shows no bounds when nothing matches or the counts are not there', () => {
    const none = { ...facets, price: { min: null, max: null } };
    expect(filters({ facets: none })).not.toContain('data-testid="price-bounds"');
    expect(filters({ facets: null })).not.toMatch(/placeholder="[^"]*"[^>]*name="m(in|ax)Price"/);
  });
});

describe('did you mean', () => {
  const suggestion = (url: string, search: string, lang: 'en' | 'ar' = 'en') =>
    html(
      createElement(DidYouMean, {
        query: query({ search, brandId: 2, page: 3 }),
        suggestion: 'samsung',
      }),
      lang,
      url,
    );

  it('links to the same list with the suggested search, from page 1, filters kept', () => {
    const markup = suggestion('/shop?search=samsnug&brandId=2&page=3', 'samsnug');
    expect(markup).toContain('Did you mean:');
    expect(markup).toContain('href="/shop?search=samsung&amp;brandId=2"');
    expect(markup).toContain('<bdi>samsung</bdi>');
  });

  it('speaks Arabic in Arabic', () => {
    expect(suggestion('/shop?search=x', 'x', 'ar')).toContain('هل تقصد:');
  });
});
