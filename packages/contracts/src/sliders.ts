import { z } from 'zod';
import { isAbsoluteWebLink, isShopPath } from './links.ts';
import { requiredText, textInput } from './text.ts';
import { blankToUndefined, formBoolean, requiredId } from './fields.ts';

/** Content area contract: sliders (the specification's entity and calls). */

export const MAX_SLIDER_IMAGES = 20;
export const MAX_LINK_URL_LENGTH = 500;

/**
 * Where a banner may send a shopper: a path on this site ("/offers", one leading slash) or an
 * absolute http(s) address. Anything else — `javascript:`, `data:`, other schemes, and
 * protocol-relative "//host" or "/\host" (browsers read both as another site) — is refused.
 */
export function isSafeLinkUrl(value: string): boolean {
  return isShopPath(value) || isAbsoluteWebLink(value);
}

/** One stored size of an image (the pipeline keeps 320, 800 and 1600 px wide WebP files). */
export const imageSizeSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageSize = z.infer<typeof imageSizeSchema>;

export const sliderImageSchema = z.object({
  id: z.number().int(),
  sliderId: z.number().int(),
  /** The 800 px file; `imageSizes` lists every stored width for `srcset`. */
  imageUrl: z.string(),
  imageSizes: z.array(imageSizeSchema),
  linkUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type SliderImage = z.infer<typeof sliderImageSchema>;

/** `slider/GetAllSliderImages`: an image of an active slider with that slider's title. */
export const publicSliderImageSchema = sliderImageSchema.extend({
  /** `titleEn` or `titleAr` of the slider, following the request's language. */
  title: z.string(),
});
export type PublicSliderImage = z.infer<typeof publicSliderImageSchema>;

export const sliderSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  /** Ordered by sortOrder, then id. */
  images: z.array(sliderImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Slider = z.infer<typeof sliderSchema>;

/** `adminSlider/createSlider` (JSON). */
export const sliderFieldsSchema = z.object({
  titleEn: requiredText(100),
  titleAr: requiredText(100),
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
});
export type SliderFields = z.input<typeof sliderFieldsSchema>;

/** `adminSlider/UpdateSlider` (JSON): the id travels in the body. */
export const sliderUpdateSchema = sliderFieldsSchema.extend({ id: requiredId });
export type SliderUpdate = z.input<typeof sliderUpdateSchema>;

/**
 * The link as sent: trimmed, '' means "no link" (null). Its scheme is checked by the API
 * (`isSafeLinkUrl`), which answers 422 under `linkUrl` rather than a plain format error.
 */
const linkUrlField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  textInput().max(MAX_LINK_URL_LENGTH, { error: 'v.tooLong' }).nullable().optional(),
);

const sortOrderField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'v.integer' })
    .int({ error: 'v.integer' })
    .min(0, { error: 'v.min' })
    .max(10_000, { error: 'v.max' })
    .optional(),
);

/**
 * `adminSlider/AddSliderImage` form fields (multipart; the picture travels as `imageFile`).
 * Without `sortOrder` the image goes after the slider's last one.
 */
export const sliderImageFieldsSchema = z.object({
  sliderId: requiredId,
  linkUrl: linkUrlField,
  sortOrder: sortOrderField,
});
export type SliderImageFields = z.input<typeof sliderImageFieldsSchema>;

/**
 * `adminSlider/UpdateSliderImage`: adds the image `id`; a field left out keeps its value, an
 * empty `linkUrl` removes the link, a new `imageFile` replaces the picture.
 */
export const sliderImageUpdateSchema = sliderImageFieldsSchema.extend({ id: requiredId });
export type SliderImageUpdate = z.input<typeof sliderImageUpdateSchema>;

/** `adminSlider/deleteSliderImage` (JSON body). */
export const deleteSliderImageSchema = z.object({ sliderId: requiredId, imageId: requiredId });
export type DeleteSliderImage = z.input<typeof deleteSliderImageSchema>;

export const sliderIdParamSchema = z.object({ sliderId: requiredId });

/** `adminSlider/ReorderSliderImages`: every image id of the slider, in the new order. */
export const reorderSliderImagesSchema = z.object({
  sliderId: requiredId,
  imageIds: z.array(requiredId, { error: 'v.idList' }).max(MAX_SLIDER_IMAGES, { error: 'v.max' }),
});
export type ReorderSliderImages = z.input<typeof reorderSliderImagesSchema>;

export const sliderImageRemovalSchema = z.object({
  sliderId: z.number().int(),
  imageId: z.number().int(),
});
export type SliderImageRemoval = z.infer<typeof sliderImageRemovalSchema>;

export const sliderImagesRemovalSchema = z.object({
  sliderId: z.number().int(),
  deletedCount: z.number().int(),
});
export type SliderImagesRemoval = z.infer<typeof sliderImagesRemovalSchema>;

export const sliderRemovalSchema = z.object({ sliderId: z.number().int() });
export type SliderRemoval = z.infer<typeof sliderRemovalSchema>;
