import { z } from 'zod';
import { requiredText, textInput } from './text.ts';
import { blankToUndefined } from './fields.ts';

/** Content area contract: help services (the specification's entity and calls). */

const optionalDescription = z.preprocess(
  (value) => blankToUndefined(value) ?? '',
  textInput().trim().max(300, { error: 'v.tooLong' }),
);

/**
 * `helpService/create` and `helpService/update/{id}` form fields (multipart; the icon travels as
 * `imageFile`, required on create). Without `sortOrder` a new service goes after the last one and
 * an updated one keeps its place.
 */
export const helpServiceFieldsSchema = z.object({
  titleEn: requiredText(100),
  titleAr: requiredText(100),
  descriptionEn: optionalDescription,
  descriptionAr: optionalDescription,
  sortOrder: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'v.integer' })
      .int({ error: 'v.integer' })
      .min(0, { error: 'v.min' })
      .max(10_000, { error: 'v.max' })
      .optional(),
  ),
});
export type HelpServiceFields = z.input<typeof helpServiceFieldsSchema>;

export const helpServiceSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  /** `titleEn` or `titleAr`, following the request's language. */
  title: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** `descriptionEn` or `descriptionAr`, following the request's language. */
  description: z.string(),
  /** The 800 px WebP icon (`-320.webp` and `-1600.webp` sit beside it); null if none. */
  iconUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type HelpService = z.infer<typeof helpServiceSchema>;

/** The home page strip shows a handful; the list is capped so it stays one small query. */
export const MAX_HELP_SERVICES = 100;
