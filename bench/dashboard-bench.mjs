// Dashboard statistics under a year of orders, PostgreSQL only (part 4 of `npm run bench`).
//
// BENCH_DASHBOARD_ORDERS orders (100,000) with 1–4 lines each (2.5 on average) are inserted straight
// into the bench database by a few INSERT … SELECT generate_series statements: spread over the last
// 365 days, mixed statuses (delivered, shipped, processing, pending, cancelled, returned), payment
// methods and paid flags; about one in seven uses one of 20 bench coupons. Products are chosen with
// a skew, so some sell far more than others. Then VACUUM ANALYZE (what autovacuum does to a table
// after that many inserts), and each AdminDashboard call is measured as the admin: alone for
// BENCH_WARMUP seconds (3; one connection, which also warms it up), then under autocannon for
// BENCH_DURATION seconds (10) at BENCH_DASHBOARD_CONNECTIONS (10), with the CPU the server and
// PostgreSQL spent per request. Goal: p99 under 200 ms for each call.
import os from 'node:os';
import autocannon from 'autocannon';
import { backendsCpu, cpuMs, machineBusyMs } from './cpu-meter.mjs';
import { seedProducts } from './products-seed.mjs';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const GOAL_P99_MS = 200;

/**
 * Orders, their lines, coupons and redemptions for the last 365 days, written once each (no
 * later updates, so the tables are not bloated) and in the order they were placed (ids rise with
 * time, as in a real shop). Returns what was made.
 */
export async function seedOrders(client, count) {
  await client.query('select setseed(0.7)');
  const stamp = Date.now().toString(36);
  const customers = (
    await client.query(
      `insert into users (first_name, last_name, email, role, password_hash)
       select 'Bench', 'Customer ' || g, 'dash-' || $1 || '-' || g || '@bench.local', 'Customer', 'x'
       from generate_series(1, 5000) g returning id`,
      [stamp],
    )
  ).rows.map((row) => row.id);
  const coupons = (
    await client.query(
      `insert into coupons (code, type, value_hundredths, max_discount_halalas)
       select 'BENCH-' || $1 || '-' || g,
         case when g % 2 = 0 then 'Percentage' else 'Fixed' end,
         case when g % 2 = 0 then 500 + g * 50 else 1000 + g * 100 end,
         case when g % 2 = 0 then 10000 end
       from generate_series(1, 20) g returning id, code`,
      [stamp],
    )
  ).rows;
  const delivery = (
    await client.query(
      `insert into delivery_methods (name_en, name_ar, price_halalas, estimated_days)
       values ('Bench courier', 'مندوب', 2500, '2-3') returning id`,
    )
  ).rows[0].id;

  // The plan: when each order was placed, its status and payment, its lines. Statuses: 55%
  // delivered, 8% shipped, 7% processing, 12% pending, 12% cancelled, 6% returned. 1–4 lines per
  // order; popular products come up far more often (the square skews the pick).
  await client.query(
    `create temp table bench_orders as
     select row_number() over (order by placed)::int as n, placed, status, method
     from (
       select now() - random() * interval '365 days' as placed,
         case when r < 0.55 then 'Delivered' when r < 0.63 then 'Shipped'
           when r < 0.70 then 'Processing' when r < 0.82 then 'Pending'
           when r < 0.94 then 'Cancelled' else 'Returned' end as status,
         case when random() < 0.6 then 'Online' else 'CashOnDelivery' end as method
       from (select random() as r from generate_series(1, $1)) x
     ) s`,
    [count],
  );
  await client.query(
    `create temp table bench_lines as
     with catalog as (
       select array_agg(id order by id) as ids, count(*)::int as n from products where is_active
     ), picks as (
       select o.n, catalog.ids[1 + floor(catalog.n * power(random(), 2))::int] as product_id,
         1 + floor(random() * 3)::int as quantity
       from bench_orders o cross join catalog cross join lateral generate_series(1, 1 + o.n % 4) line
     )
     select picks.n, p.id as product_id, p.name_en, p.name_ar, p.sku, p.image_urls[1] as image_url,
       p.price_halalas, picks.quantity
     from picks join products p on p.id = picks.product_id`,
  );
  const base = (
    await client.query(
      `select greatest((select coalesce(max(id), 0) from orders),
         (select last_value from orders_id_seq))::int as id`,
    )
  ).rows[0].id;

  // Online orders (60%) are paid unless pending or cancelled; cash orders once delivered. One
  // order in seven has a coupon (10% of the goods, at most 50 SAR off).
  await client.query(
    `insert into orders (id, user_id, customer_name, customer_email, status, payment_method,
       is_paid, paid_at, subtotal_halalas, discount_halalas, delivery_fee_halalas, vat_halalas,
       vat_rate_basis_points, total_halalas, coupon_id, coupon_code, delivery_method_id,
       delivery_name_en, delivery_name_ar, delivery_estimated_days, address, phone_number,
       created_at, updated_at)
     select $1 + o.n, ($3::int[])[1 + o.n % 5000], 'Bench Customer', 'bench@bench.local',
       o.status, o.method, paid, case when paid then o.placed end, t.subtotal, t.discount, 2500,
       round((t.subtotal - t.discount + 2500) * 15 / 115.0), 1500, t.subtotal - t.discount + 2500,
       case when t.discount > 0 then ($4::int[])[1 + o.n % 20] end,
       case when t.discount > 0 then ($5::text[])[1 + o.n % 20] end,
       $2, 'Bench courier', 'مندوب', '2-3',
       '{"label":"Home","city":"Riyadh","district":"Al Olaya","street":"King Fahd Road","buildingNumber":"1234","postalCode":"12345","additionalNumber":null,"details":""}'::jsonb,
       '+966512345678', o.placed, o.placed
     from bench_orders o
     join (
       select n, sum(price_halalas * quantity)::int as subtotal,
         case when n % 7 = 0 then least(sum(price_halalas * quantity)::int / 10, 5000) else 0 end
           as discount
       from bench_lines group by n
     ) t on t.n = o.n
     cross join lateral (
       select case when o.method = 'Online' then o.status not in ('Pending', 'Cancelled')
         else o.status in ('Delivered', 'Returned') end as paid
     ) p
     order by o.n`,
    [base, delivery, customers, coupons.map((c) => c.id), coupons.map((c) => c.code)],
  );
  await client.query(`select setval('orders_id_seq', $1)`, [base + count]);
  await client.query(
    `insert into order_items (order_id, product_id, name_en, name_ar, sku, image_url,
       unit_price_halalas, quantity, line_total_halalas)
     select $1 + n, product_id, name_en, name_ar, sku, image_url, price_halalas, quantity,
       price_halalas * quantity
     from bench_lines order by n`,
    [base],
  );
  // Cancelled and returned orders gave their coupon use back, so only standing ones redeem.
  await client.query(
    `insert into coupon_redemptions (coupon_id, user_id, order_id, discount_halalas, created_at)
     select coupon_id, user_id, id, discount_halalas, created_at from orders
     where id > $1 and coupon_id is not null and status not in ('Cancelled', 'Returned')
     order by id`,
    [base],
  );
  await client.query(
    `update coupons c set used_count = r.n
     from (select coupon_id, count(*)::int as n from coupon_redemptions group by coupon_id) r
     where c.id = r.coupon_id`,
  );
  await client.query('drop table bench_orders, bench_lines');
  await client.query('vacuum analyze');
  const { rows } = await client.query(
    `select (select count(*) from orders)::int as orders,
       (select count(*) from order_items)::int as lines,
       (select count(*) from coupon_redemptions)::int as redemptions,
       (select count(*) from products)::int as products`,
  );
  return rows[0];
}

async function cannon(base, auth, path, duration, connections) {
  const result = await autocannon({ url: base + path, connections, duration, headers: auth });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One call: alone first (1 connection, the warm-up; its median is the call's own latency), then
 * under load (CONNECTIONS), with the server's and PostgreSQL's CPU per request and what other
 * processes took meanwhile.
 */
async function measure(server, monitor, auth, path) {
  const alone = await cannon(server.baseUrl, auth, path, WARMUP, 1);
  const serverBefore = cpuMs(server.pid);
  const dbBefore = await backendsCpu(monitor);
  const machineBefore = machineBusyMs();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const run = await cannon(server.baseUrl, auth, path, DURATION, CONNECTIONS);
  const seconds = (performance.now() - started) / 1000;
  const serverMs = cpuMs(server.pid) - serverBefore;
  let dbMs = 0;
  for (const [pid, ms] of await backendsCpu(monitor))
    if (ms !== undefined) dbMs += ms - (dbBefore.get(pid) ?? 0);
  const self = process.cpuUsage(selfBefore);
  const others =
    machineBusyMs() - machineBefore - serverMs - dbMs - (self.user + self.system) / 1000;
  return {
    ...run,
    alone: alone.p50,
    serverCpu: serverMs / run.total,
    dbCpu: dbMs / run.total,
    others: Math.max(0, others) / 1000 / seconds,
  };
}

export async function benchDashboard(server, databaseUrl, auth) {
  const { default: pg } = await import('pg');
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  try {
    const products = (await monitor.query('select count(*)::int as n from products')).rows[0].n;
    if (products < 1000) await seedProducts(monitor, 10_000);
    const t0 = performance.now();
    const made = await seedOrders(monitor, ORDERS);
    console.log(
      `\nInserted ${ORDERS} orders over the last 365 days in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
        `(with VACUUM ANALYZE): ${made.orders} orders, ${made.lines} lines, ` +
        `${made.redemptions} coupon redemptions, ${made.products} products.`,
    );
    await measureCalls(server, monitor, auth);
  } finally {
    await monitor.end();
  }
}

const day = (daysAgo) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

async function measureCalls(server, monitor, auth) {
  const calls = '/api/AdminDashboard';
  const scenarios = [
    ['reference: Account/get-user-info (one indexed read)', '/api/Account/get-user-info'],
    ['GetCounts', `${calls}/GetCounts`],
    ['SalesPerDay (default: last 30 days, page of 10)', `${calls}/SalesPerDay`],
    [
      'SalesPerDay (366 days in one call, for a chart)',
      `${calls}/SalesPerDay?from=${day(365)}&to=${day(0)}&pageSize=366`,
    ],
    ['TopSellingProducts (default: last 30 days, 5)', `${calls}/TopSellingProducts`],
    [
      'TopSellingProducts (last 365 days, 10)',
      `${calls}/TopSellingProducts?count=10&from=${day(364)}`,
    ],
    ['TopSellingProducts (all time, 5)', `${calls}/TopSellingProducts?from=2000-01-01`],
    ['CouponUsageStats', `${calls}/CouponUsageStats`],
    ['LowStockProducts (threshold 5, page of 10)', `${calls}/LowStockProducts`],
  ];

  console.log('\nChecking the answers:');
  for (const [name, path] of scenarios) {
    const res = await fetch(server.baseUrl + path, { headers: auth });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${body.message}`);
    const data = body.data;
    const summary = Array.isArray(data)
      ? `${data.length} rows, first ${JSON.stringify(data[0])}`
      : data.items
        ? `${data.items.length} of ${data.totalCount}` +
          (data.items[0]?.revenue !== undefined
            ? `, revenue ${data.items.reduce((sum, d) => sum + d.revenue, 0).toFixed(2)} SAR`
            : '')
        : JSON.stringify(data).slice(0, 160);
    console.log(`  ${name}: ${summary}`);
  }

  const rows = [];
  for (const [name, path] of scenarios)
    rows.push({ name, ...(await measure(server, monitor, auth, path)) });
  console.log(
    `\nDashboard statistics (PostgreSQL, ${ORDERS} orders): each call alone (1 connection, ` +
      `${WARMUP} s, also the warm-up), then autocannon ${CONNECTIONS} connections for ${DURATION} s\n`,
  );
  console.log(
    '| call | alone p50 ms | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | other processes (cores) | non-2xx | p99 < 200 ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.alone.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ` +
        `${r.p99.toFixed(1)} | ${r.serverCpu.toFixed(2)} | ${r.dbCpu.toFixed(2)} | ` +
        `${r.others.toFixed(2)} | ${r.bad} | ${r.p99 < GOAL_P99_MS ? '✓' : '✗'} |`,
    );
  console.log(
    `\n${os.cpus().length} cores, shared with other processes (last column); load average now ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}.`,
  );
}
