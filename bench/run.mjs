// `npm run bench`: starts the real server (PGlite, or PostgreSQL when DATABASE_URL is set) on a free
// port with a fresh data folder and database, and measures it over loopback HTTP.
//
// 1. Accounts and user administration: a fixed number of requests at a fixed concurrency (fetch),
//    p50/p95/p99 and throughput. Runs on PGlite too.
// 2. Orders, PostgreSQL only: bench/orders-bench.mjs — CreateOrder throughput with every order
//    fighting for the same product rows, and a no-oversell check (BENCH_BUYERS, BENCH_ORDER_CONCURRENCY).
// 3. Dashboard statistics, PostgreSQL only: bench/dashboard-bench.mjs — 100,000 orders over a year
//    inserted straight into the bench database, then each AdminDashboard call under autocannon
//    (BENCH_DASHBOARD_ORDERS, BENCH_DASHBOARD_CONNECTIONS; BENCH_ONLY=dashboard runs only this part).
// 4. Catalog, PostgreSQL only: bench/catalog-bench.mjs — products inserted straight into the bench
//    database, 10,000 and then grown to 100,000 (BENCH_PRODUCTS), and at each size the shop's lists
//    (page 1, a random page, category + price sort, price range + best selling), searches (English,
//    Arabic, a typo, the header's suggestions), filter counts, one product by id and the
//    dashboard's product and order lists (over a year of orders: part 3's, or its own), under
//    autocannon. Each is compared with a bare Fastify + pg server (bench/bare-server.mjs) written
//    the straightforward way with its own SQL (page + count, an ILIKE search), so a slow query of
//    ours shows: req/s, p50, p99, one shopper alone, CPU per request, resident memory of both
//    servers, and issue 13's goals marked ✓ or ✗.
// 5. Abuse, PostgreSQL only and only when asked (BENCH_ONLY=abuse): bench/abuse-bench.mjs — 50
//    product exports and 50 downloads of a 7,000-line order's invoice at once, while a probe reads
//    products one after another; the probe's p95 and the server's peak RSS.
//
// Settings (environment): BENCH_REQUESTS, BENCH_CONCURRENCY (part 1); BENCH_PRODUCTS (sizes,
// "10000,100000"), BENCH_DURATION (s per measurement, 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s
// alone and warming up, 3), BENCH_ROUNDS (2: ours→bare, then bare→ours; the figures are the rounds'
// mean), BENCH_CATALOG_ORDERS (orders behind the dashboard's order list, 100,000) for part 4, and
// BENCH_ONLY: `orders`, `dashboard`, `abuse`, `catalog`, or catalog scenarios by name or prefix,
// comma-separated (list-page-1, random-page, category-price, price-best-selling, search-en,
// search-ar, search-typo, search-many, suggestions, facets-search, facets-category, detail,
// admin-products, admin-orders; `search`, `facets`, `admin` pick a group).
import os from 'node:os';
import { startServer } from '../scripts/server-process.mjs';
import { benchOrders } from './orders-bench.mjs';
import { benchCatalog, wantsCatalog } from './catalog-bench.mjs';
import { benchDashboard } from './dashboard-bench.mjs';
import { benchAbuse } from './abuse-bench.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ONLY = process.env.BENCH_ONLY;

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
    // The dashboard first: it measures 10,000 products; the catalog then grows them to 100,000.
    if (!ONLY || ONLY === 'dashboard') await benchDashboard(server, benchDatabaseUrl, auth);
    if (!ONLY || wantsCatalog(ONLY))
      await benchCatalog(server, benchDatabaseUrl, { auth, cleanups, only: ONLY });
    // It overloads the server on purpose, so it runs only on its own.
    if (ONLY === 'abuse') await benchAbuse(benchDatabaseUrl);
  } else {
    console.log(
      '\nThe catalog comparison with a bare Fastify + pg server needs PostgreSQL: skipped. ' +
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
