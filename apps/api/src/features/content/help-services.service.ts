import { asc, eq, sql } from 'drizzle-orm';
import { MAX_HELP_SERVICES, type HelpService, type Language } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import { helpServices } from './content.tables.ts';

export interface HelpServiceInput {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  sortOrder?: number | undefined;
  imageFile?: Buffer | undefined;
}

type HelpServiceRow = typeof helpServices.$inferSelect;

const FOLDER = 'help-services';

function toHelpService(row: HelpServiceRow, lang: Language): HelpService {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    title: lang === 'ar' ? row.titleAr : row.titleEn,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    description: lang === 'ar' ? row.descriptionAr : row.descriptionEn,
    iconUrl: row.iconUrl,
    sortOrder: row.sortOrder,
  };
}

/** In display order (sortOrder, then id); one query. */
export async function listHelpServices(ctx: AppContext, lang: Language): Promise<HelpService[]> {
  const rows = await ctx.db
    .select()
    .from(helpServices)
    .orderBy(asc(helpServices.sortOrder), asc(helpServices.id))
    .limit(MAX_HELP_SERVICES);
  return rows.map((row) => toHelpService(row, lang));
}

/** The icon is required; without a sortOrder the service goes after the last one. */
export async function createHelpService(
  ctx: AppContext,
  input: HelpServiceInput,
  lang: Language,
): Promise<HelpService> {
  if (!input.imageFile) throw badRequest('helpService.iconRequired', null, { field: 'imageFile' });
  const iconUrl = await storeImage(ctx.media, FOLDER, input.imageFile);
  try {
    const [row] = await ctx.db
      .insert(helpServices)
      .values({
        titleEn: input.titleEn,
        titleAr: input.titleAr,
        descriptionEn: input.descriptionEn,
        descriptionAr: input.descriptionAr,
        iconUrl,
        sortOrder:
          input.sortOrder ??
          sql`(select coalesce(max(${helpServices.sortOrder}) + 1, 0) from ${helpServices})`,
      })
      .returning();
    return toHelpService(row!, lang);
  } catch (error) {
    await removeImage(ctx.media, iconUrl);
    throw error;
  }
}

/** Texts always; the icon only when a new one is sent (the old files are then removed). */
export async function updateHelpService(
  ctx: AppContext,
  id: number,
  input: HelpServiceInput,
  lang: Language,
): Promise<HelpService> {
  const [before] = await ctx.db.select().from(helpServices).where(eq(helpServices.id, id));
  if (!before) throw notFound('helpService.notFound');
  const iconUrl = input.imageFile
    ? await storeImage(ctx.media, FOLDER, input.imageFile)
    : before.iconUrl;
  let row: HelpServiceRow | undefined;
  try {
    [row] = await ctx.db
      .update(helpServices)
      .set({
        titleEn: input.titleEn,
        titleAr: input.titleAr,
        descriptionEn: input.descriptionEn,
        descriptionAr: input.descriptionAr,
        iconUrl,
        sortOrder: input.sortOrder ?? before.sortOrder,
        updatedAt: new Date(),
      })
      .where(eq(helpServices.id, id))
      .returning();
  } catch (error) {
    if (iconUrl !== before.iconUrl) await removeImage(ctx.media, iconUrl);
    throw error;
  }
  // Deleted meanwhile: the new icon has no row to belong to.
  if (!row) {
    if (iconUrl !== before.iconUrl) await removeImage(ctx.media, iconUrl);
    throw notFound('helpService.notFound');
  }
  if (iconUrl !== before.iconUrl) await removeImage(ctx.media, before.iconUrl);
  return toHelpService(row, lang);
}

/** Removes the service and its icon files. */
export async function deleteHelpService(ctx: AppContext, id: number): Promise<void> {
  const [removed] = await ctx.db
    .delete(helpServices)
    .where(eq(helpServices.id, id))
    .returning({ iconUrl: helpServices.iconUrl });
  if (!removed) throw notFound('helpService.notFound');
  await removeImage(ctx.media, removed.iconUrl);
}
