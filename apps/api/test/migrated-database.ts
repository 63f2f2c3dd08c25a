import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  createPglite,
  postgresPoolOptions,
  wrapPglite,
  wrapPostgres,
  type DatabaseHandle,
} from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { dropTestDatabase, withDatabase } from './global-setup.ts';

/** The committed migrations up to `last`, as a folder drizzle's migrator reads. */
function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function migrate(handle: DatabaseHandle, last: number) {
  const folder = migrationsUpTo(last);
  try {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as never, { migrationsFolder: folder });
    } else {
      const client = await (handle.pool as pg.Pool).connect();
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
      client.release();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A database at an earlier migration, for a test of what a later one does to existing rows. */
export interface MigratedDatabase {
  handle: DatabaseHandle;
  run(text: string): Promise<unknown>;
  rows<T>(text: string): Promise<T[]>;
  /** Runs the committed migrations up to `last` (later ones stay out of the comparison). */
  migrateThrough(last: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new database (PGlite, or one of its own on the PostgreSQL of `DATABASE_URL`) migrated up to
 * migration `last`.
 */
export async function openDatabaseAt(last: number): Promise<MigratedDatabase> {
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (!url) {
    handle = wrapPglite(await createPglite());
  } else {
    const name = `dukkan_m_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    handle = wrapPostgres(new pg.Pool(postgresPoolOptions(withDatabase(url, name), 2)));
    dropDatabase = () => dropTestDatabase(url, name);
  }
  await migrate(handle, last);
  const run = (text: string) => handle.db.execute(sql.raw(text));
  return {
    handle,
    run,
    async rows<T>(text: string) {
      return ((await run(text)) as unknown as { rows: T[] }).rows;
    },
    migrateThrough: (to) => migrate(handle, to),
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}
