import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBrandRow, createCategoryRow, createProductRow } from '../../../test/factories.ts';
import { products } from './catalog.tables.ts';
import { discountedPriceHalalas, isDiscountActive, rollProductPrices } from './product-pricing.ts';

let t: TestApp;
let brandId: number;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  brandId = (await createBrandRow(t.app)).id;
  categoryId = (await createCategoryRow(t.app)).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

async function stored(id: number) {
  const [row] = await t.app.ctx.db
    .select({
      paid: products.effectivePriceHalalas,
      active: products.discountActive,
      changesAt: products.priceChangesAt,
    })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** A product with a 100-halala discount from `start` to `end` (both in the future). */
async function upcomingOffer(start: Date, end: Date) {
  return createProductRow(t.app, {
    brandId,
    categoryId,
    priceHalalas: 5_000,
    discountType: 'Fixed',
    discountValueHundredths: 100,
    discountStartsAt: start,
    discountEndsAt: end,
  });
}

describe('the stored price paid now', () => {
  it('is written with the row and changes exactly when the discount starts and ends', async () => {
    const start = new Date(Date.now() + DAY);
    const end = new Date(start.getTime() + DAY);
    const row = await upcomingOffer(start, end);
    expect(await stored(row.id)).toEqual({ paid: 5_000, active: false, changesAt: start });

    await rollProductPrices(t.app.ctx.db, new Date(start.getTime() - 1));
    expect(await stored(row.id)).toEqual({ paid: 5_000, active: false, changesAt: start });

    await rollProductPrices(t.app.ctx.db, start);
    expect(await stored(row.id)).toEqual({ paid: 4_900, active: true, changesAt: end });

    await rollProductPrices(t.app.ctx.db, new Date(end.getTime() - 1));
    expect((await stored(row.id)).paid).toBe(4_900);

    await rollProductPrices(t.app.ctx.db, end);
    expect(await stored(row.id)).toEqual({ paid: 5_000, active: false, changesAt: null });
  });

  it('follows the price and the discount when they are edited, whoever writes them', async () => {
    const row = await createProductRow(t.app, { brandId, categoryId, priceHalalas: 2_000 });
    expect(await stored(row.id)).toEqual({ paid: 2_000, active: false, changesAt: null });
    await t.app.ctx.db
      .update(products)
      .set({ discountType: 'Percentage', discountValueHundredths: 2_500 })
      .where(eq(products.id, row.id));
    expect(await stored(row.id)).toEqual({ paid: 1_500, active: true, changesAt: null });
    await t.app.ctx.db.execute(sql`update products set price_halalas = 999 where id = ${row.id}`);
    expect((await stored(row.id)).paid).toBe(749); // 9.99 − 2.4975 → 2.50 off
    await t.app.ctx.db
      .update(products)
      .set({ discountType: null, discountValueHundredths: null })
      .where(eq(products.id, row.id));
    expect(await stored(row.id)).toEqual({ paid: 999, active: false, changesAt: null });
  });

  it('is computed in SQL exactly as TypeScript computes it, at any instant', async () => {
    const start = new Date(Date.now() + 10 * DAY);
    const end = new Date(start.getTime() + DAY);
    const cases = [
      { priceHalalas: 999, discountType: 'Percentage' as const, discountValueHundredths: 1250 },
      { priceHalalas: 1_005, discountType: 'Percentage' as const, discountValueHundredths: 5_000 },
      { priceHalalas: 1, discountType: 'Percentage' as const, discountValueHundredths: 10_000 },
      { priceHalalas: 5_000, discountType: 'Fixed' as const, discountValueHundredths: 9_000 },
      { priceHalalas: 7_000, discountType: null, discountValueHundredths: null },
    ];
    const instants = [start.getTime() - 1, start.getTime(), end.getTime() - 1, end.getTime()];
    for (const values of cases) {
      const row = { ...values, discountStartsAt: start, discountEndsAt: end };
      for (const ms of instants) {
        const at = new Date(ms);
        const result = await t.app.ctx.db.execute<{ paid: number; active: boolean }>(sql`select
          dukkan_price_paid(${row.priceHalalas}, ${row.discountType}, ${row.discountValueHundredths},
            ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
            ${at.toISOString()}::timestamptz) as paid,
          dukkan_discount_active(${row.discountType}, ${start.toISOString()}::timestamptz,
            ${end.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz) as active`);
        const [answer] = result.rows;
        const label = `${JSON.stringify(values)} at ${at.toISOString()}`;
        expect(Number(answer!.paid), label).toBe(
          discountedPriceHalalas(row, at) ?? row.priceHalalas,
        );
        expect(answer!.active, label).toBe(isDiscountActive(row, at));
      }
    }
  });

  it('is rolled before a list filters or sorts by price, at the server clock', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    const end = new Date(start.getTime() + DAY);
    const brand = (await createBrandRow(t.app, 'Clockwork', 'كلوك')).id;
    const offer = await createProductRow(t.app, {
      brandId: brand,
      categoryId,
      priceHalalas: 5_000,
      discountType: 'Fixed',
      discountValueHundredths: 1_000,
      discountStartsAt: start,
      discountEndsAt: end,
    });
    const plain = await createProductRow(t.app, {
      brandId: brand,
      categoryId,
      priceHalalas: 4_500,
    });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/product/getAllProducts?brandId=${brand}&${query}`,
      });
      return (res.json().data.items as { id: number }[]).map((p) => p.id);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(start.getTime() - 1));
    expect(await list('sortBy=price')).toEqual([plain.id, offer.id]);
    expect(await list('hasDiscount=true')).toEqual([]);
    vi.setSystemTime(start);
    expect(await list('sortBy=price')).toEqual([offer.id, plain.id]);
    expect(await list('maxPrice=40')).toEqual([offer.id]);
    expect(await list('hasDiscount=true')).toEqual([offer.id]);
    vi.setSystemTime(end);
    expect(await list('maxPrice=40')).toEqual([]);
    expect(await list('hasDiscount=false&sortBy=price')).toEqual([plain.id, offer.id]);
  });
});
