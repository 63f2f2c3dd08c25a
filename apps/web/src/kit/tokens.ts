/**
 * The UI kit's design tokens as its stylesheet names them: a size name becomes the matching CSS
 * variable, a number of pixels becomes scaled rem, as the kit's own resolvers write them, so the
 * same props give the same inline styles and the kit's CSS applies unchanged.
 */
export type SizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Spacing = SizeName | number | string;

const SIZE_NAMES = new Set<string>(['xs', 'sm', 'md', 'lg', 'xl']);
// The theme's colours (Mantine's own and the brand): a name without a shade means its text shade.
const THEME_COLORS = new Set([
  'brand',
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'green',
  'lime',
  'yellow',
  'orange',
  'teal',
]);

/** A colour of the theme (`brand`, `red`…), as opposed to a CSS colour. */
export const isThemeColor = (name: string) => THEME_COLORS.has(name);

const isSizeName = (value: unknown): value is SizeName =>
  typeof value === 'string' && SIZE_NAMES.has(value);

/** Pixels as rem that follows the kit's scale: 16 → `calc(1rem * var(--mantine-scale))`. */
export function rem(value: number | string): string {
  if (typeof value === 'string') return value;
  return value === 0 ? '0rem' : `calc(${value / 16}rem * var(--mantine-scale))`;
}

/** A size name as the variable `--<prefix>-<name>`, anything else in rem. */
function sized(prefix: string, value: Spacing | undefined): string | undefined {
  if (value === undefined) return undefined;
  return isSizeName(value) ? `var(--${prefix}-${value})` : rem(value);
}

export const spacing = (value: Spacing | undefined) => sized('mantine-spacing', value);
export const radius = (value: Spacing | undefined) =>
  value === undefined ? 'var(--mantine-radius-default)' : sized('mantine-radius', value);

/** Font sizes also take the headings' names (`h3`): that heading's size. */
export function fontSize(value: Spacing | undefined): string | undefined {
  if (typeof value === 'string' && /^h[1-6]$/.test(value))
    return `var(--mantine-${value}-font-size)`;
  return sized('mantine-font-size', value);
}

export function lineHeight(value: SizeName | number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return isSizeName(value) ? `var(--mantine-line-height-${value})` : String(value);
}

/**
 * A colour prop: `dimmed`, `white`, a theme colour with a shade (`brand.8`) as its variable, a
 * theme colour alone as its text shade (for `c`) or filled shade, any other CSS colour as it is.
 */
export function color(value: string, { text = false } = {}): string {
  if (value === 'dimmed' || value === 'bright' || value === 'white' || value === 'black') {
    return `var(--mantine-color-${value})`;
  }
  const [name, shade] = value.split('.');
  if (!isThemeColor(name!)) return value;
  if (shade !== undefined) return `var(--mantine-color-${name}-${shade})`;
  return text ? `var(--mantine-color-${name}-text)` : `var(--mantine-color-${name}-filled)`;
}
