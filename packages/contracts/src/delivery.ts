import { z } from 'zod';
import { blankToUndefined } from './catalog.ts';
import { formBoolean, requiredId, sarAmountSchema } from './products.ts';
import { requiredText } from './text.ts';
export const deliveryMethodSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  name: z.string(),
  price: z.number(),
  /** Free text such as "2-4" or "1"; shown as days. */
  estimatedDays: z.string(),
  isActive: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** Admin create/update body (the dashboard issue builds the screens). */
export const deliveryMethodFieldsSchema = z.object({
  nameEn: requiredText(100),
  nameAr: requiredText(100),
  price: sarAmountSchema.pipe(
    z.number().min(0, { error: 'v.min' }).max(100_000, { error: 'v.max' }),
  ),
  estimatedDays: requiredText(30),
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
});
export const deliveryMethodUpdateSchema = deliveryMethodFieldsSchema.extend({ id: requiredId });
