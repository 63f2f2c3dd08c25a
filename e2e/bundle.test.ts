import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { baseUrl, chooseEmailForm, launchBrowser, openPage, PHONE } from './support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('storefront bundle', () => {
  it('the home page loads no dashboard code, and the dashboard loads its own chunks on demand', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0);
    const dashboardChunks = scripts.filter((s) => /dashboard|users-page/i.test(s));
    assert.deepEqual(dashboardChunks, [], `storefront loaded: ${scripts.join(', ')}`);

    await page.goto(`${baseUrl}/login`);
    await chooseEmailForm(page);
    await page.locator('input[name="email"]').fill('admin@dukkan.local');
    await page.locator('input[name="password"]').fill('Admin123!');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/);
    await page.waitForLoadState('networkidle');
    assert.ok(
      scripts.some((s) => /dashboard/i.test(s)),
      'the dashboard chunk is fetched when the dashboard opens',
    );
    await context.close();
  });
});

/** issue 14: what a phone downloads on a first visit, in KB of gzip (see scripts/storefront-weight.mjs). */
const CSS_BUDGET_KB = 30;
const JS_BUDGET_KB = 120;
/**
 * Within the 120 KB budget, and held to the figures reached plus 2 %, so a page that grows fails
 * here rather than in a Lighthouse run. Arabic home, shop and product: 298.1, 316.0 and 298.8
 * (bench/RESULTS.md, 2026-11-27); 148.5, 150.6 and 148.6 after the cuts of decisions 026–028
 * (no zod, no dashboard texts, overlays and menus on first use, one first-load file, the
 * storefront's own kit markup, React Router's declarative mode; each step in bench/RESULTS.md);
 * 92.1, 94.2 and 92.2 when React's runtime gave way to Preact's (decision 029).
 */
const JS_CEILING_KB: Record<string, number> = { home: 94, shop: 96, product: 94 };

async function firstProductId(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/product/getAllProducts?pageSize=1`);
  const body = (await response.json()) as { data: { items: { id: number }[] } };
  return body.data.items[0]!.id;
}

/** A cold load of `path` on a phone: gzip -9 bytes of its scripts and stylesheets, and what it fetched. */
async function weigh(path: string) {
  const { page, context } = await openPage(browser, { viewport: PHONE, lang: 'ar' });
  const pending: Promise<{ type: string; path: string; gzip: number; react: boolean }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'font'].includes(type) || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => ({
        type,
        path: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        // react-dom's production build names its error decoder; Preact has none.
        react: body.includes('react.dev/errors'),
      })),
    );
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  const files = await Promise.all(pending);
  await context.close();
  const kb = (type: string) =>
    files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzip, 0) / 1024;
  return { js: kb('script'), css: kb('stylesheet'), files, preloaded, warnings };
}

describe('a phone’s first load of the storefront (issue 14 budgets)', () => {
  let product = 0;
  before(async () => {
    product = await firstProductId();
  });

  for (const [name, path] of [
    ['home', '/ar/'],
    ['shop', '/ar/shop'],
    ['product', '/ar/product/{id}'],
  ] as const) {
    it(`${name}: CSS within ${CSS_BUDGET_KB} KB gzip, JS within ${JS_BUDGET_KB} and its ceiling, one language, no toasts`, async () => {
      const { js, css, files } = await weigh(path.replace('{id}', String(product)));
      const list = files.map((file) => `${file.path} ${(file.gzip / 1024).toFixed(1)}`).join(', ');
      assert.ok(css <= CSS_BUDGET_KB, `CSS ${css.toFixed(1)} KB gzip: ${list}`);
      assert.ok(
        js <= Math.min(JS_BUDGET_KB, JS_CEILING_KB[name]!),
        `JS ${js.toFixed(1)} KB gzip: ${list}`,
      );
      const react = files.filter((file) => file.react).map((file) => file.path);
      assert.deepEqual(react, [], 'no code of react-dom: the app runs on Preact');
      const paths = files.map((file) => file.path);
      assert.ok(
        paths.some((p) => /\/ar-[\w-]+\.js$/.test(p)),
        'the Arabic texts load',
      );
      assert.ok(!paths.some((p) => /\/en-[\w-]+\.js$/.test(p)), 'the English texts do not');
      assert.ok(!paths.some((p) => /toast-list/.test(p)), 'the toasts load with the first one');
      assert.ok(!paths.some((p) => /browser-screens|dashboard/.test(p)), list);
      // Menus, suggestions and drawers are closed on a first paint: their positioning code loads
      // on first use.
      assert.ok(!paths.some((p) => /floating-ui|\/(Popover|Menu|Combobox|Tooltip)-/.test(p)), list);
      // The landing pages draw with src/kit: the UI kit's provider comes only with what uses it.
      assert.ok(!paths.some((p) => /\/kit-provider-/.test(p)), list);
    });
  }

  it('an Arabic page preloads its Arabic fonts, fetches each once and uses them', async () => {
    const { files, preloaded, warnings } = await weigh('/ar/');
    assert.equal(preloaded.length, 2, 'the 400 and 700 weights');
    for (const font of preloaded) {
      assert.match(font, /ibm-plex-sans-arabic-arabic-core-(400|700)-[\w-]+\.woff2$/);
      assert.equal(files.filter((file) => file.path === font).length, 1, `${font} once`);
    }
    const whole = files.filter((file) => /-arabic-arabic-(400|700)-normal-/.test(file.path));
    assert.deepEqual(whole, [], 'fontsource’s whole Arabic files stay for rarer characters');
    const unused = warnings.filter((text) => /preload/i.test(text));
    assert.deepEqual(unused, [], 'no preload goes unused');
  });

  it('an English page preloads its Latin fonts and fetches none of the Arabic ones', async () => {
    const { files, preloaded, warnings } = await weigh('/en/');
    // Preloaded, they arrive before the first layout instead of swapping in and shifting it.
    assert.equal(preloaded.length, 2, 'the 400 and 700 weights');
    for (const font of preloaded) {
      assert.match(font, /ibm-plex-sans-arabic-latin-(400|700)-normal-[\w-]+\.woff2$/);
      assert.equal(files.filter((file) => file.path === font).length, 1, `${font} once`);
    }
    assert.deepEqual(
      warnings.filter((text) => /preload/i.test(text)),
      [],
      'no preload goes unused',
    );
    const fonts = files.filter((file) => file.type === 'font').map((file) => file.path);
    // The system draws the language switch's Arabic letter.
    assert.deepEqual(
      fonts.filter((font) => /-arabic-arabic-/.test(font)),
      [],
      fonts.join(', '),
    );
  });
});
