// `npm run bench`: starts the real server (PGlite, or PostgreSQL when DATABASE_URL is set) on a free
// port with a fresh data folder and database, and measures it over loopback HTTP.
//
// 1. Accounts and user administration: a fixed number of requests at a fixed concurrency (fetch),
//    p50/p95/p99 and throughput. Runs on PGlite too.
// 2. Orders, PostgreSQL only: bench/orders-bench.mjs — CreateOrder throughput with every order
//    fighting for the same product rows, and a no-oversell check (BENCH_BUYERS, BENCH_ORDER_CONCURRENCY).
// 3. Products, PostgreSQL only: 10,000 products are inserted straight into the bench database, then
//    autocannon drives the product list (filter + sort) and detail routes of our server and of a bare
//    Fastify + pg server (bench/bare-server.mjs) that runs exactly the same SQL (checked first by
//    bench/sql-check.mjs), one after the other, never at the same time. It reports the average
//    requests/s, p50/p99 latency and ours/bare throughput; the product's goal is ours ≥ 70% of bare.
// 4. Dashboard statistics, PostgreSQL only: bench/dashboard-bench.mjs — 100,000 orders over a year
//    inserted straight into the bench database, then each AdminDashboard call under autocannon
//    (BENCH_DASHBOARD_ORDERS, BENCH_DASHBOARD_CONNECTIONS; BENCH_ONLY=dashboard runs only this part).
// 5. Abuse, PostgreSQL only and only when asked (BENCH_ONLY=abuse): bench/abuse-bench.mjs — 50
//    product exports and 50 downloads of a 7,000-line order's invoice at once, while a probe reads
//    products one after another; the probe's p95 and the server's peak RSS.
//
// Settings (environment): BENCH_REQUESTS, BENCH_CONCURRENCY (part 1); BENCH_PRODUCTS (10000),
// BENCH_DURATION (s per measurement, 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 3),
// BENCH_ROUNDS (2: ours→bare, then bare→ours; the figures are the rounds' mean) for part 2, and
// BENCH_ONLY (a word of the scenarios' names to run only those, e.g. getProductById).
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from '../scripts/server-process.mjs';
import { seedProducts } from './products-seed.mjs';
import { benchOrders } from './orders-bench.mjs';
import { benchDashboard } from './dashboard-bench.mjs';
import { benchAbuse } from './abuse-bench.mjs';
import { backendsCpu, cpuMs, machineBusyMs } from './cpu-meter.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ONLY = process.env.BENCH_ONLY;
/** Our server's pg pool size (apps/api/src/db/client.ts `max: 10`); the bare server gets the same. */
const POOL_SIZE = 10;
const GOAL = 0.7;

// Everything started is stopped on the way out, in reverse order, even on an error or Ctrl-C.
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('bench cleanup:', error.message);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the bench database`);
    cleanup().finally(() => process.exit(130));
  });
}

async function measure(name, request) {
  const timings = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await request();
        timings.push(performance.now() - t0);
        if (!res.ok) failures += 1;
        await res.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p) =>
    timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
  return {
    name,
    requests: timings.length,
    failures,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: (timings.length / seconds).toFixed(0),
  };
}

/** The bare baseline as its own process on a free port; it reports the port over IPC. */
async function startBareServer(databaseUrl) {
  const child = fork(path.join(repoRoot, 'bench/bare-server.mjs'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', POOL_SIZE: String(POOL_SIZE) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** Runs bench/sql-check.mjs (our query code through Drizzle vs the bare server's statements). */
function checkSql(cases) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/sql-check.mjs', JSON.stringify(cases)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim().split('\n'))
        : reject(new Error(`bare SQL differs from ours:\n${out}`)),
    );
  });
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Both servers must answer the same products in the same order before they are compared. */
async function checkSameAnswers(ours, bare, scenario) {
  if (scenario.list) {
    const [o, b] = await Promise.all([
      getJson(ours + scenario.path),
      getJson(bare + scenario.path),
    ]);
    const ourIds = o.data.items.map((item) => item.id).join();
    const bareIds = b.map((row) => row.id).join();
    if (ourIds !== bareIds || o.data.totalCount !== b[0]?.totalCount)
      throw new Error(`${scenario.name}: ours and bare answer different pages`);
    if (o.data.items.length === 0) throw new Error(`${scenario.name}: the page is empty`);
    return `${o.data.items.length} of ${o.data.totalCount}`;
  }
  for (const id of scenario.ids.slice(0, 20)) {
    const [o, b] = await Promise.all([
      getJson(`${ours}/api/product/getProductById/${id}`),
      getJson(`${bare}/api/product/getProductById/${id}`),
    ]);
    if (o.data.id !== id || b.id !== id) throw new Error(`${scenario.name}: id ${id} differs`);
  }
  return `${scenario.ids.length} ids`;
}

/**
 * One autocannon run; the detail scenario walks the shuffled ids, one per request. With `meter`
 * ({ serverPid, monitor }) it also measures the CPU the server and the database spent on it.
 */
async function cannon(baseUrl, scenario, duration, meter) {
  let next = 0;
  const requests = scenario.ids
    ? [
        {
          method: 'GET',
          setupRequest: (req) => {
            req.path = `/api/product/getProductById/${scenario.ids[next++ % scenario.ids.length]}`;
            return req;
          },
        },
      ]
    : undefined;
  const serverBefore = meter && cpuMs(meter.serverPid);
  const dbBefore = meter && (await backendsCpu(meter.monitor));
  const machineBefore = machineBusyMs();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: baseUrl + (scenario.path ?? '/'),
    connections: CONNECTIONS,
    duration,
    requests,
  });
  const run = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
  if (meter) {
    const seconds = (performance.now() - started) / 1000;
    const self = process.cpuUsage(selfBefore);
    const machine = machineBusyMs() - machineBefore;
    const serverAfter = cpuMs(meter.serverPid);
    let db = 0;
    // Backends opened during the run count whole. One that closed (the idle pool of the server not
    // being measured lets go of its connections after 10 s) is skipped: it was idle.
    for (const [pid, ms] of await backendsCpu(meter.monitor))
      if (ms !== undefined) db += ms - (dbBefore.get(pid) ?? 0);
    run.serverCpu = (serverAfter - serverBefore) / result.requests.total;
    run.dbCpu = db / result.requests.total;
    // What the rest of the machine (other people's jobs) took meanwhile, in cores.
    const ours = serverAfter - serverBefore + db + (self.user + self.system) / 1000;
    run.others = Math.max(0, machine - ours) / 1000 / seconds;
  }
  return run;
}

function shuffled(values) {
  // A fixed-seed shuffle (mulberry32), so every run walks the ids in the same order.
  let seed = 0x5eed;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

async function compareProducts(ours, databaseUrl) {
  const ourBase = ours.baseUrl;
  const { default: pg } = await import('pg');
  // Seeds, then stays open to read which backends serve the bench database (CPU accounting).
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  const t0 = performance.now();
  const seeded = await seedProducts(monitor, PRODUCTS);
  console.log(
    `\nInserted ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
      `${seeded.products} in all (${seeded.active} active, ${seeded.discounted} with a discount); ` +
      `category ${seeded.categoryId} has ${seeded.categoryProducts} active with its sub-categories.`,
  );

  const listQueries = [
    {
      pageSize: '20',
      categoryId: String(seeded.categoryId),
      sortBy: 'price',
      sortDirection: 'asc',
    },
    { pageSize: '20', minPrice: '50', maxPrice: '500', sortBy: 'bestSelling' },
  ];
  const scenarios = [
    ...listQueries.map((query) => {
      const path = `/api/product/getAllProducts?${new URLSearchParams(query)}`;
      return { name: `GET ${path.replace('/api/product/', '')}`, path, list: true };
    }),
    {
      name: `GET getProductById/{id} (${seeded.activeIds.length} ids)`,
      ids: shuffled(seeded.activeIds),
    },
  ];

  if (ONLY)
    scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => s.name.includes(ONLY)));

  console.log('\nChecking that the bare server sends our SQL (bench/sql-check.mjs):');
  for (const line of await checkSql(listQueries)) console.log(`  ${line}`);

  const bare = await startBareServer(databaseUrl);
  const targets = { ours: ourBase, bare: bare.baseUrl };
  const meters = {
    ours: { serverPid: ours.pid, monitor },
    bare: { serverPid: bare.pid, monitor },
  };
  const rows = [];
  for (const scenario of scenarios) {
    const answered = await checkSameAnswers(ourBase, bare.baseUrl, scenario);
    console.log(`\n${scenario.name}: both answer the same (${answered})`);
    for (const target of ['ours', 'bare']) await cannon(targets[target], scenario, WARMUP);
    const runs = { ours: [], bare: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const target of order) {
        const run = await cannon(targets[target], scenario, DURATION, meters[target]);
        runs[target].push(run);
        console.log(
          `  round ${round + 1} ${target}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms, ` +
            `CPU/request: server ${run.serverCpu.toFixed(2)} ms, PostgreSQL ${run.dbCpu.toFixed(2)} ms; ` +
            `other processes ${run.others.toFixed(2)} cores` +
            (run.bad ? `, ${run.bad} non-2xx/errors` : ''),
        );
      }
    }
    const sum = (target) => ({
      rps: mean(runs[target].map((r) => r.rps)),
      p50: mean(runs[target].map((r) => r.p50)),
      p99: mean(runs[target].map((r) => r.p99)),
      serverCpu: mean(runs[target].map((r) => r.serverCpu)),
      dbCpu: mean(runs[target].map((r) => r.dbCpu)),
      others: Math.max(...runs[target].map((r) => r.others)),
      bad: runs[target].reduce((n, r) => n + r.bad, 0),
    });
    rows.push({ name: scenario.name, ours: sum('ours'), bare: sum('bare') });
  }
  await bare.stop();

  console.log(
    `\nPostgreSQL, ${PRODUCTS} products; autocannon ${CONNECTIONS} connections, ${DURATION} s per ` +
      `run after ${WARMUP} s warm-up, ${ROUNDS} rounds alternating ours/bare (means); pool ${POOL_SIZE} each\n`,
  );
  console.log(
    '| scenario | server | req/s | ours/bare | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | non-2xx |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = r.ours.rps / r.bare.rps;
    for (const target of ['ours', 'bare']) {
      const t = r[target];
      const shown =
        target === 'ours' ? `${(ratio * 100).toFixed(0)}% ${ratio >= GOAL ? '✓' : '✗'}` : '';
      console.log(
        `| ${target === 'ours' ? r.name : ''} | ${target} | ${t.rps.toFixed(0)} | ${shown} | ` +
          `${t.p50.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.serverCpu.toFixed(2)} | ` +
          `${t.dbCpu.toFixed(2)} | ${t.bad} |`,
      );
    }
  }
  const worst = Math.max(...rows.flatMap((r) => [r.ours.others, r.bare.others]));
  console.log(
    `\nCPU taken by other processes during a run: at most ${worst.toFixed(2)} of ` +
      `${os.cpus().length} cores (req/s are only comparable when this is low; CPU ms/req much less affected).`,
  );
  console.log(`\nGoal: ours ≥ ${GOAL * 100}% of bare's throughput (✓ met, ✗ not met).`);
}

async function machine(databaseUrl) {
  const cpus = os.cpus();
  let pgVersion = 'n/a';
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    pgVersion = (await client.query('show server_version')).rows[0].server_version;
    await client.end();
  }
  return (
    `${new Date().toISOString().slice(0, 10)}; ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; PostgreSQL ${pgVersion}`
  );
}

try {
  // On PostgreSQL the run gets a database of its own, dropped afterwards, never the one in the URL.
  let benchDatabaseUrl;
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const name = `dukkan_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(`create database "${name}"`);
    cleanups.push(() => admin.query(`drop database if exists "${name}" with (force)`));
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    benchDatabaseUrl = url.toString();
  }

  const server = await startServer({
    name: 'bench',
    env: { LOG_LEVEL: 'error', DATABASE_URL: benchDatabaseUrl },
    stdio: 'ignore',
  });
  cleanups.push(() => server.stop());
  const base = server.baseUrl;

  const login = await fetch(`${base}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dukkan.local', password: 'Admin123!' }),
  });
  const { token } = (await login.json()).data;
  const auth = { authorization: `Bearer ${token}` };
  const results = [
    await measure('GET /api/Account/get-user-info', () =>
      fetch(`${base}/api/Account/get-user-info`, { headers: auth }),
    ),
    await measure('GET /api/AdminAccount/GetAllUsers?search=a', () =>
      fetch(`${base}/api/AdminAccount/GetAllUsers?search=a&pageSize=20`, { headers: auth }),
    ),
  ];
  const db = benchDatabaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${db}, ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}\n`);
  console.log('| scenario | requests | failures | p50 ms | p95 ms | p99 ms | req/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.requests} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} |`,
    );

  if (benchDatabaseUrl) {
    if (!ONLY || 'orders'.includes(ONLY) || ONLY === 'CreateOrder') {
      await benchOrders(server, benchDatabaseUrl);
    }
    if (!ONLY || (ONLY !== 'orders' && ONLY !== 'dashboard' && ONLY !== 'abuse')) {
      await compareProducts(server, benchDatabaseUrl);
    }
    if (!ONLY || ONLY === 'dashboard') await benchDashboard(server, benchDatabaseUrl, auth);
    // It overloads the server on purpose, so it runs only on its own.
    if (ONLY === 'abuse') await benchAbuse(benchDatabaseUrl);
  } else {
    console.log(
      '\nThe products comparison with a bare Fastify + pg server needs PostgreSQL: skipped. ' +
        'Run with DATABASE_URL set (the bench creates and drops a database of its own there), e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench',
    );
  }
  console.log(`\nMachine: ${await machine(benchDatabaseUrl)}`);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await cleanup();
}
