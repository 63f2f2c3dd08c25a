import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { ThemeVariables } from './theme-variables';

const styleOf = (html: string) =>
  /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? null;

describe('theme variables', () => {
  it('writes exactly the variables Mantine’s provider would write for the theme', () => {
    const fromMantine = styleOf(
      renderToStaticMarkup(
        createElement(MantineProvider, { theme, cssVariablesResolver }, createElement('div')),
      ),
    );
    const ours = styleOf(renderToStaticMarkup(createElement(ThemeVariables)));
    expect(fromMantine).toBeTruthy();
    expect(ours).toBe(fromMantine);
  });
});
