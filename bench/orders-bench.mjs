// Order placement under load, PostgreSQL only (part 3 of `npm run bench`).
//
// Buyers are inserted straight into the bench database (user, address, mobile and a filled cart
// each) and get tokens signed with the server's own secret, so no password hashing skews the
// figures. Then every buyer calls POST /api/Order/CreateOrder once, BENCH_ORDER_CONCURRENCY at a
// time, over loopback HTTP:
//   A. "flash sale": BENCH_BUYERS buyers (2,000), each cart 2 lines from the same 40 products with
//      ample stock, so every order fights for the same product row locks. Reports orders/s and
//      latency, then checks that stock fell by exactly the quantities ordered.
//   B. "oversell": 400 buyers want 1 each of a product with stock 100, all at once: exactly 100
//      orders must succeed, the rest answer 409, and stock ends at 0.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../scripts/server-process.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_ORDER_CONCURRENCY ?? 50);
const HOT_PRODUCTS = 40;

const requireFromApi = createRequire(path.join(repoRoot, 'apps/api/package.json'));
const { createSigner } = requireFromApi('fast-jwt');

async function prepare(client, label, buyers, productIds, linesPerCart) {
  const { rows } = await client.query(
    `with made as (
       insert into users (first_name, last_name, email, role, password_hash)
       select 'Bench', 'Buyer ' || g, $1 || '-' || g || '@bench.local', 'Customer', 'x'
       from generate_series(1, $2) g
       returning id
     ), addr as (
       insert into addresses (user_id, label, city, district, street, building_number, postal_code, is_default)
       select id, 'Home', 'Riyadh', 'Al Olaya', 'King Fahd Road', '1234', '12345', true from made
       returning user_id, id
     ), phone as (
       insert into phone_numbers (user_id, number, is_primary)
       select id, '+9665' || lpad((id % 100000000)::text, 8, '0'), true from made
       returning user_id, id
     ), cart as (
       insert into carts (user_id) select id from made returning user_id
     )
     select made.id as user_id, addr.id as address_id, phone.id as phone_id
     from made join addr on addr.user_id = made.id join phone on phone.user_id = made.id
     join cart on cart.user_id = made.id`,
    [label, buyers],
  );
  // Each cart takes `linesPerCart` distinct products, spread over the hot set.
  const values = [];
  const params = [];
  rows.forEach((row, i) => {
    for (let line = 0; line < linesPerCart; line += 1) {
      const productId = productIds[(i * linesPerCart + line * 7) % productIds.length];
      params.push(row.user_id, productId);
      values.push(`($${params.length - 1}, $${params.length}, 1)`);
    }
  });
  for (let start = 0; start < values.length; start += 5000) {
    const slice = values.slice(start, start + 5000);
    const offset = start * 2;
    const sliceParams = params.slice(offset, offset + slice.length * 2);
    const renumbered = slice.map((_, k) => `($${2 * k + 1}, $${2 * k + 2}, 1)`);
    await client.query(
      `insert into cart_items (user_id, product_id, quantity) values ${renumbered.join(', ')}
       on conflict do nothing`,
      sliceParams,
    );
  }
  return rows;
}

async function fire(base, buyers, token, deliveryMethodId) {
  const timings = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < buyers.length) {
        const buyer = buyers[next];
        next += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/Order/CreateOrder`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token(buyer.user_id)}`,
          },
          body: JSON.stringify({
            addressId: buyer.address_id,
            phoneNumberId: buyer.phone_id,
            deliveryMethodId,
            paymentMethod: 'CashOnDelivery',
          }),
        });
        await res.arrayBuffer();
        timings.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))];
  return { seconds, statuses, p50: pct(50), p99: pct(99) };
}

export async function benchOrders(server, databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const secret = (await client.query(`select value from app_settings where key = 'jwt_secret'`))
      .rows[0]?.value;
    const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 3_600_000 });
    const tokens = new Map();
    const token = (userId) => {
      if (!tokens.has(userId))
        tokens.set(userId, sign({ sub: String(userId), role: 'Customer', ver: 0 }));
      return tokens.get(userId);
    };
    const delivery = (
      await client.query(
        `insert into delivery_methods (name_en, name_ar, price_halalas, estimated_days)
         values ('Bench delivery', 'توصيل', 2500, '2') returning id`,
      )
    ).rows[0].id;
    const hot = (
      await client.query(
        `update products set stock = 1000000, is_active = true
         where id in (select id from products order by id limit $1) returning id, stock`,
        [HOT_PRODUCTS],
      )
    ).rows.map((r) => r.id);
    const stockBefore = await client.query(
      'select sum(stock)::bigint as s from products where id = any($1)',
      [hot],
    );

    // A. flash sale
    const buyersA = await prepare(client, `a${Date.now()}`, BUYERS, hot, 2);
    const a = await fire(server.baseUrl, buyersA, token, delivery);
    const ordered = (
      await client.query(
        `select coalesce(sum(oi.quantity), 0)::bigint as q, count(distinct o.id)::int as n
         from orders o join order_items oi on oi.order_id = o.id
         where o.user_id = any($1)`,
        [buyersA.map((b) => b.user_id)],
      )
    ).rows[0];
    const stockAfter = await client.query(
      'select sum(stock)::bigint as s from products where id = any($1)',
      [hot],
    );
    const stockConsistent =
      BigInt(stockBefore.rows[0].s) - BigInt(stockAfter.rows[0].s) === BigInt(ordered.q);

    // B. oversell
    const scarce = (
      await client.query(
        `update products set stock = 100, is_active = true
         where id = (select id from products where id <> all($1) order by id limit 1) returning id`,
        [hot],
      )
    ).rows[0].id;
    const buyersB = await prepare(client, `b${Date.now()}`, 400, [scarce], 1);
    const b = await fire(server.baseUrl, buyersB, token, delivery);
    const scarceStock = (await client.query('select stock from products where id = $1', [scarce]))
      .rows[0].stock;

    console.log(
      `\nOrder placement (PostgreSQL, ${CONCURRENCY} concurrent buyers, POST /api/Order/CreateOrder)\n`,
    );
    console.log('| scenario | buyers | answers | orders/s | p50 ms | p99 ms | check |');
    console.log('| --- | ---: | --- | ---: | ---: | ---: | --- |');
    const row = (name, buyers, r, check) =>
      console.log(
        `| ${name} | ${buyers} | ${Object.entries(r.statuses)
          .map(([s, n]) => `${n}×${s}`)
          .join(', ')} | ` +
          `${((r.statuses[201] ?? 0) / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${check} |`,
      );
    row(
      `flash sale: 2 lines from the same ${HOT_PRODUCTS} products`,
      BUYERS,
      a,
      `${ordered.n} orders, stock fell by exactly the ${ordered.q} units ordered: ${stockConsistent ? '✓' : '✗'}`,
    );
    const noOversell = (b.statuses[201] ?? 0) === 100 && scarceStock === 0;
    row(
      'oversell: stock 100, 400 buyers',
      400,
      b,
      `${b.statuses[201] ?? 0} orders, stock ${scarceStock}: ${noOversell ? '✓' : '✗'}`,
    );
    if (!stockConsistent || !noOversell || (a.statuses[201] ?? 0) !== BUYERS) process.exitCode = 1;
  } finally {
    await client.end();
  }
}
