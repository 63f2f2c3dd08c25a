import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import {
  apiLogin,
  baseUrl,
  DEMO,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
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

// Refunds and credit notes (decision 020), once in Arabic on a phone and once in English on a
// 1366 px desktop. A shopper registered for the run pays an order of two different products online
// with a mada test card in the sandbox; staff move it to Delivered through the API; a manager opens
// it in the dashboard, downloads its invoice (which issues it), returns ONE line in the refunds
// card (line and quantity picked in the form), the sandbox refunds it and the card shows it
// succeeded with a credit note, which the manager downloads (a PDF, its first page rendered to PNG
// when pdftoppm is installed). The shopper then sees and downloads the credit note on their order
// page. The card (before, with the form filled, after) and the shopper's page are photographed at
// both widths in each language; axe runs on both screens.

type Size = 'phone' | 'desktop';
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const unique = Date.now().toString(36);
const SHOPPER_NAMES = {
  ar: { first: 'ريم', last: 'Refunds' },
  en: { first: 'Reem', last: 'Refunds' },
};

let browser: Browser;
let manager: Session;

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    await api(manager, 'AdminOrder/UpdateOrderStatus', {
      method: 'PUT',
      body: JSON.stringify({ orderId, status }),
    });
  }
}

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keeps the PDF beside the screenshots and renders its first page to PNG (when pdftoppm is here). */
function keepPdf(pdf: Buffer, name: string) {
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const render = spawnSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    file.slice(0, -4),
  ]);
  if (render.error) return; // no poppler-utils on this machine: the PDF is kept alone
  assert.equal(render.status, 0, `pdftoppm: ${render.stderr.toString()}`);
}

/** Closes the toasts on screen, so they hide nothing in a photograph. */
async function dismissToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) {
    await close.click().catch(() => undefined);
  }
  await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0);
}

/**
 * Photographs `target` (an element, or the whole page) at this width, then at the other one, and
 * goes back: each language's run shows its screens on a phone and on a desktop. An element is cut
 * out of a full-page photograph taken from the top, so the sticky header does not cover it.
 */
async function snapBothWidths(page: Page, size: Size, name: string, target?: () => Locator) {
  await dismissToasts(page);
  for (const width of [size, size === 'phone' ? 'desktop' : 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const file = `${name}-${width}`;
    const box = target ? await target().boundingBox() : null;
    if (box) {
      await page.screenshot({
        path: path.join(screenshotDir, `${file}.png`),
        fullPage: true,
        clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
      });
    } else {
      await screenshot(page, file);
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
  describe(`a line returned and refunded, in ${lang === 'en' ? 'English' : 'Arabic'} on a ${size}`, () => {
    let shopper: Session;
    let orderId: number;
    let orderNumber: string;
    let products: readonly [number, number];
    let creditNoteNumber: string;
    const viewport = VIEWPORTS[size];

    before(async () => {
      shopper = await newShopper(`refunds.${lang}`, SHOPPER_NAMES[lang], unique);
      products = await twoSimpleProducts(shopper);
    });

    it('the shopper pays an order of two products with mada in the sandbox', async () => {
      await post(shopper, 'cart/addToCart', { productId: products[0], quantity: 2 });
      await post(shopper, 'cart/addToCart', { productId: products[1], quantity: 1 });
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: shopper,
      });
      orderId = await checkoutAndPayWithMada(page, 'Reem Refunds');
      const order = await api<{
        isPaid: boolean;
        orderNumber: string;
        items: { productId: number }[];
      }>(manager, `AdminOrder/GetOrderDetails/${orderId}`);
      assert.equal(order.isPaid, true);
      assert.equal(order.items.length, 2);
      orderNumber = order.orderNumber;
      assert.deepEqual(errors, []);
      await context.close();
      await moveTo(orderId, 'Processing', 'Shipped', 'Delivered');
    });

    it('the manager returns one line in the refunds card; the sandbox refunds it', async () => {
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: manager,
      });
      await page.goto(`${baseUrl}/dashboard/orders/${orderId}`);
      await page.locator('[data-testid="order-details"][data-status="Delivered"]').waitFor();

      // The invoice's first download issues it: the credit note will point at it.
      const invoice = page.waitForEvent('download');
      await page.getByTestId('download-invoice').click();
      assert.equal((await bytesOf(await invoice)).subarray(0, 5).toString('latin1'), '%PDF-');

      const card = () => page.getByTestId('order-refunds');
      await card().waitFor();
      assert.equal(await page.getByTestId('refund-row').count(), 0);
      await snapBothWidths(page, size, `refunds-card-before-${lang}`, card);

      const view = await api<{
        total: number;
        lines: { orderItemId: number; quantity: number; unitPrice: number; name: string }[];
      }>(manager, `AdminOrder/${orderId}/Refunds`);
      const line = view.lines.find((candidate) => candidate.quantity === 2);
      assert.ok(line, 'the line of two units');

      await page.getByTestId('open-refund-form').click();
      const form = page.getByTestId('refund-form');
      await form.getByTestId(`return-quantity-${line.orderItemId}`).fill('2');
      await form
        .locator('textarea')
        .fill(lang === 'en' ? 'Both units came back unopened' : 'أُعيدت القطعتان مغلقتين');
      await snapBothWidths(page, size, `refunds-card-form-${lang}`, card);
      assert.deepEqual(
        await seriousA11yViolations(page),
        [],
        'axe on the order screen with the form',
      );

      const refunded = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/AdminOrder/${orderId}/Refunds`) &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('submit-refund').click();
      assert.equal((await refunded).status(), 200);
      await page.locator('[data-testid="refund-row"][data-status="succeeded"]').waitFor();
      await waitForToast(page);

      const after = await api<{
        refundedAmount: number;
        refunds: { status: string; amount: number; lines: { quantity: number }[] }[];
        creditNotes: { creditNoteNumber: string; amount: number }[];
        lines: { orderItemId: number; returnedQuantity: number }[];
      }>(manager, `AdminOrder/${orderId}/Refunds`);
      assert.equal(after.refunds.length, 1);
      assert.equal(after.refunds[0]!.status, 'succeeded');
      assert.deepEqual(
        after.refunds[0]!.lines.map((l) => l.quantity),
        [2],
      );
      assert.equal(
        after.lines.find((l) => l.orderItemId === line.orderItemId)?.returnedQuantity,
        2,
      );
      assert.ok(after.refundedAmount > 0 && after.refundedAmount < view.total);
      assert.equal(after.creditNotes.length, 1);
      creditNoteNumber = after.creditNotes[0]!.creditNoteNumber;
      assert.match(creditNoteNumber, /^CN-\d{6}$/);
      assert.equal(after.creditNotes[0]!.amount, after.refundedAmount);

      // Amounts carry the currency, in the language's digits; the form closed once it was sent.
      const amounts = await page.getByTestId('refund-amounts').innerText();
      assert.match(amounts, lang === 'en' ? /SAR\s[\d,]+\.\d\d/ : /ر\.س\./);
      if (lang === 'ar') assert.doesNotMatch(amounts, /[0-9]/, 'Arabic-Indic digits only');
      assert.equal(await page.getByTestId('refund-form').count(), 0);
      assert.match(plain(await page.getByTestId('credit-note-row').innerText()), /CN-\d{6}/);
      await page.getByTestId('download-credit-note').waitFor();
      await snapBothWidths(page, size, `refunds-card-after-${lang}`, card);
      await snapBothWidths(page, size, `refunds-order-screen-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the refunded order screen');

      const download = page.waitForEvent('download');
      await page.getByTestId('download-credit-note').click();
      const note = await download;
      assert.equal(note.suggestedFilename(), `credit-note-${creditNoteNumber}.pdf`);
      keepPdf(await bytesOf(note), `refunds-credit-note-manager-${lang}`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('the shopper sees the credit note on their order page and downloads it', async () => {
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport,
        session: shopper,
      });
      await page.goto(`${baseUrl}/my-orders/${orderId}`);
      await page
        .locator(`main [data-testid="order-details"][data-order-id="${orderId}"]`)
        .waitFor();
      // Beside the invoice, in the order's row of actions, with the amount it gives back.
      const notes = page.locator('main [data-testid="order-actions"]');
      await notes.getByTestId('download-credit-note').waitFor();
      assert.equal(await notes.getByTestId('download-credit-note').count(), 1);
      const label = plain(await notes.getByTestId('download-credit-note').innerText());
      assert.ok(label.includes(creditNoteNumber), label);
      assert.match(label, lang === 'en' ? /SAR\s[\d,]+\.\d\d/ : /ر\.س\./);
      await snapBothWidths(page, size, `refunds-shopper-order-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the shopper’s order page');

      const download = page.waitForEvent('download');
      await notes.getByTestId('download-credit-note').click();
      const note = await download;
      assert.equal(note.suggestedFilename(), `credit-note-${creditNoteNumber}.pdf`);
      keepPdf(await bytesOf(note), `refunds-credit-note-shopper-${lang}`);
      await waitForToast(page);
      assert.ok(orderNumber);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
