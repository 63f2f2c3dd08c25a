import type { ElementType } from 'react';
import { RenderBox, responsiveCss, useGeneratedClass, type BoxProps, type Responsive } from './box';
import { radius as radiusOf, spacing, type SizeName, type Spacing } from './tokens';

type Align = 'stretch' | 'center' | 'flex-start' | 'flex-end' | 'baseline';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';

/** Children one under another, `gap` apart. */
export function Stack<C extends ElementType = 'div'>({
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  ...props
}: BoxProps<C> & { gap?: Spacing; align?: Align; justify?: Justify }) {
  return (
    <RenderBox
      {...props}
      classes="m_6d731127 mantine-Stack-root"
      vars={{ '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': justify }}
    />
  );
}

/** Children side by side, wrapping unless told not to. */
export function Group<C extends ElementType = 'div'>({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  ...props
}: BoxProps<C> & { gap?: Spacing; align?: Align; justify?: Justify; wrap?: 'wrap' | 'nowrap' }) {
  return (
    <RenderBox
      {...props}
      classes="m_4081bf90 mantine-Group-root"
      vars={{
        '--group-gap': spacing(gap),
        '--group-align': align,
        '--group-justify': justify,
        '--group-wrap': wrap,
      }}
    />
  );
}

/** Equal columns, their number per breakpoint; `spacing` both ways. */
export function SimpleGrid<C extends ElementType = 'div'>({
  cols = 1,
  spacing: gap = 'md',
  className,
  ...props
}: BoxProps<C> & { cols?: Responsive<number>; spacing?: Spacing }) {
  const gridClass = useGeneratedClass();
  const perBreakpoint = typeof cols === 'number' ? { base: cols } : cols;
  const rules: Record<string, string[]> = {
    base: [`--sg-spacing-x:${spacing(gap)};`, `--sg-spacing-y:${spacing(gap)};`],
  };
  for (const [breakpoint, count] of Object.entries(perBreakpoint)) {
    (rules[breakpoint] ??= []).push(`--sg-cols:${count};`);
  }
  return (
    <>
      {responsiveCss(gridClass, rules)}
      <RenderBox
        {...props}
        className={[className, gridClass].filter(Boolean).join(' ')}
        classes="m_2415a157 mantine-SimpleGrid-root"
      />
    </>
  );
}

/** A surface: optional border, radius and padding. */
export function Paper<C extends ElementType = 'div'>({
  // The theme's default for every Paper.
  radius = 'lg',
  withBorder,
  ...props
}: BoxProps<C> & { radius?: Spacing; withBorder?: boolean }) {
  return (
    <RenderBox
      {...props}
      classes="m_1b7284a3 mantine-Paper-root"
      vars={{ '--paper-radius': radiusOf(radius) }}
      data-with-border={withBorder || undefined}
    />
  );
}

/** An element with style props and no look of its own. */
export function Box<C extends ElementType = 'div'>(props: BoxProps<C>) {
  return <RenderBox {...props} classes="" />;
}

/** The page's centred column, at most the theme's container width for `size`. */
export function Container<C extends ElementType = 'div'>({
  size = 'md',
  ...props
}: BoxProps<C> & { size?: SizeName }) {
  return (
    <RenderBox
      {...props}
      classes="m_7485cace mantine-Container-root"
      vars={{ '--container-size': `var(--container-size-${size})` }}
      data-size={size}
      data-strategy="block"
    />
  );
}

/** Its content centred both ways. */
export function Center<C extends ElementType = 'div'>(props: BoxProps<C>) {
  return <RenderBox {...props} classes="m_4451eb3a mantine-Center-root" />;
}

/** A horizontal rule. */
export function Divider() {
  return (
    <div
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
    />
  );
}
