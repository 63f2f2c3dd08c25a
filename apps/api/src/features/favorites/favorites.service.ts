import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Favorite, Language, PageQuery, Paged } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { notFound } from '../../lib/app-error.ts';
import { favorites, products } from '../catalog/catalog.tables.ts';
import { selectProducts } from '../catalog/product-queries.ts';
import { toProduct, type ProductRecord } from '../catalog/product-view.ts';

const addedAtSql = sql<Date>`${favorites.createdAt}`.mapWith(favorites.createdAt);

/** A product row as the shared product read returns it, plus when the user added it. */
type FavoriteRecord = ProductRecord & { addedAt: Date; totalCount?: number };

/**
 * The product read every other list uses, limited to one user's wishlist. The flag subquery is
 * skipped (user null): every row here is a favourite by definition.
 */
function selectFavorites(db: Executor, userId: number, extra: Record<string, SQL> = {}) {
  return selectProducts(db, null, { addedAt: addedAtSql, ...extra }).innerJoin(
    favorites,
    and(eq(favorites.productId, products.id), eq(favorites.userId, userId)),
  );
}

function toFavorite(row: FavoriteRecord, lang: Language, now: Date): Favorite {
  const product = toProduct({ ...row, isFavorite: true }, lang, now);
  return { ...product, productId: product.id, addedAt: row.addedAt.toISOString() };
}

/**
 * Adds a product to the wishlist once, however often (or however concurrently) it is asked: the
 * primary key (user, product) decides, and the insert only takes products a shopper can see.
 * `created` is false when the product was already there.
 */
export async function addFavorite(
  ctx: AppContext,
  userId: number,
  productId: number,
  lang: Language,
): Promise<{ favorite: Favorite; created: boolean }> {
  let inserted: unknown[];
  try {
    inserted = await ctx.db
      .insert(favorites)
      .select((qb) =>
        qb
          .select({
            userId: sql<number>`${userId}::integer`.as('user_id'),
            productId: products.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.isActive, true))),
      )
      .onConflictDoNothing()
      .returning({ productId: favorites.productId });
  } catch (error) {
    // The product was deleted between the insert's read and its write.
    if (isForeignKeyViolation(error)) throw notFound('favorites.productNotFound');
    throw error;
  }
  const [row] = (await selectFavorites(ctx.db, userId).where(
    and(eq(products.id, productId), eq(products.isActive, true)),
  )) as FavoriteRecord[];
  if (!row) throw notFound('favorites.productNotFound');
  return { favorite: toFavorite(row, lang, new Date()), created: inserted.length > 0 };
}

/** Idempotent: removing a product that is not (or no longer) in the wishlist is not an error. */
export async function removeFavorite(ctx: AppContext, userId: number, productId: number) {
  await ctx.db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return { productId };
}

/**
 * One statement for the page and its total (window count), newest first. Inactive products stay so
 * the shopper sees they are unavailable instead of finding them silently gone.
 */
export async function listFavorites(
  ctx: AppContext,
  userId: number,
  page: PageQuery,
  lang: Language,
): Promise<Paged<Favorite>> {
  const rows = (await selectFavorites(ctx.db, userId, {
    totalCount: sql<number>`count(*) over()`.mapWith(Number),
  })
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)) as FavoriteRecord[];
  const now = new Date();
  return {
    items: rows.map((row) => toFavorite(row, lang, now)),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    // Past the last page the window count has no row to ride on; count separately then.
    totalCount:
      rows[0]?.totalCount ?? (await ctx.db.$count(favorites, eq(favorites.userId, userId))),
  };
}
