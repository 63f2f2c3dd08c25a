import { z } from 'zod';
import { isAbsoluteWebLink } from './links.ts';
import { normalizeDigits, textInput, toSaudiMobile } from './text.ts';
import { blankToUndefined, formBoolean } from './fields.ts';
import {
  FOOTER_FIELDS,
  FOOTER_MAX_LENGTH,
  type FooterFlags,
  type FooterValueField,
  type FooterValues,
} from './footer-fields.ts';

export {
  emptyFooter,
  FOOTER_DEFAULTS,
  FOOTER_FIELDS,
  FOOTER_FLAGS,
  FOOTER_MAX_LENGTH,
  FOOTER_VALUE_FIELDS,
  type FooterFlag,
  type FooterFlags,
  type FooterValueField,
  type FooterValues,
} from './footer-fields.ts';

/** Content area contract: footer (the specification's entity and calls). */

/** A blank form value is the empty text of the defaults. */
const text = (field: FooterValueField) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    textInput().trim().max(FOOTER_MAX_LENGTH[field], { error: 'v.tooLong' }),
  );

/**
 * A link a shopper may follow: empty, or an absolute http(s) URL. Anything else (javascript:,
 * data:, ftp:, relative or protocol-relative paths) could run script or lead nowhere.
 */
export function isWebLink(value: string): boolean {
  return value === '' || isAbsoluteWebLink(value);
}

/**
 * A Saudi number a shop answers on, or null: a mobile (+9665XXXXXXXX), a landline with its area
 * code (011 234 5678 → +966112345678), a unified number (9200XXXXX) or a toll-free one
 * (800XXXXXXX). Spaces, dashes, brackets and Arabic-Indic digits are accepted.
 */
export function toSaudiStorePhone(raw: string): string | null {
  const mobile = toSaudiMobile(raw);
  if (mobile) return mobile;
  const compact = normalizeDigits(raw).replace(/[\s\-().]/g, '');
  const landline = /^(?:\+966|00966|966|0)(1[1-7]\d{7})$/.exec(compact);
  if (landline) return `+966${landline[1]}`;
  if (/^9200\d{5}$/.test(compact) || /^800\d{7}$/.test(compact)) return compact;
  return null;
}

/** A Saudi VAT registration number: 15 digits, the first and last 3. Latin digits, or null. */
export function toVatNumber(raw: string): string | null {
  const compact = normalizeDigits(raw).replace(/[\s-]/g, '');
  return /^3\d{13}3$/.test(compact) ? compact : null;
}

const webLink = (field: FooterValueField) => text(field).refine(isWebLink, { error: 'v.webLink' });

/** Normalises when it can; otherwise keeps the text so the refinement reports it. */
const normalized = (field: FooterValueField, to: (raw: string) => string | null, key: string) =>
  text(field)
    .transform((value) => (value === '' ? '' : (to(value) ?? value)))
    .refine((value) => value === '' || to(value) === value, { error: key });

const flag = z.preprocess(blankToUndefined, formBoolean.optional().default(false));

/** Shape only: text within its length, switches true/false. Absent fields take the defaults. */
const footerShape = {
  aboutStoreEn: text('aboutStoreEn'),
  aboutStoreAr: text('aboutStoreAr'),
  taxNumber: text('taxNumber'),
  facebookLink: text('facebookLink'),
  twitterLink: text('twitterLink'),
  instagramLink: text('instagramLink'),
  snapchatLink: text('snapchatLink'),
  tikTokLink: text('tikTokLink'),
  youTubeLink: text('youTubeLink'),
  locationLink: text('locationLink'),
  addressEn: text('addressEn'),
  addressAr: text('addressAr'),
  phoneNumber: text('phoneNumber'),
  email: text('email'),
  isAboutStoreEnabled: flag,
  isTaxNumberEnabled: flag,
  isFacebookEnabled: flag,
  isTwitterEnabled: flag,
  isInstagramEnabled: flag,
  isSnapchatEnabled: flag,
  isTikTokEnabled: flag,
  isYouTubeEnabled: flag,
  isLocationEnabled: flag,
  isAddressEnabled: flag,
  isPhoneEnabled: flag,
  isEmailEnabled: flag,
};

/**
 * What `createFooter` and `updateFooter` accept at the door (400 otherwise). An update replaces
 * the whole footer: a field left out goes back to its default.
 */
export const footerBodySchema = z.object(footerShape);

/**
 * The value fields a switched-on flag would show empty (a shopper would see a bare icon or an
 * empty line). Bilingual texts need both languages, since either may be the one shown.
 */
export function emptyEnabledFields(
  values: Partial<FooterValues>,
  flags: Partial<FooterFlags>,
): FooterValueField[] {
  return FOOTER_FIELDS.filter((field) => flags[field.flag]).flatMap((field) =>
    field.values.filter((name) => !values[name]?.trim()),
  );
}

/**
 * Every field with its rules: links http(s) only, a Saudi phone, an e-mail, a VAT number, and no
 * switch on over an empty value. Phone and VAT number come out normalised (+966…, Latin digits).
 * The dashboard form validates with it; the API applies it after `footerBodySchema` and answers
 * 422 under each failing field.
 */
export const footerFieldsSchema = z
  .object({
    ...footerShape,
    taxNumber: normalized('taxNumber', toVatNumber, 'v.vatNumber'),
    facebookLink: webLink('facebookLink'),
    twitterLink: webLink('twitterLink'),
    instagramLink: webLink('instagramLink'),
    snapchatLink: webLink('snapchatLink'),
    tikTokLink: webLink('tikTokLink'),
    youTubeLink: webLink('youTubeLink'),
    locationLink: webLink('locationLink'),
    phoneNumber: normalized('phoneNumber', toSaudiStorePhone, 'v.storePhone'),
    email: text('email')
      .transform((value) => value.toLowerCase())
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        error: 'v.email',
      }),
  })
  .superRefine((fields, ctx) => {
    for (const name of emptyEnabledFields(fields, fields)) {
      ctx.addIssue({ code: 'custom', message: 'v.shownWhileEmpty', path: [name], input: '' });
    }
  });
export type FooterFields = z.input<typeof footerFieldsSchema>;
export type FooterInput = z.output<typeof footerFieldsSchema>;

const toggle = z.preprocess(blankToUndefined, formBoolean.optional());

/** `updateFooterToggles/{id}`: only switches; those not sent keep their value. */
export const footerTogglesSchema = z.object({
  isAboutStoreEnabled: toggle,
  isTaxNumberEnabled: toggle,
  isFacebookEnabled: toggle,
  isTwitterEnabled: toggle,
  isInstagramEnabled: toggle,
  isSnapchatEnabled: toggle,
  isTikTokEnabled: toggle,
  isYouTubeEnabled: toggle,
  isLocationEnabled: toggle,
  isAddressEnabled: toggle,
  isPhoneEnabled: toggle,
  isEmailEnabled: toggle,
});
export type FooterToggles = z.output<typeof footerTogglesSchema>;

export const footerSchema = z
  .object({
    /** null until the footer is first created; every field then has its default. */
    id: z.number().int().nullable(),
    aboutStoreEn: z.string(),
    aboutStoreAr: z.string(),
    /** `aboutStoreEn` or `aboutStoreAr`, following the request's language. */
    aboutStore: z.string(),
    taxNumber: z.string(),
    facebookLink: z.string(),
    twitterLink: z.string(),
    instagramLink: z.string(),
    snapchatLink: z.string(),
    tikTokLink: z.string(),
    youTubeLink: z.string(),
    locationLink: z.string(),
    addressEn: z.string(),
    addressAr: z.string(),
    /** `addressEn` or `addressAr`, following the request's language. */
    address: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    isAboutStoreEnabled: z.boolean(),
    isTaxNumberEnabled: z.boolean(),
    isFacebookEnabled: z.boolean(),
    isTwitterEnabled: z.boolean(),
    isInstagramEnabled: z.boolean(),
    isSnapchatEnabled: z.boolean(),
    isTikTokEnabled: z.boolean(),
    isYouTubeEnabled: z.boolean(),
    isLocationEnabled: z.boolean(),
    isAddressEnabled: z.boolean(),
    isPhoneEnabled: z.boolean(),
    isEmailEnabled: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({
    description:
      'The store footer (one record). Before it is first created, `id` and `updatedAt` are null and every field has its default: empty text, switched off.',
  });
export type Footer = z.infer<typeof footerSchema>;
