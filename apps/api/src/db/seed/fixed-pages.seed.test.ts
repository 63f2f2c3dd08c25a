import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_PAGE_SLUGS } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { toSafeHtml } from '../../lib/safe-html.ts';
import { fixedPages } from '../schema.ts';
import { DEMO_FIXED_PAGES } from './fixed-pages.seed-data.ts';
import { seedFixedPages } from './fixed-pages.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo information pages', () => {
  it('are the storefront’s five pages, already within the allow-list in both languages', () => {
    expect(DEMO_FIXED_PAGES.map((page) => page.slug)).toEqual([...STOREFRONT_PAGE_SLUGS]);
    for (const page of DEMO_FIXED_PAGES) {
      // Nothing the editor would lose: the seed shows what a saved page looks like.
      expect(toSafeHtml(page.contentEn)).toBe(page.contentEn);
      expect(toSafeHtml(page.contentAr)).toBe(page.contentAr);
      expect(page.contentAr).toMatch(/<h2>[\u0600-\u06FF]/);
    }
  });

  it('are seeded once, and a merchant’s edit survives a second run', async () => {
    await seedFixedPages(t.app.ctx.db);
    expect(await t.app.ctx.db.$count(fixedPages)).toBe(5);
    await t.app.ctx.db
      .update(fixedPages)
      .set({ titleEn: 'Our story' })
      .where(eq(fixedPages.slug, 'about'));
    await seedFixedPages(t.app.ctx.db);
    expect(await t.app.ctx.db.$count(fixedPages)).toBe(5);
    const about = await t.app.inject({ url: '/api/FixedPage/GetBySlug/about' });
    expect(about.json().data).toMatchObject({ title: 'Our story', isActive: true });
    const returns = await t.app.inject({
      url: '/api/FixedPage/GetBySlug/returns-policy',
      headers: { 'accept-language': 'ar' },
    });
    expect(returns.json().data.title).toBe('سياسة الإرجاع والاستبدال');
    expect(returns.json().data.content).toContain('7 أيام');
  });
});
