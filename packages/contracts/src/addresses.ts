import { z } from 'zod';
import { normalizeDigits, requiredText, saudiMobileSchema, textInput } from './text.ts';
import { blankToUndefined, formBoolean, requiredId } from './fields.ts';

const digits = (count: number, key: 'v.buildingNumber' | 'v.postalCode' | 'v.additionalNumber') =>
  textInput('v.required')
    .transform((value) => normalizeDigits(value).trim())
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), { error: key }));

/** Optional free text, trimmed; blank becomes "". */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    textInput().trim().max(max, { error: 'v.tooLong' }).optional().default(''),
  );

const optionalFlag = z.preprocess(blankToUndefined, formBoolean.optional().default(false));

/** A Saudi national address: building and additional numbers 4 digits, postcode 5. */
export const addressFieldsSchema = z.object({
  label: z.preprocess(
    blankToUndefined,
    textInput().trim().max(50, { error: 'v.tooLong' }).optional().default(''),
  ),
  city: requiredText(80),
  district: requiredText(80),
  street: requiredText(120),
  buildingNumber: digits(4, 'v.buildingNumber'),
  postalCode: digits(5, 'v.postalCode'),
  additionalNumber: z.preprocess(blankToUndefined, digits(4, 'v.additionalNumber').optional()),
  details: optionalText(300),
  isDefault: optionalFlag,
});
export type AddressFields = z.input<typeof addressFieldsSchema>;
export const addressUpdateSchema = addressFieldsSchema.extend({ id: requiredId });

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  postalCode: z.string(),
  additionalNumber: z.string().nullable(),
  details: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Phone numbers are Saudi mobiles, stored as +9665XXXXXXXX. */
export const phoneFieldsSchema = z.object({ number: saudiMobileSchema, isPrimary: optionalFlag });
export type PhoneFields = z.input<typeof phoneFieldsSchema>;
export const phoneUpdateSchema = phoneFieldsSchema.extend({ id: requiredId });

export const phoneNumberSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

/** Each customer keeps a bounded number of each, so the lists fit one screen. */
export const MAX_ADDRESSES = 20;
export const MAX_PHONE_NUMBERS = 10;
