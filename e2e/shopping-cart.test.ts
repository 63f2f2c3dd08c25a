import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  apiLogin,
  apiRegister,
  baseUrl,
  fieldError,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForFieldError,
  waitForStill,
  waitForToast,
  type Session,
} from './support.ts';
import { horizontalOverflow, readCards, waitForListing } from './catalog-helpers.ts';

// A new customer fills a cart from the shop: the header badges follow every change, the quantity
// stepper stops at the stock, a line is removed, the demo coupon WELCOME10 shows its saving and
// EXPIRED20 says why it cannot be used. Then the wishlist: hearts on product cards, move one to
// the cart, remove the other. Last, the same cart in Arabic on a phone. Money on screen is
// compared with the API's own answer. Sign-ins: 1 (a customer registered for this file).

interface ApiCart {
  totalAmount: number;
  itemsCount: number;
  totalAfterDiscount: number;
  coupon: { code: string; discountAmount: number; isApplicable: boolean } | null;
  paginatedItems: { items: { productId: number; quantity: number; stock: number }[] };
}

const unique = Date.now().toString(36);
let browser: Browser;
let session: Session;

async function cartApi(path = 'cart/getUserCart', method = 'GET'): Promise<ApiCart> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, 'Accept-Language': 'en' },
  });
  assert.ok(response.ok, `${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: ApiCart }).data;
}

/** The header's counts, read from the links' accessible names ("Cart, items: 3"). */
async function waitForBadge(page: Page, link: 'cart' | 'wishlist', count: number) {
  const name = link === 'cart' ? 'Cart' : 'Wishlist';
  await page
    .locator(`[data-testid="${link}-link"][aria-label="${name}, items: ${count}"]`)
    .waitFor({ timeout: 8_000 });
}

function card(page: Page, productId: number) {
  return page.locator(`main [data-testid="product-card"][data-product-id="${productId}"]`);
}

function line(page: Page, productId: number) {
  return page.locator(`main [data-testid="cart-line"][data-product-id="${productId}"]`);
}

/** The mini cart an add opens: the line of the product added, and the server's cart total. */
async function waitForMiniCart(page: Page, productId: number, cart: ApiCart) {
  await page.locator(`[data-testid="mini-cart-line"][data-product-id="${productId}"]`).waitFor();
  await page
    .locator(`[data-testid="mini-cart-total"][data-amount="${cart.totalAmount}"]`)
    .waitFor({ timeout: 8_000 });
}

/** Waits until the cart screen shows this total (data-amount is the SAR number). */
async function waitForTotal(page: Page, amount: number) {
  await page
    .locator(`main [data-testid="summary-total"][data-amount="${amount}"]`)
    .waitFor({ timeout: 8_000 });
}

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

before(async () => {
  browser = await launchBrowser();
  const account = {
    firstName: 'Noura',
    lastName: 'Shopper',
    email: `shopper.${unique}@example.com`,
    phoneNumber: '0551234987',
    password: 'Basket7Dunes',
  };
  await apiRegister(account);
  session = await apiLogin(account);
});
after(async () => {
  await browser.close();
});

describe('cart, coupons and wishlist', () => {
  it('fills the cart from the shop, changes and removes lines, and applies coupons', async () => {
    const { page, context, errors } = await openPage(browser, {
      lang: 'en',
      viewport: DESKTOP,
      session,
    });
    await page.goto(`${baseUrl}/shop?inStock=true`);
    await waitForListing(page);
    await waitForBadge(page, 'cart', 0);
    const [first, second] = await readCards(page);
    assert.ok(first && second, 'the shop lists two products in stock');

    // One tap on a card adds one and opens the mini cart on that line; the badge counts units.
    await card(page, first.id).locator('[data-testid="quick-add"]').click();
    await waitForMiniCart(page, first.id, await cartApi());
    await waitForBadge(page, 'cart', 1);
    await page.locator('[data-testid="mini-cart-continue"]').click();
    await page.locator('[data-testid="mini-cart-line"]').waitFor({ state: 'detached' });
    await card(page, second.id).locator('[data-testid="quick-add"]').click();
    await waitForMiniCart(page, second.id, await cartApi());
    await waitForBadge(page, 'cart', 2);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="mini-cart-line"]').waitFor({ state: 'detached' });

    await page.locator('[data-testid="cart-link"]').click();
    await page.waitForURL(/\/cart$/);
    await line(page, first.id).waitFor();
    assert.equal(await page.locator('main [data-testid="cart-line"]').count(), 2);
    let cart = await cartApi();
    await waitForTotal(page, cart.totalAfterDiscount);

    // Typing more than there is stops at the stock; "+" is then disabled.
    const stock = cart.paginatedItems.items.find((item) => item.productId === first.id)?.stock;
    assert.ok(stock && stock > 1, 'the first product has more than one in stock');
    const quantity = line(page, first.id).locator('[data-testid="quantity"]');
    await quantity.fill('9999');
    await quantity.press('Enter');
    await page.waitForFunction(
      ([id, expected]) =>
        (
          document.querySelector(
            `[data-testid="cart-line"][data-product-id="${id}"] [data-testid="quantity"]`,
          ) as HTMLInputElement | null
        )?.value === String(expected),
      [first.id, stock] as const,
    );
    await waitForBadge(page, 'cart', stock + 1);
    const increase = line(page, first.id).getByRole('button', { name: 'Increase quantity' });
    assert.ok(await increase.isDisabled(), '"+" stops at the stock');
    await line(page, first.id).getByRole('button', { name: 'Decrease quantity' }).click();
    await waitForBadge(page, 'cart', stock);
    cart = await cartApi();
    await waitForTotal(page, cart.totalAfterDiscount);

    // Removing a line drops it and the total follows.
    await line(page, second.id).locator('[data-testid="remove-line"]').click();
    await line(page, second.id).waitFor({ state: 'detached' });
    await waitForBadge(page, 'cart', stock - 1);
    cart = await cartApi();
    assert.equal(cart.paginatedItems.items.length, 1);
    await waitForTotal(page, cart.totalAfterDiscount);

    // WELCOME10: checked, applied, and the saving is shown and taken off the total.
    await page.locator('main input[name="couponCode"]').fill('welcome10');
    await page.locator('main [data-testid="apply-coupon"]').click();
    const applied = page.locator('main [data-testid="applied-coupon"]');
    await applied.waitFor();
    cart = await cartApi();
    assert.equal(cart.coupon?.code, 'WELCOME10');
    assert.ok(cart.coupon.discountAmount > 0, 'the coupon saves something');
    await waitForTotal(page, cart.totalAfterDiscount);
    assert.match(await applied.innerText(), /WELCOME10 applied/);
    assert.match(
      await page.locator('main [data-testid="coupon-saving"]').innerText(),
      new RegExp(`You save SAR\\s${cart.coupon.discountAmount.toFixed(2)}`),
    );
    await page.locator('main [data-testid="summary-discount"]').waitFor();
    await screenshot(page, 'cart-coupon-desktop-en');
    await settle(page);
    assert.deepEqual(await seriousA11yViolations(page), []);

    // EXPIRED20 is refused with the reason, and the cart keeps no coupon.
    await page.locator('main [data-testid="remove-coupon"]').click();
    await applied.waitFor({ state: 'detached' });
    await page.locator('main input[name="couponCode"]').fill('EXPIRED20');
    await page.locator('main [data-testid="apply-coupon"]').click();
    await waitForFieldError(page, 'couponCode', 'expired');
    assert.equal((await cartApi()).coupon, null);
    // Editing the code clears the old answer.
    await page.locator('main input[name="couponCode"]').fill('EXPIRED2');
    await page.waitForFunction(
      () => !document.querySelector('main [name="couponCode"][aria-invalid="true"]'),
    );
    assert.equal(await fieldError(page, 'couponCode'), '');

    await page.locator('main [data-testid="checkout"]:visible').click();
    await page.waitForURL(/\/cart\/checkout$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('saves products from cards, moves one to the cart and removes the other', async () => {
    const before = await cartApi();
    const { page, context, errors } = await openPage(browser, {
      lang: 'en',
      viewport: DESKTOP,
      session,
    });
    await page.goto(`${baseUrl}/shop?inStock=true&sortBy=price&sortDirection=asc`);
    await waitForListing(page);
    await waitForBadge(page, 'wishlist', 0);
    const cards = await readCards(page);
    const inCart = new Set(before.paginatedItems.items.map((item) => item.productId));
    const [keep, drop] = cards.filter((item) => !inCart.has(item.id));
    assert.ok(keep && drop, 'two products not in the cart yet');

    for (const [index, product] of [keep, drop].entries()) {
      const heart = card(page, product.id).locator('[data-testid="wishlist-toggle"]');
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      await heart.click();
      await waitForBadge(page, 'wishlist', index + 1);
      assert.equal(await heart.getAttribute('aria-pressed'), 'true');
    }

    await page.locator('[data-testid="wishlist-link"]').click();
    await page.waitForURL(/\/wishlist$/);
    await card(page, keep.id).waitFor();
    await card(page, drop.id).waitFor();
    await settle(page);
    await screenshot(page, 'wishlist-desktop-en');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await card(page, keep.id).locator('[data-testid="move-to-cart"]').click();
    await waitForToast(page, /moved to your cart/i);
    await card(page, keep.id).waitFor({ state: 'detached' });
    await waitForBadge(page, 'wishlist', 1);
    await waitForBadge(page, 'cart', before.itemsCount + 1);

    await card(page, drop.id).locator('[data-testid="remove-favorite"]').click();
    await page.locator('main [data-testid="wishlist-empty"]').waitFor();
    await waitForBadge(page, 'wishlist', 0);
    const after = await cartApi();
    assert.ok(after.paginatedItems.items.some((item) => item.productId === keep.id));
    assert.ok(!after.paginatedItems.items.some((item) => item.productId === drop.id));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the cart in Arabic on a phone, refuses an expired coupon and empties the cart', async () => {
    const { page, context, errors } = await openPage(browser, {
      lang: 'ar',
      viewport: PHONE,
      session,
    });
    await page.goto(`${baseUrl}/cart`);
    await page.locator('main [data-testid="cart-line"]').first().waitFor();
    const cart = await cartApi();
    await waitForTotal(page, cart.totalAfterDiscount);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.match(await page.locator('main [data-testid="summary-total"]').innerText(), /ر\.س/);

    // The bottom bar keeps the total and the checkout button on screen.
    const bar = page.locator('main [data-testid="checkout-bar"]');
    const box = await bar.boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height + 1, 'the checkout bar is on screen');
    assert.ok(await bar.locator('[data-testid="checkout"]').isVisible());
    assert.equal(await horizontalOverflow(page), 0);

    await page.locator('main input[name="couponCode"]').fill('EXPIRED20');
    await page.locator('main [data-testid="apply-coupon"]').click();
    await waitForFieldError(page, 'couponCode', 'انتهت صلاحية');
    await settle(page);
    await screenshot(page, 'cart-phone-ar');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.locator('main [data-testid="clear-cart"]').click();
    await page.locator('[data-testid="confirm-delete"]').click();
    await page.locator('main [data-testid="cart-empty"]').waitFor();
    await page.locator('[data-testid="cart-link"][aria-label$=": 0"]').waitFor();
    assert.equal((await cartApi()).itemsCount, 0);
    await settle(page);
    await screenshot(page, 'cart-empty-phone-ar');
    assert.deepEqual(await seriousA11yViolations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
