// The catalog at real size, PostgreSQL only (part 3 of `npm run bench`).
//
// Products are inserted straight into the bench database (bench/products-seed.mjs) to the first
// size of BENCH_PRODUCTS (10000,100000), measured, grown to the next size, measured again. Each
// scenario (a name BENCH_ONLY can pick; a prefix such as `search` or `facets` picks a group, and
// `catalog` all of them) runs on our server and, where it has one, on the bare server
// (bench/bare-server.mjs: Fastify + pg with a developer's own straightforward SQL): first alone (one
// connection for BENCH_WARMUP seconds: "one shopper alone", also the warm-up), then BENCH_ROUNDS
// rounds of BENCH_DURATION seconds at BENCH_CONNECTIONS, alternating which server goes first; never
// both at once. Figures: req/s, p50, p99, CPU per request of the server and of PostgreSQL, and ours
// × the reference — the bare list page 1 for every list, search and facets call, the bare detail
// for the detail — as the goals of issue 13 put it. Resident memory (VmRSS from /proc, the process
// and any children) of each server at rest and its peak under load. Then the goals, ✓ or ✗.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from '../scripts/server-process.mjs';
import { backendsCpu, cpuMs, machineBusyMs } from './cpu-meter.mjs';
import { seedOrders } from './dashboard-bench.mjs';
import { catalogState, seedProducts } from './products-seed.mjs';
import { goalLines, scenariosFor } from './catalog-scenarios.mjs';

const SIZES = String(process.env.BENCH_PRODUCTS ?? '10000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Orders behind the dashboard's order list: a year's, as the dashboard part seeds. */
const ORDERS = Number(process.env.BENCH_CATALOG_ORDERS ?? 100_000);
/** Our server's pg pool size (apps/api/src/db/client.ts `max: 10`); the bare server gets the same. */
const POOL_SIZE = 10;

/** Whether BENCH_ONLY's words pick this scenario (no BENCH_ONLY: all). */
export function picks(only, name) {
  if (!only) return true;
  return only
    .split(',')
    .map((word) => word.trim())
    .some((word) => word === 'catalog' || word === name || name.startsWith(`${word}-`));
}

/** Whether BENCH_ONLY asks for any part of the catalog bench. */
export function wantsCatalog(only) {
  return scenariosFor({ categoryId: 1, activeIds: [1] }).some((s) => picks(only, s.name));
}

/** The bare server as its own process on a free port; it reports the port over IPC. */
async function startBareServer(databaseUrl, cleanups) {
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

/** A process and its descendants (a server may run workers), from /proc. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // It exited meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** VmRSS of the processes in MB (0 for one that is gone). */
export function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/**
 * Samples each server's resident memory every 100 ms and keeps the peak, overall and since the last
 * `take(k)` — so a scenario that grows the process shows by name.
 */
function memoryWatch(servers) {
  const trees = Object.fromEntries(
    Object.entries(servers).map(([k, s]) => [k, processTree(s.pid)]),
  );
  const rest = Object.fromEntries(Object.entries(trees).map(([k, pids]) => [k, rssMb(pids)]));
  const peak = { ...rest };
  const recent = { ...rest };
  const sample = () => {
    for (const [k, pids] of Object.entries(trees)) {
      const mb = rssMb(pids);
      peak[k] = Math.max(peak[k], mb);
      recent[k] = Math.max(recent[k], mb);
    }
  };
  const timer = setInterval(sample, 100);
  const take = (k) => {
    sample();
    const mb = recent[k];
    recent[k] = rssMb(trees[k]);
    return mb;
  };
  return { rest, peak, take, stop: () => clearInterval(timer) };
}

/** A fixed-seed generator (mulberry32), so every run asks for the same pages and ids. */
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One autocannon run of a scenario on one server; a scenario with `nextPath` gets a new path per
 * request. With `meter` ({ serverPid, monitor }) it also measures the CPU the server and the
 * database spent on it, and what other processes took meanwhile (in cores).
 */
async function cannon(baseUrl, scenario, { duration, connections, meter, headers }) {
  const nextPath = scenario.nextPath?.(seeded(0x5eed));
  const requests = nextPath
    ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }]
    : undefined;
  const serverBefore = meter && cpuMs(meter.serverPid);
  const dbBefore = meter && (await backendsCpu(meter.monitor));
  const machineBefore = machineBusyMs();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: baseUrl + (scenario.path ?? '/'),
    connections,
    duration,
    requests,
    headers,
  });
  // A run in which no answer came back has no latency (autocannon says 0): it must not pass a goal.
  const answered = result.requests.total > 0;
  const run = {
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : NaN,
    p99: answered ? result.latency.p99 : NaN,
    bad: result.non2xx + result.errors + result.timeouts,
  };
  if (meter) {
    const seconds = (performance.now() - started) / 1000;
    const self = process.cpuUsage(selfBefore);
    const machine = machineBusyMs() - machineBefore;
    const serverAfter = cpuMs(meter.serverPid);
    let db = 0;
    // Backends opened during the run count whole; one that closed meanwhile was idle.
    for (const [pid, ms] of await backendsCpu(meter.monitor))
      if (ms !== undefined) db += ms - (dbBefore.get(pid) ?? 0);
    const total = Math.max(1, result.requests.total);
    run.serverCpu = (serverAfter - serverBefore) / total;
    run.dbCpu = db / total;
    const ours = serverAfter - serverBefore + db + (self.user + self.system) / 1000;
    run.others = Math.max(0, machine - ours) / 1000 / seconds;
  }
  return run;
}

/** What a scenario answers, once, before it is measured; a 404 route is noted and skipped. */
async function probe(baseUrl, scenario, headers) {
  const url = baseUrl + (scenario.nextPath?.(seeded(1))() ?? scenario.path);
  const res = await fetch(url, { headers });
  if (res.status === 404 && scenario.skipOn404)
    return { skip: `${url.replace(baseUrl, '')} answered 404 (route not there yet): skipped` };
  const body = await res.json().catch(() => null);
  // A broken route is reported and left out; the other scenarios still run.
  if (res.status !== 200)
    return {
      skip: `${url.replace(baseUrl, '')} answered ${res.status} (${body?.message}): not measured`,
      failed: true,
    };
  const data = body.data;
  if (data?.items) return { text: `${data.items.length} of ${data.totalCount}` };
  if (data?.brands) return { text: `${data.totalCount} matching, ${data.brands.length} brands` };
  return { text: `id ${data?.id}` };
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

function summed(runs) {
  return {
    rps: mean(runs.map((r) => r.rps)),
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    serverCpu: mean(runs.map((r) => r.serverCpu)),
    dbCpu: mean(runs.map((r) => r.dbCpu)),
    others: Math.max(...runs.map((r) => r.others)),
    peakRss: Math.max(...runs.map((r) => r.peakRss)),
    bad: runs.reduce((n, r) => n + r.bad, 0),
  };
}

/** Measures the picked scenarios at one catalog size; returns the rows and the memory figures. */
/**
 * Waits until no statement runs on the bench database but the monitor's own. autocannon stops at
 * the end of a run, but the queries the server already sent go on: the bare server's broad
 * searches take seconds each at 100,000 products, and its pool's ten of them would otherwise
 * still run, and be counted, in the next scenario's run.
 */
async function settle(monitor) {
  for (let waited = 0; waited < 120_000; waited += 100) {
    const { rows } = await monitor.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The catalog's version (migration 0035), which any catalog write moves. */
async function catalogVersion(monitor) {
  const { rows } = await monitor.query('select version from catalog_version');
  return Number(rows[0]?.version ?? 0);
}

async function measureSize(ctx, state, only) {
  const all = scenariosFor(state);
  const picked = all.filter((s) => picks(only, s.name));
  // The references run on the bare server whenever a picked scenario is compared with them.
  const refs = new Set(picked.map((s) => s.ref));
  const plan = all
    .map((s) => ({
      scenario: s,
      ours: picked.includes(s),
      bare: Boolean(s.bare) && (picked.includes(s) || refs.has(s.name)),
    }))
    .filter((p) => p.ours || p.bare);

  const servers = { ours: ctx.ours, bare: ctx.bare };
  const headersOf = (target, s) => (target === 'ours' && s.admin ? ctx.auth : undefined);
  console.log(`\n${state.size} products: the answers`);
  for (const p of plan) {
    for (const target of ['ours', 'bare']) {
      if (!p[target]) continue;
      const seen = await probe(servers[target].baseUrl, p.scenario, headersOf(target, p.scenario));
      if (seen.skip) p[target] = false;
      if (seen.skip) p.skipped = { text: seen.skip, failed: Boolean(seen.failed) };
      console.log(`  ${p.scenario.name} ${target}: ${seen.skip ?? seen.text}`);
    }
  }
  // A reference no measured scenario is compared with any more (its route was missing) is not run.
  const needed = new Set(plan.filter((p) => p.ours).map((p) => p.scenario.ref));
  for (const p of plan)
    if (p.bare && !picked.includes(p.scenario) && !needed.has(p.scenario.name)) p.bare = false;

  const memory = memoryWatch(servers);
  try {
    const alone = { ours: {}, bare: {} };
    for (const p of plan)
      for (const target of ['ours', 'bare']) {
        if (!p[target]) continue;
        await settle(ctx.monitor);
        const run = await cannon(servers[target].baseUrl, p.scenario, {
          duration: WARMUP,
          connections: 1,
          headers: headersOf(target, p.scenario),
        });
        alone[target][p.scenario.name] = run.p50;
      }
    const runs = { ours: {}, bare: {} };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      for (const p of plan)
        for (const target of order) {
          if (!p[target]) continue;
          await settle(ctx.monitor);
          memory.take(target);
          const versionBefore = await catalogVersion(ctx.monitor);
          const run = await cannon(servers[target].baseUrl, p.scenario, {
            duration: DURATION,
            connections: CONNECTIONS,
            headers: headersOf(target, p.scenario),
            meter: { serverPid: servers[target].pid, monitor: ctx.monitor },
          });
          run.peakRss = memory.take(target);
          const moved = (await catalogVersion(ctx.monitor)) - versionBefore;
          (runs[target][p.scenario.name] ??= []).push(run);
          console.log(
            `  round ${round + 1} ${p.scenario.name} ${target}: ${run.rps.toFixed(0)} req/s, ` +
              `p99 ${run.p99} ms, peak ${run.peakRss.toFixed(0)} MB, ` +
              `other processes ${run.others.toFixed(2)} cores` +
              (run.bad ? `, ${run.bad} non-2xx/errors` : '') +
              // A read-only load must not move the catalog's version (the kept lists would go).
              (moved ? `, catalog version moved ${moved} times` : ''),
          );
        }
    }
    const rows = plan.map((p) => ({
      scenario: p.scenario,
      skipped: p.skipped,
      ours: p.ours
        ? { ...summed(runs.ours[p.scenario.name]), alone: alone.ours[p.scenario.name] }
        : null,
      bare: p.bare
        ? { ...summed(runs.bare[p.scenario.name]), alone: alone.bare[p.scenario.name] }
        : null,
    }));
    return { rows, memory: { rest: memory.rest, peak: { ...memory.peak } } };
  } finally {
    memory.stop();
  }
}

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

function printSize(size, { rows, memory }) {
  const ref = (name) => rows.find((r) => r.scenario.name === name)?.bare;
  console.log(
    `\nPostgreSQL, ${size} products; autocannon ${CONNECTIONS} connections, ${DURATION} s per run, ` +
      `${ROUNDS} rounds alternating ours/bare (means); alone = 1 connection for ${WARMUP} s; pool ${POOL_SIZE} each\n`,
  );
  console.log(
    '| scenario | server | req/s | × reference | p50 ms | p99 ms | alone p50 ms | server CPU ms/req | PostgreSQL CPU ms/req | peak RSS MB | non-2xx |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    for (const target of ['ours', 'bare']) {
      const t = r[target];
      if (!t) continue;
      const reference = ref(r.scenario.ref)?.rps;
      const ratio = target === 'ours' && reference !== undefined ? fixed(t.rps / reference, 2) : '';
      console.log(
        `| ${r.scenario.name}: ${r.scenario.label} | ${target} | ${t.rps.toFixed(0)} | ${ratio} | ` +
          `${fixed(t.p50)} | ${fixed(t.p99)} | ${fixed(t.alone)} | ${fixed(t.serverCpu, 2)} | ` +
          `${fixed(t.dbCpu, 2)} | ${fixed(t.peakRss, 0)} | ${t.bad} |`,
      );
    }
  }
  console.log(
    `\nResident memory (VmRSS): ours ${fixed(memory.rest.ours, 0)} MB at rest, ` +
      `${fixed(memory.peak.ours, 0)} MB peak under load; bare ${fixed(memory.rest.bare, 0)} MB at rest, ` +
      `${fixed(memory.peak.bare, 0)} MB peak.`,
  );
  const worst = Math.max(0, ...rows.flatMap((r) => [r.ours?.others ?? 0, r.bare?.others ?? 0]));
  console.log(
    `CPU taken by other processes during a run: at most ${worst.toFixed(2)} of ${os.cpus().length} ` +
      `cores; load average now ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')} (req/s are only comparable when this is low).`,
  );
}

/** Part 3 of the bench; `auth` is the admin's header, `cleanups` the runner's list of stops. */
export async function benchCatalog(_shared, databaseUrl, { auth, cleanups, only }) {
  const { default: pg } = await import('pg');
  // A server of its own on the already seeded database, as a shop runs after a restart: the one the
  // earlier parts used has seeded the demo shop's pictures and hashed passwords under load, which
  // its memory would carry into this part's "at rest" figure.
  const ours = await startServer({
    name: 'bench-catalog',
    env: { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  cleanups.push(() => ours.stop());
  // Seeds, then stays open to read which backends serve the bench database (CPU accounting).
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  const bare = await startBareServer(databaseUrl, cleanups);
  const ctx = { ours, bare, auth, monitor };
  const results = [];
  // Products a part before this one seeded (the dashboard's 10,000: the same catalog) count.
  const count = async (sql) => (await monitor.query(sql)).rows[0].n;
  let have = await count(`select count(*)::int as n from products where sku like 'BENCH-%'`);
  for (const size of SIZES) {
    if (size > have) {
      const t0 = performance.now();
      await seedProducts(monitor, size - have, { first: have + 1 });
      console.log(
        `\nInserted ${size - have} products in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
          '(with VACUUM ANALYZE).',
      );
      have = size;
    }
    const state = await catalogState(monitor);
    console.log(
      `\nThe catalog: ${state.products} products (${state.active} active, ${state.discounted} with ` +
        `a discount); category ${state.categoryId} has ${state.categoryProducts} active with its ` +
        'sub-categories.',
    );
    const orders = await count('select count(*)::int as n from orders');
    if (results.length === 0 && picks(only, 'admin-orders') && orders < ORDERS) {
      const t1 = performance.now();
      await seedOrders(monitor, ORDERS - orders);
      console.log(
        `Inserted ${ORDERS - orders} orders for the dashboard's order list in ` +
          `${((performance.now() - t1) / 1000).toFixed(1)} s.`,
      );
    }
    const measured = await measureSize(ctx, { ...state, size }, only);
    printSize(size, measured);
    results.push({ size, ...measured });
  }
  await bare.stop();
  await ours.stop();
  console.log('\nGoals (issue 13; one run, same machine, PostgreSQL):\n');
  for (const line of goalLines(results, { connections: CONNECTIONS })) console.log(line);
}
