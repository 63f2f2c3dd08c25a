import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { productCounts, products } from './catalog.tables.ts';
import { productConditions, type ProductFilters } from './product-filters.ts';
import { queryProducts } from './product-queries.ts';

let t: TestApp;
let brandA: number;
let brandB: number;
let parent: number;
let child: number;
let other: number;
beforeAll(async () => {
  t = await buildTestApp();
  brandA = (await createBrandRow(t.app)).id;
  brandB = (await createBrandRow(t.app)).id;
  parent = (await createCategoryRow(t.app)).id;
  child = (await createCategoryRow(t.app, { parentId: parent })).id;
  other = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());

/** The kept cells and a fresh count of the same cells must be equal. */
async function expectCountsTrue() {
  const db = t.app.ctx.db;
  const fresh = await db
    .select({
      categoryId: products.categoryId,
      brandId: products.brandId,
      isActive: products.isActive,
      productCount: count(),
    })
    .from(products)
    .groupBy(products.categoryId, products.brandId, products.isActive)
    .orderBy(asc(products.categoryId), asc(products.brandId), asc(products.isActive));
  const kept = await db
    .select()
    .from(productCounts)
    .orderBy(
      asc(productCounts.categoryId),
      asc(productCounts.brandId),
      asc(productCounts.isActive),
    );
  expect(kept).toEqual(fresh);
}

function rowValues(n: number, values: { categoryId: number; brandId: number; isActive?: boolean }) {
  return Array.from({ length: n }, (_, i) => {
    const tag = randomBytes(4).toString('hex');
    return {
      nameEn: `Counted ${tag}`,
      nameAr: `معدود ${tag}`,
      sku: `CNT-${i}-${tag}`,
      priceHalalas: 1_000 + i,
      stock: i % 3,
      ...values,
    };
  });
}

describe('the kept product counts', () => {
  it('follow single and multi-row inserts', async () => {
    await createProductRow(t.app, { brandId: brandA, categoryId: parent });
    await t.app.ctx.db
      .insert(products)
      .values([
        ...rowValues(3, { categoryId: child, brandId: brandA }),
        ...rowValues(2, { categoryId: child, brandId: brandB, isActive: false }),
        ...rowValues(4, { categoryId: other, brandId: brandB }),
      ]);
    await expectCountsTrue();
  });

  it('follow a straight INSERT … SELECT, like the bench seed', async () => {
    await t.app.ctx.db.execute(sql`
      insert into products (name_en, name_ar, sku, price_halalas, brand_id, category_id, is_active)
      select 'Bulk ' || g, 'جملة ' || g, 'BULK-' || g || '-' || ${randomBytes(3).toString('hex')},
        100 + g, case when g % 2 = 0 then ${brandA}::int else ${brandB}::int end,
        case when g % 3 = 0 then ${other}::int else ${child}::int end, g % 5 <> 0
      from generate_series(1, 50) g`);
    await expectCountsTrue();
  });

  it('follow moves between categories and brands, and (de)activation', async () => {
    const db = t.app.ctx.db;
    const row = await createProductRow(t.app, { brandId: brandA, categoryId: other });
    await db.update(products).set({ categoryId: child }).where(eq(products.id, row.id));
    await expectCountsTrue();
    await db.update(products).set({ brandId: brandB }).where(eq(products.id, row.id));
    await expectCountsTrue();
    await db.update(products).set({ isActive: false }).where(eq(products.id, row.id));
    await expectCountsTrue();
    await db
      .update(products)
      .set({ isActive: true, categoryId: parent, brandId: brandA })
      .where(eq(products.id, row.id));
    await expectCountsTrue();
    // Many rows in one statement, some of them moving into a cell others leave.
    await db
      .update(products)
      .set({ categoryId: other, isActive: sql`not ${products.isActive}` })
      .where(eq(products.brandId, brandB));
    await expectCountsTrue();
    // An update of other columns leaves the cells alone.
    await db.update(products).set({ stock: 7 }).where(eq(products.brandId, brandA));
    await expectCountsTrue();
  });

  it('follow deletes and drop emptied cells', async () => {
    const db = t.app.ctx.db;
    const lonely = await createCategoryRow(t.app);
    const row = await createProductRow(t.app, { brandId: brandA, categoryId: lonely.id });
    await db.delete(products).where(eq(products.id, row.id));
    expect(
      await db.select().from(productCounts).where(eq(productCounts.categoryId, lonely.id)),
    ).toEqual([]);
    await db
      .delete(products)
      .where(and(eq(products.categoryId, other), eq(products.isActive, false)));
    await expectCountsTrue();
  });

  it('follow an upsert that moves existing rows (the import)', async () => {
    const db = t.app.ctx.db;
    const rows = rowValues(3, { categoryId: child, brandId: brandA });
    await db.insert(products).values(rows);
    const moved = rows.map(
      (row) =>
        sql`(${row.nameEn}, ${row.nameAr}, ${row.sku}, 500, ${brandB}::int, ${other}::int, false)`,
    );
    const fresh = rowValues(2, { categoryId: parent, brandId: brandB }).map(
      (row) =>
        sql`(${row.nameEn}, ${row.nameAr}, ${row.sku}, 500, ${brandB}::int, ${parent}::int, true)`,
    );
    await db.execute(sql`
      insert into products (name_en, name_ar, sku, price_halalas, brand_id, category_id, is_active)
      values ${sql.join([...moved, ...fresh], sql`, `)}
      on conflict (lower(sku)) do update set brand_id = excluded.brand_id,
        category_id = excluded.category_id, is_active = excluded.is_active`);
    await expectCountsTrue();
  });

  it('stay true under concurrent multi-row inserts from four connections', async () => {
    const db = t.app.ctx.db;
    // Each statement touches the same cells, listed in a different order by each writer: the
    // trigger locks them in key order, so the writers queue instead of deadlocking.
    await Promise.all(
      Array.from({ length: 4 }, async (_, k) => {
        for (let round = 0; round < 5; round += 1) {
          const brandId = round % 2 ? brandA : brandB;
          const cells = k % 2 === 0 ? [child, other, parent] : [parent, other, child];
          await db
            .insert(products)
            .values(cells.flatMap((categoryId) => rowValues(3, { categoryId, brandId })));
        }
      }),
    );
    await expectCountsTrue();
  });
});

describe('a list total from the kept counts', () => {
  it('equals a fresh count for every active, category and brand combination', async () => {
    const db = t.app.ctx.db;
    const categoryChoices = [undefined, parent, child, other];
    const brandChoices = [undefined, brandA, brandB];
    for (const includeInactive of [false, true]) {
      for (const isActive of includeInactive ? [undefined, true, false] : [undefined]) {
        for (const categoryId of categoryChoices) {
          for (const brandId of brandChoices) {
            const filters: ProductFilters = {
              pageNumber: 1,
              pageSize: 1,
              categoryId,
              brandId,
              isActive,
            };
            const reader = { lang: 'en' as const, userId: null, includeInactive };
            const page = await queryProducts(db, filters, reader);
            const expected = await db.$count(products, productConditions(filters, reader));
            expect({ filters, includeInactive, total: page.totalCount }).toEqual({
              filters,
              includeInactive,
              total: expected,
            });
          }
        }
      }
    }
    // A filter the cells do not hold still counts the products themselves.
    const reader = { lang: 'en' as const, userId: null, includeInactive: true };
    const stocked: ProductFilters = {
      pageNumber: 1,
      pageSize: 1,
      categoryId: child,
      inStock: true,
    };
    expect((await queryProducts(db, stocked, reader)).totalCount).toBe(
      await db.$count(products, productConditions(stocked, reader)),
    );
    expect(await db.$count(products, inArray(products.categoryId, [child]))).toBeGreaterThan(1);
  });
});

describe('a deeper page of a list with a kept total', () => {
  it('is the same rows whichever end of the sort it is read from, for every sort and direction', async () => {
    const db = t.app.ctx.db;
    const ownBrand = (await createBrandRow(t.app)).id;
    const ownParent = (await createCategoryRow(t.app)).id;
    const ownChild = (await createCategoryRow(t.app, { parentId: ownParent })).id;
    // One statement: the same created_at for all, so the newest sort leans on the id alone; prices,
    // sales and names repeat, so every sort has ties for the id to break.
    await db.insert(products).values(
      Array.from({ length: 14 }, (_, i) => ({
        ...rowValues(1, { categoryId: i % 2 ? ownChild : ownParent, brandId: ownBrand })[0]!,
        nameEn: `Paged ${i % 5}`,
        nameAr: `مرقم ${i % 4}`,
        priceHalalas: 1_000 + (i % 6) * 100,
        soldCount: i % 3,
        isActive: i !== 13,
      })),
    );
    const sorts = [
      { sortBy: undefined, sortDirection: undefined },
      { sortBy: 'newest', sortDirection: 'asc' },
      { sortBy: 'price', sortDirection: undefined },
      { sortBy: 'price', sortDirection: 'desc' },
      { sortBy: 'name', sortDirection: undefined },
      { sortBy: 'bestSelling', sortDirection: undefined },
    ] as const;
    for (const lang of ['en', 'ar'] as const) {
      const reader = { lang, userId: null, includeInactive: false };
      for (const sort of sorts) {
        for (const scope of [{ brandId: ownBrand }, { brandId: ownBrand, categoryId: ownParent }]) {
          const base: ProductFilters = { ...scope, ...sort };
          const whole = await queryProducts(db, { ...base, pageNumber: 1, pageSize: 100 }, reader);
          expect(whole.totalCount).toBeGreaterThan(6);
          expect(whole.totalCount).toBeLessThanOrEqual(100);
          const pageSize = 3;
          const pages = Math.ceil(whole.totalCount / pageSize);
          const paged: number[] = [];
          // Past the last page too: an empty page with the total.
          for (let pageNumber = 1; pageNumber <= pages + 1; pageNumber += 1) {
            const page = await queryProducts(db, { ...base, pageNumber, pageSize }, reader);
            expect(page.totalCount).toBe(whole.totalCount);
            paged.push(...page.items.map((item) => item.id));
          }
          expect({ base, lang, ids: paged }).toEqual({
            base,
            lang,
            ids: whole.items.map((item) => item.id),
          });
        }
      }
    }
  });
});
