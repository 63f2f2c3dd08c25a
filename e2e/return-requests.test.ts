import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiLogin,
  baseUrl,
  DEMO,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotDir,
  seriousA11yViolations,
  waitForStill,
  waitForToast,
  type Session,
} from './support.ts';
import {
  api,
  checkoutAndPayWithMada,
  newShopper,
  plain,
  post,
  twoSimpleProducts,
} from './paid-order-helpers.ts';

// Return requests (decision 023), in Arabic on a phone and in English on a 1366 px desktop. A
// shopper registered for the run pays an order of two products with a mada test card in the
// sandbox; staff deliver it and issue its invoice through the API. On their order page the shopper
// asks to return ONE unit of the line of two (form photographed); the manager sees the pending
// request on the dashboard's order screen (photographed) and approves it; the sandbox refunds it.
// The shopper then sees the refunded amount, what was paid net, the returned unit on its line and
// the credit note (page photographed). Every photograph is taken at 390 and 1366 px.

type Size = 'phone' | 'desktop';
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const unique = Date.now().toString(36);
const SHOPPER_NAMES = {
  ar: { first: 'هند', last: 'Returns' },
  en: { first: 'Hind', last: 'Returns' },
};

let browser: Browser;
let manager: Session;

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'body');
}

async function dismissToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) {
    await close.click().catch(() => undefined);
  }
  await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0);
}

/**
 * Photographs at this width and the other one, then goes back: `target` cuts an element out of a
 * full-page photograph; a dialog is photographed as the screen shows it.
 */
async function snapBothWidths(
  page: Page,
  size: Size,
  name: string,
  target?: () => Locator,
  isDialog = false,
) {
  await dismissToasts(page);
  for (const width of [size, size === 'phone' ? 'desktop' : 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    if (!isDialog) await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const file = path.join(screenshotDir, `${name}-${width}.png`);
    const box = target && !isDialog ? await target().boundingBox() : null;
    if (box) {
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
      });
    } else {
      await page.screenshot({ path: file, fullPage: !isDialog });
    }
  }
  await page.setViewportSize(VIEWPORTS[size]);
}

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
  fs.mkdirSync(screenshotDir, { recursive: true });
});
after(async () => {
  await browser.close();
});

const RUNS = [
  { lang: 'ar', size: 'phone' },
  { lang: 'en', size: 'desktop' },
] as const;

for (const { lang, size } of RUNS) {
  describe(`a return requested and approved, in ${lang === 'en' ? 'English' : 'Arabic'} on a ${size}`, () => {
    let shopper: Session;
    let orderId: number;
    let lineOfTwo: number;
    const viewport = VIEWPORTS[size];

    before(async () => {
      shopper = await newShopper(`returns.${lang}`, SHOPPER_NAMES[lang], unique);
      const products = await twoSimpleProducts(shopper, 2);
      await post(shopper, 'cart/addToCart', { productId: products[0], quantity: 2 });
      await post(shopper, 'cart/addToCart', { productId: products[1], quantity: 1 });
      const { page, context } = await openPage(browser, { lang, viewport, session: shopper });
      orderId = await checkoutAndPayWithMada(page, 'Hind Returns');
      await context.close();
      for (const status of ['Processing', 'Shipped', 'Delivered']) {
        await api(manager, 'AdminOrder/UpdateOrderStatus', {
          method: 'PUT',
          body: JSON.stringify({ orderId, status }),
        });
      }
      await api(manager, `AdminOrder/${orderId}/invoice`);
      const view = await api<{ lines: { orderItemId: number; quantity: number }[] }>(
        manager,
        `AdminOrder/${orderId}/ReturnRequests`,
      );
      lineOfTwo = view.lines.find((line) => line.quantity === 2)!.orderItemId;
    });

    it('the shopper asks to return one unit from their order page', async () => {
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: shopper,
      });
      await page.goto(`${baseUrl}/my-orders/${orderId}`);
      await page.locator('main [data-testid="request-return"]').click();
      const form = page.getByTestId('return-request-form');
      await form.waitFor();
      await form.getByTestId(`return-units-${lineOfTwo}`).fill(lang === 'ar' ? '١' : '1');
      await form.getByTestId('return-reason').click();
      await page.getByRole('option', { name: lang === 'ar' ? 'تالف' : 'Damaged' }).click();
      await form
        .getByTestId('return-note')
        .fill(lang === 'ar' ? 'وصلت العلبة مكسورة' : 'The box arrived crushed');
      await snapBothWidths(page, size, `returns-request-form-${lang}`, undefined, true);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the request form');
      await form.getByTestId('submit-return-request').click();
      await page.locator('main [data-testid="return-request"][data-status="pending"]').waitFor();
      await waitForToast(page);
      // The dialog closes with its transition.
      await page.getByTestId('return-request-form').waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('the manager sees the pending request on the order screen and approves it', async () => {
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: manager,
      });
      await page.goto(`${baseUrl}/dashboard/orders/${orderId}`);
      const card = () => page.getByTestId('order-return-requests');
      await page.locator('[data-testid="admin-return-request"][data-status="pending"]').waitFor();
      await snapBothWidths(page, size, `returns-dashboard-pending-${lang}`, card);
      await snapBothWidths(page, size, `returns-dashboard-screen-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the order screen');
      await page.getByTestId('approve-return').click();
      await page.locator('[data-testid="admin-return-request"][data-status="approved"]').waitFor();
      await waitForToast(page);
      await page.locator('[data-testid="refund-row"][data-status="succeeded"]').waitFor();
      const refunds = await api<{
        refundedAmount: number;
        total: number;
        refunds: { status: string; lines: { orderItemId: number; quantity: number }[] }[];
        creditNotes: unknown[];
      }>(manager, `AdminOrder/${orderId}/Refunds`);
      assert.equal(refunds.refunds.length, 1);
      assert.deepEqual(refunds.refunds[0]!.lines, [{ orderItemId: lineOfTwo, quantity: 1 }]);
      assert.ok(refunds.refundedAmount > 0 && refunds.refundedAmount < refunds.total);
      assert.equal(refunds.creditNotes.length, 1);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('the shopper sees the refunded amount, the returned unit and the credit note', async () => {
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: shopper,
      });
      await page.goto(`${baseUrl}/my-orders/${orderId}`);
      await page.locator('main [data-testid="return-request"][data-status="approved"]').waitFor();
      const refunded = page.locator('main [data-testid="order-refunded"]');
      await refunded.waitFor();
      const net = plain(await page.locator('main [data-testid="order-paid-net"]').innerText());
      assert.match(net, lang === 'en' ? /SAR\s[\d,]+\.\d\d/ : /ر\.س\./);
      // The storefront writes Latin digits unless the shopper chose otherwise; the currency is the language's.
      assert.match(plain(await refunded.innerText()), lang === 'en' ? /SAR/ : /ر\.س\./);
      assert.equal(await page.locator('main [data-testid="order-line-returned"]').count(), 1);
      await page.locator('main [data-testid="download-credit-note"]').waitFor();
      await page.locator('main [data-testid="return-refund"]').waitFor();
      await snapBothWidths(page, size, `returns-shopper-after-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the refunded order page');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
