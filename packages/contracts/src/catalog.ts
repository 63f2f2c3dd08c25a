import { z } from 'zod';
import { idNumber, pageQuerySchema } from './envelope.ts';
import { optionalId } from './fields.ts';
import { requiredText, textInput } from './text.ts';

/** Bilingual names: both languages are required, so the shop never shows an empty name. */
const bilingualNames = {
  nameEn: requiredText(100),
  nameAr: requiredText(100),
};

/** Brand form fields (multipart; the image travels as `imageFile`). */
export const brandFieldsSchema = z.object(bilingualNames);
export type BrandFields = z.input<typeof brandFieldsSchema>;

/** Category form fields; a category may sit under a parent category. */
export const categoryFieldsSchema = z.object({ ...bilingualNames, parentId: optionalId });
export type CategoryFields = z.input<typeof categoryFieldsSchema>;

/** `updateCategory` carries the id in the body, as the specification's client sends it. */
export const categoryUpdateFieldsSchema = categoryFieldsSchema.extend({
  id: idNumber(),
});

export const catalogListQuerySchema = pageQuerySchema.extend({
  search: textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
});
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** `nameEn` or `nameAr`, following the request's language. */
  name: z.string(),
  imageUrl: z.string().nullable(),
  productsCount: z.number().int(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = brandSchema.extend({ parentId: z.number().int().nullable() });
export type Category = z.infer<typeof categorySchema>;
