/** Widths the API stores for every uploaded image (`<name>-320.webp`, `-800.webp`, `-1600.webp`). */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;

const SIZED_NAME = /-(320|800|1600)\.webp$/;

export interface ResponsiveImage {
  src: string;
  /** Empty when the URL does not follow the sized-name pattern (external or legacy images). */
  srcSet: string;
}

/**
 * Builds `src` and `srcset` from one stored image URL. `src` is the 800 px variant, a sensible
 * default for browsers that ignore srcset. Originals smaller than a width are stored unenlarged
 * under the same name, so listing every width is always safe.
 */
export function responsiveImage(url: string): ResponsiveImage {
  if (!SIZED_NAME.test(url)) return { src: url, srcSet: '' };
  const variant = (width: number) => url.replace(SIZED_NAME, `-${width}.webp`);
  return {
    src: variant(800),
    srcSet: IMAGE_WIDTHS.map((width) => `${variant(width)} ${width}w`).join(', '),
  };
}

/** The smallest stored variant, for avatars and thumbnails that never need more than 320 px. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return SIZED_NAME.test(url) ? url.replace(SIZED_NAME, '-320.webp') : url;
}

/** The largest stored variant, for link previews (og:image) that are shown large. */
export function largeImageUrl(url: string): string {
  return SIZED_NAME.test(url) ? url.replace(SIZED_NAME, '-1600.webp') : url;
}
