// `npm start`: build the web app and compile the API when their builds are missing or older than
// their sources, then run the compiled API server, which also serves the web app and media on PORT
// (default 3000): one worker process per core (WEB_CONCURRENCY), all on the same port.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale, newestMtime } from './build-api.mjs';
import { BUILT_SERVER_ENTRY, BUILT_SERVER_FLAGS, SERVER_ENV } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser's build and the server renderer; the older of the two says when the web was built.
const webBuilds = [
  path.join(root, 'apps/web/dist/index.html'),
  path.join(root, 'apps/web/dist-server/render-page.js'),
];
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

/** A worker that dies sooner than this after starting counts as failing to start again. */
const HEALTHY_AFTER_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * WEB_CONCURRENCY: how many API processes serve the port; by default one per core. The embedded
 * database lives inside one process, so without DATABASE_URL there is exactly one.
 */
function workerCount(env) {
  const embedded = !env.DATABASE_URL;
  const given = env.WEB_CONCURRENCY;
  if (given !== undefined && given !== '' && !/^[1-9]\d{0,2}$/.test(given)) {
    console.error(
      `Invalid configuration:\n  WEB_CONCURRENCY: "${given}" is not a whole number from 1 to 999`,
    );
    process.exit(1);
  }
  const wanted = given ? Number(given) : os.availableParallelism();
  if (embedded) {
    const note =
      wanted > 1
        ? ` (WEB_CONCURRENCY=${wanted} needs PostgreSQL: set DATABASE_URL to use every core)`
        : '';
    return { count: 1, banner: `  Workers: 1, the embedded database is one process's${note}` };
  }
  const why = given ? 'WEB_CONCURRENCY' : `one per core; WEB_CONCURRENCY to choose`;
  return { count: wanted, banner: `  Workers: ${wanted} (${why})` };
}

function buildIfStale() {
  const builtAt = Math.min(
    ...webBuilds.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
  );
  const changedAt = Math.max(...webSources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt < changedAt) {
    console.log(
      builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…',
    );
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  try {
    buildApiIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * The primary only starts, restarts and stops workers; it loads none of the API. The first worker
 * migrates the database and seeds the demo shop before it listens; the others start once it
 * does, so they never race over either (on PostgreSQL the migrations also hold an advisory lock).
 */
function runPrimary() {
  process.chdir(root);
  const { count, banner } = workerCount(process.env);
  cluster.setupPrimary({
    exec: path.join(root, BUILT_SERVER_ENTRY),
    execArgv: BUILT_SERVER_FLAGS,
  });
  const baseEnv = {
    ...SERVER_ENV,
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  };
  // Workers after the first find the database migrated and seeded.
  const laterEnv = { ...baseEnv, SEED_DEMO: 'false' };

  let stopping = false;
  let anyListened = false;
  let failures = 0;
  const startedAt = new Map();
  let exitCode = 0;

  const fork = (env) => {
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  const first = fork(baseEnv);
  first.once('listening', () => {
    anyListened = true;
    console.log(`${banner}\n`);
    for (let i = 1; i < count; i += 1) fork(laterEnv);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (code !== 0 && code !== null) exitCode = code;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // Never up at all (bad configuration, database unreachable): restarting would fail the same way.
    if (!anyListened) {
      process.exit(code ?? 1);
    }
    failures = lived >= HEALTHY_AFTER_MS ? 0 : failures + 1;
    const delay = failures === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** failures);
    console.error(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another` +
        (delay ? ` in ${delay / 1000} s` : ''),
    );
    setTimeout(() => {
      if (!stopping) fork(laterEnv);
    }, delay);
  });

  // Each worker drains its requests and exits (SHUTDOWN_GRACE_SECONDS); the primary then exits
  // with 0 if all of them stopped cleanly. A terminal's Ctrl+C also reaches the workers directly;
  // they stop once either way.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(exitCode);
      for (const worker of workers) worker?.process.kill(signal);
    });
  }
}

buildIfStale();
runPrimary();
