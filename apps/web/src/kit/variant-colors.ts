import { isThemeColor, rem } from './tokens';

export type Variant =
  'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'white' | 'transparent';

interface VariantColors {
  background: string;
  hover: string;
  color: string;
  border: string;
}

const TRANSPARENT_BORDER = `${rem(1)} solid transparent`;
// The kit computes these from the colour for colours outside the theme; the shop uses only white.
const WHITE = { filled: 'rgba(0, 0, 0, 1)', outline: 'rgba(0, 0, 0, 0.05)' };
// The kit's white variant hovers a shade darker than white.
const WHITE_HOVER = 'rgba(252, 252, 252, 1)';

/**
 * A button's colours for a variant and a colour, as the kit's default resolver writes them (the
 * variables its stylesheet reads: background, hover, text, border). `color` is a theme colour
 * (`brand`), a shade of one (`red.9`: with the white and transparent variants), `white`, or a CSS
 * colour (with the transparent variant).
 */
export function variantColors(variant: Variant, color: string): VariantColors {
  if (variant === 'default') {
    return {
      background: 'var(--mantine-color-default)',
      hover: 'var(--mantine-color-default-hover)',
      color: 'var(--mantine-color-default-color)',
      border: `${rem(1)} solid var(--mantine-color-default-border)`,
    };
  }
  const [name = color, shade] = color.split('.');
  const isTheme = isThemeColor(name);
  if (variant === 'transparent') {
    const text = !isTheme
      ? color
      : shade === undefined
        ? `var(--mantine-color-${name}-light-color)`
        : `var(--mantine-color-${name}-${Math.min(Number(shade), 6)})`;
    return {
      background: 'transparent',
      hover: 'transparent',
      color: text,
      border: TRANSPARENT_BORDER,
    };
  }
  if (variant === 'white') {
    const text =
      shade === undefined
        ? `var(--mantine-color-${name}-filled)`
        : `var(--mantine-color-${name}-${shade})`;
    return {
      background: 'var(--mantine-color-white)',
      hover: WHITE_HOVER,
      color: text,
      border: TRANSPARENT_BORDER,
    };
  }
  if (color === 'white') {
    if (variant === 'outline') {
      return {
        background: 'transparent',
        hover: WHITE.outline,
        color: 'white',
        border: `${rem(1)} solid white`,
      };
    }
    return {
      background: 'white',
      hover: WHITE.filled,
      color: 'var(--mantine-color-white)',
      border: TRANSPARENT_BORDER,
    };
  }
  const part = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  switch (variant) {
    case 'filled':
      return {
        background: part('filled'),
        hover: part('filled-hover'),
        color: 'var(--mantine-color-white)',
        border: TRANSPARENT_BORDER,
      };
    case 'light':
      return {
        background: part('light'),
        hover: part('light-hover'),
        color: part('light-color'),
        border: TRANSPARENT_BORDER,
      };
    case 'outline':
      return {
        background: 'transparent',
        hover: part('outline-hover'),
        color: part('outline'),
        border: `${rem(1)} solid ${part('outline')}`,
      };
    case 'subtle':
      return {
        background: 'transparent',
        hover: part('light-hover'),
        color: part('light-color'),
        border: TRANSPARENT_BORDER,
      };
  }
}

/**
 * The variables of a button-like part (`prefix` `button`, `ai`, …): all four once a variant or a
 * colour is chosen; for the primary filled look only the text colour (the stylesheet has the rest).
 */
export function variantVars(
  prefix: string,
  variant: Variant | undefined,
  color: string | undefined,
) {
  const colors = variantColors(variant ?? 'filled', color ?? 'brand');
  if (!variant && !color) return { [`--${prefix}-color`]: colors.color };
  return {
    [`--${prefix}-bg`]: colors.background,
    [`--${prefix}-hover`]: colors.hover,
    [`--${prefix}-color`]: colors.color,
    [`--${prefix}-bd`]: colors.border,
  };
}
