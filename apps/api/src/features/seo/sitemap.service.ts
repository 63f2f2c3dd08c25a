import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STOREFRONT_PAGE_SLUGS } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { brands, categories, products } from '../catalog/catalog.tables.ts';
import { keptCountQuery } from '../catalog/product-counts.ts';
import { placeholderValues, productConditions } from '../catalog/product-filters.ts';
import { fixedPages } from '../content/content.tables.ts';
import { sitemapIndexXml, urlsetXml, type SitemapPage } from './sitemap-xml.ts';
import {
  ADDRESS_LANGUAGES,
  ALWAYS_OPEN_PATHS,
  brandPath,
  categoryPath,
  infoPagePath,
  productPath,
  siteOrigin,
} from './storefront-addresses.ts';

export interface SitemapOptions {
  /** The shop's public origin: every address in the sitemap starts with it. */
  publicUrl: string;
  /** Entries per sitemap file, each language's address counting as one; past it, an index. */
  urlLimit: number;
}

/** A run of pages of one kind, in id order, read a slice at a time. */
interface Segment {
  size: number;
  read(offset: number, limit: number): Promise<SitemapPage[]>;
}

/** What the storefront's own lists show a shopper: the product list's condition, no filter. */
const SHOPPER = { includeInactive: false };

/** Both languages of a page stay in one file, so a file holds half the limit in pages. */
function pagesPerFile(urlLimit: number): number {
  return Math.max(1, Math.floor(urlLimit / ADDRESS_LANGUAGES.length));
}

/** One slice of a table's rows by id: the id and the last change, nothing else. */
function tableSegment(
  db: Executor,
  size: number,
  source: { table: PgTable; id: AnyPgColumn; updatedAt: AnyPgColumn; where?: SQL | undefined },
  pathOf: (id: number) => string,
): Segment {
  return {
    size,
    async read(offset, limit) {
      const rows = await db
        .select({ id: source.id, updatedAt: source.updatedAt })
        .from(source.table)
        .where(source.where)
        .orderBy(asc(source.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        path: pathOf(row.id as number),
        lastModified: row.updatedAt as Date,
      }));
    },
  };
}

/**
 * The sitemap's pages as four runs: the site's own pages (home, lists, contact and the information
 * pages switched on), then categories, brands and products. Two statements: the sizes (products
 * from the kept counts the product list's total also reads) and the information pages.
 */
async function sitemapSegments(db: Executor): Promise<Segment[]> {
  const [sizes, infoRows] = await Promise.all([
    db.execute<Record<'categories' | 'brands' | 'products', string | number | null>>(sql`select
      (select count(*) from ${categories}) as categories,
      (select count(*) from ${brands}) as brands,
      (${keptCountQuery(db, {}, SHOPPER, placeholderValues)}) as products`),
    db
      .select({ slug: sql<string>`lower(${fixedPages.slug})`, updatedAt: fixedPages.updatedAt })
      .from(fixedPages)
      .where(
        and(
          eq(fixedPages.isActive, true),
          inArray(sql`lower(${fixedPages.slug})`, [...STOREFRONT_PAGE_SLUGS]),
        ),
      ),
  ]);
  const size = sizes.rows[0]!;
  const changed = new Map(infoRows.map((row) => [row.slug, row.updatedAt]));
  const sitePages: SitemapPage[] = [
    ...ALWAYS_OPEN_PATHS.map((path) => ({ path, lastModified: null })),
    ...STOREFRONT_PAGE_SLUGS.filter((slug) => changed.has(slug)).map((slug) => ({
      path: infoPagePath(slug),
      lastModified: changed.get(slug)!,
    })),
  ];
  return [
    {
      size: sitePages.length,
      read: async (offset, limit) => sitePages.slice(offset, offset + limit),
    },
    tableSegment(
      db,
      Number(size.categories ?? 0),
      { table: categories, id: categories.id, updatedAt: categories.updatedAt },
      categoryPath,
    ),
    tableSegment(
      db,
      Number(size.brands ?? 0),
      { table: brands, id: brands.id, updatedAt: brands.updatedAt },
      brandPath,
    ),
    tableSegment(
      db,
      Number(size.products ?? 0),
      {
        table: products,
        id: products.id,
        updatedAt: products.updatedAt,
        where: productConditions({}, SHOPPER),
      },
      productPath,
    ),
  ];
}

/** Pages `start` to `start + count` of the runs laid end to end: one statement per run touched. */
async function readPages(segments: Segment[], start: number, count: number) {
  const end = start + count;
  let base = 0;
  const slices: Array<Promise<SitemapPage[]>> = [];
  for (const segment of segments) {
    const from = Math.max(start, base);
    const to = Math.min(end, base + segment.size);
    if (from < to) slices.push(segment.read(from - base, to - from));
    base += segment.size;
  }
  return (await Promise.all(slices)).flat();
}

const totalPages = (segments: Segment[]) => segments.reduce((sum, s) => sum + s.size, 0);
const fileCount = (pages: number, options: SitemapOptions) =>
  pages * ADDRESS_LANGUAGES.length <= options.urlLimit
    ? 0
    : Math.ceil(pages / pagesPerFile(options.urlLimit));

/**
 * `/sitemap.xml`: every page a shopper can open, in both languages; past the limit, an index of
 * `/sitemap-1.xml`, `/sitemap-2.xml`, … instead. At most five statements whatever the shop's size.
 */
export async function readSitemap(db: Executor, options: SitemapOptions): Promise<string> {
  const segments = await sitemapSegments(db);
  const pages = totalPages(segments);
  const origin = siteOrigin(options.publicUrl);
  const files = fileCount(pages, options);
  if (files === 0) return urlsetXml(origin, await readPages(segments, 0, pages));
  return sitemapIndexXml(
    Array.from({ length: files }, (_, index) => `${origin}/sitemap-${index + 1}.xml`),
  );
}

/** One file the index names (numbered from 1); null when the index names no such file. */
export async function readSitemapPart(
  db: Executor,
  part: number,
  options: SitemapOptions,
): Promise<string | null> {
  const segments = await sitemapSegments(db);
  if (part < 1 || part > fileCount(totalPages(segments), options)) return null;
  const size = pagesPerFile(options.urlLimit);
  const pages = await readPages(segments, (part - 1) * size, size);
  return urlsetXml(siteOrigin(options.publicUrl), pages);
}
