import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Row counts of the large tables as a running sum of changes (decision 011, migration 0010).
 * Triggers append one row per statement that inserts or deletes rows (appending never waits on
 * another transaction, where one counter row per table would queue every checkout behind the
 * last), and fold the rows into one when they pile up. Readers sum what is left: the dashboard's
 * counts, and an unfiltered list's total (the staff's orders), which would otherwise count every
 * row of the table.
 */
export const tableCountDeltas = pgTable(
  'table_count_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('table_count_deltas_table_idx').on(t.tableName, t.delta)],
);

export const countedTables = ['users', 'products', 'orders'] as const;
export type CountedTable = (typeof countedTables)[number];

/** The number of rows in `table` now, as a scalar subquery (read from the index alone). */
export function keptRowCount(table: CountedTable): SQL<string | number> {
  return sql`(select coalesce(sum(${tableCountDeltas.delta}), 0) from ${tableCountDeltas}
    where ${tableCountDeltas.tableName} = ${table})`;
}

/** The number of rows in `table` now, in one statement. */
export async function readKeptRowCount(db: Executor, table: CountedTable): Promise<number> {
  const result = await db.execute<{ total: string | number }>(
    sql`select ${keptRowCount(table)} as total`,
  );
  return Number(result.rows[0]?.total ?? 0);
}
