import { ADDRESS_LANGUAGES, PRIVATE_SCREENS, siteOrigin } from './storefront-addresses.ts';

/**
 * robots.txt: everything may be crawled but the API and the private screens, in both languages
 * and at their old unprefixed addresses (links to those may still be out there). Rules match by
 * prefix, so `/ar/cart` also keeps `/ar/cart/checkout` out.
 */
export function robotsText(publicUrl: string): string {
  const prefixes = ['', ...ADDRESS_LANGUAGES.map((lang) => `/${lang}`)];
  const disallowed = [
    '/api/',
    ...PRIVATE_SCREENS.flatMap((screen) => prefixes.map((prefix) => `${prefix}/${screen}`)),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
