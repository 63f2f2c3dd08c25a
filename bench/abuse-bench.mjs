// One request must not stall the shop, PostgreSQL only (`BENCH_ONLY=abuse npm run bench`, or on its
// own: `DATABASE_URL=postgres://… node bench/abuse-bench.mjs`, which starts its own server on a
// database of its own, dropped afterwards).
//
// The catalog (bench/products-seed.mjs, BENCH_PRODUCTS = 10,000) and one order of 7,000 lines
// (BENCH_ORDER_LINES) are inserted straight into the bench database. Then, all at once:
//   - BENCH_ABUSE_EXPORTS (50) product exports (GET AdminProduct/exportProductsToExcel),
//   - BENCH_ABUSE_INVOICES (50) downloads of the long order's invoice (its first download),
// each read to the end (a client refused with 429 comes back after its Retry-After, as a
// well-behaved one would; BENCH_ABUSE_RETRIES, 30), while a probe reads one product after another
// (GET product/getProductById/{id}, one at a time) until the last heavy request is answered.
// Reported: the probe's p50/p95/p99/max during the abuse (and idle before it, for reference), the
// heavy requests' answers and times, and the server's resident memory (VmRSS from /proc, sampled
// every 20 ms; the peak). Goal: probe p95 < 200 ms and peak RSS < 400 MB.
import fs from 'node:fs';
import { startServer } from '../scripts/server-process.mjs';
import { seedProducts } from './products-seed.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDER_LINES = Number(process.env.BENCH_ORDER_LINES ?? 7_000);
const EXPORTS = Number(process.env.BENCH_ABUSE_EXPORTS ?? 50);
const INVOICES = Number(process.env.BENCH_ABUSE_INVOICES ?? 50);
/** How often a client refused with 429 comes back after its Retry-After (BENCH_ABUSE_RETRIES). */
const RETRIES = Number(process.env.BENCH_ABUSE_RETRIES ?? 30);
const GOAL_P95_MS = 200;
const GOAL_RSS_MB = 400;

/** Resident memory of a process in MB (VmRSS), or NaN without /proc. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

function percentiles(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { n: sorted.length, p50: pct(50), p95: pct(95), p99: pct(99), max: sorted.at(-1) };
}

/** A cash-on-delivery order of `lines` lines taken from the catalog (names in both languages). */
async function insertLongOrder(client, lines) {
  const { rows } = await client.query(
    `with made as (
       insert into orders (customer_name, customer_email, payment_method, subtotal_halalas,
         vat_halalas, vat_rate_basis_points, total_halalas, delivery_name_en, delivery_name_ar,
         delivery_estimated_days, address, phone_number)
       select 'Bench Customer', 'bench@bench.local', 'CashOnDelivery', s.total,
         round(s.total::bigint * 15 / 115.0)::int, 1500, s.total, 'Standard', 'عادي', '3-5',
         '{"label":"Home","city":"Riyadh","district":"Al Olaya","street":"King Fahd Road","buildingNumber":"1234","postalCode":"12345","additionalNumber":null,"details":""}'::jsonb,
         '+966512345678'
       from (select sum(price_halalas)::bigint::int as total
             from (select price_halalas from products order by id limit $1) p) s
       returning id
     )
     select id from made`,
    [lines],
  );
  const orderId = rows[0].id;
  await client.query(
    `insert into order_items (order_id, product_id, name_en, name_ar, sku, unit_price_halalas,
       quantity, line_total_halalas)
     select $1, id, name_en, name_ar, sku, price_halalas, 1, price_halalas
     from products order by id limit $2`,
    [orderId, lines],
  );
  return orderId;
}

async function login(base) {
  const res = await fetch(`${base}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dukkan.local', password: 'Admin123!' }),
  });
  if (!res.ok) throw new Error(`admin login answered ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

/** Sequential product reads until `stop()` says so; the timings in ms. */
function probe(base, ids) {
  const timings = [];
  let running = true;
  let failures = 0;
  const done = (async () => {
    let next = 0;
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/product/getProductById/${ids[next++ % ids.length]}`);
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        // No answer at all (undici gives up after 300 s without headers): a failure, timed too.
        failures += 1;
      }
      timings.push(performance.now() - t0);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { ...percentiles(timings), failures };
    },
  };
}

let answered = 0;

/**
 * One heavy request read to the end: its status, time and size. A client refused with 429 comes
 * back after its Retry-After, as a well-behaved one would (at most RETRIES times); `first` is the
 * first answer's status, `ms` the time until the last answer.
 */
async function heavy(url, headers) {
  const t0 = performance.now();
  let first;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const res = await fetch(url, { headers });
      const body = await res.arrayBuffer();
      first ??= res.status;
      if (res.status === 429 && attempt < RETRIES) {
        const wait = Number(res.headers.get('retry-after') ?? 5);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      return {
        status: res.status,
        first,
        tries: attempt + 1,
        ms: performance.now() - t0,
        bytes: body.byteLength,
      };
    }
  } catch (error) {
    const status = `error (${error.cause?.code ?? error.message})`;
    return { status, first: first ?? status, tries: 1, ms: performance.now() - t0 };
  } finally {
    answered += 1;
  }
}

function answers(results, key = 'status') {
  const counts = {};
  for (const r of results) counts[r[key]] = (counts[r[key]] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');
}

/**
 * Runs the abuse on `databaseUrl`, whose demo shop a server has already seeded. The server measured
 * is a process of its own started afterwards on that database (SEED_DEMO=false: nothing left to
 * seed), as after any restart: the demo seed's image processing leaves ~130 MB of memory behind
 * in the process that ran it, which is not what is measured here. Seeds the catalog when it is not
 * there yet (BENCH_ONLY=abuse skips the products part).
 */
export async function benchAbuse(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server;
  try {
    const have = Number((await client.query('select count(*) from products')).rows[0].count);
    if (have < PRODUCTS) await seedProducts(client, PRODUCTS - have);
    const ids = (
      await client.query('select id from products where is_active order by id limit 2000')
    ).rows.map((row) => row.id);
    const products = Number((await client.query('select count(*) from products')).rows[0].count);
    const orderId = await insertLongOrder(client, ORDER_LINES);
    console.log(`\nAbuse: ${products} products, order ${orderId} of ${ORDER_LINES} lines inserted`);
    server = await startServer({
      name: 'abuse',
      env: { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
      stdio: 'ignore',
    });
    const base = server.baseUrl;
    const auth = await login(base);

    // Idle reference: the same probe with nothing else going on, for 3 s.
    const idle = probe(base, ids);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleStats = await idle.stop();

    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(server.pid));
    }, 20);
    const progress = setInterval(
      () =>
        console.log(
          `  … ${answered} of ${EXPORTS + INVOICES} answered, RSS peak ${rssPeak.toFixed(0)} MB`,
        ),
      15_000,
    );
    const during = probe(base, ids);
    const t0 = performance.now();
    const [exports, invoices] = await Promise.all([
      Promise.all(
        Array.from({ length: EXPORTS }, () =>
          heavy(`${base}/api/AdminProduct/exportProductsToExcel`, auth),
        ),
      ),
      Promise.all(
        Array.from({ length: INVOICES }, () =>
          heavy(`${base}/api/AdminOrder/${orderId}/invoice`, auth),
        ),
      ),
    ]);
    const abuseSeconds = (performance.now() - t0) / 1000;
    const probeStats = await during.stop();
    clearInterval(sampler);
    clearInterval(progress);
    rssPeak = Math.max(rssPeak, rssMb(server.pid));

    // Afterwards: a stored invoice is a file read; an export when nothing else runs.
    const again = await heavy(`${base}/api/AdminOrder/${orderId}/invoice`, auth);
    const alone = await heavy(`${base}/api/AdminProduct/exportProductsToExcel`, auth);

    const okTimes = (results) => {
      const ok = results.filter((r) => r.status === 200);
      return ok.length ? percentiles(ok.map((r) => r.ms)) : null;
    };
    const line = (name, results) => {
      const ok = okTimes(results);
      const sizes = results.filter((r) => r.status === 200).map((r) => r.bytes);
      const tries = results.reduce((n, r) => n + r.tries, 0);
      console.log(
        `| ${name} | ${results.length} | ${answers(results, 'first')} | ${tries} | ${answers(results)} | ` +
          (ok ? `${ok.p50.toFixed(0)} | ${ok.max.toFixed(0)}` : '– | –') +
          ` | ${sizes.length ? (Math.max(...sizes) / 1e6).toFixed(2) : '–'} |`,
      );
    };
    console.log(
      `\nAbuse (PostgreSQL, ${products} products, invoice of ${ORDER_LINES} lines): ${EXPORTS} exports + ` +
        `${INVOICES} invoice downloads at once, all answered in ${abuseSeconds.toFixed(1)} s\n`,
    );
    console.log(
      '| heavy request | clients | first answers | requests (with retries) | last answers | ms p50 (200s) | ms max (200s) | MB |',
    );
    console.log('| --- | ---: | --- | ---: | --- | ---: | ---: | ---: |');
    line('GET AdminProduct/exportProductsToExcel', exports);
    line(`GET AdminOrder/{id}/invoice (${ORDER_LINES} lines)`, invoices);
    line('the invoice again, afterwards', [again]);
    line('one export afterwards, alone', [alone]);
    const f = (v) => v.toFixed(1);
    console.log(
      '\n| probe GET product/getProductById/{id} | requests | p50 ms | p95 ms | p99 ms | max ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| idle, 3 s before | ${idleStats.n} | ${f(idleStats.p50)} | ${f(idleStats.p95)} | ${f(idleStats.p99)} | ${f(idleStats.max)} |`,
    );
    console.log(
      `| during the abuse | ${probeStats.n} | ${f(probeStats.p50)} | ${f(probeStats.p95)} | ${f(probeStats.p99)} | ${f(probeStats.max)} |`,
    );
    const p95Met = probeStats.p95 < GOAL_P95_MS;
    const rssMet = rssPeak < GOAL_RSS_MB;
    console.log(
      `\nServer RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB during the abuse.` +
        `\nGoal: probe p95 < ${GOAL_P95_MS} ms ${p95Met ? '✓' : '✗'}, RSS < ${GOAL_RSS_MB} MB ${rssMet ? '✓' : '✗'}` +
        (probeStats.failures ? ` (${probeStats.failures} probe requests failed)` : ''),
    );
    return { probe: probeStats, rssBefore, rssPeak, exports, invoices };
  } finally {
    await server?.stop();
    await client.end();
  }
}

// Run on its own: a database and a server of its own, both gone afterwards.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'The abuse bench needs PostgreSQL: set DATABASE_URL (its database is not touched).',
    );
    process.exit(1);
  }
  const { default: pg } = await import('pg');
  const name = `dukkan_abuse_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    // First start: migrates and seeds the demo shop (accounts, brands, categories), then stops.
    const seeding = await startServer({
      name: 'abuse-seed',
      env: { LOG_LEVEL: 'error', DATABASE_URL: url.toString() },
      stdio: 'ignore',
    });
    await seeding.stop();
    await benchAbuse(url.toString());
  } catch (error) {
    process.exitCode = 1;
    console.error(error);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
