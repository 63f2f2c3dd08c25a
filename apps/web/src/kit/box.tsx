import {
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { color, fontSize, lineHeight, rem, spacing, type SizeName, type Spacing } from './tokens';

const idPart = (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, '');

/** A class name of this element's own, the same on the server and in the browser (`useId`). */
export const useGeneratedClass = () => `kit-${idPart(useId())}`;

/** An element id as the kit generates them (`mantine-…`), the same on the server and in the browser. */
export const useGeneratedId = () => `mantine-${idPart(useId())}`;

/** A value for every width, or per breakpoint from `base` up (as the kit's style props take). */
export type Responsive<T> = T | Partial<Record<'base' | SizeName, T>>;

/** The kit's breakpoints (its stylesheet's media queries use the same). */
const BREAKPOINTS: Record<SizeName, string> = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
};

/** The style props the storefront uses, in the kit's order, with how each value is written. */
const STYLE_PROPS = {
  m: ['margin', spacing],
  mt: ['margin-top', spacing],
  mb: ['margin-bottom', spacing],
  mx: ['margin-inline', spacing],
  p: ['padding', spacing],
  px: ['padding-inline', spacing],
  py: ['padding-block', spacing],
  c: ['color', (value: string) => color(value, { text: true })],
  fz: ['font-size', fontSize],
  fw: ['font-weight', String],
  lts: ['letter-spacing', rem],
  ta: ['text-align', String],
  lh: ['line-height', lineHeight],
  tt: ['text-transform', String],
  w: ['width', spacing],
  miw: ['min-width', spacing],
  maw: ['max-width', spacing],
  mih: ['min-height', spacing],
  h: ['height', spacing],
  flex: ['flex', String],
} as const satisfies Record<string, readonly [string, (value: never) => string | undefined]>;

type StyleName = keyof typeof STYLE_PROPS;
export type StyleProps = Partial<{
  [name in StyleName]: Responsive<Parameters<(typeof STYLE_PROPS)[name][1]>[0] | Spacing>;
}>;

const camel = (property: string) =>
  property.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const isPerBreakpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Splits style props from the others: plain values become the inline style, values per
 * breakpoint a class and its rules (one `<style>` beside the element, as the kit writes them, so
 * the server's page already has them).
 */
export function useStyleProps<P extends StyleProps>(props: P) {
  const generatedClass = useGeneratedClass();
  const style: Record<string, string> = {};
  const rules: Record<string, string[]> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!(key in STYLE_PROPS)) {
      rest[key] = value;
      continue;
    }
    if (value === undefined) continue;
    const [property, write] = STYLE_PROPS[key as StyleName] as readonly [
      string,
      (value: unknown) => string | undefined,
    ];
    if (!isPerBreakpoint(value)) {
      const written = write(value);
      if (written !== undefined) style[camel(property)] = written;
      continue;
    }
    for (const [breakpoint, part] of Object.entries(value)) {
      const written = write(part);
      if (written !== undefined) (rules[breakpoint] ??= []).push(`${property}:${written};`);
    }
  }
  const hasRules = Object.keys(rules).length > 0;
  const className = hasRules ? generatedClass : undefined;
  const styleTag = className ? responsiveCss(className, rules) : null;
  return { style, className, styleTag, rest: rest as Omit<P, StyleName> };
}

/** `rules` (declarations by breakpoint, `base` first) as the kit's inline `<style>`. */
export function responsiveCss(className: string, rules: Record<string, string[]>) {
  let css = rules.base ? `.${className}{${rules.base.join('')}}` : '';
  for (const breakpoint of Object.keys(BREAKPOINTS) as SizeName[]) {
    const list = rules[breakpoint];
    if (list)
      css += `@media(min-width: ${BREAKPOINTS[breakpoint]}){.${className}{${list.join('')}}}`;
  }
  return <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: css }} />;
}

/** Joins class names, leaving out empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

export type BoxProps<C extends ElementType = 'div'> = StyleProps & {
  component?: C;
  className?: string;
  /** Hidden from this breakpoint up (the kit's global classes). */
  hiddenFrom?: SizeName;
  /** Shown only from this breakpoint up. */
  visibleFrom?: SizeName;
  style?: CSSProperties & Record<`--${string}`, string | undefined>;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<C>, 'component' | 'className' | 'style' | 'color'>;

/**
 * An element with the kit's classes (`classes`), its CSS variables (`vars`) and the style props.
 * What every part of this folder renders through.
 */
export function KitBox<C extends ElementType = 'div'>({
  classes,
  vars,
  ...props
}: BoxProps<C> & { classes: string; vars?: Record<string, string | undefined> }) {
  const { style, className, styleTag, rest } = useStyleProps(props);
  const {
    component,
    className: own,
    style: ownStyle,
    hiddenFrom,
    visibleFrom,
    ...others
  } = rest as BoxProps<ElementType>;
  const Component: ElementType = component ?? 'div';
  const definedVars = Object.fromEntries(
    Object.entries(vars ?? {}).filter(([, value]) => value !== undefined),
  );
  const element = (
    <Component
      style={{ ...definedVars, ...style, ...ownStyle }}
      className={cx(
        own,
        classes,
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
        visibleFrom && `mantine-visible-from-${visibleFrom}`,
        className,
      )}
      {...others}
    />
  );
  return styleTag ? (
    <>
      {styleTag}
      {element}
    </>
  ) : (
    element
  );
}

/** `KitBox` for this folder's parts, which have typed their own props already. */
export const RenderBox = KitBox as unknown as (props: {
  classes: string;
  vars?: Record<string, string | undefined>;
  [prop: string]: unknown;
}) => ReactElement;
