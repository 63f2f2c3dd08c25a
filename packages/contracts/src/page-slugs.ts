// The information pages' slugs, in a module without schemas: the storefront's information pages
// list the others ("more information") without loading zod, whose check for `eval` the page's
// Content-Security-Policy reports as a violation.

/** The slugs the storefront links to; other slugs are allowed but have no storefront route. */
export const STOREFRONT_PAGE_SLUGS = [
  'about',
  'privacy-policy',
  'terms-conditions',
  'returns-policy',
  'delivery-policy',
] as const;
export type StorefrontPageSlug = (typeof STOREFRONT_PAGE_SLUGS)[number];

export const FIXED_PAGE_SLUG_MAX = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase letters, digits and single hyphens, 1–80 characters (`privacy-policy`). */
export function isFixedPageSlug(value: string): boolean {
  return value.length <= FIXED_PAGE_SLUG_MAX && SLUG_PATTERN.test(value);
}
