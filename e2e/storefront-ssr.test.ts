import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  type Session,
} from './support.ts';
import { pagedApi, type ApiProduct } from './catalog-helpers.ts';

// The storefront as a crawler, a link preview and a phone on a slow line see it: pages come from
// the server with their content, in the language of their address, with preview tags and
// structured data; the browser hydrates them without asking for the same data again, and the
// shopper's own parts (session, cart) arrive after that. Sign-ins: 1 (customer).

let browser: Browser;
let product: ApiProduct & { categoryId: number; sku: string };
let customer: Session;

before(async () => {
  browser = await launchBrowser();
  const list = await pagedApi<ApiProduct & { categoryId: number; sku: string }>(
    'product/getAllProducts?pageSize=50&inStock=true',
  );
  product = list.items.find((item) => item.images.length > 0) ?? list.items[0]!;
  customer = await apiLogin(DEMO.customer);
});
after(() => browser.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/html', ...headers },
    redirect: 'manual',
  });
  return { response, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function meta(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

describe('pages from the server', () => {
  it('a product page carries its content, preview tags and Product structured data', async () => {
    const { response, html } = await page(`/en/product/${product.id}`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /text\/html/);
    assert.match(html, /<html lang="en" dir="ltr"/);
    // The content is in the page; its code only makes it interactive and is asked for once the
    // page is painted: the page starts with the small loader, which names the entry in a plan.
    assert.doesNotMatch(html, /<link rel="modulepreload"/);
    assert.match(
      html,
      /<script type="module" crossorigin src="\/assets\/code-after-paint-[\w-]+\.js">/,
    );
    assert.match(
      html,
      /<script id="dukkan-code" type="application\/json">\{"entry":"\/assets\/index-/,
    );
    assert.ok(html.includes(`>${product.name}</h1>`), 'the product name is the heading');
    assert.equal(meta(html, 'og:title'), product.name);
    assert.match(meta(html, 'og:url') ?? '', new RegExp(`/en/product/${product.id}$`));
    assert.equal(meta(html, 'og:locale'), 'en_US');
    assert.equal(meta(html, 'og:locale:alternate'), 'ar_SA');
    assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
    assert.match(meta(html, 'og:image') ?? '', /^https?:\/\/.+-1600\.webp$/);
    assert.match(html, /<link rel="alternate" hreflang="ar" href="[^"]+\/ar\/product\/\d+">/);
    assert.match(
      html,
      /<link rel="alternate" hreflang="x-default" href="[^"]+\/ar\/product\/\d+">/,
    );
    assert.match(html, /<link rel="canonical" href="[^"]+\/en\/product\/\d+">/);
    // The product screen's own styles are in the page, not left for its script to add.
    assert.match(
      html,
      /<link rel="stylesheet" crossorigin href="\/assets\/product-page-[\w-]+\.css">/,
    );

    const data = jsonLd(html);
    const item = data.find((entry) => entry['@type'] === 'Product') as {
      name: string;
      sku: string;
      image: string[];
      offers: { price: string; priceCurrency: string; availability: string };
    };
    assert.ok(item, 'Product structured data');
    assert.equal(item.name, product.name);
    assert.equal(item.sku, product.sku);
    assert.equal(item.offers.priceCurrency, 'SAR');
    assert.equal(item.offers.price, (product.discountedPrice ?? product.price).toFixed(2));
    assert.equal(item.offers.availability, 'https://schema.org/InStock');
    assert.equal(item.image.length, product.images.length);
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; position: number }[];
    };
    assert.equal(crumbs.itemListElement.at(-1)?.name, product.name);
  });

  it('the Arabic address is the Arabic page, right to left', async () => {
    const { response, html } = await page(`/ar/product/${product.id}`);
    assert.equal(response.status, 200);
    assert.match(html, /<html lang="ar" dir="rtl"/);
    assert.ok(html.includes(`>${product.nameAr}</h1>`));
    assert.equal(meta(html, 'og:locale'), 'ar_SA');
  });

  it('is cacheable by a CDN, with an entity tag that answers 304', async () => {
    const { response } = await page(`/en/product/${product.id}`);
    const cacheControl = String(response.headers.get('cache-control'));
    assert.match(cacheControl, /public/);
    assert.match(cacheControl, /s-maxage=\d+/);
    assert.match(cacheControl, /stale-while-revalidate=\d+/);
    const etag = response.headers.get('etag');
    assert.ok(etag);
    const again = await page(`/en/product/${product.id}`, { 'if-none-match': etag });
    assert.equal(again.response.status, 304);
  });

  it('answers 404 with the not-found page for unknown products, categories and addresses', async () => {
    for (const path of [
      '/en/product/987654321',
      '/ar/category/987654321',
      '/en/brand/987654321',
      '/en/no-such-page',
    ]) {
      const { response, html } = await page(path);
      assert.equal(response.status, 404, path);
      assert.match(html, /404/, path);
    }
  });

  it('sends / and old addresses to the shopper’s language', async () => {
    const arabic = await page('/', { 'accept-language': 'ar-SA,ar;q=0.9' });
    assert.equal(arabic.response.status, 302);
    assert.equal(arabic.response.headers.get('location'), '/ar/');
    const chosen = await page('/', { 'accept-language': 'ar-SA', cookie: 'lang=en' });
    assert.equal(chosen.response.headers.get('location'), '/en/');
    const old = await page(`/product/${product.id}?x=1`, { 'accept-language': 'en-US' });
    assert.equal(old.response.status, 301);
    assert.equal(old.response.headers.get('location'), `/en/product/${product.id}?x=1`);
  });

  it('robots.txt names the sitemap, which lists both languages', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    assert.match(robots, /Disallow: \/ar\/dashboard/);
    assert.match(robots, /Disallow: \/en\/cart/);
    assert.match(robots, /Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`/ar/product/${product.id}</loc>`));
    assert.match(sitemap, new RegExp(`/en/product/${product.id}</loc>`));
  });
});

/** Console errors and warnings, and the API calls the page made after it loaded. */
function watch(target: Page) {
  const problems: string[] = [];
  const calls: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  target.on('pageerror', (error) => problems.push(String(error)));
  target.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
  });
  return { problems, calls };
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const lang of ['en', 'ar'] as const) {
    describe(`the storefront in ${lang} on a ${size}`, () => {
      it('is readable with JavaScript off: products, prices and links are in the page', async () => {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false });
        const view = await context.newPage();
        await view.goto(`${baseUrl}/${lang}/shop`);
        const cards = await view.locator('[data-testid="product-card"]').count();
        assert.ok(cards > 0, 'product cards without JavaScript');
        const href = await view
          .locator('[data-testid="product-card"] a')
          .first()
          .getAttribute('href');
        assert.match(String(href), new RegExp(`^/${lang}/product/\\d+$`));
        await view.goto(`${baseUrl}/${lang}/product/${product.id}`);
        const heading = await view.locator('h1').first().innerText();
        assert.equal(heading.trim(), lang === 'ar' ? product.nameAr : product.name);
        await screenshot(view, `ssr-no-js-product-${size}-${lang}`);
        await context.close();
      });

      it('hydrates without warnings or a second fetch, then fills in the session', async () => {
        const { page: view, context } = await openPage(browser, {
          viewport,
          lang,
          session: customer,
        });
        const seen = watch(view);
        // The signed-in customer's cart and wishlist are asked for after hydration, which can
        // come before the page's load event (its screen's code is preloaded): watched from the start.
        const cartRequest = view.waitForRequest((request) => request.url().includes('/api/cart/'), {
          timeout: 15_000,
        });
        await view.goto(`${baseUrl}/${lang}/product/${product.id}`);
        await cartRequest;
        await view.waitForLoadState('networkidle');
        assert.deepEqual(seen.problems, [], 'no hydration or other console problems');
        const productCalls = seen.calls.filter(
          (call) => call.includes('getProductById') || call.includes('getAllProducts'),
        );
        assert.deepEqual(productCalls, [], 'the product and related products came with the page');
        await view.getByTestId('account-menu').click();
        await view.getByText(DEMO.customer.email).waitFor();
        await screenshot(view, `ssr-hydrated-product-${size}-${lang}`);
        await context.close();
      });
    });
  }
}

/**
 * After hydration, each element's attributes as the app last rendered them (Preact's tree under
 * #root) against the element's attributes in the page: the server's, unless rendering changed
 * them since. A server render that disagrees with the browser's stays in the page as the server
 * wrote it, since Preact's hydration adopts elements without correcting them or saying so
 * (decision 029). The page's slices hydrate in tasks of their own, so this runs once all have.
 */
function hydrationMismatches(): string[] {
  type VNode = {
    type: unknown;
    props: Record<string, unknown>;
    __k?: (VNode | null)[] | null;
    __e?: Node | null;
  };
  const found: string[] = [];
  const root = (document.getElementById('root') as unknown as { __k?: VNode }).__k;
  const stack: VNode[] = root ? [root] : [];
  let elements = 0;
  while (stack.length > 0) {
    const vnode = stack.pop()!;
    for (const child of vnode.__k ?? []) if (child) stack.push(child);
    const dom = vnode.__e;
    if (typeof vnode.type !== 'string' || !(dom instanceof Element)) continue;
    elements += 1;
    for (const [key, value] of Object.entries(vnode.props)) {
      const name = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
      const plain = /^(class|id|for|href|src|srcset|sizes|alt|title|role|name|type|lang|dir)$/;
      if (!plain.test(name) && !/^(aria|data)-/.test(name)) continue;
      if (value === undefined || value === null || value === false) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && value !== true) continue;
      const wanted = String(value);
      const actual = dom.getAttribute(name);
      if (actual !== wanted)
        found.push(`<${vnode.type}> ${name}: page "${actual}", app "${wanted}"`);
    }
  }
  if (elements < 50) found.push(`only ${elements} elements rendered`);
  return found.slice(0, 10);
}

describe('hydration adopts the server’s markup as the browser renders it', () => {
  for (const [name, path] of [
    ['home', '/{lang}/'],
    ['shop', '/{lang}/shop'],
    ['product', '/{lang}/product/{id}'],
    ['about', '/{lang}/about'],
  ] as const) {
    for (const lang of ['en', 'ar'] as const) {
      it(`${name} in ${lang}: every element's attributes are the app's`, async () => {
        const { page: view, context } = await openPage(browser, { viewport: PHONE, lang });
        const seen = watch(view);
        const address = path.replace('{lang}', lang).replace('{id}', String(product.id));
        await view.goto(`${baseUrl}${address}`, { waitUntil: 'networkidle' });
        await view.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        assert.deepEqual(await view.evaluate(hydrationMismatches), []);
        assert.deepEqual(seen.problems, [], 'no console problems');
        await context.close();
      });
    }
  }
});

/** A page whose app script is held back until `release` is called: the server's markup only. */
async function openBeforeHydration(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const view = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await view.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await view.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  const hydrate = async () => {
    release();
    await view.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
  return { view, context, hydrate };
}

describe('before the app takes over', () => {
  it('keeps what the shopper typed into the header search while the script was still loading', async () => {
    const { view, context, hydrate } = await openBeforeHydration('/en/', PHONE);
    const search = view.locator('input[data-testid="header-search"]');
    await search.pressSequentially('galaxy', { delay: 20 });
    await hydrate();
    assert.equal(await search.inputValue(), 'galaxy');
    await search.press('Enter');
    await view.waitForURL('**/en/shop?search=galaxy');
    await context.close();
  });

  it('keeps and applies a price typed into the shop’s filter while the script was still loading', async () => {
    const { view, context, hydrate } = await openBeforeHydration('/en/shop', DESKTOP);
    await view.locator('#sidebar-min-price').pressSequentially('100', { delay: 20 });
    await hydrate();
    await view.waitForURL(/minPrice=100(&|$)/);
    assert.equal(await view.locator('#sidebar-min-price').inputValue(), '100');
    await context.close();
  });

  it('the header search works with JavaScript off: the server lists the results', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const view = await context.newPage();
    await view.goto(`${baseUrl}/ar/product/${product.id}`);
    await view.locator('input[name="search"]').fill(product.nameAr);
    await view.locator('input[name="search"]').press('Enter');
    await view.waitForURL(/\/ar\/shop\?search=/);
    const ids = await view
      .locator('[data-testid="product-card"]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));
    assert.ok(ids.includes(String(product.id)), 'the searched product is listed');
    await context.close();
  });
});

describe('moving around', () => {
  it('the language switch opens the same page in the other language', async () => {
    const { page: view, context, errors } = await openPage(browser, { lang: 'en' });
    await view.goto(`${baseUrl}/en/product/${product.id}?from=test`);
    await view.getByTestId('lang-switch').first().click();
    await view.waitForURL(`**/ar/product/${product.id}?from=test`);
    await view.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await view.locator('h1').first().innerText(), product.nameAr);
    // The choice is remembered for the next visit to the bare address.
    await view.goto(`${baseUrl}/`);
    await view.waitForURL('**/ar/');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('after the switch the app goes on in the new language; Back to an earlier page opens it in its own', async () => {
    const { page: view, context, errors } = await openPage(browser, { lang: 'en' });
    await view.goto(`${baseUrl}/en/about`);
    await view.locator('h1').first().waitFor();
    await view.goto(`${baseUrl}/en/product/${product.id}`);
    await view.locator('h1').first().waitFor();
    await view.getByTestId('lang-switch').first().click();
    await view.waitForURL(`**/ar/product/${product.id}`);
    // No page load from here on: a mark on the window survives only in the same document.
    await view.evaluate(() => Object.assign(window, { sameDocument: true }));
    const contactLink = view.locator('footer a[href$="/contact"]').first();
    assert.equal(await contactLink.getAttribute('href'), '/ar/contact');
    await contactLink.click();
    await view.waitForURL('**/ar/contact');
    await view.locator('h1').first().waitFor();
    assert.equal(await view.evaluate(() => 'sameDocument' in window), true);
    assert.equal(await view.evaluate(() => document.documentElement.dir), 'rtl');

    await view.goBack();
    await view.waitForURL(`**/ar/product/${product.id}`);
    assert.equal(await view.locator('h1').first().innerText(), product.nameAr);
    // The page seen before the switch is English: it loads as such, from the server.
    await view.goBack();
    await view.waitForURL('**/en/about');
    await view.waitForFunction(() => document.documentElement.dir === 'ltr');
    await view.waitForFunction(() => !('sameDocument' in window));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('while the next screen’s code downloads, the page stays under a progress bar', async () => {
    const { page: view, context, errors } = await openPage(browser, { lang: 'en' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await view.route(/\/assets\/find-order-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await view.goto(`${baseUrl}/en/about`);
    const heading = await view.locator('h1').first().innerText();
    await view.locator('footer a[href$="/find-my-order"]').first().click();
    await view.getByRole('progressbar').waitFor();
    assert.equal(await view.locator('h1').first().innerText(), heading);
    assert.equal(await view.getByTestId('loading-screen').count(), 0);
    release();
    await view.waitForURL('**/en/find-my-order');
    await view.getByRole('progressbar').waitFor({ state: 'detached' });
    assert.notEqual(await view.locator('h1').first().innerText(), heading);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a screen whose code cannot be fetched shows the error screen; Back recovers', async () => {
    const { page: view, context } = await openPage(browser, { lang: 'en' });
    // As after a deployment that replaced the chunk files under an open tab.
    await view.route(/\/assets\/find-order-page-[^/]+\.js$/, (route) => route.abort());
    await view.goto(`${baseUrl}/en/about`);
    const heading = await view.locator('h1').first().innerText();
    await view.locator('footer a[href$="/find-my-order"]').first().click();
    await view.waitForURL('**/en/find-my-order');
    await view.getByRole('button', { name: 'Reload the page' }).waitFor();
    await view.goBack();
    await view.waitForURL('**/en/about');
    assert.equal(await view.locator('h1').first().innerText(), heading);
    await context.close();
  });

  it('back and forward keep the address and the list; filters live in the address', async () => {
    const { page: view, context } = await openPage(browser, { lang: 'en', viewport: PHONE });
    const cheapest = await pagedApi<ApiProduct>(
      'product/getAllProducts?pageSize=1&sortBy=price&sortDirection=asc',
    );
    await view.goto(`${baseUrl}/en/shop?sortBy=price&sortDirection=asc`);
    const first = view.locator('[data-testid="product-card"]').first();
    assert.equal(await first.getAttribute('data-product-id'), String(cheapest.items[0]!.id));
    await first.locator('a').first().click();
    await view.waitForURL(`**/en/product/${cheapest.items[0]!.id}`);
    await view.goBack();
    await view.waitForURL('**/en/shop?sortBy=price&sortDirection=asc');
    await view.locator('[data-testid="product-card"]').first().waitFor();
    await view.goForward();
    await view.waitForURL(`**/en/product/${cheapest.items[0]!.id}`);
    await view.locator('h1').first().waitFor();
    await context.close();
  });

  it('the footer and structured data name the shop on the home page', async () => {
    const { html } = await page('/ar/');
    const organization = jsonLd(html).find((entry) => entry['@type'] === 'Organization');
    assert.ok(organization, 'Organization structured data');
    assert.match(String(organization.logo), /^https?:\/\/.+\/logo\.svg$/);
  });
});
