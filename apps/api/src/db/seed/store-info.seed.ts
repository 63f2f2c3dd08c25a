import type { FooterFlags, FooterValues } from '@dukkan/contracts';
import { loadSharp, storeImage } from '../../lib/images.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Database } from '../client.ts';
import { footers, helpServices } from '../schema.ts';

/** A filled footer: every field set, Snapchat left switched off to show a hidden field. */
export const DEMO_FOOTER: FooterValues & FooterFlags = {
  aboutStoreEn:
    'Dukkan is a Riyadh shop for trusted brands, fresh offers and fast delivery across the Kingdom. Prices are in Saudi riyals and include VAT.',
  aboutStoreAr:
    'دكان متجر من الرياض يجمع العلامات التجارية الموثوقة والعروض المتجددة مع توصيل سريع في أنحاء المملكة. الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة.',
  taxNumber: '300000000000003',
  facebookLink: 'https://www.facebook.com/dukkan.shop',
  twitterLink: 'https://x.com/dukkan_shop',
  instagramLink: 'https://www.instagram.com/dukkan.shop',
  snapchatLink: 'https://www.snapchat.com/add/dukkan.shop',
  tikTokLink: 'https://www.tiktok.com/@dukkan.shop',
  youTubeLink: 'https://www.youtube.com/@dukkanshop',
  locationLink: 'https://www.google.com/maps/search/?api=1&query=24.7136,46.6753',
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  phoneNumber: '+966112345678',
  email: 'care@dukkan.local',
  isAboutStoreEnabled: true,
  isTaxNumberEnabled: true,
  isFacebookEnabled: true,
  isTwitterEnabled: true,
  isInstagramEnabled: true,
  isSnapchatEnabled: false,
  isTikTokEnabled: true,
  isYouTubeEnabled: true,
  isLocationEnabled: true,
  isAddressEnabled: true,
  isPhoneEnabled: true,
  isEmailEnabled: true,
};

type Glyph = 'truck' | 'shield' | 'returns' | 'headset';

export const DEMO_HELP_SERVICES: Array<{
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  glyph: Glyph;
}> = [
  {
    titleEn: 'Delivery across the Kingdom',
    titleAr: 'توصيل إلى كل المملكة',
    descriptionEn: 'Standard or express delivery to any city, or pick up from our store for free.',
    descriptionAr: 'توصيل عادي أو سريع إلى أي مدينة، أو استلام مجاني من متجرنا.',
    glyph: 'truck',
  },
  {
    titleEn: 'Secure payment',
    titleAr: 'دفع آمن',
    descriptionEn: 'Pay by card through a protected gateway, or in cash on delivery.',
    descriptionAr: 'ادفع بالبطاقة عبر بوابة محمية، أو نقدًا عند الاستلام.',
    glyph: 'shield',
  },
  {
    titleEn: 'Easy returns',
    titleAr: 'إرجاع سهل',
    descriptionEn: 'Changed your mind? Return unused items within 7 days of delivery.',
    descriptionAr: 'غيّرت رأيك؟ أعد المنتجات غير المستخدمة خلال 7 أيام من استلامها.',
    glyph: 'returns',
  },
  {
    titleEn: 'Here to help',
    titleAr: 'نحن هنا لمساعدتك',
    descriptionEn: 'Our team answers calls and messages Saturday to Thursday, 9 am to 9 pm.',
    descriptionAr: 'فريقنا يرد على الاتصالات والرسائل من السبت إلى الخميس، من 9 صباحًا حتى 9 مساءً.',
    glyph: 'headset',
  },
];

/** White line glyphs on a 256 px canvas, centred on the circle. */
const GLYPHS: Record<Glyph, string> = {
  truck: `<rect x="58" y="92" width="86" height="60" rx="8"/>
    <path d="M144 110 h30 l24 26 v16 h-54 z"/>
    <circle cx="88" cy="160" r="14"/><circle cx="170" cy="160" r="14"/>`,
  shield: `<path d="M128 56 l56 20 v40 c0 38 -24 66 -56 84 c-32 -18 -56 -46 -56 -84 v-40 z"/>
    <path d="M104 128 l18 18 l34 -36"/>`,
  returns: `<path d="M92 96 h60 a38 38 0 0 1 0 76 h-60"/>
    <path d="M112 72 l-24 24 l24 24"/>`,
  headset: `<path d="M76 142 v-16 a52 52 0 0 1 104 0 v16"/>
    <rect x="66" y="132" width="26" height="40" rx="10"/><rect x="164" y="132" width="26" height="40" rx="10"/>
    <path d="M178 172 c0 16 -14 24 -40 24"/>`,
};

/** The brand green of the web theme (shade 6), so the icons match the storefront. */
const BRAND = '#0b7d5c';

async function iconPng(glyph: Glyph): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <circle cx="128" cy="128" r="128" fill="${BRAND}"/>
    <g fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A filled footer and the help services strip. Idempotent: a footer that exists is kept as the
 * merchant left it, and a help service whose English title exists is skipped before its icon
 * is drawn.
 */
export async function seedStoreInfo(db: Database, media: MediaStore): Promise<void> {
  await db.insert(footers).values(DEMO_FOOTER).onConflictDoNothing();
  const existing = new Set(
    (await db.select({ title: helpServices.titleEn }).from(helpServices)).map((row) => row.title),
  );
  const missing = DEMO_HELP_SERVICES.map((service, sortOrder) => ({
    ...service,
    sortOrder,
  })).filter((service) => !existing.has(service.titleEn));
  const rows = await Promise.all(
    missing.map(async ({ glyph, ...service }) => ({
      ...service,
      iconUrl: await storeImage(media, 'help-services', await iconPng(glyph)),
    })),
  );
  if (rows.length > 0) await db.insert(helpServices).values(rows);
}
