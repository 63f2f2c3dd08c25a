import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { productSearch, searchWordsOf } from './product-search.ts';
import { productSearchRows } from './search.tables.ts';

let t: TestApp;
const names: Record<number, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const brandId = (await createBrandRow(t.app)).id;
  const categoryId = (await createCategoryRow(t.app)).id;
  for (const [nameEn, nameAr] of [
    ['Samsung Galaxy Smartphone', 'هاتف ذكي سامسونج'],
    ['Samsung Phone Case', 'غطاء جوال سامسونج'],
    ['Philips Air Fryer', 'قلاية هوائية فيليبس'],
    ["Men's T-Shirt", 'قميص رجالي'],
  ] as const) {
    const row = await createProductRow(t.app, { nameEn, nameAr, brandId, categoryId });
    names[row.id] = nameEn;
  }
  for (const [nameEn, sku] of [
    ['Cardamom 250 g', 'SPC-CARD_250'],
    ['Cardamom 500 g', 'SPC-CARD-500'],
  ] as const) {
    const row = await createProductRow(t.app, { nameEn, sku, brandId, categoryId });
    names[row.id] = nameEn;
  }
});

afterAll(async () => {
  await t.close();
});

async function search(term: string): Promise<string[]> {
  const { where, rank } = productSearch(term);
  const ps = productSearchRows;
  const rows = await t.app.ctx.db
    .select({ id: ps.productId })
    .from(ps)
    .where(and(eq(ps.isActive, true), where))
    .orderBy(desc(rank), desc(ps.productId));
  return rows.map((row) => names[row.id]!);
}

describe('productSearch', () => {
  it('needs every word, each as a prefix or a close catalog word', async () => {
    expect(await search('samsung phone')).toEqual(
      expect.arrayContaining(['Samsung Phone Case', 'Samsung Galaxy Smartphone']),
    );
    expect(await search('samsng case')).toEqual(['Samsung Phone Case']);
    expect(await search('samsung fryer')).toEqual([]);
    expect(await search('فيليبس قلايه')).toEqual(['Philips Air Fryer']); // ة written as ه
    expect(await search('فيلبس')).toEqual(['Philips Air Fryer']); // a misspelling
  });

  it('matches one- and two-letter words as prefixes only', async () => {
    expect(await search('ai')).toEqual(['Philips Air Fryer']);
    expect(await search('t')).toEqual(["Men's T-Shirt"]);
    expect(await search('xy')).toEqual([]);
  });

  it('reads typed punctuation as separators, never as query syntax', async () => {
    expect(await search("men's t-shirt")).toEqual(["Men's T-Shirt"]);
    expect(await search("samsung & ! ( ' : * |")).toHaveLength(2);
    expect(await search('ـــ')).toEqual([]); // only tatweel: nothing left once folded
    expect(await search('')).toEqual([]);
  });

  it('takes at most eight words', () => {
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(8);
  });

  it('finds a product by the start of its SKU, in any letter case, wildcards taken literally', async () => {
    expect(await search('spc-card')).toEqual(['Cardamom 500 g', 'Cardamom 250 g']);
    expect(await search('SPC-CARD_')).toEqual(['Cardamom 250 g']);
    expect(await search('SPC-CARD%')).toEqual([]);
    // A SKU match ranks above a name match of the same term.
    expect(await search('cardamom')).toHaveLength(2);
  });
});
