import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { breakpointClassesCss, themeVariablesCss } from './theme-css';

const styleOf = (html: string, kind: string) =>
  new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? null;

const fromProvider = renderToStaticMarkup(
  createElement(MantineProvider, { theme, cssVariablesResolver }, createElement('div')),
);

describe('theme CSS', () => {
  it('writes exactly the variables Mantine’s provider would write for the theme', () => {
    const expected = styleOf(fromProvider, 'true');
    expect(expected).toBeTruthy();
    expect(themeVariablesCss()).toBe(expected);
  });

  it('writes exactly the breakpoint classes Mantine’s provider would write', () => {
    const expected = styleOf(fromProvider, 'classes');
    expect(expected).toBeTruthy();
    expect(breakpointClassesCss()).toBe(expected);
  });
});
