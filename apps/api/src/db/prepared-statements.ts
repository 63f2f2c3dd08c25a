/**
 * Statements built once per shape and run as prepared queries with placeholders.
 *
 * Building a Drizzle statement (walking the query tree, escaping names, collecting parameters)
 * costs more CPU than PostgreSQL spends answering an indexed page (bench/RESULTS.md), so the hot
 * reads build each distinct shape once — which filters are present, the sort, the caller's kind —
 * and run it with that request's values. The first `MAX_NAMED` shapes in a process are also named
 * on the server, so PostgreSQL parses and plans each once per connection; later shapes are
 * prepared unnamed (parsed on each run), which bounds what a client inventing shapes can make
 * every connection hold. The statements themselves are kept for `MAX_KEPT` shapes per database.
 *
 * A named statement may be planned once per connection (PostgreSQL's generic plan, db/client.ts).
 * A shape whose plan must follow its values (a price range: its row estimate without the values
 * is far too low) passes `planPerRun` and is prepared unnamed, which PostgreSQL plans on each run.
 */

/** A shape's key → its server-side name, process-wide: one key always gets one name and text. */
const names = new Map<string, string>();
const MAX_NAMED = 64;
const MAX_KEPT = 512;

/** Per database or transaction object, the prepared statement of each shape built so far. */
const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared statement of `key` on `db`, built by `prepare(name)` the first time. `key` must
 * name everything that changes the statement's text (callers prefix it with what they read), so
 * one name never meets two texts on a connection.
 */
export function preparedStatement<P>(
  db: object,
  key: string,
  prepare: (name: string) => P,
  { planPerRun = false }: { planPerRun?: boolean } = {},
): P {
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  const found = statements.get(key);
  if (found) return found as P;
  let name = planPerRun ? '' : names.get(key);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `dukkan_${names.size + 1}`;
    names.set(key, name);
  }
  // node-postgres prepares an empty name as the unnamed statement.
  const statement = prepare(name ?? '');
  if (statements.size < MAX_KEPT) statements.set(key, statement);
  return statement;
}
