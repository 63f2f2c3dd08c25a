import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  postgresPoolOptions,
  wrapPglite,
  wrapPostgres,
  type DatabaseHandle,
  type QueryObserver,
} from '../src/db/client.ts';
import { dropTestDatabase, withDatabase } from './global-setup.ts';

// Copying a template must not overlap with another copy of it; this lock serialises the copies.
const TEMPLATE_LOCK_ID = 7_301_420_002;

/** A fresh, migrated database for one test file (PGlite copy, or a PostgreSQL database). */
export async function openTestDatabase(
  observe?: QueryObserver,
  options: {
    /** PostgreSQL only: the address the pool connects to instead (the outage test's proxy). */
    poolUrl?: (url: string) => string;
  } = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
    return wrapPglite(client, observe);
  }
  const template = inject('pgTemplate');
  const name = `dukkan_t_${template.split('_')[2]}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    await admin.end();
  }
  const databaseUrl = withDatabase(url, name);
  const pool = new pg.Pool(postgresPoolOptions(options.poolUrl?.(databaseUrl) ?? databaseUrl, 10));
  // The database is dropped with (force) when the file ends; a connection still open then (work a
  // request left running after its response) is terminated, which is expected, not a failure.
  pool.on('error', () => {});
  const handle = wrapPostgres(pool, observe);
  return {
    ...handle,
    async close() {
      await pool.end();
      await dropTestDatabase(url, name);
    },
  };
}
