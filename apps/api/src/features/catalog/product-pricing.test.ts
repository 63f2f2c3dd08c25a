import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { products } from './catalog.tables.ts';
import { discountedPriceHalalas, effectivePriceSql } from './product-pricing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('the price paid now', () => {
  it('is the same in TypeScript (responses) and SQL (filters and sorts)', async () => {
    const brandId = (await createBrandRow(t.app)).id;
    const categoryId = (await createCategoryRow(t.app)).id;
    const now = Date.now();
    const cases = [
      { priceHalalas: 10_000 },
      { priceHalalas: 999, discountType: 'Percentage' as const, discountValueHundredths: 1250 },
      { priceHalalas: 1_005, discountType: 'Percentage' as const, discountValueHundredths: 5_000 },
      { priceHalalas: 1, discountType: 'Percentage' as const, discountValueHundredths: 10_000 },
      { priceHalalas: 333, discountType: 'Percentage' as const, discountValueHundredths: 3_333 },
      { priceHalalas: 5_000, discountType: 'Fixed' as const, discountValueHundredths: 4_999 },
      { priceHalalas: 5_000, discountType: 'Fixed' as const, discountValueHundredths: 9_000 },
      {
        priceHalalas: 5_000,
        discountType: 'Fixed' as const,
        discountValueHundredths: 100,
        discountStartsAt: new Date(now + DAY),
      },
      {
        priceHalalas: 5_000,
        discountType: 'Fixed' as const,
        discountValueHundredths: 100,
        discountStartsAt: new Date(now - 2 * DAY),
        discountEndsAt: new Date(now - DAY),
      },
      {
        priceHalalas: 5_000,
        discountType: 'Fixed' as const,
        discountValueHundredths: 100,
        discountStartsAt: new Date(now - DAY),
        discountEndsAt: new Date(now + DAY),
      },
    ];
    for (const values of cases) {
      const row = await createProductRow(t.app, { brandId, categoryId, ...values });
      const [db] = await t.app.ctx.db
        .select({ paid: effectivePriceSql })
        .from(products)
        .where(eq(products.id, row.id));
      const expected = discountedPriceHalalas(row, new Date()) ?? row.priceHalalas;
      expect(Number(db!.paid), JSON.stringify(values)).toBe(expected);
    }
  });

  it('rounds percentages half up to the halala and never goes below 0.01', () => {
    const base = { discountStartsAt: null, discountEndsAt: null };
    const at = new Date();
    expect(
      discountedPriceHalalas(
        { ...base, priceHalalas: 999, discountType: 'Percentage', discountValueHundredths: 1250 },
        at,
      ),
    ).toBe(874); // 9.99 − 1.24875 → 1.25 off
    expect(
      discountedPriceHalalas(
        { ...base, priceHalalas: 500, discountType: 'Fixed', discountValueHundredths: 900 },
        at,
      ),
    ).toBe(1);
    expect(
      discountedPriceHalalas(
        { ...base, priceHalalas: 500, discountType: null, discountValueHundredths: null },
        at,
      ),
    ).toBeNull();
  });
});
