import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../test/factories.ts';
import { findProductDetail } from '../features/catalog/product-detail.ts';
import { queryProducts } from '../features/catalog/product-queries.ts';
import type { Executor } from './client.ts';
import { preparedStatement } from './prepared-statements.ts';
import * as schema from './schema.ts';

describe('preparedStatement', () => {
  it('names a shape once and keeps its statement per database; planPerRun stays unnamed', () => {
    const db = {};
    const names: string[] = [];
    const prepare = (name: string) => (names.push(name), { name });
    const first = preparedStatement(db, 'test.shape-a', prepare);
    expect(preparedStatement(db, 'test.shape-a', prepare)).toBe(first);
    expect(first.name).toMatch(/^dukkan_\d+$/);
    expect(preparedStatement(db, 'test.price-range', prepare, { planPerRun: true }).name).toBe('');
    expect(names).toHaveLength(2);
  });
});

// Plans are PostgreSQL's business; PGlite runs one session and is not where the shop serves load.
describe.skipIf(!process.env.DATABASE_URL)('plans on PostgreSQL', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  let db: Executor;

  beforeAll(async () => {
    t = await buildTestApp();
    // One connection of the app's own pool, so its session settings and statements are the app's.
    client = await t.database.pool!.connect();
    db = drizzle(client, { schema }) as unknown as Executor;
  });

  afterAll(async () => {
    client.release();
    await t.close();
  });

  async function plansOf(pattern: string) {
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements where statement like $1`,
      [pattern],
    );
    return rows.map((row) => ({
      generic: Number(row.generic_plans),
      custom: Number(row.custom_plans),
    }));
  }

  it("plans the product page once per connection after PostgreSQL's five custom runs", async () => {
    const product = await createProductRow(t.app, {
      brandId: (await createBrandRow(t.app)).id,
      categoryId: (await createCategoryRow(t.app)).id,
    });
    const reader = { lang: 'en', userId: null, includeInactive: false } as const;
    for (let run = 0; run < 8; run += 1) {
      expect((await findProductDetail(db, product.id, reader))?.id).toBe(product.id);
    }
    const [page] = await plansOf('select "products"."id"%');
    expect(page).toMatchObject({ custom: 5, generic: 3 });
  });

  it("plans a shop list's first page once per connection, its numbers in the text", async () => {
    const brandId = (await createBrandRow(t.app)).id;
    const categoryId = (await createCategoryRow(t.app)).id;
    for (let n = 0; n < 3; n += 1) await createProductRow(t.app, { brandId, categoryId });
    const reader = { lang: 'ar', userId: null, includeInactive: false } as const;
    const byPrice = { categoryId, sortBy: 'price', pageSize: 12 } as const;
    for (let run = 0; run < 8; run += 1) {
      expect((await queryProducts(db, { pageSize: 12 }, reader)).items.length).toBeGreaterThan(0);
      expect((await queryProducts(db, byPrice, reader)).totalCount).toBe(3);
    }
    expect(await plansOf('%limit 12 offset 0%')).toEqual([
      { custom: 5, generic: 3 },
      { custom: 5, generic: 3 },
    ]);
    // A later page keeps its bounds as parameters, planned for its offset.
    const second = await queryProducts(db, { ...byPrice, pageSize: 2, pageNumber: 2 }, reader);
    expect(second.items).toHaveLength(1);
    expect(await plansOf('%limit 2 offset%')).toEqual([]);
  });

  it("plans a search's first page in relevance order once per connection", async () => {
    const brandId = (await createBrandRow(t.app)).id;
    const categoryId = (await createCategoryRow(t.app)).id;
    await createProductRow(t.app, { brandId, categoryId, nameEn: 'Galaxy Phone Case' });
    await createProductRow(t.app, { brandId, categoryId, nameEn: 'Galaxy Smartphone' });
    const reader = { lang: 'en', userId: null, includeInactive: false } as const;
    for (const search of ['galaxy phone', 'galxy phone', 'phone galaxy', 'galaxy case']) {
      for (let run = 0; run < 2; run += 1) {
        const page = await queryProducts(db, { search, pageSize: 7 }, reader);
        expect(page.totalCount, search).toBe(search.endsWith('case') ? 1 : 2);
      }
    }
    expect(await plansOf('%dukkan_search_query%limit 7 offset 0%')).toEqual([
      { custom: 5, generic: 3 },
    ]);
  });

  it('plans a price range for its values on every run, never by name', async () => {
    const reader = { lang: 'en', userId: null, includeInactive: false } as const;
    for (let run = 0; run < 8; run += 1) {
      await queryProducts(db, { minPrice: 10, maxPrice: 10 + run, pageSize: 20 }, reader);
    }
    expect(await plansOf('%effective_price_halalas" >= %')).toEqual([]);
    // Nor the price roll before it: a generic plan would guess a third of the catalog is due.
    expect(await plansOf('update "products"%')).toEqual([]);
  });
});
