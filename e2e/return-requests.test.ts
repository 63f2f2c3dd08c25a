import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiLogin,
  apiRegister,
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

// Return requests (decision 023), in Arabic on a phone and in English on a 1366 px desktop. A
// shopper registered for the run pays an order of two products with a mada test card in the
// sandbox; staff deliver it and issue its invoice through the API. On their order page the shopper
// asks to return ONE unit of the line of two (form photographed); the manager sees the pending
// request on the dashboard's order screen (photographed) and approves it; the sandbox refunds it.
// The shopper then sees the refunded amount, what was paid net, the returned unit on its line and
// the credit note (page photographed). Every photograph is taken at 390 and 1366 px.

type Lang = 'en' | 'ar';
type Size = 'phone' | 'desktop';
const MADA_PAID = '4464040000000007';
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
const unique = Date.now().toString(36);
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

let browser: Browser;
let manager: Session;

async function api<T>(session: Session, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  if (response.headers.get('content-type')?.includes('application/pdf')) {
    assert.ok(response.ok, `${route} answered ${response.status}`);
    return undefined as T;
  }
  const body = (await response.json()) as { data: T; message: string };
  assert.ok(
    response.ok,
    `${init.method ?? 'GET'} ${route} answered ${response.status}: ${body.message}`,
  );
  return body.data;
}

const post = <T>(session: Session, route: string, body: unknown = {}) =>
  api<T>(session, route, { method: 'POST', body: JSON.stringify(body) });

async function newShopper(lang: Lang): Promise<Session> {
  const digits = String(Date.now() + (lang === 'ar' ? 23 : 17)).slice(-8);
  const account = {
    firstName: lang === 'ar' ? 'هند' : 'Hind',
    lastName: 'Returns',
    email: `returns.${lang}.${unique}@example.com`,
    phoneNumber: `05${digits}`,
    password: 'returns123',
  };
  await apiRegister(account);
  const session = await apiLogin(account);
  await post(session, 'address', {
    label: 'Home',
    city: 'Riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '2314',
    postalCode: '12241',
    details: '',
    isDefault: true,
  });
  await post(session, 'phoneNumbers/AddPhoneNumber', {
    number: account.phoneNumber,
    isPrimary: true,
  });
  return session;
}

async function twoProducts(session: Session) {
  const { items } = await api<{
    items: { id: number; stock: number; price: number; priceMax: number; swatches: unknown[] }[];
  }>(session, 'product/getAllProducts?pageSize=50&inStock=true');
  const simple = items.filter(
    (item) => item.stock >= 10 && item.price === item.priceMax && item.swatches.length === 0,
  );
  assert.ok(simple.length >= 4, 'products with stock to spare');
  // The other run of this file takes the next two, so the stock checks stay apart.
  return [simple[2]!.id, simple[3]!.id] as const;
}

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'body');
}

async function checkoutAndPay(page: Page): Promise<number> {
  await page.goto(`${baseUrl}/cart/checkout`);
  const mada = page.locator('main [data-testid="payment-MADA"]');
  await mada.waitFor();
  await page.locator('main [data-testid="delivery-choice"]').first().click();
  await mada.click();
  await page.locator('main [data-testid="place-order"]').click();
  await page.waitForURL(/\/payment\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const form = page.locator('main form.paymentWidgets');
  await form.locator('input[name="cardNumber"]').fill(MADA_PAID);
  await form.locator('input[name="holder"]').fill('Hind Returns');
  await form.locator('input[name="expiryMonth"]').fill('12');
  await form.locator('input[name="expiryYear"]').fill(String(new Date().getFullYear() + 3));
  await form.locator('input[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-status\?id=.+&resourcePath=/);
  await page.waitForFunction(() =>
    document.querySelector('main [data-testid="payment-result"]')?.getAttribute('data-paid'),
  );
  return orderId;
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
      shopper = await newShopper(lang);
      const products = await twoProducts(shopper);
      await post(shopper, 'cart/addToCart', { productId: products[0], quantity: 2 });
      await post(shopper, 'cart/addToCart', { productId: products[1], quantity: 1 });
      const { page, context } = await openPage(browser, { lang, viewport, session: shopper });
      orderId = await checkoutAndPay(page);
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
      assert.equal(await page.getByTestId('return-request-form').count(), 0);
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
