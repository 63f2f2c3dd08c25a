// When a phone paints a storefront page and when the page becomes interactive, in a real browser
// rather than Lighthouse's model: starts the built server with the demo shop, opens each page in a
// fresh chromium context at a phone's viewport with its CPU slowed four times and, for the `slow`
// profile, the network throttled as Lighthouse's mobile preset simulates it (150 ms round trip,
// 1.6 Mbit/s down). Prints the first and largest contentful paint and the moment the app took over
// the page (`<html data-hydrated>`), per run and as medians, with the main thread's blocking time
// up to then (the part of each task over 50 ms, summed) and its longest task.
//
//   node scripts/storefront-timing.mjs                      (build the web app first: npm run build)
//   TIMING_PROFILE=fast TIMING_RUNS=5 TIMING_PATHS=/en/,/ar/shop node scripts/storefront-timing.mjs
/* global window, document -- the functions handed to the page run in the browser */
import { chromium } from 'playwright-core';
import { startServer } from './server-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };
const PROFILES = {
  slow: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 96_000 },
  fast: null,
};
const profileName = process.env.TIMING_PROFILE ?? 'slow';
const profile = PROFILES[profileName];
if (profile === undefined) throw new Error(`TIMING_PROFILE is one of ${Object.keys(PROFILES)}`);
const runs = Number(process.env.TIMING_RUNS ?? 3);
const paths = (process.env.TIMING_PATHS ?? '/en/,/en/shop,/ar/product/{product}').split(',');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold load of `url`: its paints and when it hydrated, in ms from the navigation's start. */
async function time(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (profile) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
  }
  await page.addInitScript(() => {
    window.__largestPaint = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Polled every 20 ms: the moment is when the poll first sees the mark.
  const hydrated = await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && performance.now(),
    null,
    { timeout: 60_000, polling: 20 },
  );
  const hydratedAt = await hydrated.jsonValue();
  const timing = await page.evaluate((until) => {
    // Tasks over 50 ms up to hydration: how long a tap or a scroll could have waited.
    const tasks = window.__longTasks.filter((task) => task.start < until);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: window.__largestPaint,
      blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  }, hydratedAt);
  const result = {
    fcp: Math.round(timing.fcp),
    lcp: Math.round(timing.lcp),
    hydrated: Math.round(hydratedAt),
    blocking: Math.round(timing.blocking),
    longest: Math.round(timing.longest),
  };
  await context.close();
  return result;
}

const server = await startServer({
  name: 'storefront-timing',
  env: { LOG_LEVEL: 'warn', DATABASE_URL: undefined },
});
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const list = await fetch(`${server.baseUrl}/api/product/getAllProducts?pageSize=1`);
  const product = (await list.json()).data.items[0].id;
  console.log(`\nprofile ${profileName}, CPU ×4, ${runs} cold loads each (ms)`);
  console.log(
    'page                 FCP    LCP  hydrated  blocking  longest task   (runs: FCP/LCP/hydrated)',
  );
  for (const template of paths) {
    const path = template.replaceAll('{product}', String(product));
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await time(browser, server.baseUrl + path));
    const column = (key) => String(median(results.map((result) => result[key])));
    console.log(
      `${path.padEnd(18)} ${column('fcp').padStart(5)} ${column('lcp').padStart(6)} ` +
        `${column('hydrated').padStart(9)} ${column('blocking').padStart(9)} ` +
        `${column('longest').padStart(13)}   (${results
          .map((result) => `${result.fcp}/${result.lcp}/${result.hydrated}`)
          .join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
