/** The SQLSTATE of a database error, from pg or PGlite (possibly wrapped by Drizzle). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: a racing insert took the same unique value. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * A reference blocks the write: foreign_key_violation (23503: the referenced row is gone, or a
 * NO ACTION reference remains) or restrict_violation (23001: an ON DELETE RESTRICT reference).
 */
export const isForeignKeyViolation = (error: unknown) => {
  const state = sqlState(error);
  return state === '23503' || state === '23001';
};

/** The constraint a database error names (pg and PGlite both report it), to tell which rule broke. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
