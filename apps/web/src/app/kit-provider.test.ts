import { Button as MantineButton, useDirection } from '@mantine/core';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/translator-context';
import { KitProvider, withKit } from './kit-provider';

const inLanguage = (lang: 'en' | 'ar', element: ReturnType<typeof createElement>) => {
  void i18n.changeLanguage(lang);
  return renderToStaticMarkup(createElement(TranslatorContext, { value: i18n }, element));
};

// The kit's polymorphic typing does not fit createElement's overloads.
const Button = MantineButton as unknown as ComponentType<{ children: string }>;

function Direction() {
  return createElement('span', null, useDirection().dir);
}

afterEach(() => void i18n.changeLanguage('en'));

describe('the kit provider', () => {
  it('lets the kit’s components render, in the language’s direction', () => {
    const en = inLanguage(
      'en',
      createElement(KitProvider, null, createElement(Button, null, 'Go')),
    );
    expect(en).toContain('mantine-Button-root');
    expect(inLanguage('ar', createElement(withKit(Direction)))).toBe('<span>rtl</span>');
    expect(inLanguage('en', createElement(withKit(Direction)))).toBe('<span>ltr</span>');
  });

  it('writes no styles of its own (they are in the stylesheet) and adds nothing when nested', () => {
    const once = inLanguage(
      'en',
      createElement(KitProvider, null, createElement(Button, null, 'Go')),
    );
    const nested = inLanguage(
      'en',
      createElement(
        KitProvider,
        null,
        createElement(KitProvider, null, createElement(Button, null, 'Go')),
      ),
    );
    expect(once).not.toContain('<style');
    expect(nested).toBe(once);
  });
});
