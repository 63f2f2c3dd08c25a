import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';

/**
 * Rebuilds the kept best sellers of the last 7/30/90/365 days and all time to end on `today` (a
 * shop day), unless they already do. Safe to run from several instances at once: the database
 * function takes an advisory lock and checks again. Returns whether it rolled.
 */
export async function rollRecentSales(db: Executor, today: string): Promise<boolean> {
  const result = await db.execute<{ rolled: boolean }>(
    sql`select dukkan_roll_recent_sales(${today}::date) as rolled`,
  );
  return Boolean(result.rows[0]?.rolled);
}

/** The roll in flight per database, so a burst of first reads starts one. */
const rolling = new WeakMap<object, Promise<unknown>>();

/**
 * The first dashboard read of a new day finds the kept periods a day behind: it has already been
 * answered from the general path, and the roll runs after it, once per process at a time.
 */
export function rollRecentSalesLater(ctx: AppContext, today: string): void {
  if (rolling.has(ctx.db)) return;
  rolling.set(
    ctx.db,
    rollRecentSales(ctx.db, today)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'rolling recent sales failed'))
      .finally(() => rolling.delete(ctx.db)),
  );
}
