import { asc, count, eq, sql } from 'drizzle-orm';
import type { Brand, Language, Paged } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import { bilingualNameMatches } from '../../db/sql-text.ts';
import { toBrand } from './catalog-view.ts';
import { brands, products } from './catalog.tables.ts';

export interface BrandInput {
  nameEn: string;
  nameAr: string;
  imageFile?: Buffer | undefined;
}

export interface ListInput {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
}

const FOLDER = 'brands';
const nameTaken = () => conflict('brands.nameTaken', null, { field: 'nameEn' });

/** Active products per brand: what a shopper would find behind the brand. */
function activeCounts(ctx: AppContext) {
  return ctx.db
    .select({ brandId: products.brandId, n: count().as('n') })
    .from(products)
    .where(eq(products.isActive, true))
    .groupBy(products.brandId)
    .as('brand_counts');
}

/** One query: the page, each brand's product count, and the total through a window count. */
export async function listBrands(
  ctx: AppContext,
  input: ListInput,
  lang: Language,
): Promise<Paged<Brand>> {
  const counts = activeCounts(ctx);
  const term = input.search?.trim();
  const filter = term ? bilingualNameMatches(brands.nameEn, brands.nameAr, term) : undefined;
  const rows = await ctx.db
    .select({
      brand: brands,
      productsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(brands)
    .leftJoin(counts, eq(counts.brandId, brands.id))
    .where(filter)
    .orderBy(lang === 'ar' ? asc(brands.nameAr) : asc(sql`lower(${brands.nameEn})`), asc(brands.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  return {
    items: rows.map((r) => toBrand(r.brand, r.productsCount, lang)),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    // Past the last page the window count has no row to ride on; count separately then.
    totalCount: rows[0]?.totalCount ?? (await ctx.db.$count(brands, filter)),
  };
}

export async function getBrand(ctx: AppContext, id: number, lang: Language): Promise<Brand> {
  const counts = activeCounts(ctx);
  const [row] = await ctx.db
    .select({ brand: brands, productsCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(brands)
    .leftJoin(counts, eq(counts.brandId, brands.id))
    .where(eq(brands.id, id));
  if (!row) throw notFound('brands.notFound');
  return toBrand(row.brand, row.productsCount, lang);
}

export async function createBrand(
  ctx: AppContext,
  input: BrandInput,
  lang: Language,
): Promise<Brand> {
  const imageUrl = input.imageFile ? await storeImage(ctx.media, FOLDER, input.imageFile) : null;
  try {
    const [row] = await ctx.db
      .insert(brands)
      .values({ nameEn: input.nameEn, nameAr: input.nameAr, imageUrl })
      .returning();
    return toBrand(row!, 0, lang);
  } catch (error) {
    await removeImage(ctx.media, imageUrl);
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Names always; the image only when a new one is sent (the old files are then removed). */
export async function updateBrand(
  ctx: AppContext,
  id: number,
  input: BrandInput,
  lang: Language,
): Promise<Brand> {
  const [before] = await ctx.db.select().from(brands).where(eq(brands.id, id));
  if (!before) throw notFound('brands.notFound');
  const imageUrl = input.imageFile
    ? await storeImage(ctx.media, FOLDER, input.imageFile)
    : before.imageUrl;
  try {
    await ctx.db
      .update(brands)
      .set({ nameEn: input.nameEn, nameAr: input.nameAr, imageUrl, updatedAt: new Date() })
      .where(eq(brands.id, id));
  } catch (error) {
    if (imageUrl !== before.imageUrl) await removeImage(ctx.media, imageUrl);
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (imageUrl !== before.imageUrl) await removeImage(ctx.media, before.imageUrl);
  return getBrand(ctx, id, lang);
}

/**
 * A brand that still has products (active or not) stays: 409, nothing changes. The foreign key
 * decides, so a product added at the same moment cannot be orphaned either.
 */
export async function deleteBrand(ctx: AppContext, id: number): Promise<void> {
  let removed: { imageUrl: string | null } | undefined;
  try {
    [removed] = await ctx.db
      .delete(brands)
      .where(eq(brands.id, id))
      .returning({ imageUrl: brands.imageUrl });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('brands.inUse');
    throw error;
  }
  if (!removed) throw notFound('brands.notFound');
  await removeImage(ctx.media, removed.imageUrl);
}
