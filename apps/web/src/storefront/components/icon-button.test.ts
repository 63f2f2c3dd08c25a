import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconButton, iconButtonLook } from './icon-button';

const render = (props: Parameters<typeof IconButton>[0]) =>
  renderToStaticMarkup(createElement(IconButton, props, 'icon'));

describe('icon button', () => {
  it('is a plain button with its look in data attributes and its size in rem', () => {
    const html = render({ variant: 'white', size: 36, round: true, 'aria-label': 'Save' });
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('aria-label="Save"');
    expect(html).toContain('data-variant="white"');
    expect(html).toContain('data-round="true"');
    expect(html).toContain('--icon-button-size:2.25rem');
    expect(html).not.toContain('data-loading');
    expect(html).not.toContain('icon-button__spinner');
  });

  it('takes no clicks and shows a spinner while loading', () => {
    const html = render({ variant: 'light', size: 36, loading: true });
    expect(html).toMatch(/\sdisabled(=""|[\s>])/);
    expect(html).toContain('data-loading="true"');
    expect(html).toMatch(/<span (?=[^>]*class="icon-button__spinner")(?=[^>]*aria-hidden="true")/);
  });

  it('keeps the caller’s class and lends its look to a link', () => {
    const look = iconButtonLook({ variant: 'light', size: 42 }, 'quick-add');
    expect(look.className).toBe('icon-button mantine-focus-auto mantine-active quick-add');
    expect(look['data-round']).toBeUndefined();
    expect(look.style).toEqual({ '--icon-button-size': '2.625rem' });
  });
});
