import { useEffect, useState, type ElementType, type ImgHTMLAttributes } from 'react';
import { RenderBox, type BoxProps } from './box';
import { radius as radiusOf, rem, type SizeName } from './tokens';
import { variantVars, type Variant } from './variant-colors';

/** An image with the theme's radius and how it fills its box. */
export function Image({
  radius,
  fit,
  ...props
}: BoxProps<'img'> & { radius?: SizeName | number; fit?: 'cover' | 'contain' }) {
  return (
    <RenderBox
      {...props}
      component="img"
      classes="m_9e117634 mantine-Image-root"
      vars={{
        '--image-radius': radius === undefined ? undefined : radiusOf(radius),
        '--image-object-fit': fit,
      }}
    />
  );
}

/** A shimmering placeholder the size of what is loading. */
export function Skeleton<C extends ElementType = 'div'>({
  radius,
  height,
  width,
  ...props
}: BoxProps<C> & { radius?: SizeName | number; height?: number; width?: string }) {
  return (
    <RenderBox
      {...props}
      classes="m_18320242 mantine-Skeleton-root"
      vars={{
        '--skeleton-height': height === undefined ? undefined : rem(height),
        '--skeleton-width': width,
        '--skeleton-radius': radius === undefined ? undefined : radiusOf(radius),
      }}
      data-visible="true"
      data-animate="true"
    />
  );
}

/** The theme's spinning loader. */
export function Loader({ size, ...props }: BoxProps<'span'> & { size?: SizeName }) {
  return (
    <RenderBox
      {...props}
      component="span"
      classes="m_b34414df m_5ae2e3c mantine-Loader-root"
      vars={{ '--loader-size': size && `var(--loader-size-${size})` }}
      data-size={size}
    />
  );
}

/** A name's initials as the kit writes them: the first letters of two words, or two letters. */
const initialsOf = (name: string) => {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
};

/** A round picture of a person, or their initials when there is none (or it fails to load). */
export function Avatar({
  src,
  alt,
  name,
  size,
  radius,
  imageProps,
  color: _color,
  variant: _variant,
  ...props
}: BoxProps & {
  /** The only look the shop uses (the kit's per-name colours are too light for AA contrast). */
  color?: 'brand';
  variant?: 'filled';
  src: string | null | undefined;
  alt: string;
  name: string;
  size: number;
  radius?: SizeName | number;
  imageProps?: ImgHTMLAttributes<HTMLImageElement>;
}) {
  const [failed, setFailed] = useState(!src);
  const { '--avatar-hover': _hover, ...colors } = variantVars('avatar', 'filled', 'brand');
  useEffect(() => setFailed(!src), [src]);
  return (
    <RenderBox
      {...props}
      classes="m_f85678b6 mantine-Avatar-root"
      vars={{
        '--avatar-size': rem(size),
        '--avatar-radius': radius === undefined ? undefined : radiusOf(radius),
        ...colors,
      }}
      data-variant="filled"
    >
      {failed || !src ? (
        <span className="m_104cd71f mantine-Avatar-placeholder" title={alt}>
          {initialsOf(name)}
        </span>
      ) : (
        <img
          {...imageProps}
          className="m_11f8ac07 mantine-Avatar-image"
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
        />
      )}
    </RenderBox>
  );
}

/** An icon on a tinted square or circle. */
export function ThemeIcon({
  size,
  radius,
  variant = 'filled',
  color = 'brand',
  ...props
}: BoxProps & {
  size?: SizeName | number;
  radius?: SizeName | number;
  variant?: Variant;
  color?: string;
}) {
  // A theme icon has no hover.
  const { '--ti-hover': _hover, ...colors } = variantVars('ti', variant, color);
  return (
    <RenderBox
      {...props}
      classes="m_7341320d mantine-ThemeIcon-root"
      vars={{
        '--ti-size':
          size === undefined
            ? undefined
            : typeof size === 'number'
              ? rem(size)
              : `var(--ti-size-${size})`,
        '--ti-radius': radius === undefined ? undefined : radiusOf(radius),
        ...colors,
      }}
      data-variant={variant}
      data-size={typeof size === 'string' ? size : undefined}
      // The kit passes these two on to the element as well.
      radius={radius}
      color={color}
    />
  );
}

/** A small pill with a count or a word; `circle` for one or two characters. */
export function Badge({
  size = 'md',
  circle,
  children,
  ...props
}: BoxProps & { size?: SizeName; circle?: boolean }) {
  return (
    <RenderBox
      {...props}
      classes="m_347db0ec mantine-Badge-root"
      vars={{
        '--badge-height': `var(--badge-height-${size})`,
        '--badge-padding-x': `var(--badge-padding-x-${size})`,
        '--badge-fz': `var(--badge-fz-${size})`,
      }}
      data-size={size}
      data-circle={circle || undefined}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </RenderBox>
  );
}
