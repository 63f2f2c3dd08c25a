import {
  ADDRESS_LANGUAGES,
  DEFAULT_ADDRESS_LANGUAGE,
  storefrontAddress,
} from './storefront-addresses.ts';

/** One storefront page (its address without the language) and when its row last changed. */
export interface SitemapPage {
  path: string;
  lastModified: Date | null;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A W3C Datetime (the sitemap protocol's format) in UTC, to the second. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * One `<url>` per language, each naming all the page's languages and the x-default (Arabic).
 * The alternates come last: the protocol's schema allows other namespaces' elements only after
 * loc, lastmod, changefreq and priority.
 */
function pageEntries(origin: string, page: SitemapPage): string[] {
  const lastmod = page.lastModified ? `<lastmod>${w3cDateTime(page.lastModified)}</lastmod>` : '';
  const addresses = new Map(
    ADDRESS_LANGUAGES.map((lang) => [lang, escapeXml(storefrontAddress(origin, lang, page.path))]),
  );
  const alternates = [...addresses, ['x-default', addresses.get(DEFAULT_ADDRESS_LANGUAGE)!]]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    )
    .join('');
  return [...addresses.values()].map(
    (address) => `<url><loc>${address}</loc>${lastmod}${alternates}</url>`,
  );
}

/** A sitemap of the pages, two entries (one per language) for each. */
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  return [
    DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...pages.flatMap((page) => pageEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index naming the given sitemap files. */
export function sitemapIndexXml(sitemapAddresses: string[]): string {
  return [
    DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemapAddresses.map((address) => `<sitemap><loc>${escapeXml(address)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
