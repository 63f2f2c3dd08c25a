// Server-rendered storefront pages against the JSON route they are built from (issue 14: a product
// page rendered on one core serves ≥ 0.5× the requests of `product/getProductById`).
//
// `node bench/pages-bench.mjs` (or BENCH_ONLY=pages npm run bench) starts the real server twice on
// the embedded database, one process = one core for the app: once with the page cache off
// (PAGE_CACHE_SECONDS=0, every request renders: the cost of a render) and once as shipped (10 s),
// and runs autocannon over random active product ids for each of:
//   json       GET /api/product/getProductById/{id}
//   page       GET /en/product/{id} (HTML, brotli, as a browser asks)
// Settings: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (10), BENCH_WARMUP (s, 3).
import autocannon from 'autocannon';
import { startServer } from '../scripts/server-process.mjs';
import { cpuMs } from './cpu-meter.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

async function activeProductIds(baseUrl) {
  const response = await fetch(`${baseUrl}/api/product/getAllProducts?pageSize=100`);
  const { data } = await response.json();
  return data.items.map((item) => item.id);
}

async function cannon(baseUrl, pathOf, ids, { duration, pid }) {
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' },
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: pathOf(ids[(next += 7) % ids.length]) }),
      },
    ],
  });
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / total,
  };
}

const SCENARIOS = [
  ['json', (id) => `/api/product/getProductById/${id}`],
  ['page', (id) => `/en/product/${id}`],
];

/** Runs the scenarios on a server started with `env`; answers one row per scenario. */
async function measure(label, env) {
  const server = await startServer({
    name: 'pages-bench',
    env: { DATABASE_URL: undefined, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', ...env },
    stdio: 'ignore',
  });
  try {
    const ids = await activeProductIds(server.baseUrl);
    const rows = [];
    for (const [name, pathOf] of SCENARIOS) {
      await cannon(server.baseUrl, pathOf, ids, { duration: WARMUP, pid: server.pid });
      const run = await cannon(server.baseUrl, pathOf, ids, {
        duration: DURATION,
        pid: server.pid,
      });
      rows.push({ label, name, ...run });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchPages() {
  console.log(
    `\nServer-rendered product page vs the JSON detail route (one process, embedded database, ${CONNECTIONS} connections, ${DURATION} s)`,
  );
  const rows = [
    ...(await measure('cache off', { PAGE_CACHE_SECONDS: '0' })),
    ...(await measure('as shipped', {})),
  ];
  console.log('| server | endpoint | req/s | p50 ms | p99 ms | CPU ms/req | non-2xx/errors |');
  console.log('| --- | --- | --: | --: | --: | --: | --: |');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.bad} |`,
    );
  }
  for (const label of ['cache off', 'as shipped']) {
    const json = rows.find((row) => row.label === label && row.name === 'json');
    const page = rows.find((row) => row.label === label && row.name === 'page');
    const ratio = page.rps / json.rps;
    console.log(
      `${label}: page ÷ JSON = ${ratio.toFixed(2)}× ${ratio >= 0.5 ? '✓' : '✗'} (goal ≥ 0.5×)`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPages();
