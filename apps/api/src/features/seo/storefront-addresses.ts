import type { Language, StorefrontPageSlug } from '@dukkan/contracts';

/**
 * The storefront's public addresses as search engines see them: every page exists once per
 * language under `/{lang}`, Arabic first (the shop's own language, and the x-default).
 */
export const ADDRESS_LANGUAGES = ['ar', 'en'] as const satisfies readonly Language[];
export const DEFAULT_ADDRESS_LANGUAGE: Language = 'ar';

/** Pages that exist whatever the data: home, the lists, the contact form. */
export const ALWAYS_OPEN_PATHS = ['/', '/shop', '/offers', '/contact'] as const;

/** An information page's address: the fixed page of the same slug. */
export const infoPagePath = (slug: StorefrontPageSlug) => `/${slug}`;
export const categoryPath = (id: number) => `/category/${id}`;
export const brandPath = (id: number) => `/brand/${id}`;
export const productPath = (id: number) => `/product/${id}`;

/**
 * Screens that are personal or only steps of a purchase: nothing there for a search engine, and
 * a crawler following them would only meet sign-in pages. `cart` covers `cart/checkout`.
 */
export const PRIVATE_SCREENS = [
  'dashboard',
  'profile',
  'my-orders',
  'cart',
  'wishlist',
  // A guest's order and its payment: opened only with the order's token.
  'guest-order',
  'payment',
  'payment-status',
  'login',
  'register',
  'forgot-password',
  'unauthorized',
] as const;

/** The configured public origin without a trailing slash (it may carry a path of its own). */
export function siteOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** `path` as a storefront address in `lang`: `/` becomes `/ar/`, `/shop` becomes `/ar/shop`. */
export function storefrontAddress(origin: string, lang: Language, path: string): string {
  return `${origin}/${lang}${path}`;
}
