import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pruneRateLimits } from './rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('pruneRateLimits', () => {
  it('drops counters not hit for the period, and keeps a long-running count still being hit', async () => {
    await t.app.ctx.db
      .execute(sql`insert into rate_limit_hits (key, window_start, hits, last_hit_at)
      values ('old', now() - interval '3 days', 4, now() - interval '2 days'),
             ('recent', now() - interval '1 hour', 2, now() - interval '1 hour'),
             ('long-running', now() - interval '3 days', 40, now() - interval '1 minute')`);
    await pruneRateLimits(t.app.ctx.db, 24 * 60 * 60);
    const left = await t.app.ctx.db.execute<{ key: string }>(
      sql`select key from rate_limit_hits where key in ('old', 'recent', 'long-running') order by key`,
    );
    // A pair's growing delay started days ago must not be forgotten while it is still hit.
    expect(left.rows.map((row) => row.key)).toEqual(['long-running', 'recent']);
  });
});
