/**
 * PostgreSQL takes at most 65,535 bind parameters in one statement, so a multi-row insert whose
 * row count a client decides is written in batches that stay far below it.
 */
export const MAX_BIND_PARAMETERS = 65_535;

/** Rows per statement for rows of `columns` parameters each (at most ~10,000 parameters). */
export const rowsPerStatement = (columns: number) =>
  Math.max(1, Math.floor(10_000 / Math.max(1, columns)));

/** `items` cut into consecutive batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
