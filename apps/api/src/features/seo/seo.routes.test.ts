import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedPages } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { xmlProblems } from '../../../test/well-formed-xml.ts';
import { readSitemap } from './sitemap.service.ts';

const ORIGIN = 'https://shop.example';
const CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

let t: TestApp;
beforeAll(async () => {
  // A trailing slash in PUBLIC_URL must not double the addresses' slashes.
  t = await buildTestApp({ configure: (c) => (c.publicUrl = `${ORIGIN}/`) });
});
afterAll(() => t.close());

const get = (app: TestApp, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
const entryOf = (xml: string, loc: string) =>
  new RegExp(`<url><loc>${loc}</loc>.*?</url>`).exec(xml)?.[0];

/** Rows the storefront shows, one product it does not, and two information pages. */
async function createShop(app: TestApp) {
  const category = await createCategoryRow(app.app);
  const brand = await createBrandRow(app.app);
  const product = await createProductRow(app.app, {
    brandId: brand.id,
    categoryId: category.id,
    updatedAt: new Date('2026-03-04T05:06:07.890Z'),
  });
  const hidden = await createProductRow(app.app, {
    brandId: brand.id,
    categoryId: category.id,
    isActive: false,
  });
  await app.app.ctx.db.insert(fixedPages).values([
    { slug: 'about', titleEn: 'About', titleAr: 'من نحن', isActive: true },
    { slug: 'privacy-policy', titleEn: 'Privacy', titleAr: 'الخصوصية', isActive: false },
    // A page the storefront has no address for.
    { slug: 'careers', titleEn: 'Careers', titleAr: 'الوظائف', isActive: true },
  ]);
  return { category, brand, product, hidden };
}

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the private screens and names the sitemap', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE);
    const screens = [
      'dashboard',
      'profile',
      'my-orders',
      'cart',
      'wishlist',
      'guest-order',
      'payment',
      'payment-status',
      'login',
      'register',
      'forgot-password',
      'unauthorized',
    ];
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...screens.flatMap((s) => [`Disallow: /${s}`, `Disallow: /ar/${s}`, `Disallow: /en/${s}`]),
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

it('keeps robots.txt and the sitemaps out of the API documentation', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths as object);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((p) => /robots|sitemap/i.test(p))).toEqual([]);
});

describe('sitemap.xml', () => {
  let shop: Awaited<ReturnType<typeof createShop>>;
  let xml: string;
  beforeAll(async () => {
    shop = await createShop(t);
    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE);
    xml = res.body;
  });

  it('is well-formed XML with the sitemap and xhtml namespaces', () => {
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists every page a shopper can open, in both languages, and nothing else', () => {
    const paths = [
      '/',
      '/shop',
      '/offers',
      '/contact',
      '/about',
      `/category/${shop.category.id}`,
      `/brand/${shop.brand.id}`,
      `/product/${shop.product.id}`,
    ];
    expect(locs(xml).sort()).toEqual(
      paths.flatMap((p) => [`${ORIGIN}/ar${p}`, `${ORIGIN}/en${p}`]).sort(),
    );
    expect(xml).not.toContain(`/product/${shop.hidden.id}<`);
    expect(xml).not.toContain('privacy-policy');
    expect(xml).not.toContain('careers');
  });

  it('links each address to its other language, with Arabic as the default', () => {
    const product = `/product/${shop.product.id}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar${product}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en${product}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/ar${product}"/>`,
    ].join('');
    for (const lang of ['ar', 'en']) {
      expect(entryOf(xml, `${ORIGIN}/${lang}${product}`)).toBe(
        `<url><loc>${ORIGIN}/${lang}${product}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates}</url>`,
      );
    }
  });

  it('dates rows by their last change and leaves the always-open pages undated', () => {
    const dated = /<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/;
    for (const p of [`/category/${shop.category.id}`, `/brand/${shop.brand.id}`, '/about']) {
      expect(entryOf(xml, `${ORIGIN}/en${p}`)).toMatch(dated);
    }
    for (const p of ['/', '/shop', '/offers', '/contact']) {
      expect(entryOf(xml, `${ORIGIN}/en${p}`)).not.toContain('<lastmod>');
    }
  });

  it('reads with the same few statements however many products there are', async () => {
    const before = await t.queriesDuring(() => get(t, '/sitemap.xml'));
    for (let i = 0; i < 5; i += 1) {
      await createProductRow(t.app, { brandId: shop.brand.id, categoryId: shop.category.id });
    }
    const after = await t.queriesDuring(() => get(t, '/sitemap.xml'));
    expect(before.length).toBeLessThanOrEqual(5);
    expect(after.length).toBe(before.length);
  });

  it('answers 404 for split files while the sitemap fits in one', async () => {
    const res = await get(t, '/sitemap-1.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});

describe('the sitemap index', () => {
  let small: TestApp;
  beforeAll(async () => {
    // Three pages (six entries) per file instead of 25,000.
    small = await buildTestApp({
      configure: (c) => {
        c.publicUrl = ORIGIN;
        c.sitemapUrlLimit = 7;
      },
    });
    const shop = await createShop(small);
    for (let i = 0; i < 3; i += 1) {
      await createProductRow(small.app, { brandId: shop.brand.id, categoryId: shop.category.id });
    }
  });
  afterAll(() => small.close());

  it('splits past the limit into files that together hold the whole sitemap once', async () => {
    const whole = locs(await readSitemap(small.app.ctx.db, { publicUrl: ORIGIN, urlLimit: 1e6 }));
    // 4 always-open pages, about, a category, a brand and 4 products: 11 pages, 22 entries.
    expect(whole).toHaveLength(22);

    const index = await get(small, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe(CACHE);
    expect(xmlProblems(index.body)).toEqual([]);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${ORIGIN}/sitemap-${n}.xml`));

    const gathered: string[] = [];
    for (const file of files) {
      const res = await get(small, new URL(file).pathname);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe(CACHE);
      expect(xmlProblems(res.body), file).toEqual([]);
      const entries = locs(res.body);
      expect(entries.length).toBeLessThanOrEqual(7);
      gathered.push(...entries);
    }
    expect(gathered).toEqual(whole);
  });

  it('reads a split file with the same few statements as the whole', async () => {
    const queries = await small.queriesDuring(() => get(small, '/sitemap-2.xml'));
    expect(queries.length).toBeLessThanOrEqual(5);
  });

  it('answers 404 past the last file and for file 0', async () => {
    for (const url of ['/sitemap-5.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      const res = await get(small, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().statusCode).toBe(404);
    }
  });
});

describe('next to the built web app', () => {
  it('answers for itself, not with the SPA shell or a file of the same name', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dukkan</title>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    fs.writeFileSync(path.join(dist, 'sitemap.xml'), '<urlset/>');
    const web = await buildTestApp({
      configure: (c) => {
        c.webDist = dist;
        c.publicUrl = ORIGIN;
      },
    });
    try {
      const robots = await get(web, '/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body.startsWith('User-agent: *\nAllow: /\nDisallow: /api/\n')).toBe(true);
      expect(robots.body.endsWith(`Sitemap: ${ORIGIN}/sitemap.xml\n`)).toBe(true);
      const sitemap = await get(web, '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(locs(sitemap.body)).toContain(`${ORIGIN}/ar/`);
      expect(xmlProblems(sitemap.body)).toEqual([]);
      const head = await web.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
      // Still the shell for the storefront's own addresses.
      expect((await get(web, '/ar/shop')).body).toContain('<title>Dukkan</title>');
      const missing = await get(web, '/sitemap-1.xml');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().statusCode).toBe(404);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
