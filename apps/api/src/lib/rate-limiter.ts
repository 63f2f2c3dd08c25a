import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';

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
                  then now() else rate_limit_hits.window_start end,
      last_hit_at = now()
    returning key, hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  let wait = 0;
  for (const row of result.rows) {
    const limit = checks.find((c) => c.key === row.key)?.limit ?? Infinity;
    if (Number(row.hits) > limit) wait = Math.max(wait, Math.max(1, Number(row.retry_after)));
  }
  return wait;
}

/**
 * Takes back one attempt counted by `consumeRateLimit` on each key, for a use case that counts up
 * front (so parallel attempts cannot outrun the limit) but limits only what succeeds.
 */
export async function giveBackRateLimit(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update rate_limit_hits set hits = hits - 1
     where key = any(${sql.param(keys)}::text[]) and hits > 0`);
}

/**
 * A count of failures (wrong passwords, unknown coupon codes): attempts are counted as failures
 * up front and given back when they succeed, so parallel attempts can never outrun the limit.
 * Past its limit a counter holds further attempts until its window ends or, with a growing delay,
 * for a wait that doubles with each failure over the limit (1 s, 2 s, 4 s … up to the cap) from
 * the last failure; such a count is forgotten `windowSeconds` after its last failure.
 */
export interface FailureCounter {
  key: string;
  limit: number;
  windowSeconds: number;
  maxDelaySeconds?: number;
  /** Counted, but never holds the attempt (an account's limit for an address its owner uses). */
  countOnly?: boolean;
}

export interface FailureClaim {
  /** Seconds to wait when the attempt is held (then nothing was counted); 0 when it may go on. */
  wait: number;
  /** Where the failure was counted: each counter's key and the window it went into. */
  counted: { key: string; windowStart: string }[];
}

type LockedCounter = {
  key: string;
  hits: number;
  started: number;
  last_hit: number;
  now: number;
};

function sortedByKey<T extends { key: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Decides whether an attempt may go on and, if so, counts it as a failure in every counter. The
 * counters are created when missing and locked (in key order, so two attempts never wait on each
 * other) for the two statements of one transaction: concurrent attempts on any number of API
 * instances are decided one after the other, each seeing the others' counts exactly.
 */
export async function claimFailure(
  db: Database,
  counters: FailureCounter[],
): Promise<FailureClaim> {
  if (counters.length === 0) return { wait: 0, counted: [] };
  const sorted = sortedByKey(counters);
  return db.transaction(async (tx) => {
    const values = sql.join(
      sorted.map((c) => sql`(${c.key}, now(), 0, now())`),
      sql`, `,
    );
    const locked = await tx.execute<LockedCounter>(sql`
      insert into rate_limit_hits as h (key, window_start, hits, last_hit_at) values ${values}
      on conflict (key) do update set hits = h.hits
      returning key, hits,
        extract(epoch from window_start)::float8 as started,
        extract(epoch from last_hit_at)::float8 as last_hit,
        extract(epoch from now())::float8 as now`);
    const rows = new Map(locked.rows.map((row) => [row.key, row]));
    // The transaction's clock, but never before a hit another instance has just counted.
    const now = Math.max(
      ...locked.rows.flatMap((row) => [Number(row.now), Number(row.started), Number(row.last_hit)]),
    );
    let wait = 0;
    const restart: boolean[] = [];
    for (const counter of sorted) {
      const row = rows.get(counter.key)!;
      const growing = counter.maxDelaySeconds !== undefined;
      const since = growing ? Number(row.last_hit) : Number(row.started);
      const expired = Number(row.hits) === 0 || since <= now - counter.windowSeconds;
      restart.push(expired);
      const hits = expired ? 0 : Number(row.hits);
      if (counter.countOnly || hits < counter.limit) continue;
      const until = growing
        ? Number(row.last_hit) + Math.min(2 ** (hits - counter.limit), counter.maxDelaySeconds!)
        : Number(row.started) + counter.windowSeconds;
      wait = Math.max(wait, until - now);
    }
    if (wait > 0) return { wait: Math.max(1, Math.ceil(wait)), counted: [] };

    const claims = sql.join(
      sorted.map((c, i) => sql`(${c.key}, ${restart[i] ? 'true' : 'false'}::boolean)`),
      sql`, `,
    );
    const counted = await tx.execute<{ key: string; window_start: string }>(sql`
      update rate_limit_hits h set
        hits = case when v.restart then 1 else h.hits + 1 end,
        window_start = case when v.restart then greatest(now(), h.window_start) else h.window_start end,
        last_hit_at = greatest(now(), h.last_hit_at)
      from (values ${claims}) as v(key, restart)
      where h.key = v.key
      returning h.key, h.window_start::text as window_start`);
    return {
      wait: 0,
      counted: counted.rows.map((row) => ({ key: row.key, windowStart: row.window_start })),
    };
  });
}

/**
 * The attempt was not a failure after all: gives its count back to the windows it went into (a
 * window that has since restarted is left alone), deletes the `clear` counters outright, and runs
 * `also` (a data-modifying statement) in the same statement. The counters are locked first, in
 * key order like `claimFailure` does, so a give-back and a claim never wait on each other.
 */
export async function giveBackFailure(
  db: Executor,
  claim: FailureClaim,
  options: { clear?: string[]; also?: SQL } = {},
): Promise<void> {
  const clear = options.clear ?? [];
  const back = claim.counted.filter((c) => !clear.includes(c.key));
  const keys = (list: string[]) =>
    sql.join(
      list.map((key) => sql`${key}`),
      sql`, `,
    );
  const all = [...back.map((c) => c.key), ...clear];
  if (all.length === 0 && !options.also) return;
  const parts: SQL[] = [];
  if (all.length > 0) {
    parts.push(sql`locked as materialized (
      select key from rate_limit_hits where key in (${keys(all)}) order by key for update)`);
  }
  if (back.length > 0) {
    const windows = sql.join(
      back.map((c) => sql`(${c.key}, ${c.windowStart}::timestamptz)`),
      sql`, `,
    );
    parts.push(sql`given_back as (
      update rate_limit_hits h set hits = greatest(h.hits - 1, 0)
      from (values ${windows}) as v(key, window_start), locked l
      where h.key = v.key and l.key = v.key and h.window_start = v.window_start)`);
  }
  if (clear.length > 0) {
    parts.push(sql`cleared as (delete from rate_limit_hits
      where key in (select key from locked where key in (${keys(clear)})))`);
  }
  if (options.also) parts.push(sql`also as (${options.also})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/**
 * Drops counters not hit for `olderThanSeconds` (longer than any window, so their counts are over);
 * called now and then, not on every request. Counters an attempt holds locked are left for the
 * next time rather than waited for.
 */
export async function pruneRateLimits(db: Executor, olderThanSeconds = 24 * 60 * 60) {
  await db.execute(sql`delete from rate_limit_hits where key in (
    select key from rate_limit_hits
    where last_hit_at < now() - make_interval(secs => ${olderThanSeconds})
    for update skip locked)`);
}
