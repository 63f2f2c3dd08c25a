import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
 * PGlite with the extensions the migrations create (trigram search). PostgreSQL ships them in
 * its contrib package; PGlite has to be handed them when it starts.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
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

/** PostgreSQL when a URL is given, otherwise PGlite persisted under `<dataDir>/db`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Fail fast with a clear error instead of on the first request.
    const probe = await pool.connect();
    probe.release();
    return wrapPostgres(pool);
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const client = await createPglite({ dataDir: dir });
  return wrapPglite(client);
}
