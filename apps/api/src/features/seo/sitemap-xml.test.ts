import { describe, expect, it } from 'vitest';
import { xmlProblems } from '../../../test/well-formed-xml.ts';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDateTime } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes lastmod as a W3C Datetime in UTC, to the second', () => {
    expect(w3cDateTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04T05:06:07Z');
    expect(w3cDateTime(new Date('2026-03-04T08:06:07+03:00'))).toBe('2026-03-04T05:06:07Z');
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('gives each language its entry with both alternates and the Arabic x-default', () => {
    const xml = urlsetXml('https://shop.example', [
      { path: '/product/5', lastModified: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(xmlProblems(xml)).toEqual([]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/product/5"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/product/5"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/ar/product/5"/>';
    for (const lang of ['ar', 'en']) {
      expect(xml).toContain(
        `<url><loc>https://shop.example/${lang}/product/5</loc><lastmod>2026-01-02T03:04:05Z</lastmod>${alternates}</url>`,
      );
    }
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it('escapes an origin that carries query-like characters, and leaves lastmod out when unknown', () => {
    const xml = urlsetXml('https://shop.example/a&b', [{ path: '/', lastModified: null }]);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<loc>https://shop.example/a&amp;b/ar/</loc><xhtml:link');
    expect(xml).not.toContain('<lastmod>');
  });

  it('writes an index of the files', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemap-1.xml']);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemap-1.xml</loc></sitemap>\n</sitemapindex>',
    );
  });

  // The check the route tests lean on must itself catch what it is there to catch.
  it('has a well-formedness check that finds broken documents', () => {
    expect(xmlProblems('<a><b></a></b>')).not.toEqual([]);
    expect(xmlProblems('<a>x & y</a>')).not.toEqual([]);
    expect(xmlProblems('<a href=x/>')).not.toEqual([]);
    expect(xmlProblems('<a/><b/>')).not.toEqual([]);
    expect(xmlProblems('<a><x:b/></a>')).not.toEqual([]);
    expect(xmlProblems('<a>')).not.toEqual([]);
    expect(xmlProblems('<a xmlns:x="u"><x:b c="&amp;"/></a>')).toEqual([]);
  });
});
