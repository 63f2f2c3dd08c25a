import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { responsiveImage } from '../../../lib/image-srcset';
import './catalog.css';

interface ProductImageProps {
  url: string | undefined;
  alt: string;
  /** The rendered width per layout, so the browser picks the 320, 800 or 1600 px file. */
  sizes: string;
  /** The product page's cover loads at once; list images wait until they are near the screen. */
  eager?: boolean;
}

/** A product picture in its stored sizes, or a neutral placeholder when it has none. */
export function ProductImage({ url, alt, sizes, eager = false }: ProductImageProps) {
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
      loading={eager ? 'eager' : 'lazy'}
      // The eager picture is the page's largest (a product's cover): fetched before the rest.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      width={800}
      height={800}
    />
  );
}
