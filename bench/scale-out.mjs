// Scale-out, shown with numbers: two API instances on one PostgreSQL database and one DATA_DIR,
// behind nginx (Debian's package; installed with apt-get when missing). Run from the repository:
//
//   npx node bench/scale-out.mjs     (the project’s own Node, as `npm run` uses)
//
// It creates the database dukkan_scaleout_<pid> on SCALEOUT_PG (postgres://postgres@127.0.0.1:5432),
// starts instance A (migrates and seeds the demo shop), then instance B on the same database, the
// same DATA_DIR and the same JWT_SECRET, and an nginx of its own (generated config, pid file, logs
// and temp paths in a temp folder, a free loopback port, `daemon off` as a child process; the
// system's nginx service and port 80 are never touched). Then it checks:
//   1. 40 buyers through nginx for a product with stock 10: exactly 10 orders, stock 0, 30 × 409;
//   2. a token issued by A works on B; a password change on A ends the old token on B (401);
//   3. the sign-in limit counts across both: failures alternated A, B, A … are held at the same
//      count as on one instance (per account+address pair, and per address over many accounts);
//   4. an image uploaded through A is served by B, byte for byte;
//   5. SIGTERM to A in the middle of a GET load through nginx, then A started again: every request
//      answers 2xx (graceful shutdown plus nginx retrying the other upstream).
// Prints a table and exits 1 when any check fails. Everything it started is stopped and the
// database dropped; the temp folder (logs, nginx.conf) is kept when a check failed.
//
// SCALEOUT_LOAD_SECONDS (15), SCALEOUT_CONNECTIONS (20) and SCALEOUT_POST_CONNECTIONS (2, the POST
// load shown for information) shape the load of check 5.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../scripts/server-process.mjs';
import * as nodeFlags from '../scripts/server-node-flags.mjs';

const PG_BASE = (process.env.SCALEOUT_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
const LOAD_SECONDS = Number(process.env.SCALEOUT_LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.SCALEOUT_CONNECTIONS ?? 20);
const POST_CONNECTIONS = Number(process.env.SCALEOUT_POST_CONNECTIONS ?? 2);
const BUYERS = 40;
const STOCK = 10;

const requireFromApi = createRequire(path.join(repoRoot, 'apps/api/package.json'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// nginx

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * Debian's nginx, installed when missing. Its package starts the system service on port 80 unless
 * policy-rc.d says no, so one that refuses every start is put in place for the install (and taken
 * away after) when the machine has none.
 */
function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  console.log('nginx is missing: installing Debian’s package with apt-get …');
  const policy = '/usr/sbin/policy-rc.d';
  const addedPolicy = !fs.existsSync(policy);
  if (addedPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'nginx'], {
        env,
        stdio: 'inherit',
      }).status;
    if (install() !== 0) {
      spawnSync('apt-get', ['update', '-q'], { env, stdio: 'inherit' });
      if (install() !== 0) throw new Error('apt-get install nginx failed');
    }
  } finally {
    if (addedPolicy) fs.rmSync(policy, { force: true });
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx still not found after installing it');
  return installed;
}

/**
 * The sample configuration of the README's scaling section, with this run's ports and paths.
 * Retries: a request that fails to connect, times out, or gets 502/503 from one instance (503 is
 * what a draining instance answers on a kept-alive socket) is sent to the other. nginx never
 * retries a POST/PATCH/… once it was sent, unless `non_idempotent` is added, which this setup does
 * not do (an order whose connection broke after it was placed would be placed again): the load of
 * check 5 is GETs, and 5b shows what POSTs see.
 */
function nginxConfig({ dir, port, upstreams }) {
  return `# Generated by bench/scale-out.mjs
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$msec $remote_addr "$request" $status up=$upstream_addr up_status=$upstream_status '
                       'rt=$request_time';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 60m;

  upstream dukkan_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://dukkan_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Appends the address nginx saw: with TRUST_PROXY=1 the API takes the right-most entry, so
      # whatever a client wrote into X-Forwarded-For itself is ignored.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      # Which instance answered (the last one tried), for the figures below.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(binary, dir, upstreams) {
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, nginxConfig({ dir, port, upstreams }));
  const test = spawnSync(
    binary,
    ['-t', '-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(binary, ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/Account/get-user-info`).then(
      (res) => res.status === 401,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer in 10 s');
    await sleep(100);
  }
  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
  }
  return { baseUrl, port, confPath, stop };
}

// ---------------------------------------------------------------------------------------------
// API instances

/**
 * How the instances run: like `npm start` (the compiled build, rebuilt when stale) where the
 * repository has it, otherwise the sources through tsx.
 */
async function serverCommand() {
  if (nodeFlags.BUILT_SERVER_ENTRY) {
    const { buildApiIfStale } = await import('../scripts/build-api.mjs');
    buildApiIfStale();
    return {
      args: [...nodeFlags.BUILT_SERVER_FLAGS, nodeFlags.BUILT_SERVER_ENTRY],
      label: 'compiled build',
    };
  }
  return {
    args: [...nodeFlags.SERVER_NODE_FLAGS, 'apps/api/src/server.ts'],
    label: 'sources via tsx',
  };
}

/**
 * One API instance on a fixed port (a restart comes back where nginx expects it). Not
 * scripts/server-process.mjs's startServer: that one picks a new port and its own data folder.
 */
function makeInstance({ name, port, env, logPath, command }) {
  let child = null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const instance = {
    name,
    port,
    baseUrl,
    async start() {
      const log = fs.openSync(logPath, 'a');
      child = spawn(process.execPath, command.args, {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      const started = Date.now();
      const deadline = started + 180_000;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(
            `instance ${name} exited with ${child.exitCode ?? child.signalCode}; see ${logPath}`,
          );
        if (Date.now() > deadline) throw new Error(`instance ${name} did not start in 180 s`);
        const up = await fetch(`${baseUrl}/api/Account/get-user-info`).then(
          (res) => res.status === 401,
          () => false,
        );
        if (up) return Date.now() - started;
        await sleep(100);
      }
    },
    /** SIGTERM and wait for the exit: { code, ms }. */
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return null;
      const started = Date.now();
      const exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve(code ?? signal)),
      );
      child.kill('SIGTERM');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
  return instance;
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

/** A JSON call; `address` is written into X-Forwarded-For (the client address a proxy would pass). */
async function call(base, method, url, { token, body, address, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (address) headers['x-forwarded-for'] = address;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body: payload });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (an nginx error page): kept as text.
  }
  return { status: res.status, json, text, upstream: res.headers.get('x-upstream') };
}

async function expectOk(promise, what, status = [200, 201]) {
  const res = await promise;
  if (!status.includes(res.status))
    throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.json?.data;
}

const itemsOf = (data) => (Array.isArray(data) ? data : (data?.items ?? []));

function tally(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const show = (counts) =>
  Object.entries(counts)
    .map(([key, n]) => `${n}×${key}`)
    .join(', ');

/** Which instance an nginx answer came from, by port. */
const upstreamName = (instances, upstream) => {
  const last = (upstream ?? '').split(',').pop().trim();
  return instances.find((i) => last.endsWith(`:${i.port}`))?.name ?? (last || '?');
};

// ---------------------------------------------------------------------------------------------
// Checks

const results = [];
/** ✓ passed, ✗ failed, – a figure shown for information. */
const mark = (ok) => (ok === null ? '–' : ok ? '✓' : '✗');
function record(check, figures, ok) {
  results.push({ check, figures, ok });
  console.log(`${mark(ok)} ${check}: ${figures}`);
}

async function registerAndSignIn(base, { email, password, address, mobile }) {
  await expectOk(
    call(base, 'POST', '/api/Account/register', {
      address,
      body: {
        firstName: 'Scale',
        lastName: 'Buyer',
        email,
        password,
        confirmPassword: password,
        phoneNumber: mobile,
      },
    }),
    `register ${email}`,
  );
  const data = await expectOk(
    call(base, 'POST', '/api/Account/login', { address, body: { email, password } }),
    `login ${email}`,
  );
  return data.token;
}

async function checkOversell({ nginx, a, b, db, admin, run }) {
  const instances = [a, b];
  const brand = itemsOf(
    await expectOk(call(nginx.baseUrl, 'GET', '/api/brand/getAllBrands'), 'brands'),
  )[0];
  const category = itemsOf(
    await expectOk(call(nginx.baseUrl, 'GET', '/api/category/getAllCategories'), 'categories'),
  )[0];
  const delivery = itemsOf(
    await expectOk(
      call(nginx.baseUrl, 'GET', '/api/DeliveryMethod/GetAllDeliveryMethods'),
      'delivery methods',
    ),
  )[0];
  const form = new FormData();
  for (const [key, value] of Object.entries({
    nameEn: `Flash sale item ${run}`,
    nameAr: `منتج العرض ${run}`,
    sku: `SCALE-${run}`,
    price: '99.00',
    stock: String(STOCK),
    brandId: String(brand.id),
    categoryId: String(category.id),
  }))
    form.append(key, value);
  const product = await expectOk(
    call(nginx.baseUrl, 'POST', '/api/adminProduct/createProduct', { token: admin, form }),
    'create the flash-sale product',
  );

  // Registered directly on A and B in turn, each from its own client address (the register limit
  // is 20 an hour per address); everything after goes through nginx.
  const password = `Buyer-${run}-2026`;
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const direct = instances[i % 2];
      const address = `203.0.113.${i + 1}`;
      const email = `buyer${i}-${run}@scaleout.local`;
      const mobile = `05${String(10_000_000 + ((process.pid * 100 + i) % 89_999_999)).slice(-8)}`;
      const token = await registerAndSignIn(direct.baseUrl, { email, password, address, mobile });
      const addr = await expectOk(
        call(nginx.baseUrl, 'POST', '/api/address', {
          token,
          body: {
            label: 'Home',
            city: 'Riyadh',
            district: 'Al Olaya',
            street: 'King Fahd Road',
            buildingNumber: '1234',
            postalCode: '12345',
            isDefault: true,
          },
        }),
        'add an address',
      );
      const phone = await expectOk(
        call(nginx.baseUrl, 'POST', '/api/phoneNumbers/AddPhoneNumber', {
          token,
          body: { number: mobile, isPrimary: true },
        }),
        'add a phone number',
      );
      await expectOk(
        call(nginx.baseUrl, 'POST', '/api/cart/addToCart', {
          token,
          body: { productId: product.id, quantity: 1 },
        }),
        'add to cart',
      );
      return { token, addressId: addr.id, phoneNumberId: phone.id };
    }),
  );

  const started = performance.now();
  const answers = await Promise.all(
    buyers.map((buyer) =>
      call(nginx.baseUrl, 'POST', '/api/Order/CreateOrder', {
        token: buyer.token,
        body: {
          addressId: buyer.addressId,
          phoneNumberId: buyer.phoneNumberId,
          deliveryMethodId: delivery.id,
          paymentMethod: 'CashOnDelivery',
        },
      }),
    ),
  );
  const ms = performance.now() - started;
  const statuses = tally(answers.map((r) => r.status));
  const placedBy = tally(
    answers.filter((r) => r.status === 201).map((r) => upstreamName(instances, r.upstream)),
  );
  const answeredBy = tally(answers.map((r) => upstreamName(instances, r.upstream)));
  const refusal = answers.find((r) => r.status !== 201)?.json?.message ?? '';
  const row = (
    await db.query(
      `select p.stock, p.sold_count,
         (select count(distinct oi.order_id)::int from order_items oi where oi.product_id = p.id) as orders
       from products p where p.id = $1`,
      [product.id],
    )
  ).rows[0];
  const ok =
    statuses[201] === STOCK &&
    statuses[409] === BUYERS - STOCK &&
    row.orders === STOCK &&
    row.stock === 0 &&
    Object.keys(placedBy).length >= 1 &&
    answeredBy.A > 0 &&
    answeredBy.B > 0;
  record(
    `1. ${BUYERS} buyers, stock ${STOCK}, through nginx`,
    `answers ${show(statuses)} in ${ms.toFixed(0)} ms (answered by ${show(answeredBy)}; orders placed by ${show(placedBy)}); ` +
      `database: ${row.orders} orders, stock ${row.stock}, sold ${row.sold_count}; refusal: "${refusal}"`,
    ok,
  );
}

async function checkTokens({ a, b, run }) {
  const email = `token-${run}@scaleout.local`;
  const password = `First-${run}-2026`;
  const token = await registerAndSignIn(a.baseUrl, {
    email,
    password,
    address: '198.51.100.20',
    mobile: '0555000111',
  });
  const onB = await call(b.baseUrl, 'GET', '/api/Account/get-user-info', { token });
  const newPassword = `Second-${run}-2026`;
  const change = await call(a.baseUrl, 'POST', '/api/Account/change-password', {
    token,
    body: { currentPassword: password, newPassword, confirmPassword: newPassword },
  });
  const oldOnB = await call(b.baseUrl, 'GET', '/api/Account/get-user-info', { token });
  const oldOnA = await call(a.baseUrl, 'GET', '/api/Account/get-user-info', { token });
  const newLogin = await call(b.baseUrl, 'POST', '/api/Account/login', {
    address: '198.51.100.20',
    body: { email, password: newPassword },
  });
  const ok =
    onB.status === 200 &&
    onB.json?.data?.email === email &&
    change.status === 200 &&
    oldOnB.status === 401 &&
    oldOnA.status === 401 &&
    newLogin.status === 200;
  record(
    '2. token issued by A, used on B',
    `A's token on B: ${onB.status}; password changed on A: ${change.status}; old token then on B: ${oldOnB.status}, ` +
      `on A: ${oldOnA.status}; new password on B: ${newLogin.status}`,
    ok,
  );
}

/**
 * Wrong passwords, one after another, until the first 429: how many failures were let through.
 * `target(i)` picks the base URL of attempt i.
 */
async function failuresUntilHeld(target, { email, address, spoof, max = 12 }) {
  const seen = [];
  for (let i = 0; i < max; i += 1) {
    const headers = spoof ? `${spoof(i)}` : address;
    const res = await call(target(i), 'POST', '/api/Account/login', {
      address: headers,
      body: { email, password: `Wrong-guess-${i}` },
    });
    seen.push(res);
    if (res.status === 429) break;
    if (res.status !== 401)
      throw new Error(`sign-in attempt answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  const held = seen.at(-1)?.status === 429;
  return { failures: seen.filter((r) => r.status === 401).length, held, seen };
}

async function checkSignInLimit({ nginx, a, b, run }) {
  const instances = [a, b];
  // Per account and address pair (5 failures, then growing delays): one instance alone …
  const single = await failuresUntilHeld(() => a.baseUrl, {
    email: `single-${run}@scaleout.local`,
    address: '198.51.100.31',
  });
  // … failures alternated between A and B directly …
  const alternated = await failuresUntilHeld((i) => instances[i % 2].baseUrl, {
    email: `alternated-${run}@scaleout.local`,
    address: '198.51.100.32',
  });
  // … and through nginx (round robin), each attempt claiming another address in X-Forwarded-For,
  // which is ignored: the address counted is the one nginx appends.
  const proxied = await failuresUntilHeld(() => nginx.baseUrl, {
    email: `proxied-${run}@scaleout.local`,
    spoof: (i) => `192.0.2.${i + 1}`,
  });
  const proxiedBy = proxied.seen.map((r) => upstreamName(instances, r.upstream)).join('');
  const retryAfter = proxied.seen.at(-1)?.status === 429;
  const pairOk =
    single.held &&
    alternated.held &&
    proxied.held &&
    single.failures === 5 &&
    alternated.failures === single.failures &&
    proxied.failures === single.failures &&
    retryAfter;
  record(
    '3a. sign-in limit per account+address',
    `failures before the first 429: one instance ${single.failures}, alternated A/B ${alternated.failures}, ` +
      `through nginx ${proxied.failures} (answered by ${proxiedBy}, spoofed X-Forwarded-For ignored)`,
    pairOk,
  );

  // Per address over all accounts (30 failures an hour): a new e-mail each time, alternated.
  const address = '198.51.100.33';
  let failures = 0;
  let held = false;
  for (let i = 0; i < 40 && !held; i += 1) {
    const res = await call(instances[i % 2].baseUrl, 'POST', '/api/Account/login', {
      address,
      body: { email: `many-${i}-${run}@scaleout.local`, password: 'Wrong-guess-1' },
    });
    if (res.status === 401) failures += 1;
    else if (res.status === 429) held = true;
    else throw new Error(`sign-in attempt answered ${res.status}`);
  }
  record(
    '3b. sign-in limit per address, many accounts',
    `alternated A/B: ${failures} failures, then 429 (limit 30 an hour)`,
    held && failures === 30,
  );
}

async function checkUpload({ a, b, admin, dataDir, run }) {
  const sharp = requireFromApi('sharp');
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const brand = itemsOf(
    await expectOk(call(a.baseUrl, 'GET', '/api/brand/getAllBrands'), 'brands'),
  )[0];
  const category = itemsOf(
    await expectOk(call(a.baseUrl, 'GET', '/api/category/getAllCategories'), 'categories'),
  )[0];
  const form = new FormData();
  for (const [key, value] of Object.entries({
    nameEn: `Uploaded on A ${run}`,
    nameAr: `رفع ${run}`,
    sku: `UPLOAD-${run}`,
    price: '10.00',
    stock: '5',
    brandId: String(brand.id),
    categoryId: String(category.id),
  }))
    form.append(key, value);
  form.append('images', new Blob([png], { type: 'image/png' }), 'swatch.png');
  const product = await expectOk(
    call(a.baseUrl, 'POST', '/api/adminProduct/createProduct', { token: admin, form }),
    'create a product with an image on A',
  );
  const url = new URL(product.images[0], 'http://x').pathname;
  const fetchBytes = async (base) => {
    const res = await fetch(`${base}${url}`);
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const fromB = await fetchBytes(b.baseUrl);
  const fromA = await fetchBytes(a.baseUrl);
  const onDisk = fs.readFileSync(path.join(dataDir, 'uploads', url.replace(/^\/media\//, '')));
  const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 12);
  const ok =
    fromB.status === 200 &&
    fromA.status === 200 &&
    fromB.bytes.equals(onDisk) &&
    fromA.bytes.equals(onDisk) &&
    fromB.bytes.length > 0;
  record(
    '4. image uploaded through A, read from B',
    `${url}: B ${fromB.status} (${fromB.bytes.length} B, sha256 ${hash(fromB.bytes)}), ` +
      `A ${fromA.status} (${hash(fromA.bytes)}), file in DATA_DIR ${hash(onDisk)}`,
    ok,
  );
}

/**
 * A GET load through nginx; A gets SIGTERM a few seconds in and is started again at once. The load
 * runs at least LOAD_SECONDS and until A has been back for 3 s, so the figures show nginx sending
 * A requests again.
 */
async function checkRestartUnderLoad({ nginx, a, b, dir }) {
  const accessLog = path.join(dir, 'nginx', 'access.log');
  const logStart = fs.existsSync(accessLog) ? fs.statSync(accessLog).size : 0;
  const url = `${nginx.baseUrl}/api/product/getAllProducts?pageNumber=1&pageSize=20`;
  // Alongside, for information only: a light POST load (adding a product already in the wishlist,
  // which changes nothing), since nginx does not retry POSTs once sent.
  const token = await registerAndSignIn(b.baseUrl, {
    email: `poster-${process.pid}-${Date.now()}@scaleout.local`,
    password: 'Poster-2026-x',
    address: '198.51.100.40',
    mobile: '0555000222',
  });
  const productId = itemsOf(
    await expectOk(call(b.baseUrl, 'GET', '/api/product/getAllProducts'), 'products'),
  )[0].id;
  const loadStarted = Date.now();
  const tracker = autocannon({ url, connections: CONNECTIONS, duration: 600 });
  const posts = autocannon({
    url: `${nginx.baseUrl}/api/favorite/AddFavorite`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId }),
    connections: POST_CONNECTIONS,
    duration: 600,
  });
  let stopSentAt, stopped, startMs, backAt;
  try {
    await sleep(Math.min(3000, (LOAD_SECONDS * 1000) / 5));
    stopSentAt = Date.now();
    stopped = await a.stop();
    startMs = await a.start();
    backAt = Date.now();
    await sleep(Math.max(3000, loadStarted + LOAD_SECONDS * 1000 - Date.now()));
  } finally {
    // Also when A failed to come back: the loads must not run on for their 600 s.
    tracker.stop();
    posts.stop();
  }
  const [result, postResult] = await Promise.all([tracker, posts]);
  const seconds = (Date.now() - loadStarted) / 1000;
  await sleep(200);

  const lines = fs
    .readFileSync(accessLog)
    .subarray(logStart)
    .toString()
    .split('\n')
    // 499: requests the load generator itself dropped when it stopped.
    .filter((line) => line.includes('getAllProducts') && !/" 499 /.test(line))
    .map((line) => ({
      at: Number(/^(\d+\.\d+) /.exec(line)?.[1]) * 1000,
      upstreams: /up=(.*?) up_status=/.exec(line)?.[1] ?? '',
      statuses: /up_status=(.*?) rt=/.exec(line)?.[1] ?? '',
    }));
  const instances = [a, b];
  const retried = lines.filter((line) => line.statuses.includes(','));
  // The first answer of a retried request: 502 when A refused or dropped the connection, 503 when
  // A, draining, answered a request that came on a kept-alive connection.
  const retryCauses = tally(retried.map((line) => line.statuses.split(',')[0].trim()));
  const servedBy = tally(lines.map((line) => upstreamName(instances, line.upstreams)));
  const aAfterRestart = lines.filter(
    (line) => line.at >= backAt && upstreamName(instances, line.upstreams) === 'A',
  ).length;
  const aWhileDown = lines.filter(
    (line) =>
      line.at > stopSentAt + stopped.ms &&
      line.at < backAt &&
      upstreamName(instances, line.upstreams) === 'A',
  ).length;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const total = result.requests.total;
  const ok =
    total > 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    result.non2xx === 0 &&
    result['2xx'] === total &&
    stopped?.code === 0 &&
    aWhileDown === 0 &&
    aAfterRestart > 0;
  record(
    `5. SIGTERM to A, then A started again, during ${seconds.toFixed(0)} s of GET load (${CONNECTIONS} connections) through nginx`,
    `${total} requests: ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
      `(status ${show(statusCodes)}); ${(total / seconds).toFixed(0)} req/s, p99 ${result.latency.p99} ms; ` +
      `A drained and exited in ${stopped?.ms} ms (exit ${stopped?.code}), answered again ${startMs} ms later; ` +
      `nginx retried ${retried.length} on B (first answer ${show(retryCauses) || 'none'}); ` +
      `served by ${show(servedBy)}; by A after its restart: ${aAfterRestart}`,
    ok,
  );
  const postCodes = Object.fromEntries(
    Object.entries(postResult.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  record(
    `5b. (information) POST load alongside, ${POST_CONNECTIONS} connections`,
    `${postResult.requests.total} requests: status ${show(postCodes)}, ${postResult.errors} errors, ` +
      `${postResult.timeouts} timeouts (nginx does not retry a POST once sent)`,
    null,
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const nginxBinary = ensureNginx();
  const run = `${process.pid}${Date.now().toString(36).slice(-4)}`;
  const dbName = `dukkan_scaleout_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-scaleout-'));
  // nginx's workers run as an unprivileged user when started as root: they must reach the folder.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(nginxDir);
  const cleanups = [];
  let failed = true;

  const adminDb = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await adminDb.connect();
  await adminDb.query(`create database "${dbName}"`);
  cleanups.push(async () => {
    await adminDb.query(`drop database if exists "${dbName}" with (force)`);
    await adminDb.end();
  });
  const databaseUrl = `${PG_BASE}/${dbName}`;

  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      PAYMENT_SANDBOX: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '10',
    };
    const command = await serverCommand();
    const a = makeInstance({
      name: 'A',
      port: portA,
      env: shared,
      logPath: path.join(dir, 'a.log'),
      command,
    });
    const b = makeInstance({
      name: 'B',
      port: portB,
      env: shared,
      logPath: path.join(dir, 'b.log'),
      command,
    });
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );

    // A migrates and seeds the demo shop; B starts once A is up (see the report on seeding).
    const aMs = await a.start();
    const bMs = await b.start();
    const nginx = await startNginx(nginxBinary, nginxDir, [portA, portB]);
    cleanups.push(() => nginx.stop());
    console.log(
      `${command.label}: instance A :${portA} up in ${aMs} ms (migrated, seeded), B :${portB} in ${bMs} ms; ` +
        `nginx :${nginx.port}; ` +
        `database ${dbName}; DATA_DIR ${dataDir}\n`,
    );

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    const admin = (
      await expectOk(
        call(nginx.baseUrl, 'POST', '/api/Account/login', {
          body: { email: 'admin@dukkan.local', password: 'Admin123!' },
        }),
        'admin sign-in',
      )
    ).token;

    const context = { nginx, a, b, db, admin, run, dataDir, dir };
    for (const check of [
      checkOversell,
      checkTokens,
      checkSignInLimit,
      checkUpload,
      checkRestartUnderLoad,
    ]) {
      try {
        await check(context);
      } catch (error) {
        record(check.name, `failed: ${error.message}`, false);
      }
    }
    failed = results.some((r) => r.ok === false);

    console.log(
      `\nScale-out: 2 instances, 1 PostgreSQL, 1 DATA_DIR, nginx round robin (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
    console.log('| check | figures | result |');
    console.log('| --- | --- | --- |');
    for (const r of results) console.log(`| ${r.check} | ${r.figures} | ${mark(r.ok)} |`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
    if (failed) console.log(`\nlogs and nginx.conf kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
// Nothing of ours is left running; a stray handle (a load generator's socket) must not keep the
// process alive.
process.exit();
