import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export interface RateLimitCheck {
  key: string;
  limit: number;
}

/**
 * Counts one attempt against each key in a fixed window and answers how long to wait when any key
 * is over its limit (0 when all are within). One statement for all keys; the database row lock
 * makes concurrent attempts count exactly, on any number of API instances.
 */
export async function consumeRateLimit(
  db: Executor,
  checks: RateLimitCheck[],
  windowSeconds: number,
): Promise<number> {
  if (checks.length === 0) return 0;
  const values = sql.join(
    checks.map((c) => sql`(${c.key}, now(), 1)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; hits: number; retry_after: number }>(sql`
    insert into rate_limit_hits (key, window_start, hits) values ${values}
    on conflict (key) do update set
      hits = case when rate_limit_hits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limit_hits.hits + 1 end,
      window_start = case when rate_limit_hits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limit_hits.window_start end
    returning key, hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  let wait = 0;
  for (const row of result.rows) {
    const limit = checks.find((c) => c.key === row.key)?.limit ?? Infinity;
    if (Number(row.hits) > limit) wait = Math.max(wait, Math.max(1, Number(row.retry_after)));
  }
  return wait;
}

/** Drops counters whose window ended long ago; called now and then, not on every request. */
export async function pruneRateLimits(db: Executor, olderThanSeconds = 24 * 60 * 60) {
  await db.execute(
    sql`delete from rate_limit_hits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
