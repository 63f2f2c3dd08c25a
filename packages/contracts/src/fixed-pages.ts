import { blankToUndefined, formBoolean, requiredId } from './fields.ts';

/** Content area contract: fixed-pages (the specification's entity and calls). */
import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { requiredText, textInput } from './text.ts';
import { isFixedPageSlug } from './page-slugs.ts';

export {
  FIXED_PAGE_SLUG_MAX,
  isFixedPageSlug,
  STOREFRONT_PAGE_SLUGS,
  type StorefrontPageSlug,
} from './page-slugs.ts';

/** Per language, counted on the HTML the editor sends (before it is cleaned). */
export const FIXED_PAGE_CONTENT_MAX = 100_000;

/** A page as every reader gets it: both languages, plus title and content in the request's. */
export const fixedPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  title: z.string(),
  /** HTML already reduced to the safe allow-list, so it can be rendered as is. */
  contentEn: z.string(),
  contentAr: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FixedPage = z.infer<typeof fixedPageSchema>;

/** The slug is trimmed and lowercased here; its format is a business rule (422 from the service). */
const slugInput = textInput('v.required')
  .trim()
  .toLowerCase()
  .min(1, { error: 'v.required' })
  .max(200, { error: 'v.tooLong' });

const contentInput = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  textInput(),
);

/** `AdminFixedPage/CreateFixedPage` body, fields named as in the specification's requests. */
export const fixedPageFieldsSchema = z.object({
  slug: slugInput,
  titleEn: requiredText(150),
  titleAr: requiredText(150),
  contentEn: contentInput,
  contentAr: contentInput,
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
});
export type FixedPageFields = z.infer<typeof fixedPageFieldsSchema>;
export type FixedPageFieldsInput = z.input<typeof fixedPageFieldsSchema>;

/** `AdminFixedPage/UpdateFixedPage`: the same fields plus the id. */
export const fixedPageUpdateSchema = fixedPageFieldsSchema.extend({ id: requiredId });
export type FixedPageUpdate = z.infer<typeof fixedPageUpdateSchema>;

/**
 * What the dashboard form checks before sending: the API's rules, with the slug's format checked
 * on the spot instead of after a round trip.
 */
export const fixedPageFormSchema = fixedPageFieldsSchema.extend({
  slug: slugInput.refine(isFixedPageSlug, { error: 'v.slug' }),
});

export const fixedPageSlugParamSchema = z.object({
  slug: textInput('v.required').trim().toLowerCase().min(1, { error: 'v.required' }).max(200),
});

/** `FixedPage/GetAll`: oldest first, `search` matches the slug or either title. */
export const fixedPageListQuerySchema = pageQuerySchema.extend({
  search: textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
});
export type FixedPageListQuery = z.input<typeof fixedPageListQuerySchema>;

/** `AdminFixedPage/DeleteFixedPage/{id}` answers the id it removed. */
export const fixedPageRemovalSchema = z.object({ id: z.number().int() });
