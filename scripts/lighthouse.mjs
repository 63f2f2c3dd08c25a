// Lighthouse's mobile audit of the storefront: builds the web app, starts the production server
// with the demo shop (as the browser tests do), then audits home, shop, a category, a product and
// an information page in both languages with Lighthouse's default mobile preset (a mid-range
// phone, simulated slow 4G and CPU throttling). Prints a table and writes the summary to
// bench/lighthouse-latest.json.
//
// Lighthouse comes from npm but is not a dependency (CI never installs it): it is installed on
// demand into node_modules/.cache/lighthouse the first time it cannot be imported. The browser
// is Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
//
//   npm run lighthouse
//   LIGHTHOUSE_LANGS=ar LIGHTHOUSE_PATHS='/{lang}/shop,/{lang}/product/{product}' npm run lighthouse
//
// LIGHTHOUSE_PATHS: comma-separated addresses; {lang}, {category} and {product} are replaced by
// the language and by the first category and product the API lists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, startServer } from './server-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_VERSION = '12';
const CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'lighthouse');
const SUMMARY_FILE = path.join(repoRoot, 'bench', 'lighthouse-latest.json');
// LIGHTHOUSE_REPORT_DIR: also keep each page's whole Lighthouse report (JSON) there.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const DEFAULT_PATHS = [
  '/{lang}/',
  '/{lang}/shop',
  '/{lang}/category/{category}',
  '/{lang}/product/{product}',
  '/{lang}/about',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function listFromEnv(name, fallback) {
  const value = process.env[name]?.trim();
  return value ? value.split(',').map((item) => item.trim()) : fallback;
}

function requireChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.error(
    `No browser at ${CHROMIUM}. Install Debian's chromium (apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at one.',
  );
  process.exit(1);
}

/** An import of `name` from the repository, else from the cache folder; undefined when neither has it. */
async function importFrom(name) {
  for (const base of [repoRoot, CACHE_DIR]) {
    try {
      const resolved = createRequire(path.join(base, 'package.json')).resolve(name);
      return await import(pathToFileURL(resolved).href);
    } catch {
      // Not installed there: try the next place.
    }
  }
  return undefined;
}

/** Lighthouse and chrome-launcher (which Lighthouse brings), installed into the cache if missing. */
async function loadLighthouse() {
  let lighthouse = await importFrom('lighthouse');
  if (!lighthouse) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR} …`);
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    fs.writeFileSync(path.join(CACHE_DIR, 'package.json'), '{ "private": true }\n');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { cwd: CACHE_DIR, stdio: 'inherit' },
    );
    if (install.status !== 0) process.exit(install.status ?? 1);
    lighthouse = await importFrom('lighthouse');
  }
  const launcher = await importFrom('chrome-launcher');
  if (!lighthouse || !launcher) throw new Error('lighthouse could not be loaded after installing');
  return { lighthouse: lighthouse.default, launch: launcher.launch };
}

async function firstId(baseUrl, apiPath) {
  const response = await fetch(`${baseUrl}/api/${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  const { data } = await response.json();
  const items = Array.isArray(data) ? data : data.items;
  const active = items.find((item) => item.isActive !== false);
  if (!active) throw new Error(`${apiPath} listed nothing to audit`);
  return active.id;
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function summarize(lhr, page, lang) {
  return {
    page,
    lang,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(audit(lhr, 'first-contentful-paint') ?? 0),
    lcpMs: Math.round(audit(lhr, 'largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit(lhr, 'total-blocking-time') ?? 0),
    cls: Number((audit(lhr, 'cumulative-layout-shift') ?? 0).toFixed(3)),
    runtimeError: lhr.runtimeError?.message,
  };
}

function printTable(rows) {
  const head = ['page', 'lang', 'perf', 'a11y', 'b-p', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  const lines = rows.map((row) => [
    row.page,
    row.lang,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.seo,
    row.fcpMs,
    row.lcpMs,
    row.tbtMs,
    row.cls,
  ]);
  const widths = head.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => String(line[i]).length)),
  );
  const format = (cells) =>
    cells.map((cell, i) => String(cell)[i < 2 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
  console.log(`\n${format(head)}`);
  for (const line of lines) console.log(format(line));
}

requireChromium();
const { lighthouse, launch } = await loadLighthouse();
const langs = listFromEnv('LIGHTHOUSE_LANGS', ['en', 'ar']);
const paths = listFromEnv('LIGHTHOUSE_PATHS', DEFAULT_PATHS);

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const startShop = () =>
  startServer({ name: 'lighthouse', env: { LOG_LEVEL: 'warn', DATABASE_URL: undefined } });

async function isAnswering(url) {
  const response = await fetch(url).catch(() => null);
  return Boolean(response?.ok);
}

let server = await startShop();
const rows = [];
let version;
try {
  const ids = {
    category: await firstId(server.baseUrl, 'category/getAllCategories'),
    product: await firstId(server.baseUrl, 'product/getAllProducts?pageSize=1'),
  };
  for (const lang of langs) {
    // The browser's language picks the UI language until every address carries it.
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--lang=${lang}`,
      ],
      envVars: { ...process.env, LANGUAGE: lang },
    });
    try {
      for (const template of paths) {
        const page = template
          .replaceAll('{lang}', lang)
          .replaceAll('{category}', String(ids.category))
          .replaceAll('{product}', String(ids.product));
        console.log(`Auditing ${page} …`);
        // A server that stopped answering would be audited as Chrome's error page (an
        // "interstitial", every score 0): start a fresh one (same demo data, same ids) instead.
        if (!(await isAnswering(`${server.baseUrl}${page}`))) {
          console.log('The server stopped answering; starting a new one …');
          await server.stop().catch(() => undefined);
          server = await startShop();
        }
        // No config: Lighthouse's default mobile form factor with simulated throttling.
        const audit = () =>
          lighthouse(`${server.baseUrl}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
        let result = await audit();
        // Now and then the trace misses the navigation's start on this shared machine (NO_NAVSTART,
        // every score 0); Lighthouse's own advice is to run it again.
        if (result.lhr.runtimeError?.code === 'NO_NAVSTART') {
          console.log('The trace missed the navigation; auditing again …');
          result = await audit();
        }
        version = result.lhr.lighthouseVersion;
        if (REPORT_DIR) {
          fs.mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${lang}${page.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');
          fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), result.report);
        }
        rows.push(summarize(result.lhr, page, lang));
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop().catch(() => undefined);
}

printTable(rows);
for (const row of rows.filter((r) => r.runtimeError)) {
  console.log(`${row.page} (${row.lang}): ${row.runtimeError}`);
}
fs.writeFileSync(
  SUMMARY_FILE,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      preset: 'Lighthouse default: mobile form factor, simulated throttling',
      lighthouse: version,
      chromium: CHROMIUM,
      results: rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nSummary written to ${path.relative(repoRoot, SUMMARY_FILE)}`);
