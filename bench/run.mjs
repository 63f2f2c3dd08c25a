// `npm run bench`: starts the real server (PGlite, or PostgreSQL when DATABASE_URL is set) on a free
// port with a fresh data folder, drives each scenario over HTTP with a fixed number of requests at a
// fixed concurrency, and prints p50/p95/p99 latencies and throughput. Add scenarios as areas grow.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-'));

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
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...(benchDatabaseUrl ? { DATABASE_URL: benchDatabaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/api/Account/get-user-info`)).status === 401) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
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

try {
  await waitForServer();
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropBenchDatabase();
}
