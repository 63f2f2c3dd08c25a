import type { Footer, Language } from '@dukkan/contracts';

/**
 * How a stored store number reads: +966112345678 → "+966 11 234 5678", +966551234567 →
 * "+966 55 123 4567", 920000000 → "9200 00000", 8001234567 → "800 123 4567". Anything else is
 * shown as stored.
 */
export function formatStorePhone(value: string): string {
  const saudi = /^\+966(\d{2})(\d{3})(\d{4})$/.exec(value);
  if (saudi) return `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}`;
  const unified = /^(9200)(\d{5})$/.exec(value);
  if (unified) return `${unified[1]} ${unified[2]}`;
  const tollFree = /^(800)(\d{3})(\d{4})$/.exec(value);
  if (tollFree) return `${tollFree[1]} ${tollFree[2]} ${tollFree[3]}`;
  return value;
}

/** `tel:` keeps digits and a leading +, so the dialler gets exactly the number. */
export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}

export type SocialNetwork =
  'facebook' | 'twitter' | 'instagram' | 'snapchat' | 'tikTok' | 'youTube';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** What a shopper may see of the footer: only switched-on fields with a value, in their language. */
export interface ShownStoreInfo {
  about: string | null;
  address: string | null;
  mapLink: string | null;
  phone: string | null;
  email: string | null;
  taxNumber: string | null;
  social: SocialLink[];
}

const shown = (isEnabled: boolean, value: string) => (isEnabled && value.trim() ? value : null);

export function shownStoreInfo(footer: Footer, lang: Language): ShownStoreInfo {
  const social: [SocialNetwork, boolean, string][] = [
    ['facebook', footer.isFacebookEnabled, footer.facebookLink],
    ['twitter', footer.isTwitterEnabled, footer.twitterLink],
    ['instagram', footer.isInstagramEnabled, footer.instagramLink],
    ['snapchat', footer.isSnapchatEnabled, footer.snapchatLink],
    ['tikTok', footer.isTikTokEnabled, footer.tikTokLink],
    ['youTube', footer.isYouTubeEnabled, footer.youTubeLink],
  ];
  return {
    about: shown(
      footer.isAboutStoreEnabled,
      lang === 'ar' ? footer.aboutStoreAr : footer.aboutStoreEn,
    ),
    address: shown(footer.isAddressEnabled, lang === 'ar' ? footer.addressAr : footer.addressEn),
    mapLink: shown(footer.isLocationEnabled, footer.locationLink),
    phone: shown(footer.isPhoneEnabled, footer.phoneNumber),
    email: shown(footer.isEmailEnabled, footer.email),
    taxNumber: shown(footer.isTaxNumberEnabled, footer.taxNumber),
    social: social
      .filter(([, isEnabled, href]) => isEnabled && href.trim())
      .map(([network, , href]) => ({ network, href })),
  };
}
