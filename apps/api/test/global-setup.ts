import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, wrapPglite, wrapPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory (tar) each test file starts from. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates once per run. PGlite: migrate an empty database and dump it, so every test file loads a
 * ready copy. PostgreSQL (`DATABASE_URL`): a template database every test file clones; dropped after.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await createPglite();
    await runMigrations(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-test-')), 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('pgTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const template = `dukkan_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
  await runMigrations(wrapPostgres(pool));
  await pool.end();
  project.provide('pgTemplate', template);
  project.provide('pgliteSnapshot', '');
  return async () => {
    // Test files drop their own copies; this removes any a crashed worker left, then the template.
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`dukkan_t_${process.pid}_%`],
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  };
}

/**
 * Drops a test's own database once its pool has ended. `pool.end()` can resolve before PostgreSQL
 * has closed a connection: dropping `with (force)` then terminates it, and the ending client —
 * no longer listened to by its pool — throws the server's FATAL as an uncaught error. So the drop
 * waits (up to five seconds) for the database's last connection to go first.
 */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: url });
  await dropper.connect();
  try {
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await dropper.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await dropper.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
