import { toSafeHtml } from '../../lib/safe-html.ts';
import type { Database } from '../client.ts';
import { fixedPages } from '../schema.ts';
import { DEMO_FIXED_PAGES } from './fixed-pages.seed-data.ts';

/**
 * The about page and the four policies in both languages (idempotent). A slug that exists in any
 * letter case is left alone, so a merchant's edits survive `npm run db:seed`. The content goes
 * through the same cleaning as the dashboard's, because readers render stored HTML as is.
 */
export async function seedFixedPages(db: Database): Promise<void> {
  await db
    .insert(fixedPages)
    .values(
      DEMO_FIXED_PAGES.map((page) => ({
        ...page,
        contentEn: toSafeHtml(page.contentEn),
        contentAr: toSafeHtml(page.contentAr),
      })),
    )
    .onConflictDoNothing();
}
