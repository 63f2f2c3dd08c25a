import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import * as schema from './schema.ts';

/**
 * Both drivers expose the same Drizzle PostgreSQL query builder; the app is typed against the
 * node-postgres flavour and PGlite is adapted to it (same SQL dialect, same result `rows`).
 */
export type Database = NodePgDatabase<typeof schema>;
/** A database or an open transaction: helpers take this and never open their own. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool (PostgreSQL only), for work that needs one dedicated connection. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * Session settings every connection gets, set per session (not per database) so they hold for
 * copied test databases and any PostgreSQL role.
 * - Product search matches typed words against names by trigram word similarity; the default bar
 *   (0.6) misses one-letter typos in short words ("galxy" → "Galaxy" scores 0.5): 0.45.
 * - Prepared statements (db/prepared-statements.ts) keep PostgreSQL's default plan choice
 *   (`plan_cache_mode = auto`): after five runs planned for their values, a named statement is
 *   planned once per connection when the generic plan is estimated no dearer. Planning was 30–70 %
 *   of PostgreSQL's time for the product page, a search and a category sorted by price
 *   (bench/RESULTS.md). A generic plan is only wrong where its estimate without the values is too
 *   low: a price range guessed at 0.5 % of the catalog read 43,000 rows through the heap instead of
 *   the index alone (11 ms → 90–400 ms at 100,000 products). Such shapes run unnamed
 *   (`planPerRun`), which PostgreSQL always plans for the run's values.
 */
const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.45',
};

/** node-postgres pool options carrying the session settings as startup options. */
export function postgresPoolOptions(connectionString: string, max: number): pg.PoolConfig {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  return { connectionString, max, options };
}

/**
 * PGlite with the extensions the migrations create (trigram search) and the session settings.
 * PostgreSQL ships the extensions in its contrib package; PGlite has to be handed them.
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  const client = await PGlite.create({ ...options, extensions: { pg_trgm } });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query(`select set_config($1, $2, false)`, [name, value]);
  }
  return client;
}

/** Sees every statement the app sends (tests count them to keep query counts constant). */
export type QueryObserver = (query: string) => void;

function loggerOf(observe?: QueryObserver) {
  return observe ? { logger: { logQuery: (query: string) => observe(query) } } : {};
}

export function wrapPglite(client: PGlite, observe?: QueryObserver): DatabaseHandle {
  const db = drizzlePglite(client, { schema, ...loggerOf(observe) }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

export function wrapPostgres(pool: pg.Pool, observe?: QueryObserver): DatabaseHandle {
  const db = drizzlePg(pool, { schema, ...loggerOf(observe) });
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool(postgresPoolOptions(url, 10));
  // An idle connection dropped by the server (restart, failover) is replaced on next use; without a
  // listener, node-postgres would throw the error and end the process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // Fail fast with a clear error instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  return wrapPostgres(pool);
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded database under `dataDir`: PGlite in
 * `<dataDir>/db`, or (EMBEDDED_DATABASE=postgres) a PostgreSQL server this process starts on
 * `<dataDir>/postgres` and stops when the handle closes.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDatabase?: 'pglite' | 'postgres';
  embeddedPostgresBinaries?: string | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.embeddedDatabase === 'postgres') {
    const server = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      binaries: options.embeddedPostgresBinaries,
    });
    const handle = await openPostgres(server.url).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    return { ...handle, close: () => handle.close().finally(() => server.stop()) };
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // A shop on the embedded database is a small one: 16 MB of shared buffers (PostgreSQL's default
  // is 128 MB, all of it resident in the WebAssembly heap) keeps the process near 200 MB at rest.
  const client = await createPglite({
    dataDir: dir,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return wrapPglite(client);
}
