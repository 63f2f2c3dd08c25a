import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { TranslatorContext } from '../../../i18n/translator-context';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';

function html(lang: 'en' | 'ar'): string {
  void i18n.changeLanguage(lang);
  const crumbs = [{ label: 'Shop', to: '/shop' }, { label: 'Dates' }];
  return renderToStaticMarkup(
    createElement(
      TranslatorContext,
      { value: i18n },
      createElement(
        MantineProvider,
        null,
        createElement(MemoryRouter, null, createElement(CatalogBreadcrumbs, { crumbs })),
      ),
    ),
  );
}

afterEach(() => void i18n.changeLanguage('en'));

describe('catalog breadcrumbs', () => {
  it('separates crumbs with a chevron that CSS mirrors, the same markup in both languages', () => {
    const en = html('en');
    expect(en.match(/class="[^"]*crumbs__separator/g)).toHaveLength(2);
    expect(en).not.toContain('›');
    // Only the texts differ: no direction-dependent icon or class.
    const shape = (markup: string) =>
      markup.replace(/>[^<]*</g, '><').replace(/aria-label="[^"]*"/g, '');
    expect(shape(html('ar'))).toBe(shape(en));
  });

  it('gives each link the tap-target class and marks the current page', () => {
    const markup = html('en');
    expect(markup.match(/<a [^>]*class="[^"]*crumbs__link/g)).toHaveLength(2);
    expect(markup).toMatch(/aria-current="page"[^>]*>Dates</);
  });
});
