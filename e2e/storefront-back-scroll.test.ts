import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from './support.ts';
import { waitForListing } from './catalog-helpers.ts';

// A shopper scrolls down the shop, opens a product and comes Back: the list must be where it was,
// with the tapped card in view, filters and page intact. The list is fetched again on return;
// the page must not be shorter than the scroll position while that happens. Sign-ins: none.

/** A page of the shop with a filter and a sort, so both must survive the round trip. */
const LIST = '/shop?inStock=true&sortBy=price';
const TAPPED = 9; // the 10th card

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The tapped card's top edge relative to the viewport, and the page's scroll. */
function cardPosition(page: Page, productId: string) {
  return page.evaluate((id) => {
    const card = document.querySelector(`[data-testid="product-card"][data-product-id="${id}"]`);
    return {
      top: card ? card.getBoundingClientRect().top : null,
      scrollY: window.scrollY,
      viewport: window.innerHeight,
    };
  }, productId);
}

async function backToTheCard(viewport: { width: number; height: number }) {
  const { page, context, errors } = await openPage(browser, { viewport });
  await page.goto(`${baseUrl}${LIST}`);
  await waitForListing(page);
  const card = page.locator('[data-testid="product-card"]').nth(TAPPED);
  const productId = (await card.getAttribute('data-product-id')) ?? '';
  assert.ok(productId, 'the list has ten cards or more');
  // Scrolled down until the card is near the top of the screen, as a shopper reading the list.
  await card.evaluate((element) => {
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 120);
  });
  const before = await cardPosition(page, productId);

  await card.locator('.product-card__link').click();
  await page.waitForURL(`**/product/${productId}`);
  await page.locator('h1').first().waitFor();
  await page.goBack();
  await page.waitForURL(`**${LIST}`);
  await waitForListing(page);
  const back = await cardPosition(page, productId);

  assert.ok(back.top !== null, 'the tapped card is on the page again');
  assert.ok(
    Math.abs(back.scrollY - before.scrollY) <= 2,
    `scroll restored to ${before.scrollY}px, was ${back.scrollY}px`,
  );
  assert.ok(
    back.top >= 0 && back.top < back.viewport,
    `the tapped card is in view (top ${back.top}px of ${back.viewport}px)`,
  );
  assert.equal(new URL(page.url()).search, new URL(`${baseUrl}${LIST}`).search);
  assert.deepEqual(errors, []);
  await context.close();
}

describe('Back from a product to the shop', () => {
  it('returns to the tapped card on a phone', async () => {
    await backToTheCard(PHONE);
  });

  it('returns to the tapped card on a desktop', async () => {
    await backToTheCard(DESKTOP);
  });
});
