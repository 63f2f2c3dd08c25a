/* global document */
// Where a phone's main thread spends its JavaScript while a storefront page loads: starts the
// built server with the demo shop, opens each page in a fresh chromium context at a phone's
// viewport with the CPU slowed four times, samples a CPU profile from the navigation until the
// app has taken over the page (`<html data-hydrated>`), and attributes each sample's own time to
// the package or folder its code came from (through the source maps, as storefront-weight.mjs
// --modules does). Prints ms of self time per group, the median of the runs.
//
//   (cd apps/web && npx vite build --sourcemap) && node scripts/storefront-cpu.mjs
//   CPU_RUNS=5 CPU_PATHS=/en/,/ar/shop node scripts/storefront-cpu.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { groupOf, sourceLookup } from './bundle-modules.mjs';
import { repoRoot, startServer } from './server-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };
const runs = Number(process.env.CPU_RUNS ?? 3);
const paths = (process.env.CPU_PATHS ?? '/en/,/en/shop').split(',');
const distDir = path.join(repoRoot, 'apps/web/dist');
/** Samples outside our scripts: V8's own bookkeeping, not the page's code. */
const NOT_JS = new Set(['(program)', '(idle)', '(garbage collector)', '(root)']);

const lookups = new Map();
/** The group a call frame's code belongs to: a package, one of our folders, or the frame's name. */
function groupOfFrame({ url, functionName, lineNumber, columnNumber }) {
  const file = url ? new URL(url, 'http://x').pathname : '';
  const mapFile = path.join(distDir, `${file}.map`);
  if (!file.startsWith('/assets/') || !fs.existsSync(mapFile)) {
    return NOT_JS.has(functionName) ? null : functionName || '(other)';
  }
  if (!lookups.has(mapFile)) lookups.set(mapFile, sourceLookup(mapFile, repoRoot));
  const source = lookups.get(mapFile)(lineNumber, columnNumber);
  return source ? groupOf(source) : '(unmapped)';
}

/** One cold load of `url`: ms of self time per group until hydration. */
async function profile(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  });
  const { profile: result } = await cdp.send('Profiler.stop');
  await context.close();
  const nodes = new Map(result.nodes.map((node) => [node.id, node]));
  const times = new Map();
  result.samples.forEach((id, index) => {
    const group = groupOfFrame(nodes.get(id).callFrame);
    if (group) times.set(group, (times.get(group) ?? 0) + (result.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer({ name: 'cpu', env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const columns = [];
  for (const pagePath of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await profile(browser, server.baseUrl + pagePath));
    const groups = new Set(samples.flatMap((times) => [...times.keys()]));
    const medians = new Map(
      [...groups].map((group) => [group, median(samples.map((t) => t.get(group) ?? 0))]),
    );
    medians.set(
      'all JavaScript',
      median(samples.map((t) => [...t.values()].reduce((a, b) => a + b, 0))),
    );
    columns.push({ pagePath, medians });
  }
  const rows = [...new Set(columns.flatMap(({ medians }) => [...medians.keys()]))]
    .map((group) => ({
      group,
      largest: Math.max(...columns.map(({ medians }) => medians.get(group) ?? 0)),
    }))
    .sort((a, b) => b.largest - a.largest)
    .slice(0, 16);
  console.log(`\nCPU ×4, ms of self time until hydrated, median of ${runs} cold loads`);
  console.log(
    `${'group'.padEnd(40)}${columns.map(({ pagePath }) => pagePath.padStart(14)).join('')}`,
  );
  for (const { group } of rows) {
    const cells = columns.map(({ medians }) => (medians.get(group) ?? 0).toFixed(0).padStart(14));
    console.log(`${group.padEnd(40)}${cells.join('')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
