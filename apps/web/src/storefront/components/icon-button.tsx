import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties } from 'react';
import { Link } from 'react-router';
import './icon-button.css';

/**
 * How an icon button looks: `light` (the brand's pale fill: a card's bag), `white` (a card's heart
 * over its picture), `default` (outlined: the product page's heart), `subtle` (no fill until
 * hovered: the header's wishlist and cart) or `on-brand` (a darker green on the brand's green: the
 * footer's social links).
 */
export type IconButtonVariant = 'light' | 'white' | 'default' | 'subtle' | 'on-brand';

interface IconButtonLook {
  variant: IconButtonVariant;
  /** Width and height in px (scaled with the reader's font size). */
  size: number;
  /** A circle rather than the theme's rounded square. */
  round?: boolean;
}

/**
 * The attributes that draw an icon button (icon-button.css), for a `<button>` or a link. Plain
 * elements rather than the UI kit's ActionIcon: a product list draws two per card, and the kit
 * resolves its theme, style props and class names for each one while a phone hydrates the page.
 */
export function iconButtonLook({ variant, size, round = false }: IconButtonLook, className = '') {
  return {
    className: `icon-button mantine-focus-auto mantine-active ${className}`.trim(),
    'data-variant': variant,
    'data-round': round || undefined,
    style: { '--icon-button-size': `${size / 16}rem` } as CSSProperties,
  };
}

interface IconButtonProps extends IconButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner in place of the icon; the button takes no clicks meanwhile. */
  loading?: boolean;
}

/** A button that shows only an icon: give it an `aria-label`. */
export function IconButton({
  variant,
  size,
  round,
  loading = false,
  className,
  disabled,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      {...iconButtonLook({ variant, size, round }, className)}
      disabled={disabled || loading}
      data-loading={loading || undefined}
    >
      <span className="icon-button__icon">{children}</span>
      {loading && <span className="icon-button__spinner" aria-hidden="true" />}
    </button>
  );
}

type IconLinkProps = IconButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A link that looks like an icon button: `to` for a page of the shop (the router's link), `href`
 * for an address elsewhere. Give it an `aria-label`.
 */
export function IconLink({ variant, size, round, className, children, ...rest }: IconLinkProps) {
  const look = iconButtonLook({ variant, size, round }, className);
  const icon = <span className="icon-button__icon">{children}</span>;
  if (rest.to !== undefined) {
    const { to, ...attributes } = rest;
    return (
      <Link to={to} {...attributes} {...look}>
        {icon}
      </Link>
    );
  }
  return (
    <a {...rest} {...look}>
      {icon}
    </a>
  );
}
