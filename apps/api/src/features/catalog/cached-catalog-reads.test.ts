import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Product, ProductFacets } from '@dukkan/contracts';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { brands, categories, products } from './catalog.tables.ts';

// The catalog cache (catalog-cache.ts) keeps shoppers' pages and filter panels under the catalog's
// version. These tests pin what a kept answer may and may not hide: nothing a write committed,
// whichever instance wrote it.

let t: TestApp;
/** A second instance on the same database, with a cache of its own. */
let other: FastifyInstance;
let galaxy: number;
let laptops: number;
let samsung: number;
let phones: number;

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  samsung = (await createBrandRow(t.app, 'Samsung', 'سامسونج')).id;
  phones = (await createCategoryRow(t.app, { nameEn: 'Phones', nameAr: 'جوالات' })).id;
  laptops = (await createCategoryRow(t.app, { nameEn: 'Laptops', nameAr: 'حواسيب' })).id;
  const product = (nameEn: string, values: Partial<typeof products.$inferInsert> = {}) =>
    createProductRow(t.app, {
      nameEn,
      nameAr: nameEn,
      brandId: samsung,
      categoryId: phones,
      ...values,
    });
  galaxy = (await product('Galaxy S24', { priceHalalas: 399_900, soldCount: 5 })).id;
  await product('Galaxy A55', { priceHalalas: 149_900, soldCount: 9 });
  await product('Galaxy Book', { priceHalalas: 599_900, categoryId: laptops, soldCount: 1 });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function get<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ url: `/api${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const list = (query: string, app = t.app) =>
  get<Paged<Product>>(app, `/product/getAllProducts?pageSize=20&${query}`);
const names = (page: Paged<Product>) => page.items.map((item) => item.nameEn);

async function catalogVersion(): Promise<number> {
  const { rows } = await t.database.db.execute<{ version: string }>(
    sql`select version from catalog_version`,
  );
  return Number(rows[0]!.version);
}

describe('a kept page', () => {
  it('is read again as one statement, with its rows as they are now', async () => {
    const first = await list('search=galaxy');
    expect(names(first)).toHaveLength(3);
    // An order's stock write: it sells nothing out, so the page's ids still hold.
    await t.app.ctx.db.update(products).set({ stock: 4 }).where(eq(products.id, galaxy));
    let again: Paged<Product> | undefined;
    const queries = await t.queriesDuring(async () => {
      again = await list('search=galaxy');
    });
    expect(queries).toHaveLength(1);
    expect(again!.totalCount).toBe(3);
    expect(again!.items.find((item) => item.id === galaxy)?.stock).toBe(4);
  });

  it("shows another instance's writes on the next request", async () => {
    expect(names(await list('search=galaxy'))).toContain('Galaxy S24');
    expect((await list('search=ultra')).totalCount).toBe(0);
    const before = await catalogVersion();
    // Written through the other instance, as another server of the same shop would.
    await other.ctx.db
      .update(products)
      .set({ nameEn: 'Galaxy S24 Ultra' })
      .where(eq(products.id, galaxy));
    expect(await catalogVersion()).toBe(before + 1);
    expect(names(await list('search=galaxy'))).toContain('Galaxy S24 Ultra');
    expect(names(await list('search=ultra'))).toEqual(['Galaxy S24 Ultra']);
    // And the other way: switched off here, gone from the other instance's kept page.
    expect((await list('search=galaxy', other)).totalCount).toBe(3);
    await t.app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, galaxy));
    expect(names(await list('search=galaxy', other)).sort()).toEqual(['Galaxy A55', 'Galaxy Book']);
    await t.app.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, galaxy));
    expect((await list('search=galaxy', other)).totalCount).toBe(3);
  });

  it('loses a product that sells out from an in-stock list; other stock writes keep it', async () => {
    const inStock = await list('inStock=true&sortBy=price');
    expect(inStock.totalCount).toBe(3);
    const before = await catalogVersion();
    await t.app.ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, galaxy));
    expect(await catalogVersion()).toBe(before);
    await t.app.ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, galaxy));
    expect(await catalogVersion()).toBe(before + 1);
    const after = await list('inStock=true&sortBy=price');
    expect(after.totalCount).toBe(2);
    expect(after.items.map((item) => item.id)).not.toContain(galaxy);
    await t.app.ctx.db.update(products).set({ stock: 10 }).where(eq(products.id, galaxy));
  });

  it('follows sales in best-selling order; other orders stay kept through a sale', async () => {
    expect(names(await list('sortBy=bestSelling'))).toEqual([
      'Galaxy A55',
      'Galaxy S24 Ultra',
      'Galaxy Book',
    ]);
    await list('sortBy=name');
    const before = await catalogVersion();
    await t.app.ctx.db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + 10` })
      .where(eq(products.id, galaxy));
    // A sale is not a catalog change.
    expect(await catalogVersion()).toBe(before);
    expect(names(await list('sortBy=bestSelling'))).toEqual([
      'Galaxy S24 Ultra',
      'Galaxy A55',
      'Galaxy Book',
    ]);
    const byName = await t.queriesDuring(() => list('sortBy=name'));
    expect(byName).toHaveLength(1);
  });

  it('follows the category tree: a category moved under another joins its page', async () => {
    const page = () =>
      get<{ products: Paged<Product> }>(t.app, `/category/getCategoryProducts/${phones}`);
    expect((await page()).products.totalCount).toBe(2);
    await t.app.ctx.db
      .update(categories)
      .set({ parentId: phones })
      .where(eq(categories.id, laptops));
    expect(names((await page()).products)).toContain('Galaxy Book');
    await t.app.ctx.db.update(categories).set({ parentId: null }).where(eq(categories.id, laptops));
    expect((await page()).products.totalCount).toBe(2);
  });

  it('moves once per transaction, however many rows it wrote', async () => {
    const ids = (await t.app.ctx.db.select({ id: products.id }).from(products)).map((r) => r.id);
    const before = await catalogVersion();
    await t.app.ctx.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ descriptionEn: 'Bought here' })
        .where(inArray(products.id, ids));
      await tx.update(brands).set({ nameAr: 'سامسونغ' }).where(eq(brands.id, samsung));
    });
    expect(await catalogVersion()).toBe(before + 1);
  });

  it('re-reads a price list when a discount starts', async () => {
    const startsAt = new Date(Date.now() + 1_500);
    const phone = await createProductRow(t.app, {
      nameEn: 'Galaxy Z Flip',
      nameAr: 'جالكسي زد فليب',
      brandId: samsung,
      categoryId: phones,
      priceHalalas: 299_900,
      discountType: 'Percentage',
      discountValueHundredths: 9_000,
      discountStartsAt: startsAt,
    });
    const query = 'search=galaxy&sortBy=price&maxPrice=2000';
    expect(names(await list(query))).toEqual(['Galaxy A55']);
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 100));
    // Rolled by the kept page's own check, which then reads the page afresh.
    const after = await list(query);
    expect(names(after)).toEqual(['Galaxy Z Flip', 'Galaxy A55']);
    expect(after.items[0]!.id).toBe(phone.id);
    expect(after.items[0]!.discountedPrice).toBe(299.9);
    await t.app.ctx.db.delete(products).where(eq(products.id, phone.id));
  });
});

describe("a list's kept order", () => {
  it('serves its deeper pages, each as one statement, and follows a rename', async () => {
    for (const name of ['Tab S9', 'Tab A9', 'Watch 6', 'Buds 3'])
      await createProductRow(t.app, {
        nameEn: name,
        nameAr: name,
        brandId: samsung,
        categoryId: phones,
      });
    const whole = await get<Paged<Product>>(
      t.app,
      '/product/getAllProducts?sortBy=name&pageSize=100',
    );
    expect(whole.totalCount).toBe(7);
    const deep = (page: number) =>
      get<Paged<Product>>(
        t.app,
        `/product/getAllProducts?sortBy=name&pageSize=1&pageNumber=${page}`,
      );
    // Page 4 is the first cut from the order: the version, the whole order's ids, the page's rows.
    let fourth: Paged<Product> | undefined;
    expect(await t.queriesDuring(async () => (fourth = await deep(4)))).toHaveLength(3);
    expect(fourth).toMatchObject({ totalCount: 7, pageNumber: 4, pageSize: 1 });
    expect(names(fourth!)).toEqual([whole.items[3]!.nameEn]);
    for (const page of [5, 6, 7]) {
      let got: Paged<Product> | undefined;
      expect(await t.queriesDuring(async () => (got = await deep(page)))).toHaveLength(1);
      expect(names(got!)).toEqual([whole.items[page - 1]!.nameEn]);
    }
    expect(await deep(9)).toMatchObject({ items: [], totalCount: 7 });
    // A rename moves the version: the order is read again and the last page is the renamed one.
    const last = whole.items[6]!;
    await other.ctx.db
      .update(products)
      .set({ nameEn: 'A1 Charger' })
      .where(eq(products.id, last.id));
    expect(names(await deep(7))).toEqual([whole.items[5]!.nameEn]);
    expect(names(await deep(1))).toEqual(['A1 Charger']);
  });
});

describe('a list too long to keep its order', () => {
  it('reads its deep pages the usual way, without reading its order each time', async () => {
    const cache = t.app.ctx.catalogCache!;
    const limit = cache.maxOrderIds;
    cache.maxOrderIds = 3;
    try {
      const deep = (page: number) =>
        get<Paged<Product>>(
          t.app,
          `/product/getAllProducts?sortBy=price&pageSize=1&pageNumber=${page}`,
        );
      const whole = await get<Paged<Product>>(
        t.app,
        '/product/getAllProducts?sortBy=price&pageSize=100',
      );
      // The order is read once (the price roll, the version, the ids up to one past the limit)
      // and found too long; the page is then read as a first read is: the version, the roll and
      // the page.
      let fifth: Paged<Product> | undefined;
      expect(await t.queriesDuring(async () => (fifth = await deep(5)))).toHaveLength(6);
      expect(names(fifth!)).toEqual([whole.items[4]!.nameEn]);
      expect(fifth!.totalCount).toBe(whole.totalCount);
      // Another deep page: its own page, never the order again.
      let sixth: Paged<Product> | undefined;
      const again = await t.queriesDuring(async () => (sixth = await deep(6)));
      expect(again).toHaveLength(3);
      expect(names(sixth!)).toEqual([whole.items[5]!.nameEn]);
    } finally {
      cache.maxOrderIds = limit;
    }
  });
});

describe('a kept filter panel', () => {
  const facets = (query: string) => get<ProductFacets>(t.app, `/product/getProductFacets?${query}`);

  it('is checked with one statement and shows a renamed brand at once', async () => {
    const first = await facets('search=galaxy');
    expect(first.brands.map((brand) => brand.id)).toEqual([samsung]);
    const again = await t.queriesDuring(() => facets('search=galaxy'));
    expect(again).toHaveLength(1);
    await t.app.ctx.db.update(brands).set({ nameEn: 'Samsung KSA' }).where(eq(brands.id, samsung));
    const renamed = await facets('search=galaxy');
    expect(renamed.brands[0]).toMatchObject({ id: samsung, name: 'Samsung KSA' });
  });
});

describe('without the cache', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ configure: (config) => (config.catalogCacheSeconds = 0) });
  });
  afterAll(() => plain.close());

  it('reads every list afresh, in one statement', async () => {
    for (let run = 0; run < 2; run += 1) {
      const queries = await plain.queriesDuring(() =>
        plain.app.inject('/api/product/getAllProducts'),
      );
      expect(queries).toHaveLength(1);
    }
  });
});

// Two writers on two connections: the version's row is written at commit, after each
// transaction's own locks, so writers that wait on each other's products cannot also wait on it.
// (The products' dates: a column their search rows mirror that no shared count or word list
// holds, so the writers meet only where the test makes them.)
describe.skipIf(!process.env.DATABASE_URL)('concurrent writers on PostgreSQL', () => {
  it('queue on product rows without deadlocking on the version', async () => {
    const ids = (await t.app.ctx.db.select({ id: products.id }).from(products).limit(2)).map(
      (row) => row.id,
    );
    const before = await catalogVersion();
    const pool = t.database.pool!;
    const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
    const redate = (id: number, days: number) =>
      `update products set created_at = now() - interval '${days} days' where id = ${id}`;
    try {
      await a.query('begin');
      await b.query('begin');
      await a.query(redate(ids[0]!, 1));
      await b.query(redate(ids[1]!, 2));
      // A waits for B's row; B then commits (taking the version's row) and A goes on.
      const aSecond = a.query(redate(ids[1]!, 3));
      await b.query('commit');
      await aSecond;
      await a.query('commit');
    } finally {
      a.release();
      b.release();
    }
    expect(await catalogVersion()).toBe(before + 2);
  });
});
