import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type VariableGroup = keyof ConvertCSSVariablesInput;
const GROUPS: VariableGroup[] = ['variables', 'light', 'dark'];

/**
 * The theme's CSS variables beyond Mantine's defaults (which its base stylesheet already sets),
 * as Mantine's provider would write them into the page.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const changed = { variables: {}, light: {}, dark: {} } as ConvertCSSVariablesInput;
  for (const group of GROUPS) {
    const values = { ...ours[group], ...extra[group] };
    for (const [key, value] of Object.entries(values)) {
      if (defaults[group][key as keyof (typeof defaults)[typeof group]] !== value) {
        (changed[group] as Record<string, string>)[key] = value;
      }
    }
  }
  return convertCssVariables(changed);
}

/**
 * The `hiddenFrom` / `visibleFrom` classes per breakpoint, as Mantine's provider writes them
 * (its MantineClasses).
 */
export function breakpointClassesCss(): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return keys(breakpoints)
    .map((breakpoint) => {
      const width = px(breakpoints[breakpoint]) as number;
      return `@media (max-width: ${em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
}

/**
 * Everything Mantine's provider would add to the page, computed when the app is built
 * (build/theme-css.ts) rather than in every page's script: the storefront's first load carries no
 * provider ([decision 027](../../../../docs/decisions/027-storefront-kit-markup.md)).
 */
export const themeCss = () => `${themeVariablesCss()}\n${breakpointClassesCss()}\n`;
