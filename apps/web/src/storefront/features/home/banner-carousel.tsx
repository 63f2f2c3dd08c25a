import type { PublicSliderImage } from '@dukkan/contracts';
import { ActionIcon } from '../../../kit';
import {
  IconArrowLeft,
  IconArrowRight,
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { responsiveImage } from '../../../lib/image-srcset';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useCarousel } from './use-carousel';
import './banner-carousel.css';

/** The carousel spans the page container: full width on phones, at most the 1320 px layout. */
const SIZES = '(min-width: 1320px) 1288px, calc(100vw - 32px)';

function SlideLink({ linkUrl, children }: { linkUrl: string | null; children: ReactNode }) {
  if (!linkUrl) return <div className="banner-carousel__link">{children}</div>;
  // Shop paths stay inside the app (no reload); the API only stores "/…" or http(s) links.
  if (linkUrl.startsWith('/')) {
    return (
      <Link to={linkUrl} className="banner-carousel__link">
        {children}
      </Link>
    );
  }
  return (
    <a href={linkUrl} className="banner-carousel__link" rel="noopener noreferrer">
      {children}
    </a>
  );
}

interface BannerCarouselProps {
  images: PublicSliderImage[];
}

/**
 * The home page's banners: one slide at a time, swipeable, with previous/next buttons, dots and
 * a pause button for the autoplay. Only the first picture loads eagerly; the others are lazy.
 */
export function BannerCarousel({ images }: BannerCarouselProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const format = useNumberFormat();
  const count = images.length;
  const carousel = useCarousel(count);
  const [StartChevron, EndChevron] = rtl
    ? [IconChevronRight, IconChevronLeft]
    : [IconChevronLeft, IconChevronRight];

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl;
    carousel.goTo(carousel.index + (forward ? 1 : -1));
  }

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banners.carousel.role')}
      aria-label={t('banners.carousel.label')}
      data-testid="home-carousel"
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.hold(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="banner-carousel__viewport">
        <div
          ref={carousel.trackRef}
          className="banner-carousel__track"
          // Announcing every automatic change would talk over the shopper.
          aria-live={carousel.playing ? 'off' : 'polite'}
        >
          {images.map((image, index) => {
            const picture = responsiveImage(image.imageUrl);
            return (
              <div
                key={image.id}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription={t('banners.carousel.slideRole')}
                aria-label={t('banners.carousel.slide', {
                  index: format.number(index + 1),
                  count: format.number(count),
                })}
                data-testid="carousel-slide"
              >
                <SlideLink linkUrl={image.linkUrl}>
                  <img
                    className="banner-carousel__image"
                    src={picture.src}
                    srcSet={picture.srcSet || undefined}
                    sizes={SIZES}
                    alt=""
                    width={1600}
                    height={600}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding={index === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                  <span className="banner-carousel__overlay">
                    <span className="banner-carousel__title">{image.title}</span>
                    {image.linkUrl && (
                      <span className="banner-carousel__cta">
                        {t('banners.carousel.cta')}
                        {rtl ? (
                          <IconArrowLeft size={16} aria-hidden />
                        ) : (
                          <IconArrowRight size={16} aria-hidden />
                        )}
                      </span>
                    )}
                  </span>
                </SlideLink>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <ActionIcon
              className="banner-carousel__arrow"
              data-side="start"
              variant="white"
              color="dark"
              radius="xl"
              size={40}
              aria-label={t('banners.carousel.previous')}
              onClick={() => carousel.goTo(carousel.index - 1)}
              data-testid="carousel-previous"
            >
              <StartChevron size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon
              className="banner-carousel__arrow"
              data-side="end"
              variant="white"
              color="dark"
              radius="xl"
              size={40}
              aria-label={t('banners.carousel.next')}
              onClick={() => carousel.goTo(carousel.index + 1)}
              data-testid="carousel-next"
            >
              <EndChevron size={22} aria-hidden />
            </ActionIcon>
          </>
        )}
      </div>
      {/* Always there (empty for one banner), so the page below never moves when they load. */}
      <div className="banner-carousel__controls">
        {count > 1 && (
          <>
            {carousel.canAutoplay && (
              <ActionIcon
                variant="subtle"
                color="dark"
                radius="xl"
                size={28}
                aria-label={t(
                  carousel.playing ? 'banners.carousel.pause' : 'banners.carousel.play',
                )}
                onClick={carousel.togglePlaying}
                data-testid="carousel-play"
              >
                {carousel.playing ? (
                  <IconPlayerPauseFilled size={14} aria-hidden />
                ) : (
                  <IconPlayerPlayFilled size={14} aria-hidden />
                )}
              </ActionIcon>
            )}
            {images.map((image, index) => (
              <button
                key={image.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('banners.carousel.goTo', { index: format.number(index + 1) })}
                aria-current={index === carousel.index}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </>
        )}
      </div>
    </section>
  );
}
