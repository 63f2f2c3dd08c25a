import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type VariableGroup = keyof ConvertCSSVariablesInput;
const GROUPS: VariableGroup[] = ['variables', 'light', 'dark'];

/**
 * The theme's CSS variables beyond Mantine's defaults (which its base stylesheet already sets),
 * as Mantine's provider would write them, but computed once per process: the provider computes
 * them on every render, and a server-rendered page renders two or three times.
 */
function themeCss(): string {
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

let css: string | undefined;

/** Rendered first inside the Mantine provider, which is told not to write its own. */
export function ThemeVariables() {
  css ??= themeCss();
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />;
}
