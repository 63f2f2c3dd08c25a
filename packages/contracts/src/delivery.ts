import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { requiredText, textInput } from './text.ts';
import {
  blankToUndefined,
  formBoolean,
  optionalBoolean,
  requiredId,
  sarAmountSchema,
} from './fields.ts';

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

/** A delivery method as the dashboard sees it: active or not, with how many orders used it. */
export const adminDeliveryMethodSchema = deliveryMethodSchema.extend({
  ordersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethodSchema>;

/**
 * `adminDeliveryMethod/GetAll`: every method, inactive ones included, cheapest first; `search`
 * matches part of either name, `isActive` filters.
 */
export const adminDeliveryListQuerySchema = pageQuerySchema.extend({
  search: textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
  isActive: optionalBoolean,
});
export type AdminDeliveryListQuery = z.input<typeof adminDeliveryListQuerySchema>;

/**
 * `adminDeliveryMethod/deleteDeliveryMethod/{id}`: a method orders were placed with is deactivated
 * instead of deleted (`deleted: false` and the method as it now is).
 */
export const deliveryMethodRemovalSchema = z.object({
  id: z.number().int(),
  deleted: z.boolean(),
  deliveryMethod: adminDeliveryMethodSchema.nullable(),
});
export type DeliveryMethodRemoval = z.infer<typeof deliveryMethodRemovalSchema>;
