import type { ProductFacets } from '@dukkan/contracts';
import { MantineProvider } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { TranslatorContext } from '../../../i18n/translator-context';
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
      TranslatorContext,
      { value: i18n },
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

/** One checklist's options, in order: name and count as shown, and whether it is ticked. */
function optionsOf(markup: string, name: string): string[] {
  const rows = markup.split('<input').slice(1);
  return rows
    .filter((row) => row.includes(`name="${name}"`))
    .map((row) => {
      const label = /aria-label="([^"]*)"/.exec(row)?.[1] ?? '';
      // `checked` or `checked=""`: both are a ticked box.
      return /^[^>]*\schecked(=""|[\s/>])/.test(row) ? `[x] ${label}` : label;
    });
}

const query = (changes: Partial<ProductQuery>) => ({ ...DEFAULT_PRODUCT_QUERY, ...changes });

afterEach(() => void i18n.changeLanguage('en'));

describe('filter counts', () => {
  it('lists each brand and category with how many products it holds, sub-categories indented', () => {
    const markup = filters();
    expect(optionsOf(markup, 'brandIds')).toEqual(['Apple (2)', 'Samsung (12)']);
    expect(optionsOf(markup, 'categoryIds')).toEqual(['Electronics (14)', 'Phones (14)']);
    expect(markup).toMatch(/padding-inline-start:20px(?:(?!padding-inline).)*value="11"/);
  });

  it('writes the counts in Latin digits in Arabic, Arabic-Indic ones when chosen', () => {
    expect(optionsOf(filters({}, 'ar'), 'brandIds')).toEqual(['أبل (2)', 'سامسونج (12)']);
    const markup = filters({}, 'ar', 'arab');
    expect(optionsOf(markup, 'brandIds')).toEqual(['أبل (٢)', 'سامسونج (١٢)']);
    expect(markup).toContain('العلامات التجارية');
  });

  it('ticks every chosen brand and category, from brandIds and from an older brandId link', () => {
    const markup = filters({ query: query({ brandId: 2, brandIds: [1], categoryIds: [11] }) });
    expect(optionsOf(markup, 'brandIds')).toEqual(['[x] Apple (2)', '[x] Samsung (12)']);
    expect(optionsOf(markup, 'categoryIds')).toEqual(['Electronics (14)', '[x] Phones (14)']);
  });

  it('hides options with no products but keeps the chosen ones, at zero', () => {
    const markup = filters({ query: query({ brandIds: [3], categoryIds: [12] }) });
    expect(optionsOf(markup, 'brandIds')).toEqual(['Apple (2)', '[x] Nokia (0)', 'Samsung (12)']);
    expect(optionsOf(markup, 'categoryIds')).toContain('[x] Tablets (0)');
  });

  it('says there is nothing to choose when no option holds a product', () => {
    const none = { ...facets, totalCount: 0, brands: [], categories: [] };
    const markup = filters({ facets: none });
    expect(optionsOf(markup, 'brandIds')).toEqual([]);
    expect(markup).toContain('Nothing to choose for this search.');
  });

  it('shows every option without counts until the counts arrive (or when they fail)', () => {
    const markup = filters({ facets: null });
    expect(optionsOf(markup, 'brandIds')).toEqual(['Apple', 'Nokia', 'Samsung']);
    expect(optionsOf(markup, 'categoryIds')).toEqual(['Electronics', 'Phones', 'Tablets']);
  });

  it('marks the lists busy while newer counts load', () => {
    expect(filters({ isCounting: true })).toMatch(
      /aria-busy="true"[^>]*data-testid="filter-brand"|data-testid="filter-brand"[^>]*aria-busy="true"/,
    );
  });

  it('leaves out the lists a page fixes itself', () => {
    const markup = filters({ hide: { brand: true, category: true } });
    expect(optionsOf(markup, 'brandIds')).toEqual([]);
    expect(markup).not.toContain('data-testid="filter-category"');
  });

  it('withCounts keeps the order it is given', () => {
    const options = [
      { value: '2', label: 'B' },
      { value: '1', label: 'A' },
    ];
    expect(
      withCounts(
        options,
        [
          { id: 1, count: 4 },
          { id: 2, count: 1 },
        ],
        [],
      ),
    ).toEqual([
      { value: '2', label: 'B', count: 1 },
      { value: '1', label: 'A', count: 4 },
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
