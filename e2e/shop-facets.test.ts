import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage, screenshot } from './support.ts';
import { horizontalOverflow, publicApi, waitForListing } from './catalog-helpers.ts';

// The shop's filter panel counts each brand and category for the current search and filters
// (`product/getProductFacets`): a shopper ticks a brand by its count and the list shrinks to
// exactly that many, ticks a second and the list holds both; the price range applies without a
// button; a misspelt search offers the catalog's own spelling. Expectations come from the API at
// run time. Sign-ins: none.

interface FacetCount {
  id: number;
  name: string;
  count: number;
}
interface Facets {
  totalCount: number;
  brands: FacetCount[];
  categories: (FacetCount & { parentId: number | null })[];
  price: { min: number | null; max: number | null };
}

/** Too far from any product name for the forgiving search, close enough to "galaxy" to suggest it. */
const MISSPELT = 'gelaxy';

let browser: Browser;
let category: FacetCount;
before(async () => {
  browser = await launchBrowser();
  // The category whose products come from the most brands, so choosing one brand narrows it.
  const all = await publicApi<Facets>('product/getProductFacets');
  let best: { category: FacetCount; brands: number } | null = null;
  for (const candidate of all.categories) {
    const facets = await publicApi<Facets>(`product/getProductFacets?categoryId=${candidate.id}`);
    if (!best || facets.brands.length > best.brands) {
      best = { category: candidate, brands: facets.brands.length };
    }
  }
  assert.ok(best && best.brands >= 2, 'the demo catalog has a category with two brands or more');
  category = best.category;
});
after(async () => {
  await browser.close();
});

/** The brand ticks in the sidebar: id and accessible label ("Name (12)"). */
function brandOptions(page: Page) {
  return page.locator('aside input[name="brandIds"]').evaluateAll((inputs) =>
    inputs.map((input) => ({
      value: (input as HTMLInputElement).value,
      label: input.getAttribute('aria-label') ?? '',
    })),
  );
}

/** Waits until the brand ticks carry counts ("Name (12)") and answers them. */
async function countedBrands(page: Page) {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const options = await brandOptions(page);
    if (options.length > 0 && options.every((option) => /\(\d+\)$/.test(option.label))) {
      return options.map(({ value, label }) => ({
        id: Number(value),
        count: Number(/\((\d+)\)$/.exec(label)?.[1]),
      }));
    }
    if (Date.now() > deadline) throw new Error(`brand options without counts: ${options.length}`);
    await page.waitForTimeout(100);
  }
}

function resultCount(page: Page, count: number) {
  return page
    .locator('[data-testid="result-count"]', {
      hasText: new RegExp(`^Products found: ${count}$`),
    })
    .waitFor();
}

describe('filter counts on the shop', () => {
  it('ticks brands by their counts and the list holds exactly those', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en', viewport: DESKTOP });
    await page.goto(`${baseUrl}/shop?categoryId=${category.id}`);
    await waitForListing(page);

    const expected = await publicApi<Facets>(`product/getProductFacets?categoryId=${category.id}`);
    const shown = await countedBrands(page);
    // Only brands that hold products are offered, each with the API's count.
    assert.deepEqual(
      [...shown].sort((a, b) => a.id - b.id),
      expected.brands.map(({ id, count }) => ({ id, count })).sort((a, b) => a.id - b.id),
    );
    const before = await page.locator('[data-testid="result-count"]').textContent();
    assert.equal(before, `Products found: ${expected.totalCount}`);

    const smallest = [...shown].sort((a, b) => a.count - b.count)[0]!;
    assert.ok(smallest.count < expected.totalCount, 'one brand holds fewer than the category');
    await page.locator(`#sidebar-brandIds-${smallest.id}`).click();
    await page.waitForURL(new RegExp(`brandIds=${smallest.id}(&|$)`));
    await resultCount(page, smallest.count);
    await waitForListing(page);
    const cards = await page.locator('main [data-testid="product-card"]').count();
    assert.equal(cards, Math.min(smallest.count, 12));

    // The chosen brand stays offered and ticked; the others keep their own counts, so ticking a
    // second adds exactly its count.
    const after = await countedBrands(page);
    assert.ok(after.some((option) => option.id === smallest.id));
    assert.ok(await page.locator(`#sidebar-brandIds-${smallest.id}`).isChecked());
    const second = after.find((option) => option.id !== smallest.id)!;
    await page.locator(`#sidebar-brandIds-${second.id}`).click();
    await page.waitForURL(new RegExp(`brandIds=${smallest.id}%2C${second.id}(&|$)`));
    await resultCount(page, smallest.count + second.count);
    await page.locator('aside [data-testid="price-bounds"]').waitFor();
    await screenshot(page, 'shop-facets-brand-desktop-en');

    // Back steps to the one brand; the ticks follow the address.
    await page.goBack();
    await resultCount(page, smallest.count);
    assert.equal(await page.locator(`#sidebar-brandIds-${second.id}`).isChecked(), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the counts in the page’s digits on a phone, inside the filters drawer', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'ar', viewport: PHONE });
    await page.goto(`${baseUrl}/shop?categoryId=${category.id}`);
    await waitForListing(page);
    await page.locator('[data-testid="open-filters"]').click();
    const brand = page.locator('[role="dialog"] input[name="brandIds"]').first();
    await page.waitForFunction(() =>
      /\([0-9]+\)$/.test(
        document
          .querySelector('[role="dialog"] input[name="brandIds"]')
          ?.getAttribute('aria-label') ?? '',
      ),
    );
    await brand.waitFor({ state: 'attached' });
    assert.equal(await horizontalOverflow(page), 0);
    await screenshot(page, 'shop-facets-drawer-phone-ar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('applies the price range when typing pauses, without a button', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en', viewport: DESKTOP });
    await page.goto(`${baseUrl}/shop?categoryId=${category.id}`);
    await waitForListing(page);
    await page.locator('#sidebar-min-price').pressSequentially('100', { delay: 60 });
    await page.waitForURL(/minPrice=100(&|$)/);
    assert.equal(await page.locator('aside button', { hasText: /apply/i }).count(), 0);
    const expected = await publicApi<Facets>(
      `product/getProductFacets?categoryId=${category.id}&minPrice=100`,
    );
    await resultCount(page, expected.totalCount);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes a price typed in Arabic digits, keeping only what a price can hold', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'ar', viewport: DESKTOP });
    await page.goto(`${baseUrl}/shop?categoryId=${category.id}`);
    await waitForListing(page);
    const max = page.locator('#sidebar-max-price');
    await max.pressSequentially('-٢٥٠٠٫٧٥٩ر', { delay: 40 });
    assert.equal(await max.inputValue(), '2500.75');
    await page.waitForURL(/maxPrice=2500\.75(&|$)/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('offers the catalog’s spelling for a search that finds nothing', async () => {
    const expected = await publicApi<{ items: unknown[]; didYouMean?: string | null }>(
      `product/getAllProducts?search=${MISSPELT}`,
    );
    assert.equal(expected.items.length, 0, `“${MISSPELT}” finds nothing`);
    assert.ok(expected.didYouMean, `the API suggests a spelling for “${MISSPELT}”`);
    const { page, context, errors } = await openPage(browser, { lang: 'en' });
    await page.goto(`${baseUrl}/shop?search=${MISSPELT}`);
    await waitForListing(page);
    const link = page.locator('[data-testid="did-you-mean"] a');
    assert.equal(await link.textContent(), expected.didYouMean);
    await link.click();
    await page.waitForURL(new RegExp(`search=${encodeURIComponent(expected.didYouMean)}`));
    await page.locator('main [data-testid="product-card"]').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
