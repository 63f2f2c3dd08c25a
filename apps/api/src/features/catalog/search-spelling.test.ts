import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { products } from './catalog.tables.ts';
import { suggestSpelling } from './search-spelling.ts';
import { searchWords } from './search.tables.ts';

let t: TestApp;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  brandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
  await createProductRow(t.app, {
    nameEn: 'Galaxy S24',
    nameAr: 'جالكسي اس ٢٤',
    brandId,
    categoryId,
  });
  await createProductRow(t.app, {
    nameEn: 'Fresh milk',
    nameAr: 'حليب طازج',
    descriptionEn: 'From the farm',
    brandId,
    categoryId,
  });
  await createProductRow(t.app, {
    nameEn: 'Hidden gadget',
    nameAr: 'أداة مخفية',
    brandId,
    categoryId,
    isActive: false,
  });
});

afterAll(async () => {
  await t.close();
});

async function countsOf(...words: string[]): Promise<Record<string, number>> {
  const rows = await t.app.ctx.db
    .select()
    .from(searchWords)
    .where(inArray(searchWords.word, words));
  return Object.fromEntries(rows.map((row) => [row.word, row.productCount]));
}

describe('search words', () => {
  it('holds the folded words of active products’ names in both languages, counted', async () => {
    expect(await countsOf('galaxy', 's24', 'جالكسي', 'حليب', 'طازج', 'fresh')).toEqual({
      galaxy: 1,
      s24: 1,
      جالكسي: 1,
      حليب: 1,
      طازج: 1,
      fresh: 1,
    });
    // Inactive products' names and descriptions are not catalog words.
    expect(await countsOf('hidden', 'gadget', 'اداه', 'farm')).toEqual({});
  });

  it('follows inserts, renames, (de)activation and deletes', async () => {
    const row = await createProductRow(t.app, {
      nameEn: 'Galaxy Tab',
      nameAr: 'تاب',
      brandId,
      categoryId,
    });
    expect(await countsOf('galaxy', 'tab')).toEqual({ galaxy: 2, tab: 1 });
    const db = t.app.ctx.db;
    await db.update(products).set({ nameEn: 'Galaxy Pad' }).where(eq(products.id, row.id));
    expect(await countsOf('galaxy', 'tab', 'pad', 'تاب')).toEqual({ galaxy: 2, pad: 1, تاب: 1 });
    await db.update(products).set({ nameAr: 'باد' }).where(eq(products.id, row.id));
    expect(await countsOf('تاب', 'باد')).toEqual({ باد: 1 });
    // Stock changes leave the words alone; deactivation removes them, activation brings them back.
    await db.update(products).set({ stock: 3 }).where(eq(products.id, row.id));
    await db.update(products).set({ isActive: false }).where(eq(products.id, row.id));
    expect(await countsOf('galaxy', 'pad')).toEqual({ galaxy: 1 });
    await db.update(products).set({ isActive: true }).where(eq(products.id, row.id));
    expect(await countsOf('galaxy', 'pad')).toEqual({ galaxy: 2, pad: 1 });
    await db.delete(products).where(eq(products.id, row.id));
    expect(await countsOf('galaxy', 'pad', 'باد')).toEqual({ galaxy: 1 });
  });
});

describe('suggestSpelling', () => {
  const suggest = (term: string) => suggestSpelling(t.app.ctx.db, term);

  it('replaces a word that matches nothing with the closest catalog word', async () => {
    expect(await suggest('gelaxy')).toBe('galaxy');
    expect(await suggest('حاليب')).toBe('حليب');
    // Words that match keep the shopper's spelling; only the unknown one changes.
    expect(await suggest('Fresh حاليب')).toBe('Fresh حليب');
  });

  it('suggests nothing when no word is close, nothing is wrong, or the correction finds nothing', async () => {
    expect(await suggest('zzzz qqqq')).toBeNull();
    expect(await suggest('galaxy')).toBeNull();
    expect(await suggest('%_\\')).toBeNull();
    // Each word exists, so there is nothing to correct even though together they find nothing.
    expect(await suggest('galaxy milk')).toBeNull();
    // "gadget" is only in an inactive product: not a catalog word, so never suggested.
    expect(await suggest('gadgett')).toBeNull();
  });
});

describe('GET /api/product/getAllProducts', () => {
  const page = async (term: string) => {
    const res = await t.app.inject({
      url: `/api/product/getAllProducts?search=${encodeURIComponent(term)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { totalCount: number; didYouMean?: string | null };
  };

  it('answers a search that finds nothing with a did-you-mean, or null', async () => {
    expect(await page('gelaxy')).toMatchObject({ totalCount: 0, didYouMean: 'galaxy' });
    expect(await page('zzzz')).toMatchObject({ totalCount: 0, didYouMean: null });
  });

  it('leaves it out when the search finds something', async () => {
    const found = await page('galxy');
    expect(found.totalCount).toBe(1);
    expect(found).not.toHaveProperty('didYouMean');
  });
});
