import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { deliveryMethods, orders, sliders } from '../schema.ts';
import { seedDemo } from './index.ts';
import { DEMO_ORDER_COUNT } from './order-plans.seed.ts';
import { DEMO_SLIDERS } from './sliders.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Instances that start together on one PostgreSQL each run the demo seed; the seed lock lets
// exactly one of them fill the shop. (The embedded database belongs to one process.)
describe.runIf(process.env.DATABASE_URL)('demo seed on a shared PostgreSQL', () => {
  it('seeds once when three starts race on an empty database', async () => {
    const results = await Promise.all([1, 2, 3].map(() => seedDemo(t.app.ctx)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const { db } = t.app.ctx;
    expect(await db.$count(deliveryMethods)).toBe(4);
    expect(await db.$count(sliders)).toBe(DEMO_SLIDERS.length);
    expect(await db.$count(orders)).toBe(DEMO_ORDER_COUNT);
  }, 120_000);
});
