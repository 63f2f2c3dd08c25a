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

/** Socket errors of a connection that could not be made or was cut (pg passes Node's codes on). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and pg-pool report a dropped connection or a pool that cannot connect in time in words only. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|terminating connection/i;

/**
 * The database cannot be reached right now (down, restarting, connection cut, no connection free
 * in time): SQLSTATE class 08 (connection exception; not 08P01), 57P01–57P03 (admin/crash shutdown, cannot
 * connect now), 53300 (too many connections), socket errors, and pg's own connection messages.
 * Such a request is answered 503 with Retry-After; the pool reconnects by itself once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message, errors, syscall } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      syscall?: unknown;
    };
    if (typeof code === 'string') {
      // A socket's own error names its system call; a client that hangs up mid-upload raises an
      // ECONNRESET without one, which is no database outage.
      if (CONNECTION_CODES.has(code) && typeof syscall === 'string') return true;
      // 08P01 (protocol violation) is in class 08 but is a bad statement, not an outage.
      if (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01') return true;
      if (/^57P0[123]$/.test(code) || code === '53300') return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // Node reports a refused connection to each address of a host as one AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
