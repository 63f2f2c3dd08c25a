import type { ImageSize, Language, Slider, SliderImage } from '@dukkan/contracts';
import { IMAGE_WIDTHS } from '../../lib/images.ts';
import type { sliderImages, sliders } from './content.tables.ts';

export type SliderRow = typeof sliders.$inferSelect;
export type SliderImageRow = typeof sliderImages.$inferSelect;

const SIZED_NAME = /-\d+\.webp$/;

/** Every width the image pipeline stored beside `imageUrl`, smallest first, for `srcset`. */
export function imageSizesOf(imageUrl: string): ImageSize[] {
  if (!SIZED_NAME.test(imageUrl)) return [];
  return IMAGE_WIDTHS.map((width) => ({
    width,
    url: imageUrl.replace(SIZED_NAME, `-${width}.webp`),
  }));
}

export function toSliderImage(row: SliderImageRow): SliderImage {
  return {
    id: row.id,
    sliderId: row.sliderId,
    imageUrl: row.imageUrl,
    imageSizes: imageSizesOf(row.imageUrl),
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
  };
}

export function sliderTitle(row: Pick<SliderRow, 'titleEn' | 'titleAr'>, lang: Language) {
  return lang === 'ar' ? row.titleAr : row.titleEn;
}

export function toSlider(row: SliderRow, images: SliderImageRow[], lang: Language): Slider {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    title: sliderTitle(row, lang),
    isActive: row.isActive,
    images: images.map(toSliderImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Folds the rows of "sliders left join their images" (already in slider, sortOrder, id order)
 * into sliders with their images, keeping the order.
 */
export function groupSliders(
  rows: Array<{ slider: SliderRow; image: SliderImageRow | null }>,
  lang: Language,
): Slider[] {
  const grouped = new Map<number, { slider: SliderRow; images: SliderImageRow[] }>();
  for (const { slider, image } of rows) {
    let entry = grouped.get(slider.id);
    if (!entry) {
      entry = { slider, images: [] };
      grouped.set(slider.id, entry);
    }
    if (image) entry.images.push(image);
  }
  return [...grouped.values()].map(({ slider, images }) => toSlider(slider, images, lang));
}
