import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  FIXED_PAGE_CONTENT_MAX,
  isFixedPageSlug,
  type FixedPage,
  type FixedPageFields,
  type Language,
  type Paged,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../http/auth.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { toSafeHtml } from '../../lib/safe-html.ts';
import { likePattern } from '../../db/sql-text.ts';
import { fixedPages } from './content.tables.ts';

type FixedPageRow = typeof fixedPages.$inferSelect;

export interface FixedPageListFilters {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
}

/** Staff read through the same public calls and also see pages that are switched off. */
export const seesInactivePages = (user: AuthUser | null) =>
  user?.role === 'Admin' || user?.role === 'Manager';

export function toFixedPage(row: FixedPageRow, lang: Language): FixedPage {
  return {
    id: row.id,
    slug: row.slug,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    title: lang === 'ar' ? row.titleAr : row.titleEn,
    contentEn: row.contentEn,
    contentAr: row.contentAr,
    content: lang === 'ar' ? row.contentAr : row.contentEn,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const visible = (withInactive: boolean) =>
  withInactive ? undefined : eq(fixedPages.isActive, true);

function found(row: FixedPageRow | undefined, lang: Language): FixedPage {
  if (!row) throw notFound('fixedPage.notFound');
  return toFixedPage(row, lang);
}

/** Both 422s name their field, so the dashboard form shows them under it. */
function checkedColumns(fields: FixedPageFields) {
  if (!isFixedPageSlug(fields.slug)) {
    throw unprocessable('fixedPage.badSlug', null, { field: 'slug' });
  }
  for (const field of ['contentEn', 'contentAr'] as const) {
    if (fields[field].length > FIXED_PAGE_CONTENT_MAX) {
      const max = FIXED_PAGE_CONTENT_MAX.toLocaleString('en');
      throw unprocessable('fixedPage.contentTooLong', null, { params: { max }, field });
    }
  }
  return {
    slug: fields.slug,
    titleEn: fields.titleEn,
    titleAr: fields.titleAr,
    // Stored clean, so every reader can render it as is (see safe-html.ts).
    contentEn: toSafeHtml(fields.contentEn),
    contentAr: toSafeHtml(fields.contentAr),
    isActive: fields.isActive,
  };
}

const slugTaken = () => conflict('fixedPage.slugTaken', null, { field: 'slug' });

/** Pages oldest first (the demo's about page leads); one query with its total. */
export async function listFixedPages(
  ctx: AppContext,
  filters: FixedPageListFilters,
  lang: Language,
  withInactive: boolean,
): Promise<Paged<FixedPage>> {
  const term = filters.search?.trim();
  const where = and(
    visible(withInactive),
    term
      ? or(
          sql`${fixedPages.slug} ilike ${likePattern(term)}`,
          sql`dukkan_search_text(${fixedPages.titleEn} || ' ' || ${fixedPages.titleAr})
            like dukkan_search_text(${likePattern(term)})`,
        )
      : undefined,
  ) as SQL | undefined;
  const rows = await ctx.db
    .select({ page: fixedPages, totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(fixedPages)
    .where(where)
    .orderBy(asc(fixedPages.id))
    .limit(filters.pageSize)
    .offset((filters.pageNumber - 1) * filters.pageSize);
  return {
    items: rows.map((row) => toFixedPage(row.page, lang)),
    pageNumber: filters.pageNumber,
    pageSize: filters.pageSize,
    // Past the last page the window count has no row to ride on; count separately then.
    totalCount: rows[0]?.totalCount ?? (await ctx.db.$count(fixedPages, where)),
  };
}

export async function getFixedPage(
  ctx: AppContext,
  id: number,
  lang: Language,
  withInactive: boolean,
): Promise<FixedPage> {
  const [row] = await ctx.db
    .select()
    .from(fixedPages)
    .where(and(eq(fixedPages.id, id), visible(withInactive)));
  return found(row, lang);
}

/** The storefront's lookup; the unique index on lower(slug) serves it. */
export async function getFixedPageBySlug(
  ctx: AppContext,
  slug: string,
  lang: Language,
  withInactive: boolean,
): Promise<FixedPage> {
  const [row] = await ctx.db
    .select()
    .from(fixedPages)
    .where(and(sql`lower(${fixedPages.slug}) = ${slug.toLowerCase()}`, visible(withInactive)));
  return found(row, lang);
}

/** A slug used by another page in any letter case is a 409 under `slug` (unique index). */
export async function createFixedPage(
  ctx: AppContext,
  fields: FixedPageFields,
  lang: Language,
): Promise<FixedPage> {
  const columns = checkedColumns(fields);
  try {
    const [row] = await ctx.db.insert(fixedPages).values(columns).returning();
    return found(row, lang);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updateFixedPage(
  ctx: AppContext,
  id: number,
  fields: FixedPageFields,
  lang: Language,
): Promise<FixedPage> {
  const columns = checkedColumns(fields);
  try {
    const [row] = await ctx.db
      .update(fixedPages)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(fixedPages.id, id))
      .returning();
    return found(row, lang);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function deleteFixedPage(ctx: AppContext, id: number): Promise<{ id: number }> {
  const [row] = await ctx.db
    .delete(fixedPages)
    .where(eq(fixedPages.id, id))
    .returning({ id: fixedPages.id });
  if (!row) throw notFound('fixedPage.notFound');
  return row;
}
