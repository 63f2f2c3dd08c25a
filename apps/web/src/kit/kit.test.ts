import * as Mantine from '@mantine/core';
import { createElement, type ElementType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';
import * as Kit from './index';

// Props that name the same thing differently: the kit's `classNames` is `inputClassName` or
// `legendClassName` here.
const KIT_ONLY = ['inputClassName', 'legendClassName'];
const MANTINE_ONLY = ['classNames'];
const without = (props: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(props).filter(([key]) => !keys.includes(key)));

/** The kit's own markup, inside its provider as the app renders it. */
function mantine(name: string, allProps: Record<string, unknown>, children?: ReactNode) {
  const props = without(allProps, KIT_ONLY);
  const component = (Mantine as unknown as Record<string, ElementType>)[name]!;
  return renderToStaticMarkup(
    createElement(
      Mantine.MantineProvider,
      { theme, cssVariablesResolver, withCssVariables: false, withGlobalClasses: false },
      createElement(component, props, children),
    ),
  );
}

function kit(name: string, allProps: Record<string, unknown>, children?: ReactNode) {
  const props = without(allProps, MANTINE_ONLY);
  const component = (Kit as unknown as Record<string, ElementType>)[name]!;
  return renderToStaticMarkup(createElement(component, props, children));
}

/**
 * Markup as a comparable list of tags: attributes sorted, classes as a sorted set, style
 * declarations sorted, generated class names and ids (`useId`) replaced by a placeholder.
 */
function normalize(html: string) {
  const ids = new Map<string, string>();
  const stable = (text: string) =>
    text.replace(/(__m__-|kit-)[A-Za-z0-9_-]+|mantine-_R_[A-Za-z0-9]*_/g, (found) => {
      if (!ids.has(found)) ids.set(found, `generated-${ids.size}`);
      return ids.get(found)!;
    });
  return html.split(/(?=<)/).map((part) => {
    const tag = part.match(/^<(\/?[a-z0-9]+)([^>]*?)(\/?)>(.*)$/s);
    if (!tag) return stable(part);
    const [, name, rawAttributes, , text] = tag;
    const attributes = [...rawAttributes!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(
      ([, key, value = '']) => {
        if (key === 'class')
          return `class=${stable(value).split(/\s+/).filter(Boolean).sort().join(' ')}`;
        if (key === 'style') {
          const declarations = value
            .split(';')
            .map((rule) => rule.trim())
            .filter(Boolean);
          return `style=${declarations.sort().join(';')}`;
        }
        return `${key}=${stable(value)}`;
      },
    );
    return `<${name} ${attributes.sort().join(' ')}>${stable(text!)}`;
  });
}

type Case = [name: string, props: Record<string, unknown>, children?: ReactNode];

/** The parts with the props the storefront gives them. */
const CASES: Case[] = [
  ['Stack', { gap: 40 }],
  ['Stack', { gap: 'md', component: 'section', 'aria-labelledby': 'x' }],
  ['Stack', { gap: 2, style: { minWidth: 0 } }],
  ['Stack', { gap: 'md', maw: 620, className: 'home-hero__content' }],
  ['Group', { justify: 'space-between', align: 'center', wrap: 'nowrap' }],
  ['Group', { gap: 10, wrap: 'nowrap' }],
  ['Group', { gap: 'md', wrap: 'nowrap', align: 'flex-start' }],
  ['Group', { gap: 'xs', wrap: 'nowrap', role: 'group' }],
  ['SimpleGrid', { component: 'ul', cols: { base: 1, xs: 2, md: 4 }, spacing: 'md' }],
  [
    'Paper',
    { component: 'li', withBorder: true, radius: 'md', p: 'md', className: 'feature-card' },
  ],
  ['Paper', { component: 'aside', withBorder: true, p: 'md', className: 'listing-sidebar' }],
  ['Center', { mih: '60vh' }],
  ['Text', { fw: 700, c: 'brand.1', tt: 'uppercase', fz: 'sm', lts: 1 }, 'tagline'],
  ['Text', { c: 'dimmed', fz: 'sm', lh: 1.45 }, 'body'],
  ['Text', { component: 'span', fw: 700, fz: { base: 22, sm: 24 }, lh: 1, c: 'brand.8' }, 'Dukkan'],
  ['Text', { c: 'brand.0', fz: { base: 'md', sm: 'lg' } }, 'hero'],
  ['Text', { fz: 'sm', c: 'dark', fw: 600, truncate: true }, 'name'],
  ['Title', { order: 1, c: 'white', fz: { base: 28, sm: 42 }, lh: 1.2, id: 't' }, 'Title'],
  ['Title', { order: 2, fz: { base: 20, sm: 24 }, id: 's' }, 'Section'],
  ['Title', { order: 3, fz: 'md', lh: 1.3 }, 'Card'],
  ['Title', { order: 2, className: 'visually-hidden' }, 'Hidden'],
  ['Anchor', { href: '/offers', fw: 600, fz: 'sm', 'aria-label': 'All' }, 'View all'],
  ['VisuallyHidden', { component: 'h1' }, 'Heading'],
  ['UnstyledButton', { component: 'a', href: '/', className: 'brand-logo' }, 'logo'],
  ['UnstyledButton', { className: 'category-bar__link', fw: 600, fz: 'sm' }, 'menu'],
  ['Button', { size: 'md', color: 'white', c: 'brand.8', leftSection: 'i' }, 'Shop now'],
  ['Button', { size: 'md', variant: 'outline', color: 'white', leftSection: 'i' }, 'Offers'],
  ['Button', { size: 'md', h: 42, flex: 1 }, 'Add'],
  ['Button', { size: 'compact-sm', variant: 'light', radius: 'xl', rightSection: 'x' }, 'Chip'],
  ['Button', { size: 'compact-sm', variant: 'subtle', color: 'gray', c: 'dark' }, 'Clear'],
  ['Button', { variant: 'default' }, 'Retry'],
  [
    'Button',
    {
      component: 'a',
      href: '/en',
      variant: 'subtle',
      color: 'gray',
      c: 'dark',
      px: 'xs',
      leftSection: 'i',
    },
    'EN',
  ],
  ['ActionIcon', { type: 'submit', radius: 'xl', size: 32, 'aria-label': 'Search' }, 'i'],
  ['ActionIcon', { variant: 'subtle', color: 'gray', size: 40, radius: 'xl' }, 'i'],
  ['ActionIcon', { variant: 'white', color: 'dark', radius: 'xl', size: 40 }, 'i'],
  ['ActionIcon', { variant: 'subtle', color: 'dark', radius: 'xl', size: 28 }, 'i'],
  ['Burger', { hiddenFrom: 'sm', opened: false, size: 'sm', 'aria-label': 'Menu' }],
  ['Burger', { hiddenFrom: 'sm', opened: true, size: 'sm' }],
  ['Image', { src: '/a.webp', alt: '', w: 48, h: 48, radius: 'xl', loading: 'lazy', fit: 'cover' }],
  ['Skeleton', { component: 'li', h: 88, radius: 'md' }],
  ['Skeleton', { h: 128, radius: 'lg' }],
  ['Skeleton', { className: 'banner-carousel--loading', 'aria-busy': true, role: 'status' }],
  ['Loader', {}],
  ['Loader', { size: 'lg' }],
  [
    'Box',
    {
      component: 'section',
      className: 'home-hero',
      px: { base: 'lg', sm: 56 },
      py: { base: 32, sm: 56 },
    },
  ],
  ['Box', { w: 48, h: 48, style: { flex: 'none' } }],
  ['Container', { size: 'sm', py: { base: 48, sm: 80 } }],
  ['Center', { mih: 360, role: 'status' }],
  ['Stack', { align: 'center', gap: 'sm', py: 48, ta: 'center' }],
  ['Group', { justify: 'center', mt: 'md', gap: 'sm' }],
  ['Text', { fw: 700, fz: 'sm', c: 'dimmed', lts: 2 }, '404'],
  ['Text', { c: 'dimmed', fz: 'lg', maw: 520 }, 'body'],
  ['Avatar', { src: null, alt: '', name: 'Sara Ali', size: 34, color: 'brand', variant: 'filled' }],
  [
    'Avatar',
    {
      src: '/a.webp',
      alt: '',
      name: 'Sara',
      size: 34,
      color: 'brand',
      variant: 'filled',
      imageProps: { loading: 'lazy', decoding: 'async' },
    },
  ],
  [
    'Avatar',
    {
      src: null,
      alt: '',
      name: 'Sara',
      size: 80,
      radius: 40,
      color: 'brand',
      variant: 'filled',
      style: { flexShrink: 0 },
    },
  ],
  ['ThemeIcon', { size: 72, radius: 36, variant: 'light', color: 'red', 'aria-hidden': true }, 'i'],
  ['Button', { variant: 'light', leftSection: 'i' }, 'Clear filters'],
  [
    'TextInput',
    {
      id: 'q',
      type: 'search',
      name: 'search',
      value: '',
      onChange: () => {},
      placeholder: 'Search',
      radius: 'xl',
      size: 'md',
      leftSection: 'i',
      rightSectionWidth: 44,
      rightSection: 'b',
      'data-testid': 'header-search',
    },
  ],
  [
    'TextInput',
    { id: 'f', type: 'search', label: 'Search', leftSection: 'i', value: 'x', onChange: () => {} },
  ],
  [
    'SegmentedControl',
    {
      size: 'xs',
      value: 'latn',
      onChange: () => {},
      data: [
        { value: 'arab', label: '١٢٣' },
        { value: 'latn', label: '123' },
      ],
      'data-testid': 'digits-switch',
    },
  ],
  ['ThemeIcon', { size: 64, radius: 'xl', variant: 'light', color: 'gray' }, 'i'],
  ['Button', { loading: true }, 'Add'],
  ['Button', { size: 'md', h: 44, loading: false, disabled: true }, 'Add'],
  [
    'Button',
    {
      variant: 'default',
      size: 'sm',
      leftSection: 'i',
      rightSection: 'b',
      'aria-haspopup': 'dialog',
    },
    'Filters',
  ],
  ['Button', { size: 'xs', variant: 'white', color: 'red.9' }, 'Retry'],
  [
    'ActionIcon',
    { variant: 'default', size: 42, disabled: true, className: 'quantity-stepper__button' },
    '-',
  ],
  ['ActionIcon', { variant: 'default', size: 42, disabled: false }, '+'],
  ['Text', { fz: 'sm', lineClamp: 1, 'aria-current': 'page' }, 'Current'],
  ['Text', { c: 'var(--mantine-color-error)', fz: 'xs', mt: 4, role: 'alert' }, 'Error'],
  ['Group', { gap: 6, c: 'red.9' }],
  ['Group', { gap: 'xs', fz: 'sm' }],
  ['Stack', { gap: 4, miw: 0 }],
  ['Stack', { gap: 'xs', flex: 1 }],
  ['Anchor', { href: '/brand/1', fw: 700, fz: 'sm', tt: 'uppercase', lts: 0.5 }, 'Brand'],
  ['Skeleton', { height: 10, width: '40%' }],
  ['Skeleton', { radius: 'lg', style: { aspectRatio: '1 / 1' }, h: 'auto' }],
  ['Skeleton', { w: 96, h: 96, radius: 'lg' }],
  [
    'Breadcrumbs',
    { separator: 'S', separatorMargin: 6, fz: 'sm', className: 'crumbs' },
    [
      createElement(
        Kit.Anchor,
        { key: 'a', href: '/', fz: 'sm', c: 'dimmed', className: 'crumbs__link' },
        'Home',
      ),
      createElement(Kit.Text, { key: 'b', fz: 'sm', lineClamp: 1 }, 'Current'),
    ],
  ],
  [
    'NativeSelect',
    {
      name: 'sort',
      label: 'Sort',
      value: 'b',
      onChange: () => {},
      data: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      leftSection: 'I',
      size: 'sm',
      miw: 200,
      'data-testid': 'sort-select',
    },
  ],
  [
    'Pagination',
    { total: 10, value: 1, onChange: () => {}, siblings: 1, size: 'md', 'data-testid': 'p' },
  ],
  ['Pagination', { total: 10, value: 5, onChange: () => {}, siblings: 0, size: 'sm' }],
  [
    'Pagination',
    {
      total: 10,
      value: 10,
      onChange: () => {},
      siblings: 1,
      getControlProps: (c: string) => ({ 'aria-label': c }),
      getItemProps: (p: number) => ({ 'aria-label': `Page ${p}`, children: `#${p}` }),
    },
  ],
  ['Pagination', { total: 4, value: 2, onChange: () => {} }],
  ['Badge', { size: 'sm', circle: true, 'aria-hidden': true }, '2'],
  [
    'Grid',
    { gutter: { base: 'md', md: 'xl' } },
    [
      createElement(Kit.Grid.Col, {
        key: 'a',
        span: { base: 12, md: 3 },
        visibleFrom: 'md',
        children: 'a',
      }),
      createElement(Kit.Grid.Col, { key: 'b', span: { base: 12, md: 9 }, children: 'b' }),
    ],
  ],
  [
    'Grid',
    { gutter: { base: 'lg', md: 48 } },
    createElement(Kit.Grid.Col, { span: { base: 12, md: 6 }, children: 'a' }),
  ],
  [
    'Switch',
    { id: 'x-in', name: 'inStock', label: 'In stock', checked: false, onChange: () => {} },
  ],
  [
    'Switch',
    { id: 'x-d', name: 'hasDiscount', label: 'Discounted', checked: true, onChange: () => {} },
  ],
  ['Divider', {}],
  ['ThemeIcon', { variant: 'transparent', color: 'red.9', size: 'sm', 'aria-hidden': true }, 'i'],
  ['ThemeIcon', { variant: 'transparent', color: '#9a3412', size: 'sm' }, 'i'],
  ['ThemeIcon', { variant: 'transparent', color: 'brand.8', size: 'sm' }, 'i'],
  [
    'Input',
    {
      name: 'quantity',
      value: '2',
      onChange: () => {},
      w: 56,
      size: 'md',
      classNames: { input: 'quantity-stepper__input' },
      inputClassName: 'quantity-stepper__input',
      'data-testid': 'quantity',
    },
  ],
  [
    'Fieldset',
    {
      legend: 'Price',
      variant: 'unstyled',
      p: 0,
      classNames: { legend: 'filter-legend' },
      legendClassName: 'filter-legend',
    },
    'x',
  ],
  [
    'Input',
    {
      name: 'quantity',
      inputMode: 'numeric',
      value: '1',
      onChange: () => {},
      disabled: true,
      'aria-label': 'Quantity',
    },
  ],
  [
    'TextInput',
    {
      id: 'min',
      name: 'minPrice',
      label: 'Min',
      placeholder: '10',
      value: '',
      onChange: () => {},
      error: true,
      flex: 1,
    },
  ],
];

describe('the storefront kit', () => {
  it.each(CASES)('renders %s as the UI kit does (%o)', (name, props, children) => {
    expect(normalize(kit(name, props, children))).toEqual(
      normalize(mantine(name, props, children)),
    );
  });
});
