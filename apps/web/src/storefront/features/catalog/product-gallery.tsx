import { UnstyledButton } from '../../../kit';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ProductImage } from './product-image';
import './product-page.css';

interface ProductGalleryProps {
  images: string[];
  name: string;
}

/** Full width on phones and tablets, half of the page's container beside the details on desktops. */
const COVER_SIZES = '(max-width: 61.99em) 100vw, 600px';

/**
 * The cover picture and, when there are several, a row of thumbnails to choose from. The
 * thumbnails are buttons (Tab, Enter); the arrow keys, Home and End also move between them,
 * following the reading direction.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const index = Math.min(selected, Math.max(0, count - 1));

  function choose(next: number) {
    const wrapped = (next + count) % count;
    setSelected(wrapped);
    thumbs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [back]: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  }

  return (
    <section aria-label={t('shop.gallery.label')} className="gallery">
      <div className="gallery__cover" data-testid="gallery-cover">
        <ProductImage
          url={images[index]}
          alt={
            count > 1
              ? t('shop.gallery.image', {
                  name,
                  index: format.number(index + 1),
                  count: format.number(count),
                })
              : name
          }
          sizes={COVER_SIZES}
          loading="first"
        />
      </div>
      {count > 1 && (
        <div
          className="gallery__thumbs"
          role="group"
          aria-label={t('shop.gallery.thumbnails')}
          onKeyDown={onKeyDown}
        >
          {images.map((url, position) => (
            <UnstyledButton
              key={url}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              className="gallery__thumb"
              aria-label={t('shop.gallery.show', {
                index: format.number(position + 1),
                count: format.number(count),
              })}
              aria-pressed={position === index}
              onClick={() => setSelected(position)}
              data-testid="gallery-thumb"
            >
              <img src={thumbnailUrl(url) ?? url} alt="" width={72} height={72} loading="lazy" />
            </UnstyledButton>
          ))}
        </div>
      )}
    </section>
  );
}
