import type { ElementType } from 'react';
import { RenderBox, type BoxProps } from './box';

type TextProps<C extends ElementType> = BoxProps<C> & {
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** At most this many lines, the last cut with an ellipsis. */
  lineClamp?: number;
};

/** A paragraph (`<p>` unless `component` says otherwise) in the body's type. */
export function Text<C extends ElementType = 'p'>({
  truncate,
  lineClamp,
  component,
  ...props
}: TextProps<C>) {
  return (
    <RenderBox
      {...props}
      component={component ?? 'p'}
      classes="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      vars={{ '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp) }}
      data-truncate={truncate ? 'end' : undefined}
      data-line-clamp={lineClamp === undefined ? undefined : true}
    />
  );
}

/** A heading of level `order`, sized by the theme's heading of that level. */
export function Title<C extends ElementType = 'h1'>({
  order = 1,
  ...props
}: BoxProps<C> & { order?: 1 | 2 | 3 | 4 | 5 | 6 }) {
  return (
    <RenderBox
      component={`h${order}`}
      {...props}
      classes="m_8a5d1357 mantine-Title-root"
      vars={{
        '--title-fw': `var(--mantine-h${order}-font-weight)`,
        '--title-lh': `var(--mantine-h${order}-line-height)`,
        '--title-fz': `var(--mantine-h${order}-font-size)`,
      }}
      data-order={order}
    />
  );
}

/** A text link in the brand colour, underlined on hover. */
export function Anchor<C extends ElementType = 'a'>({ component, ...props }: BoxProps<C>) {
  return (
    <RenderBox
      {...props}
      component={component ?? 'a'}
      classes="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-underline="hover"
    />
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden<C extends ElementType = 'span'>({
  component,
  ...props
}: BoxProps<C>) {
  return (
    <RenderBox
      {...props}
      component={component ?? 'span'}
      classes="m_515a97f8 mantine-VisuallyHidden-root"
    />
  );
}
