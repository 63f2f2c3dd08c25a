import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Emerald brand palette. Shade 6 is the filled/anchor shade and is dark enough for white text
 * and for links on white to pass WCAG AA (5.1:1); Mantine's stock teal.6 does not (2.6:1).
 */
const brand: MantineColorsTuple = [
  '#e6f7f1',
  '#c3ebdc',
  '#9bdcc4',
  '#6fcdab',
  '#46bf94',
  '#22a87c',
  '#0b7d5c',
  '#096b4f',
  '#075a42',
  '#044532',
];

const fontFamily =
  "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Mantine's light greys for secondary text, placeholders and errors are below 4.5:1 on white. Its
 * "light" variants (badges, active nav links) put shade 6 text on a 10% tint of itself, 4.49:1 —
 * just under AA — so they use shade 8 text instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#55606a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-8)',
  },
  dark: {},
});
