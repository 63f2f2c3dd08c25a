import { asc, count, eq, sql } from 'drizzle-orm';
import type { Category, Language, Paged } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import type { ListInput } from './brands.service.ts';
import { bilingualNameMatches } from '../../db/sql-text.ts';
import { toCategory } from './catalog-view.ts';
import { categories, products } from './catalog.tables.ts';

export interface CategoryInput {
  nameEn: string;
  nameAr: string;
  parentId?: number | undefined;
  imageFile?: Buffer | undefined;
}

const FOLDER = 'categories';
const nameTaken = () => conflict('categories.nameTaken', null, { field: 'nameEn' });
const badParent = () => unprocessable('categories.badParent', null, { field: 'parentId' });

function activeCounts(ctx: AppContext) {
  return ctx.db
    .select({ categoryId: products.categoryId, n: count().as('n') })
    .from(products)
    .where(eq(products.isActive, true))
    .groupBy(products.categoryId)
    .as('category_counts');
}

export async function listCategories(
  ctx: AppContext,
  input: ListInput,
  lang: Language,
): Promise<Paged<Category>> {
  const counts = activeCounts(ctx);
  const term = input.search?.trim();
  const filter = term
    ? bilingualNameMatches(categories.nameEn, categories.nameAr, term)
    : undefined;
  const rows = await ctx.db
    .select({
      category: categories,
      productsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(filter)
    .orderBy(
      lang === 'ar' ? asc(categories.nameAr) : asc(sql`lower(${categories.nameEn})`),
      asc(categories.id),
    )
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  return {
    items: rows.map((r) => toCategory(r.category, r.productsCount, lang)),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    // Past the last page the window count has no row to ride on; count separately then.
    totalCount: rows[0]?.totalCount ?? (await ctx.db.$count(categories, filter)),
  };
}

export async function getCategory(ctx: AppContext, id: number, lang: Language): Promise<Category> {
  const counts = activeCounts(ctx);
  const [row] = await ctx.db
    .select({
      category: categories,
      productsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.id, id));
  if (!row) throw notFound('categories.notFound');
  return toCategory(row.category, row.productsCount, lang);
}

/**
 * The parent must exist and, for an existing category, must not be the category itself or one of
 * its descendants (that would make a loop): one recursive query walks up from the new parent.
 */
async function assertValidParent(ctx: AppContext, parentId: number | undefined, selfId?: number) {
  if (parentId === undefined) return;
  if (parentId === selfId) throw badParent();
  const result = await ctx.db.execute<{ id: number }>(sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from categories where id = ${parentId}
      union
      select c.id, c.parent_id from categories c join ancestors a on c.id = a.parent_id
    )
    select id from ancestors`);
  const chain = result.rows.map((r) => Number(r.id));
  if (chain.length === 0 || (selfId !== undefined && chain.includes(selfId))) throw badParent();
}

export async function createCategory(
  ctx: AppContext,
  input: CategoryInput,
  lang: Language,
): Promise<Category> {
  await assertValidParent(ctx, input.parentId);
  const imageUrl = input.imageFile ? await storeImage(ctx.media, FOLDER, input.imageFile) : null;
  try {
    const [row] = await ctx.db
      .insert(categories)
      .values({
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        parentId: input.parentId ?? null,
        imageUrl,
      })
      .returning();
    return toCategory(row!, 0, lang);
  } catch (error) {
    await removeImage(ctx.media, imageUrl);
    if (isUniqueViolation(error)) throw nameTaken();
    if (isForeignKeyViolation(error)) throw badParent(); // the parent was deleted meanwhile
    throw error;
  }
}

export async function updateCategory(
  ctx: AppContext,
  id: number,
  input: CategoryInput,
  lang: Language,
): Promise<Category> {
  const [before] = await ctx.db.select().from(categories).where(eq(categories.id, id));
  if (!before) throw notFound('categories.notFound');
  await assertValidParent(ctx, input.parentId, id);
  const imageUrl = input.imageFile
    ? await storeImage(ctx.media, FOLDER, input.imageFile)
    : before.imageUrl;
  try {
    await ctx.db
      .update(categories)
      .set({
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        parentId: input.parentId ?? null,
        imageUrl,
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id));
  } catch (error) {
    if (imageUrl !== before.imageUrl) await removeImage(ctx.media, imageUrl);
    if (isUniqueViolation(error)) throw nameTaken();
    if (isForeignKeyViolation(error)) throw badParent();
    throw error;
  }
  if (imageUrl !== before.imageUrl) await removeImage(ctx.media, before.imageUrl);
  return getCategory(ctx, id, lang);
}

/** Refused (409) while products or sub-categories use it; the foreign keys decide, race-free. */
export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  let removed: { imageUrl: string | null } | undefined;
  try {
    [removed] = await ctx.db
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ imageUrl: categories.imageUrl });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const [child] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    throw conflict(child ? 'categories.hasChildren' : 'categories.inUse');
  }
  if (!removed) throw notFound('categories.notFound');
  await removeImage(ctx.media, removed.imageUrl);
}
