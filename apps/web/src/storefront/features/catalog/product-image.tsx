import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { responsiveImage } from '../../../lib/image-srcset';
import './catalog.css';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  /** The rendered width per layout, so the browser picks the 320, 800 or 1600 px file. */
  sizes: string;
  /**
   * When the picture loads. `lazy` (lists): when it nears the screen. `eager`: with the page (a
   * list's first row, on screen at once). `first`: with the page and before everything else the
   * page shows, decoded at once: the page's largest picture (a product's cover, a list's first
   * cards), which is what a phone's first screen waits for.
   */
  loading?: 'lazy' | 'eager' | 'first';
}

/** A product picture in its stored sizes, or a neutral placeholder when it has none. */
export function ProductImage({ url, alt, sizes, loading = 'lazy' }: ProductImageProps) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <div
        className="product-media-placeholder"
        role="img"
        aria-label={alt || t('shop.card.noImage')}
      >
        <IconPhoto size={40} stroke={1.3} aria-hidden />
      </div>
    );
  }
  const { src, srcSet } = responsiveImage(url);
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : 'auto'}
      decoding={loading === 'first' ? 'sync' : 'async'}
      width={800}
      height={800}
    />
  );
}
