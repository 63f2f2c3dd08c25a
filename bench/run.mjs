// `npm run bench`: starts the real server (PGlite, or PostgreSQL when DATABASE_URL is set) on a free
// port with a fresh data folder, drives each scenario over HTTP with a fixed number of requests at a
// fixed concurrency, and prints p50/p95/p99 latencies and throughput. Add scenarios as areas grow.
import { startServer } from '../scripts/server-process.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

// On PostgreSQL the run gets a database of its own, dropped afterwards, never the one in the URL.
let benchDatabaseUrl;
let dropBenchDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `dukkan_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  benchDatabaseUrl = url.toString();
  dropBenchDatabase = async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
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

const server = await startServer({
  name: 'bench',
  env: { LOG_LEVEL: 'error', DATABASE_URL: benchDatabaseUrl },
  stdio: 'ignore',
});
const base = server.baseUrl;
try {
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
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${db}, ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}\n`);
  console.log('| scenario | requests | failures | p50 ms | p95 ms | p99 ms | req/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.requests} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} |`,
    );
} finally {
  await server.stop();
  await dropBenchDatabase();
}
