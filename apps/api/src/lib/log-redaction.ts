import net from 'node:net';

/**
 * What the logs may say about a request or an error (PDPL: no personal data in log files). The
 * logs keep what debugging needs — route, status, timing, request id, SQLSTATE, constraint and
 * table names, the statement text — and drop the values: SQL parameters (e-mails, names,
 * addresses), the values PostgreSQL quotes back in an error's detail, query-string values, and
 * the last part of the client address.
 */

const REDACTED = '…';

/** Error fields that name things (codes, schema objects, source positions), never values. */
const NAMING_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'position',
  'statusCode',
  'messageKey',
] as const;

// Ids and counts are useful to debug and are no one's personal data; anything longer than a
// few digits may be a phone or national id number.
const harmless = (value: string) => /^\d{1,6}(, ?\d{1,6})*$/.test(value);

/**
 * Removes the values from an error text: Drizzle's "params: …" line, PostgreSQL's
 * `Key (email)=(x@y.z)` and `Failing row contains (…)`, quoted input values
 * (`invalid input syntax for type integer: "…"`), and any e-mail address or phone-length number
 * (a mail server refusing a recipient). Names (constraint "users_email_unique") stay.
 */
export function redactErrorText(text: string): string {
  return (
    text
      // Drizzle's failed-query message ends with its parameters, up to the stack frames.
      .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`)
      // "Key (email)=(…) already exists": greedy up to the known ending, so a ")" in the value
      // cannot end the match early; any other "=(…)" up to its first ")".
      .replace(
        /=\((.*)\)(?= (?:already exists|is not present|is still referenced|conflicts with))/g,
        (whole, value: string) => (harmless(value) ? whole : `=(${REDACTED})`),
      )
      .replace(/=\(([^)…]*)\)/g, (whole, value: string) =>
        harmless(value) ? whole : `=(${REDACTED})`,
      )
      .replace(/Failing row contains \(.*\)/g, `Failing row contains (${REDACTED})`)
      .replace(/: "(?:[^"\\]|\\.)*"/g, `: "${REDACTED}"`)
      // Whatever else quotes an address back (a mail server refusing a recipient, a driver).
      .replace(/[^\s<>"'(),;:=]+@[a-z0-9.-]+\.[a-z]{2,}/gi, REDACTED)
      .replace(/\+?\d{9,}/g, REDACTED)
  );
}

type Loggable = Record<string, unknown>;
/** The shape Fastify's logger expects of an `err` serializer. */
type SerializedError = { type: string; message: string; stack: string } & Loggable;

/** pino's `err` serializer: the error's kind, text without values, naming fields, and its causes. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: redactErrorText(String(error)), stack: '' };
  }
  const source = error as Record<string, unknown>;
  const out: SerializedError = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message: redactErrorText(String(source.message ?? '')),
    stack: typeof source.stack === 'string' ? redactErrorText(source.stack) : '',
  };
  for (const field of NAMING_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.detail === 'string') out.detail = redactErrorText(source.detail);
  if (typeof source.hint === 'string') out.hint = redactErrorText(source.hint);
  // Drizzle keeps the statement (placeholders only) beside its parameters; the statement is kept.
  if (typeof source.query === 'string') out.query = source.query;
  if (source.cause && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

function expandIpv6(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const part = (s: string) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = part(head);
  const right = address.includes('::') ? part(tail) : [];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The client address cut to its network: IPv4 to /24, IPv6 to /48. Enough to see that requests
 * come from one network (abuse, a misbehaving proxy), not enough to single out a subscriber.
 */
export function maskAddress(address: string | undefined): string | undefined {
  if (!address) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  if (net.isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(address) && !address.includes('.')) {
    const groups = expandIpv6(address.split('%')[0]!);
    return `${groups
      .slice(0, 3)
      .map((g) => g.toString(16))
      .join(':')}::/48`;
  }
  return REDACTED;
}

const looksPersonal = (text: string) => text.includes('@') || /\d{7,}/.test(text);
const plainQueryValue = (value: string) =>
  /^(\d{1,6}|true|false|\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?)$/i.test(value);

/**
 * A request URL for the logs: the path (a segment that looks like an e-mail or a phone number
 * masked) and the query's parameter names; values are kept only when they are small numbers,
 * booleans or dates (page, ids, date ranges) — search words and e-mails are not.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathPart = at === -1 ? url : url.slice(0, at);
  const safePath = pathPart
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Not valid percent-encoding: judge the raw text.
      }
      return looksPersonal(decoded) ? REDACTED : segment;
    })
    .join('/');
  if (at === -1) return safePath;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${plainQueryValue(value) ? encodeURIComponent(value) : REDACTED}`,
  );
  return `${safePath}?${kept.join('&')}`;
}

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  id?: unknown;
}

/** pino's `req` serializer for Fastify's request log lines. */
export function serializeRequest(request: RequestLike): Loggable {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: maskAddress(request.ip),
  };
}
