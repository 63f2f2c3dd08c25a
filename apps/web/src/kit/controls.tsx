import type { CSSProperties, ElementType, ReactNode } from 'react';
import { cx, RenderBox, type BoxProps } from './box';
import { radius as radiusOf, rem, type SizeName } from './tokens';
import { variantVars, type Variant } from './variant-colors';

/** Where the kit's loading button puts its spinner (its transition's entered state). */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

/** A pressable part's classes: the focus ring, the press effect while it takes clicks, its root. */
const pressable = (root: string, active: boolean) =>
  cx(
    'mantine-focus-auto',
    active && 'mantine-active',
    root,
    'm_87cf2631 mantine-UnstyledButton-root',
  );

/** A `type="button"` button when it is a `<button>`. */
const buttonType = (component: ElementType | undefined, type: unknown) =>
  type ?? ((component ?? 'button') === 'button' ? 'button' : undefined);

/** A button (or link) without any look of its own, focusable with the kit's focus ring. */
export function UnstyledButton<C extends ElementType = 'button'>({
  component,
  type,
  ...props
}: BoxProps<C> & { type?: string }) {
  return (
    <RenderBox
      {...props}
      component={component ?? 'button'}
      type={buttonType(component, type)}
      classes="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
    />
  );
}

type ButtonSize = SizeName | `compact-${SizeName}`;

interface ButtonLook {
  variant?: Variant;
  /** A theme colour (`brand`, `gray`…) or `white`. */
  color?: string;
  radius?: SizeName | number;
}

/** The theme's button: label with optional sections (icons) before and after it. */
export function Button<C extends ElementType = 'button'>({
  component,
  type,
  variant,
  color,
  size,
  // The theme gives every button the medium radius.
  radius = 'md',
  leftSection,
  rightSection,
  loading,
  disabled,
  children,
  ...props
}: BoxProps<C> &
  ButtonLook & {
    type?: string;
    size?: ButtonSize;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
    /** Shows a spinner over the label and takes no clicks. */
    loading?: boolean;
    disabled?: boolean;
  }) {
  const fontSize = size && `var(--mantine-font-size-${size.replace('compact-', '')})`;
  return (
    <RenderBox
      {...props}
      component={component ?? 'button'}
      type={buttonType(component, type)}
      classes={pressable('m_77c9d27d mantine-Button-root', !disabled && !loading)}
      vars={{
        '--button-height': size && `var(--button-height-${size})`,
        '--button-padding-x': size && `var(--button-padding-x-${size})`,
        '--button-fz': fontSize,
        '--button-radius': radiusOf(radius),
        ...variantVars('button', variant, color),
      }}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      data-disabled={(disabled && !loading) || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
    >
      {loading && (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection && (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </RenderBox>
  );
}

/** A square (or round) button holding one icon. */
export function ActionIcon<C extends ElementType = 'button'>({
  component,
  type,
  variant,
  color,
  size,
  radius,
  disabled,
  children,
  ...props
}: BoxProps<C> & ButtonLook & { type?: string; size?: number; disabled?: boolean }) {
  return (
    <RenderBox
      {...props}
      component={component ?? 'button'}
      type={buttonType(component, type)}
      classes={pressable('m_8d3f4000 mantine-ActionIcon-root', !disabled)}
      vars={{
        '--ai-size': size === undefined ? undefined : rem(size),
        '--ai-radius': radius === undefined ? undefined : radiusOf(radius),
        ...variantVars('ai', variant, color),
      }}
      data-variant={variant}
      data-disabled={disabled || undefined}
      disabled={disabled}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </RenderBox>
  );
}

/** The three-line menu button; its lines turn into a cross while `opened`. */
export function Burger({
  opened,
  size = 'md',
  ...props
}: BoxProps<'button'> & { opened: boolean; size?: SizeName }) {
  return (
    <RenderBox
      {...props}
      component="button"
      type="button"
      classes="mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root"
      vars={{ '--burger-size': `var(--burger-size-${size})` }}
      data-size={size}
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </RenderBox>
  );
}
