import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_SLIDER_IMAGES,
  isSafeLinkUrl,
  type Language,
  type Slider,
  type SliderImage,
  type SliderImageRemoval,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound, unprocessable } from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import { sliderImages, sliders } from './content.tables.ts';
import { toSliderImage } from './slider-view.ts';
import { getSlider, removeSliderFiles } from './sliders.service.ts';

const FOLDER = 'sliders';

export interface SliderImageInput {
  sliderId: number;
  /** undefined: not sent (kept on update); null: no link. */
  linkUrl?: string | null | undefined;
  sortOrder?: number | undefined;
  imageFile?: Buffer | undefined;
}

export interface SliderImageChanges extends SliderImageInput {
  id: number;
}

/** A banner's link ends up in an href on the storefront, so only safe targets are stored. */
function checkLink(linkUrl: string | null | undefined) {
  if (typeof linkUrl === 'string' && !isSafeLinkUrl(linkUrl)) {
    throw unprocessable('slider.badLink', null, { field: 'linkUrl' });
  }
}

const tooManyImages = () =>
  unprocessable('slider.tooManyImages', null, {
    params: { max: MAX_SLIDER_IMAGES },
    field: 'imageFile',
  });

/** Locks the slider row, so adds and reorders of one slider run one after another. */
async function lockSlider(tx: Executor, sliderId: number) {
  const [slider] = await tx
    .select({ id: sliders.id })
    .from(sliders)
    .where(eq(sliders.id, sliderId))
    .for('update');
  if (!slider) throw notFound('slider.notFound');
}

/** Images of a slider, and where the next one goes (after the last). */
async function imageStats(db: Executor, sliderId: number) {
  const [stats] = await db
    .select({
      total: count(),
      next: sql<number>`coalesce(max(${sliderImages.sortOrder}) + 1, 0)`.mapWith(Number),
    })
    .from(sliderImages)
    .where(eq(sliderImages.sliderId, sliderId));
  return stats!;
}

/**
 * Checks everything cheap first (link, slider, room for one more) so a refused request never
 * runs the image pipeline; the count is checked again under the slider's lock.
 */
export async function addSliderImage(
  ctx: AppContext,
  input: SliderImageInput,
): Promise<SliderImage> {
  if (!input.imageFile) throw badRequest('slider.imageRequired', null, { field: 'imageFile' });
  checkLink(input.linkUrl);
  const [slider] = await ctx.db
    .select({ id: sliders.id })
    .from(sliders)
    .where(eq(sliders.id, input.sliderId));
  if (!slider) throw notFound('slider.notFound');
  if ((await imageStats(ctx.db, input.sliderId)).total >= MAX_SLIDER_IMAGES) throw tooManyImages();

  const imageUrl = await storeImage(ctx.media, FOLDER, input.imageFile);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockSlider(tx, input.sliderId);
      const stats = await imageStats(tx, input.sliderId);
      if (stats.total >= MAX_SLIDER_IMAGES) throw tooManyImages();
      const [inserted] = await tx
        .insert(sliderImages)
        .values({
          sliderId: input.sliderId,
          imageUrl,
          linkUrl: input.linkUrl ?? null,
          sortOrder: input.sortOrder ?? stats.next,
        })
        .returning();
      return inserted!;
    });
    return toSliderImage(row);
  } catch (error) {
    await removeImage(ctx.media, imageUrl);
    throw error;
  }
}

/** Link and order when sent; a new picture replaces the old one, whose files are then removed. */
export async function updateSliderImage(
  ctx: AppContext,
  input: SliderImageChanges,
): Promise<SliderImage> {
  checkLink(input.linkUrl);
  const where = and(eq(sliderImages.id, input.id), eq(sliderImages.sliderId, input.sliderId));
  const [before] = await ctx.db.select().from(sliderImages).where(where);
  if (!before) throw notFound('slider.imageNotFound');

  const imageUrl = input.imageFile
    ? await storeImage(ctx.media, FOLDER, input.imageFile)
    : before.imageUrl;
  const replaced = imageUrl !== before.imageUrl;
  let row;
  try {
    [row] = await ctx.db
      .update(sliderImages)
      .set({
        imageUrl,
        ...(input.linkUrl !== undefined && { linkUrl: input.linkUrl }),
        ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
  } catch (error) {
    if (replaced) await removeImage(ctx.media, imageUrl);
    throw error;
  }
  if (!row) {
    // Deleted by someone else meanwhile.
    if (replaced) await removeImage(ctx.media, imageUrl);
    throw notFound('slider.imageNotFound');
  }
  if (replaced) await removeImage(ctx.media, before.imageUrl);
  return toSliderImage(row);
}

export async function deleteSliderImage(
  ctx: AppContext,
  input: { sliderId: number; imageId: number },
): Promise<SliderImageRemoval> {
  const [removed] = await ctx.db
    .delete(sliderImages)
    .where(and(eq(sliderImages.id, input.imageId), eq(sliderImages.sliderId, input.sliderId)))
    .returning({ imageUrl: sliderImages.imageUrl });
  if (!removed) throw notFound('slider.imageNotFound');
  await removeSliderFiles(ctx, [removed.imageUrl]);
  return { sliderId: input.sliderId, imageId: input.imageId };
}

/**
 * Sets sortOrder 0..n-1 in the order given, in one statement under the slider's lock. The list
 * must name exactly the slider's images, each once: a stale screen (an image added or deleted
 * elsewhere) gets 422 and changes nothing, rather than leaving some images unordered.
 */
export async function reorderSliderImages(
  ctx: AppContext,
  input: { sliderId: number; imageIds: number[] },
  lang: Language,
): Promise<Slider> {
  return ctx.db.transaction(async (tx) => {
    await lockSlider(tx, input.sliderId);
    const current = await tx
      .select({ id: sliderImages.id })
      .from(sliderImages)
      .where(eq(sliderImages.sliderId, input.sliderId));
    const wanted = new Set(input.imageIds);
    const exact =
      wanted.size === input.imageIds.length &&
      current.length === wanted.size &&
      current.every((row) => wanted.has(row.id));
    if (!exact) throw unprocessable('slider.badOrder', null, { field: 'imageIds' });
    if (input.imageIds.length > 0) {
      const position = sql.join(
        input.imageIds.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await tx
        .update(sliderImages)
        .set({
          sortOrder: sql`(case ${sliderImages.id} ${position} end)::integer`,
          updatedAt: new Date(),
        })
        .where(
          and(eq(sliderImages.sliderId, input.sliderId), inArray(sliderImages.id, input.imageIds)),
        );
    }
    return getSlider(tx, input.sliderId, lang);
  });
}
