import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { brands, categories, products, users } from '../schema.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES } from './catalog.seed.ts';
import { seedDemo } from './index.ts';
import { DEMO_PRODUCTS } from './products.seed-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
}

describe('demo seed', () => {
  it('seeds the demo accounts, brands, categories and products with images, once', async () => {
    expect(await seedDemo(t.app.ctx)).toBe(true);
    expect(await t.app.ctx.db.$count(users)).toBe(3);
    expect(await t.app.ctx.db.$count(brands)).toBe(DEMO_BRANDS.length);
    expect(await t.app.ctx.db.$count(categories)).toBe(DEMO_CATEGORIES.length);
    const phones = await t.app.ctx.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.nameEn, 'Mobile Phones'),
    });
    expect(phones?.parentId).toEqual(expect.any(Number));
    const files = countFiles(t.config.uploadsDir);
    // Three sizes of each brand and category tile and of two photos per product.
    expect(files).toBe(
      (DEMO_BRANDS.length + DEMO_CATEGORIES.length + DEMO_PRODUCTS.length * 2) * 3,
    );
    expect(await t.app.ctx.db.$count(products)).toBe(DEMO_PRODUCTS.length);
    const offers = await t.app.inject({ url: '/api/product/getDiscountedProducts?pageSize=1' });
    const discounted = offers.json().data.totalCount;
    expect(discounted).toBeGreaterThan(DEMO_PRODUCTS.length / 4);
    expect(discounted).toBeLessThan(DEMO_PRODUCTS.length / 2);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin@dukkan.local', password: 'Admin123!' },
    });
    expect(login.json().data.role).toBe('Admin');

    // A second start does nothing; a forced seed adds nothing already there, and no files.
    expect(await seedDemo(t.app.ctx)).toBe(false);
    expect(await seedDemo(t.app.ctx, { force: true })).toBe(true);
    expect(await t.app.ctx.db.$count(brands)).toBe(DEMO_BRANDS.length);
    expect(await t.app.ctx.db.$count(products)).toBe(DEMO_PRODUCTS.length);
    expect(countFiles(t.config.uploadsDir)).toBe(files);
  }, 180_000); // about 120 product photos are drawn and encoded in three sizes
});
