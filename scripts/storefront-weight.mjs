// What a phone downloads on a first visit to the storefront (issue 14's budgets: ≤ 120 KB gzip of
// JavaScript and ≤ 30 KB gzip of CSS for home, shop and a product page). Starts the built server
// with the demo shop (as the browser tests do), opens each page in a fresh chromium context at a
// phone's viewport (390×844, empty cache), and sums the gzip -9 sizes of the scripts, stylesheets
// and fonts it requested until the network went idle. Prints a table; `--json` prints the rows,
// `--files` the first page's files, `--modules` what each page's scripts are made of (by package
// and folder, from the source maps: see bundle-modules.mjs).
//
//   node scripts/storefront-weight.mjs            (build the web app first: npm run build)
//   WEIGHT_LANGS=ar node scripts/storefront-weight.mjs
//   (cd apps/web && npx vite build --sourcemap) && node scripts/storefront-weight.mjs --modules
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { gzipByGroup } from './bundle-modules.mjs';
import { repoRoot, startServer } from './server-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGS = (process.env.WEIGHT_LANGS ?? 'ar,en').split(',').map((lang) => lang.trim());
const PHONE = { width: 390, height: 844 };
const KINDS = { script: 'js', stylesheet: 'css', font: 'font' };

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The gzip sizes of what one cold page load of `url` fetched, by kind, with the files. */
async function weigh(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const pending = [];
  const record = (response) => {
    const kind = KINDS[response.request().resourceType()];
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => ({
        kind,
        file: new URL(response.url()).pathname,
        gzip: gzipSize(body),
      })),
    );
  };
  page.on('response', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  // A response that starts after the network went idle (a late prefetch) is not part of the first
  // load, and its body could no longer be read once the context closes.
  page.off('response', record);
  const files = await Promise.all(pending);
  await context.close();
  const total = { js: 0, css: 0, font: 0 };
  for (const { kind, gzip } of files) total[kind] += gzip;
  return { ...total, files };
}

/** KB of gzip per package or folder (rows) and page (columns), largest first. */
function printModules(rows) {
  const distDir = path.join(repoRoot, 'apps/web/dist');
  const scriptsOf = (row) => row.files.filter((file) => file.kind === 'js');
  const byPage = rows.map((row) => new Map(gzipByGroup(scriptsOf(row), distDir, repoRoot)));
  const groups = [...new Set(byPage.flatMap((groups) => [...groups.keys()]))];
  const largest = (group) => Math.max(...byPage.map((groups) => groups.get(group) ?? 0));
  groups.sort((a, b) => largest(b) - largest(a));
  const columns = rows.map((row) => `${row.lang} ${row.page}`.padStart(11)).join('');
  console.log(`\n${'JS KB gz by source'.padEnd(40)}${columns}`);
  // Groups under half a KB on every page are summed into one row.
  const small = groups.filter((group) => largest(group) < 0.5 * 1024);
  const rest = byPage.map((groups) =>
    small.reduce((sum, group) => sum + (groups.get(group) ?? 0), 0),
  );
  for (const group of groups.filter((group) => !small.includes(group))) {
    const cells = byPage.map((groups) => kb(groups.get(group) ?? 0).padStart(11)).join('');
    console.log(`${group.padEnd(40)}${cells}`);
  }
  const restCells = rest.map((bytes) => kb(bytes).padStart(11)).join('');
  console.log(`${`(${small.length} smaller groups)`.padEnd(40)}${restCells}`);
}

async function firstProductId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/product/getAllProducts?pageSize=1`);
  const { data } = await response.json();
  return data.items[0].id;
}

const server = await startServer({
  name: 'weight',
  env: { LOG_LEVEL: 'warn', DATABASE_URL: undefined },
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const product = await firstProductId(server.baseUrl);
  const rows = [];
  for (const lang of LANGS) {
    for (const [name, path] of [
      ['home', `/${lang}/`],
      ['shop', `/${lang}/shop`],
      ['product', `/${lang}/product/${product}`],
    ]) {
      rows.push({ lang, page: name, ...(await weigh(browser, `${server.baseUrl}${path}`)) });
    }
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log('page          JS KB gz   CSS KB gz   fonts KB gz   files');
    for (const row of rows) {
      console.log(
        `${`${row.lang} ${row.page}`.padEnd(12)} ${kb(row.js).padStart(8)} ${kb(row.css).padStart(11)} ${kb(row.font).padStart(13)}   ${row.files.length}`,
      );
    }
    if (process.argv.includes('--modules')) printModules(rows);
    if (process.argv.includes('--files')) {
      for (const { file, kind, gzip } of rows[0].files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kind.padEnd(5)} ${kb(gzip).padStart(7)}  ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
