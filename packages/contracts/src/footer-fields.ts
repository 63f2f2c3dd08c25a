// The footer's fields and its defaults, in a module without schemas: the storefront's first load
// starts from the empty footer without loading zod. footer.ts builds the schemas on these.
import type { Footer } from './footer.ts';

/** Each shown value and the switch that shows it. Bilingual texts have two columns. */
export const FOOTER_FIELDS = [
  { flag: 'isAboutStoreEnabled', values: ['aboutStoreEn', 'aboutStoreAr'] },
  { flag: 'isTaxNumberEnabled', values: ['taxNumber'] },
  { flag: 'isFacebookEnabled', values: ['facebookLink'] },
  { flag: 'isTwitterEnabled', values: ['twitterLink'] },
  { flag: 'isInstagramEnabled', values: ['instagramLink'] },
  { flag: 'isSnapchatEnabled', values: ['snapchatLink'] },
  { flag: 'isTikTokEnabled', values: ['tikTokLink'] },
  { flag: 'isYouTubeEnabled', values: ['youTubeLink'] },
  { flag: 'isLocationEnabled', values: ['locationLink'] },
  { flag: 'isAddressEnabled', values: ['addressEn', 'addressAr'] },
  { flag: 'isPhoneEnabled', values: ['phoneNumber'] },
  { flag: 'isEmailEnabled', values: ['email'] },
] as const;

export type FooterFlag = (typeof FOOTER_FIELDS)[number]['flag'];
export type FooterValueField = (typeof FOOTER_FIELDS)[number]['values'][number];
export const FOOTER_FLAGS: readonly FooterFlag[] = FOOTER_FIELDS.map((f) => f.flag);
export const FOOTER_VALUE_FIELDS: readonly FooterValueField[] = FOOTER_FIELDS.flatMap(
  (f) => f.values,
);

/** Longest accepted text per field (characters). */
export const FOOTER_MAX_LENGTH: Record<FooterValueField, number> = {
  aboutStoreEn: 1000,
  aboutStoreAr: 1000,
  taxNumber: 40,
  facebookLink: 500,
  twitterLink: 500,
  instagramLink: 500,
  snapchatLink: 500,
  tikTokLink: 500,
  youTubeLink: 500,
  locationLink: 500,
  addressEn: 300,
  addressAr: 300,
  phoneNumber: 40,
  email: 254,
};

export type FooterValues = Record<FooterValueField, string>;
export type FooterFlags = Record<FooterFlag, boolean>;

/** The footer before a merchant saves one: every text empty, every switch off. */
export const FOOTER_DEFAULTS: FooterValues & FooterFlags = Object.fromEntries(
  FOOTER_FIELDS.flatMap((field) => [
    [field.flag, false],
    ...field.values.map((name) => [name, '']),
  ]),
) as FooterValues & FooterFlags;

/** The footer before anything was saved. */
export const emptyFooter: Footer = {
  id: null,
  ...FOOTER_DEFAULTS,
  aboutStore: '',
  address: '',
  updatedAt: null,
};
