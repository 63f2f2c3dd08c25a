import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  appPath,
  DEMO,
  PHONE,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForStill,
} from './support.ts';
import {
  horizontalOverflow,
  isWithinViewportWidth,
  pagedApi,
  waitForCards,
  waitForListing,
  type ApiBrand,
  type ApiProduct,
} from './catalog-helpers.ts';

// A shopper browses the demo catalog: filters by brand and price and sorts (all kept in the URL),
// searches from the header in English and Arabic, opens a product on a phone and sees only
// discounted products on the offers page. Expectations come from the API at run time, so the
// journeys hold for any seeded catalog. Sign-ins: 1 (customer).

const MIN_PRICE = 100;
const MAX_PRICE = 5000;

let browser: Browser;
let brand: ApiBrand;
before(async () => {
  browser = await launchBrowser();
  const brands = await pagedApi<ApiBrand>('brand/getAllBrands?pageSize=100');
  const found =
    brands.items.find((item) => item.name === 'Apple' && item.productsCount >= 2) ??
    brands.items.find((item) => item.productsCount >= 2);
  assert.ok(found, 'the demo catalog has a brand with products');
  brand = found;
});
after(async () => {
  await browser.close();
});

describe('the storefront catalog', () => {
  it('filters by brand and price range and sorts, with everything in the URL', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en' });
    await page.goto(`${baseUrl}/shop`);
    await waitForListing(page);

    await page.locator(`#sidebar-brandIds-${brand.id}`).click();
    await page.waitForURL(new RegExp(`brandIds=${brand.id}`));
    // The range applies once typing pauses: no button to press.
    await page.locator('#sidebar-min-price').fill(String(MIN_PRICE));
    await page.locator('#sidebar-max-price').fill(String(MAX_PRICE));
    await page.waitForURL(new RegExp(`minPrice=${MIN_PRICE}&maxPrice=${MAX_PRICE}`));
    const sort = page.locator('main [data-testid="sort-select"]');
    await sort.selectOption('priceDesc');
    await page.waitForURL(/sortBy=price&sortDirection=desc/);

    const expected = await pagedApi<ApiProduct>(
      `product/getAllProducts?brandId=${brand.id}&minPrice=${MIN_PRICE}&maxPrice=${MAX_PRICE}` +
        '&sortBy=price&sortDirection=desc&pageSize=12',
    );
    assert.ok(expected.items.length > 0, 'some products match');
    const cards = await waitForCards(
      page,
      expected.items.map((product) => product.id),
    );
    for (const card of cards) {
      assert.equal(card.brand, brand.name);
      assert.ok(card.current >= MIN_PRICE && card.current <= MAX_PRICE, `${card.current} in range`);
    }
    const prices = cards.map((card) => card.current);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
      'most expensive first',
    );
    assert.match(
      await page.locator('[data-testid="active-filters"]').innerText(),
      new RegExp(brand.name),
    );
    await screenshot(page, 'catalog-shop-filtered-desktop-en');

    // Back undoes the sort and forward brings it back; the select follows the URL.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sortBy'));
    assert.equal(await sort.inputValue(), 'newest');
    await page.goForward();
    await page.waitForURL(/sortDirection=desc/);
    assert.equal(await sort.inputValue(), 'priceDesc');

    // A shared link opens the same list.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await waitForCards(
      shared,
      cards.map((card) => card.id),
    );

    // Changing a filter on a later page starts again from page 1.
    await page.goto(`${baseUrl}/shop?page=2`);
    await waitForListing(page);
    await page.locator('label[for="sidebar-in-stock"]').first().click();
    await page.waitForURL(/inStock=true/);
    assert.doesNotMatch(page.url(), /page=/);
    // The list dims while the new page loads; contrast is checked on the settled list.
    await waitForListing(page);
    await waitForStill(page, '[data-testid="listing-results"]');

    assert.deepEqual(await seriousA11yViolations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('suggests products from the header search in English and in Arabic', async () => {
    for (const [lang, term, currency, label] of [
      ['en', 'milk', 'SAR', 'Search the shop'],
      ['ar', 'حليب', 'ر.س', 'ابحث في المتجر'],
    ] as const) {
      const { page, context, errors } = await openPage(browser, { lang });
      await page.goto(`${baseUrl}/`);
      const box = page.getByRole('combobox', { name: label, exact: true });
      await box.fill(term);
      const suggestions = page.locator('[data-testid="suggestion"]');
      await suggestions.first().waitFor();
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      const texts = await suggestions.allInnerTexts();
      assert.ok(texts.length > 0 && texts.length <= 5, `${texts.length} suggestions`);
      for (const text of texts) {
        assert.ok(text.toLowerCase().includes(term), `"${text}" matches ${term}`);
        assert.ok(text.includes(currency), `"${text}" shows a price`);
      }
      await screenshot(page, `catalog-search-suggestions-desktop-${lang}`);

      // Arrow down + Enter opens the first suggestion; Enter alone lists every result.
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(/\/product\/\d+$/);
      await page.locator('[data-testid="product-name"]').waitFor();
      await box.fill(term);
      await suggestions.first().waitFor();
      await box.press('Enter');
      await page.waitForURL(
        (url) => appPath(url) === '/shop' && url.searchParams.get('search') === term,
      );
      const results = await pagedApi<ApiProduct>(
        `product/getAllProducts?search=${encodeURIComponent(term)}&pageSize=12`,
        lang,
      );
      assert.ok(results.items.length > 0);
      await waitForCards(
        page,
        results.items.map((product) => product.id),
      );
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('shows a product on a phone: gallery, price, stock and add to cart, no sideways scroll', async () => {
    const offers = await pagedApi<ApiProduct>(
      'product/getDiscountedProducts?pageSize=50&inStock=true',
    );
    const product = offers.items.find((item) => item.images.length > 1) ?? offers.items[0];
    assert.ok(product, 'a discounted product in stock');

    const { page, context, errors } = await openPage(browser, { lang: 'ar', viewport: PHONE });
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.locator('[data-testid="product-name"]').waitFor();
    assert.equal(await page.locator('[data-testid="product-name"]').innerText(), product.nameAr);
    assert.ok((await page.title()).includes(product.nameAr), 'the tab title names the product');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.ok(description?.includes(product.nameAr) && description.includes('ر.س'));

    await page.locator('[data-testid="gallery-cover"] img').waitFor();
    const thumbs = page.locator('[data-testid="gallery-thumb"]');
    if (product.images.length > 1) {
      assert.equal(await thumbs.count(), product.images.length);
      await thumbs.first().focus();
      await page.keyboard.press('ArrowLeft'); // the next picture in a right-to-left page
      assert.equal(await thumbs.nth(1).getAttribute('aria-pressed'), 'true');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')),
        'true',
      );
    }
    const price = page.locator('[data-testid="product-price"]');
    assert.equal(
      Number(await price.locator('[data-testid="price-current"]').getAttribute('data-amount')),
      product.discountedPrice,
    );
    assert.equal(
      Number(await price.locator('[data-testid="price-old"]').getAttribute('data-amount')),
      product.price,
    );
    // The old price is struck through (the UI kit's text component used to reset the line).
    assert.equal(
      await price
        .locator('[data-testid="price-old"]')
        .evaluate((old) => getComputedStyle(old).textDecorationLine),
      'line-through',
    );
    await page.locator('[data-testid="product-saving"]').waitFor();
    await page.locator('[data-testid="stock-state"]').waitFor();
    assert.ok(await page.locator('[data-testid="add-to-cart"]').isEnabled());
    assert.ok(await isWithinViewportWidth(page, '[data-testid="add-to-cart"]'));
    assert.ok(await isWithinViewportWidth(page, '[data-testid="gallery-cover"]'));
    assert.equal(await horizontalOverflow(page), 0);
    await screenshot(page, 'catalog-product-phone-ar');
    assert.deepEqual(await seriousA11yViolations(page), []);

    // The quantity box keeps digits only: a letter or a sign typed into it does not stay.
    const quantity = page.locator('main input[name="quantity"]').first();
    const shown = await quantity.inputValue();
    await quantity.press('End');
    await quantity.pressSequentially('x-', { delay: 20 });
    assert.equal(await quantity.inputValue(), shown);

    // Signed out, the product goes into a guest cart (decision 022) and the shopper stays here.
    await page.locator('[data-testid="add-to-cart"]').click();
    await page.locator('[data-testid="mini-cart-line"]').first().waitFor();
    assert.equal(await page.locator('[data-testid="mini-cart-line"]').count(), 1);
    assert.match(page.url(), new RegExp(`/product/${product.id}$`));
    assert.deepEqual(errors, []);
    await context.close();

    // Signed in, the product goes into the cart and the shopper stays on its page.
    const session = await apiLogin(DEMO.customer);
    const signedIn = await openPage(browser, { lang: 'en', viewport: PHONE, session });
    await signedIn.page.goto(`${baseUrl}/product/${product.id}`);
    await signedIn.page.locator('[data-testid="add-to-cart"]').click();
    // The mini cart confirms it, with the line just added.
    await signedIn.page
      .locator('[data-testid="mini-cart-line"]')
      .filter({ hasText: product.name })
      .waitFor();
    assert.match(signedIn.page.url(), new RegExp(`/product/${product.id}$`));
    await signedIn.context.close();
    // The demo customer's cart is shared with other journeys: leave it as it was.
    const removed = await fetch(`${baseUrl}/api/cart/removeCartItem/${product.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${session.token}` },
    });
    assert.equal(removed.status, 200);
  });

  it('loads the small picture files for product cards on a phone', async () => {
    const { page, context } = await openPage(browser, { lang: 'en', viewport: PHONE });
    await page.goto(`${baseUrl}/shop`);
    await waitForListing(page);
    const cover = page.locator('main [data-testid="product-card"] img').first();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.currentSrc !== '',
      await cover.elementHandle(),
    );
    assert.match(
      await cover.evaluate((img) => (img as HTMLImageElement).currentSrc),
      /-320\.webp$/,
    );
    // The first row is on a phone's first screen: its pictures load with the page, the two
    // first ahead of everything else; the cards below wait until they near the screen.
    assert.equal(await cover.getAttribute('loading'), 'eager');
    assert.equal(await cover.getAttribute('fetchpriority'), 'high');
    const cards = page.locator('main [data-testid="product-card"] img');
    assert.equal(await cards.nth(2).getAttribute('fetchpriority'), 'auto');
    assert.equal(await cards.nth(4).getAttribute('loading'), 'lazy');
    assert.equal(await horizontalOverflow(page), 0);
    await context.close();
  });

  it('lists only discounted products on the offers page, with the old and new price', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en' });
    await page.goto(`${baseUrl}/offers`);
    const expected = await pagedApi<ApiProduct>('product/getDiscountedProducts?pageSize=12');
    assert.ok(expected.items.length > 0);
    const cards = await waitForCards(
      page,
      expected.items.map((product) => product.id),
    );
    for (const card of cards) {
      assert.ok(card.hasBadge, `product ${card.id} has a discount badge`);
      assert.ok(card.old !== null && card.old > card.current, `product ${card.id} shows old > new`);
    }
    assert.match(
      await page.locator('[data-testid="result-count"]').innerText(),
      new RegExp(`: ${expected.totalCount}$`),
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('answers an unknown product, category or brand with a not-found screen', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    for (const [path, title] of [
      ['/product/987654', 'Product not found'],
      ['/category/987654', 'Category not found'],
      ['/brand/987654', 'Brand not found'],
      ['/product/not-a-number', 'Product not found'],
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    await context.close();
  });
});
