import { asc, eq } from 'drizzle-orm';
import type {
  Language,
  PublicSliderImage,
  Slider,
  SliderRemoval,
  SliderImagesRemoval,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { removeImage } from '../../lib/images.ts';
import { sliderImages, sliders } from './content.tables.ts';
import { groupSliders, sliderTitle, toSliderImage } from './slider-view.ts';

export interface SliderFields {
  titleEn: string;
  titleAr: string;
  isActive: boolean;
}

const imageOrder = [asc(sliderImages.sortOrder), asc(sliderImages.id)];

/** The storefront carousel: images of active sliders, in slider then image order; one query. */
export async function listActiveSliderImages(
  ctx: AppContext,
  lang: Language,
): Promise<PublicSliderImage[]> {
  const rows = await ctx.db
    .select({ image: sliderImages, titleEn: sliders.titleEn, titleAr: sliders.titleAr })
    .from(sliderImages)
    .innerJoin(sliders, eq(sliders.id, sliderImages.sliderId))
    .where(eq(sliders.isActive, true))
    .orderBy(asc(sliders.id), ...imageOrder);
  return rows.map((row) => ({ ...toSliderImage(row.image), title: sliderTitle(row, lang) }));
}

/** Sliders with their ordered images in one query; `includeInactive` for staff only. */
export async function listSliders(
  ctx: AppContext,
  options: { includeInactive: boolean },
  lang: Language,
): Promise<Slider[]> {
  const rows = await ctx.db
    .select({ slider: sliders, image: sliderImages })
    .from(sliders)
    .leftJoin(sliderImages, eq(sliderImages.sliderId, sliders.id))
    .where(options.includeInactive ? undefined : eq(sliders.isActive, true))
    .orderBy(asc(sliders.id), ...imageOrder);
  return groupSliders(rows, lang);
}

/** One slider with its images (one query); 404 when unknown. */
export async function getSlider(db: Executor, id: number, lang: Language): Promise<Slider> {
  const rows = await db
    .select({ slider: sliders, image: sliderImages })
    .from(sliders)
    .leftJoin(sliderImages, eq(sliderImages.sliderId, sliders.id))
    .where(eq(sliders.id, id))
    .orderBy(...imageOrder);
  const [slider] = groupSliders(rows, lang);
  if (!slider) throw notFound('slider.notFound');
  return slider;
}

export async function createSlider(
  ctx: AppContext,
  fields: SliderFields,
  lang: Language,
): Promise<Slider> {
  const [row] = await ctx.db.insert(sliders).values(fields).returning();
  return groupSliders([{ slider: row!, image: null }], lang)[0]!;
}

export async function updateSlider(
  ctx: AppContext,
  id: number,
  fields: SliderFields,
  lang: Language,
): Promise<Slider> {
  const [row] = await ctx.db
    .update(sliders)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(sliders.id, id))
    .returning({ id: sliders.id });
  if (!row) throw notFound('slider.notFound');
  return getSlider(ctx.db, id, lang);
}

/**
 * Writes delete the rows in a transaction and call this only after it commits: a rollback must
 * never leave rows pointing at removed pictures (a file left by a crash is harmless, a broken
 * banner is not).
 */
export async function removeSliderFiles(ctx: AppContext, urls: string[]) {
  await Promise.all(urls.map((url) => removeImage(ctx.media, url)));
}

export async function deleteAllSliderImages(
  ctx: AppContext,
  sliderId: number,
): Promise<SliderImagesRemoval> {
  const urls = await ctx.db.transaction(async (tx) => {
    const [slider] = await tx
      .select({ id: sliders.id })
      .from(sliders)
      .where(eq(sliders.id, sliderId))
      .for('update');
    if (!slider) throw notFound('slider.notFound');
    const removed = await tx
      .delete(sliderImages)
      .where(eq(sliderImages.sliderId, sliderId))
      .returning({ imageUrl: sliderImages.imageUrl });
    return removed.map((row) => row.imageUrl);
  });
  await removeSliderFiles(ctx, urls);
  return { sliderId, deletedCount: urls.length };
}

export async function deleteSlider(ctx: AppContext, sliderId: number): Promise<SliderRemoval> {
  const urls = await ctx.db.transaction(async (tx) => {
    const removedImages = await tx
      .delete(sliderImages)
      .where(eq(sliderImages.sliderId, sliderId))
      .returning({ imageUrl: sliderImages.imageUrl });
    const [removed] = await tx
      .delete(sliders)
      .where(eq(sliders.id, sliderId))
      .returning({ id: sliders.id });
    if (!removed) throw notFound('slider.notFound');
    return removedImages.map((row) => row.imageUrl);
  });
  await removeSliderFiles(ctx, urls);
  return { sliderId };
}
