import { z } from 'zod';
import { normalizeDigits, requiredText, saudiMobileSchema, textInput } from './text.ts';
import { blankToUndefined, formBoolean, requiredId } from './fields.ts';
import { findSaudiCity, SAUDI_CITY_CODES } from './saudi-cities.ts';

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
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/**
 * A city of the list (`saudi-cities.ts`), sent as its code or its English or Arabic name in any
 * common spelling; the output is the code.
 */
export const saudiCitySchema = textInput('v.required')
  .trim()
  .min(1, { error: 'v.required' })
  .transform((value) => findSaudiCity(value)?.code ?? value)
  .pipe(z.enum(SAUDI_CITY_CODES, { error: 'v.city' }));

/**
 * The short national address Saudi Post (SPL) issues ("العنوان الوطني المختصر"): four letters
 * (region, branch, division, unique) and the four digits of the building number, e.g. RRRD2929.
 * Case, spaces and dashes do not matter and Arabic-Indic digits are read as digits.
 */
export function toShortAddress(raw: string): string {
  return normalizeDigits(raw).replace(/[\s-]/g, '').toUpperCase();
}
export const shortAddressSchema = textInput()
  .transform(toShortAddress)
  .pipe(z.string().regex(/^[A-Z]{4}\d{4}$/, { error: 'v.shortAddress' }));

/**
 * A latitude or longitude in degrees as a browser reports it (a number, or its text in a form),
 * kept to 6 decimals (about 11 cm, more than a phone's fix).
 */
const coordinate = (limit: number, key: 'v.latitude' | 'v.longitude') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? Number(normalizeDigits(value).trim()) : value),
    z
      .number({ error: key })
      .refine((degrees) => Number.isFinite(degrees) && Math.abs(degrees) <= limit, {
        error: key,
      })
      .transform((degrees) => Math.round(degrees * 1e6) / 1e6),
  );

export const addressObject = z.object({
  label: z.preprocess(
    blankToUndefined,
    textInput().trim().max(50, { error: 'v.tooLong' }).optional().default(''),
  ),
  city: saudiCitySchema,
  district: requiredText(80),
  street: requiredText(120),
  shortAddress: optional(shortAddressSchema),
  buildingNumber: optional(digits(4, 'v.buildingNumber')),
  postalCode: optional(digits(5, 'v.postalCode')),
  additionalNumber: optional(digits(4, 'v.additionalNumber')),
  latitude: optional(coordinate(90, 'v.latitude')),
  longitude: optional(coordinate(180, 'v.longitude')),
  details: optionalText(300),
  isDefault: optionalFlag,
});

/**
 * The rules across fields: the short national address or the building number and postal code
 * (either way the courier can find the building), and both coordinates or neither.
 */
export function checkAddress(
  address: Pick<
    z.output<typeof addressObject>,
    'shortAddress' | 'buildingNumber' | 'postalCode' | 'latitude' | 'longitude'
  >,
  ctx: z.RefinementCtx,
) {
  if (address.shortAddress === undefined) {
    for (const field of ['buildingNumber', 'postalCode'] as const) {
      if (address[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'v.numberOrShortAddress' });
    }
  }
  if (address.latitude === undefined && address.longitude !== undefined)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'v.coordinatesPair' });
  if (address.longitude === undefined && address.latitude !== undefined)
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'v.coordinatesPair' });
}

/**
 * A Saudi national address: a city of the list, district and street, then the short address code
 * or the building number (4 digits) and postal code (5), the additional number (4) when known, and
 * the shopper's location when they shared it.
 */
export const addressFieldsSchema = addressObject.superRefine(checkAddress);
export type AddressFields = z.input<typeof addressFieldsSchema>;
export const addressUpdateSchema = addressObject
  .extend({ id: requiredId })
  .superRefine(checkAddress);

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The city as stored: its English name for a city of the list, or older free text. */
  city: z.string(),
  /** The city's code in the list; null for an address saved before the list (free text). */
  cityCode: z.string().nullable(),
  district: z.string(),
  street: z.string(),
  shortAddress: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  additionalNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
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
