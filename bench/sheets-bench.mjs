// The product workbook at real size, PostgreSQL only: `DATABASE_URL=… npx node bench/sheets-bench.mjs`.
//
// A database of its own (dropped afterwards) gets the demo shop (the server's first start seeds its
// brands and categories), then BENCH_PRODUCTS (10,000) bench products inserted straight in
// (bench/products-seed.mjs: every third with Size and Colour, 3–6 variants). A freshly started
// server then exports the catalog (GET AdminProduct/exportProductsToExcel) and imports the workbook
// back unchanged (POST AdminProduct/import): the time of each, the workbook's rows and size, the
// import's answer, and the server's resident memory (VmRSS, sampled every 100 ms) at rest and at
// its peak through both.
import pg from 'pg';
import { startServer } from '../scripts/server-process.mjs';
import { processTree, rssMb } from './catalog-bench.mjs';
import { seedProducts } from './products-seed.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ADMIN = { email: 'admin@dukkan.local', password: 'Admin123!' };

if (!process.env.DATABASE_URL) {
  console.error('sheets bench: set DATABASE_URL to a PostgreSQL server');
  process.exit(1);
}

const cleanups = [];
async function cleanup() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('sheets bench cleanup:', error.message);
    }
  }
}

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

/** Runs `work`, sampling the server's resident memory meanwhile; answers its result, time and peak. */
async function measured(pids, work) {
  let peak = rssMb(pids);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pids))), 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, rssMb(pids));
  }
}

try {
  const name = `dukkan_sheets_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  cleanups.push(() => admin.end());
  await admin.query(`create database "${name}"`);
  cleanups.push(() => admin.query(`drop database if exists "${name}" with (force)`));
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  // The first start migrates and seeds the demo shop; its memory is not this bench's subject.
  const seeding = await startServer({
    name: 'sheets-seed',
    env: { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  await seeding.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const started = performance.now();
  await seedProducts(client, PRODUCTS);
  const { rows } = await client.query(`
    select count(*)::int as products,
      count(*) filter (where exists (select 1 from product_options o where o.product_id = p.id))::int
        as with_options,
      (select count(*)::int from product_variants) as variants
    from products p`);
  console.log(
    `seeded ${PRODUCTS} bench products in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${rows[0].products} products, ${rows[0].with_options} with options, ${rows[0].variants} variants`,
  );

  const server = await startServer({
    name: 'sheets',
    env: { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  cleanups.push(() => server.stop());
  const auth = await login(server.baseUrl);
  const pids = processTree(server.pid);
  const rest = rssMb(pids);

  const exported = await measured(pids, async () => {
    const res = await fetch(`${server.baseUrl}/api/AdminProduct/exportProductsToExcel`, {
      headers: auth,
    });
    if (!res.ok) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  });
  const workbook = exported.result;
  const imported = await measured(pids, async () => {
    const form = new FormData();
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    form.set('file', new Blob([new Uint8Array(workbook)], { type }), 'products.xlsx');
    const res = await fetch(`${server.baseUrl}/api/AdminProduct/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = await res.json();
    if (!res.ok)
      throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 2000)}`);
    return body.data;
  });
  const { rows: after } = await client.query(
    'select count(*)::int as products, (select count(*)::int from product_variants) as variants from products',
  );

  const mb = (n) => `${n.toFixed(0)} MB`;
  console.log(`workbook: ${(workbook.length / 2 ** 20).toFixed(1)} MB`);
  console.log(`export:    ${exported.seconds.toFixed(1)} s, peak ${mb(exported.peak)}`);
  console.log(
    `re-import: ${imported.seconds.toFixed(1)} s, peak ${mb(imported.peak)}; answer ` +
      JSON.stringify(imported.result).slice(0, 300),
  );
  console.log(
    `server resident memory: ${mb(rest)} at rest, ${mb(Math.max(exported.peak, imported.peak))} at peak; ` +
      `afterwards ${after[0].products} products, ${after[0].variants} variants`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
