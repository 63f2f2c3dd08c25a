import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiLogin,
  baseUrl,
  DEMO,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitForStill,
  type Session,
} from './support.ts';

// Every payment brand end to end in the sandbox, on a phone in both languages: mada paid, a mada
// card declined then paid, a mada card typed under Visa / Mastercard routed to mada, Apple Pay
// approved and declined, STC Pay approved with its number and code. Then the merchant switches
// STC Pay off on the dashboard's Payments screen and checkout no longer offers it. Screenshots:
// the method choice (phone and a 1280 px desktop), the sandbox's screens, the Payments screen.

type Lang = 'en' | 'ar';
const MADA_PAID = '4464040000000007';
const MADA_DECLINED = '5888450000000003';
let browser: Browser;
let customer: Session;
let admin: Session;

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** One unit of a product with stock to spare in the demo customer's cart. */
async function fillCart() {
  await api(customer, 'cart/clearCart', { method: 'DELETE' });
  const { items } = await api<{ items: Array<{ id: number; stock: number }> }>(
    customer,
    'product/getAllProducts?pageSize=50',
  );
  const product = items.find((item) => item.stock >= 20);
  assert.ok(product, 'a product with stock to spare');
  await api(customer, 'cart/addToCart', {
    method: 'POST',
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
}

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Checkout with the saved address and mobile, the first delivery method and `method`. */
async function placeOrder(page: Page, lang: Lang, method: string, shot?: string) {
  await fillCart();
  await page.goto(`${baseUrl}/cart/checkout`);
  const choice = page.locator(`main [data-testid="payment-${method}"]`);
  await choice.waitFor();
  await page.locator('main [data-testid="delivery-choice"]').first().click();
  await choice.click();
  await settle(page);
  if (shot) {
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, shot);
  }
  await page.locator('main [data-testid="place-order"]').click();
  await page.waitForURL(/\/payment\?orderId=\d+$/);
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

async function payByCard(page: Page, card: string) {
  const form = page.locator('main form.paymentWidgets');
  await form.locator('input[name="cardNumber"]').fill(card);
  await form.locator('input[name="holder"]').fill('Reem Brands');
  await form.locator('input[name="expiryMonth"]').fill('12');
  await form.locator('input[name="expiryYear"]').fill(String(new Date().getFullYear() + 3));
  await form.locator('input[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-status\?id=.+&resourcePath=/);
  await page.locator('main [data-testid="payment-result"]').waitFor();
}

async function resultIsPaid(page: Page): Promise<boolean> {
  const result = page.locator('main [data-testid="payment-result"]');
  await page.waitForFunction(() =>
    document.querySelector('main [data-testid="payment-result"]')?.getAttribute('data-paid'),
  );
  return (await result.getAttribute('data-paid')) === 'true';
}

async function orderOf(orderId: number) {
  return api<{ isPaid: boolean; onlineMethod: string; paymentBrand: string | null }>(
    admin,
    `AdminOrder/GetOrderDetails/${orderId}`,
  );
}

/** The wallet's button in the widget, then the sandbox's own screen. */
async function openWallet(page: Page, shot: string) {
  const form = page.locator('main form.paymentWidgets');
  await form.locator('button[type="submit"]').waitFor();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/sandbox-gateway\/v1\/checkouts\/.+\/wallet/);
  await screenshot(page, shot);
}

before(async () => {
  browser = await launchBrowser();
  customer = await apiLogin(DEMO.customer);
  admin = await apiLogin(DEMO.admin);
});
after(async () => {
  await browser.close();
});

for (const lang of ['en', 'ar'] as const) {
  describe(`payment brands in ${lang === 'en' ? 'English' : 'Arabic'} on a phone`, () => {
    it('mada paid; a mada card declined, then paid', async () => {
      const { page, context } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: customer,
      });
      const first = await placeOrder(page, lang, 'MADA', `payment-brands-choice-phone-${lang}`);
      const brands = await page.locator('main form.paymentWidgets').getAttribute('data-brands');
      assert.equal(brands, 'MADA');
      await page.locator('main form.paymentWidgets input[name="cardNumber"]').waitFor();
      await settle(page);
      await snap(page, `payment-brands-mada-form-phone-${lang}`);
      await payByCard(page, MADA_PAID);
      assert.equal(await resultIsPaid(page), true);
      const paid = await orderOf(first);
      assert.deepEqual([paid.isPaid, paid.onlineMethod, paid.paymentBrand], [true, 'MADA', 'MADA']);

      const second = await placeOrder(page, lang, 'MADA');
      await payByCard(page, MADA_DECLINED);
      assert.equal(await resultIsPaid(page), false);
      await snap(page, `payment-brands-mada-declined-phone-${lang}`);
      await page.goto(`${baseUrl}/payment?orderId=${second}`);
      await payByCard(page, MADA_PAID);
      assert.equal(await resultIsPaid(page), true);
      assert.equal((await orderOf(second)).paymentBrand, 'MADA');
      await context.close();
    });

    it('a mada card typed under Visa / Mastercard is paid through mada', async () => {
      const { page, context } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: customer,
      });
      const orderId = await placeOrder(page, lang, 'CARDS');
      const cardsForm = page.locator('main form.paymentWidgets[data-brands="VISA MASTER"]');
      await cardsForm.locator('input[name="cardNumber"]').fill(MADA_PAID);
      // The widget's brand detection reopens the checkout on the mada entity: a new, empty form.
      await page.locator('main [data-testid="payment-mada-routed"]').waitFor();
      const madaForm = page.locator('main form.paymentWidgets[data-brands="MADA"]');
      await madaForm.locator('input[name="cardNumber"]').waitFor();
      await settle(page);
      await snap(page, `payment-brands-mada-routed-phone-${lang}`);
      await payByCard(page, MADA_PAID);
      assert.equal(await resultIsPaid(page), true);
      const paid = await orderOf(orderId);
      assert.deepEqual([paid.onlineMethod, paid.paymentBrand], ['CARDS', 'MADA']);
      await context.close();
    });

    it('Apple Pay declined, then approved', async () => {
      const { page, context } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: customer,
      });
      const orderId = await placeOrder(page, lang, 'APPLEPAY');
      await openWallet(page, `payment-brands-applepay-phone-${lang}`);
      await page.locator('button[value="decline"]').click();
      await page.waitForURL(/\/payment-status\?id=/);
      assert.equal(await resultIsPaid(page), false);
      await page.goto(`${baseUrl}/payment?orderId=${orderId}`);
      await openWallet(page, `payment-brands-applepay-again-phone-${lang}`);
      await page.locator('button[value="approve"]').click();
      await page.waitForURL(/\/payment-status\?id=/);
      assert.equal(await resultIsPaid(page), true);
      assert.equal((await orderOf(orderId)).paymentBrand, 'APPLEPAY');
      await context.close();
    });

    it('STC Pay approved with the mobile number and the code', async () => {
      const { page, context } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: customer,
      });
      const orderId = await placeOrder(page, lang, 'STC_PAY');
      const form = page.locator('main form.paymentWidgets');
      await form.locator('input[name="mobile"]').fill('0512345678');
      await settle(page);
      await snap(page, `payment-brands-stcpay-widget-phone-${lang}`);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/wallet\?/);
      await page.locator('input[name="otp"]').fill('123456');
      await screenshot(page, `payment-brands-stcpay-otp-phone-${lang}`);
      await page.locator('button[value="approve"]').click();
      await page.waitForURL(/\/payment-status\?id=/);
      assert.equal(await resultIsPaid(page), true);
      assert.equal((await orderOf(orderId)).paymentBrand, 'STC_PAY');
      await context.close();
    });
  });
}

describe('on a narrow desktop (1280 px)', () => {
  const NARROW_DESKTOP = { width: 1280, height: 800 };
  for (const lang of ['en', 'ar'] as const) {
    it(`the checkout's method choice and the Payments screen in ${lang}`, async () => {
      const shopper = await openPage(browser, {
        lang,
        viewport: NARROW_DESKTOP,
        session: customer,
      });
      await fillCart();
      await shopper.page.goto(`${baseUrl}/cart/checkout`);
      const cards = shopper.page.locator('main [data-testid="payment-CARDS"]');
      await cards.waitFor();
      await cards.click();
      await settle(shopper.page);
      await screenshot(shopper.page, `payment-brands-choice-desktop-${lang}`);
      await shopper.context.close();

      const { page, context } = await openPage(browser, {
        lang,
        viewport: NARROW_DESKTOP,
        session: admin,
      });
      await page.goto(`${baseUrl}/dashboard/payments`);
      await page.locator('[data-testid="payment-switch-STC_PAY"]').waitFor();
      await settle(page);
      await screenshot(page, `payment-brands-dashboard-desktop-${lang}`);
      await context.close();
    });
  }
});

describe('the merchant switches STC Pay off', () => {
  it('the dashboard saves it, and checkout no longer offers STC Pay', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await openPage(browser, { lang, viewport: PHONE, session: admin });
      await page.goto(`${baseUrl}/dashboard/payments`);
      const stcSwitch = page.locator('[data-testid="payment-switch-STC_PAY"]');
      await stcSwitch.waitFor();
      await settle(page);
      await screenshot(page, `payment-brands-dashboard-phone-${lang}`);
      if (lang === 'en') {
        await stcSwitch.click({ force: true });
        const saved = page.waitForResponse((r) => r.url().includes('/api/AdminPayment/Methods'));
        await page.locator('[data-testid="payment-settings-save"]').click();
        assert.ok((await saved).ok());
      }
      await context.close();
    }
    const shopper = await openPage(browser, { lang: 'ar', viewport: PHONE, session: customer });
    await fillCart();
    await shopper.page.goto(`${baseUrl}/cart/checkout`);
    await shopper.page.locator('main [data-testid="payment-MADA"]').waitFor();
    assert.equal(await shopper.page.locator('main [data-testid="payment-STC_PAY"]').count(), 0);
    await shopper.context.close();
    // Back on for the next run of the demo shop.
    await api(admin, 'AdminPayment/Methods', {
      method: 'PUT',
      body: JSON.stringify({ enabledMethods: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'] }),
    });
  });
});
