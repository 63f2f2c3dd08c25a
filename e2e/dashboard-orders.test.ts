import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appHref,
  DEMO,
  PHONE,
  apiLogin,
  apiRegister,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type Session,
  waitForStill,
  waitForToast,
} from './support.ts';

// The dashboard's orders and coupons. In English on a desktop, a manager finds a cash-on-delivery
// order a shopper registered for the run placed through the API, moves it Pending → Processing →
// Shipped → Delivered on its screen (only legal moves offered, a note kept in the history) and
// downloads its PDF invoice; a second order is cancelled from the list's row menu after a
// confirmation. In Arabic on a phone, the admin adds a coupon (a taken code is refused under the
// field), the shopper uses it through the API, the coupon's screen shows that one use, and
// deleting it switches it off instead (it was used). Axe runs on the four screens.
// Sign-ins: manager, admin and the shopper, once each.

const unique = Date.now().toString(36);
const couponCode = `E2E${unique}`.toUpperCase();
/** Text without the Unicode isolates the app wraps user data in. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

let browser: Browser;
let manager: Session;
let admin: Session;
let shopper: Session;
const shopperAccount = {
  firstName: 'Dana',
  lastName: `Orders${unique}`,
  email: `dash.orders.${unique}@example.com`,
  phoneNumber: `05${String(Date.now()).slice(-8)}`,
  password: 'orders123',
};

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    },
  });
  const body = (await response.json()) as { data: T; message: string };
  assert.ok(
    response.ok,
    `${init.method ?? 'GET'} ${path} answered ${response.status}: ${body.message}`,
  );
  return body.data;
}

const post = <T>(session: Session, path: string, body: unknown) =>
  api<T>(session, path, { method: 'POST', body: JSON.stringify(body) });

interface Placed {
  orderId: number;
  orderNumber: string;
}

/** The shopper's address, mobile and delivery method, made once. */
let checkoutChoices: { addressId: number; phoneNumberId: number; deliveryMethodId: number };

async function prepareShopper() {
  await apiRegister(shopperAccount);
  shopper = await apiLogin(shopperAccount);
  const address = await post<{ id: number }>(shopper, 'address', {
    label: 'Home',
    city: 'Riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '2314',
    postalCode: '12241',
    additionalNumber: '7788',
    details: '',
    isDefault: true,
  });
  const phone = await post<{ id: number }>(shopper, 'phoneNumbers/AddPhoneNumber', {
    number: shopperAccount.phoneNumber,
    isPrimary: true,
  });
  const methods = await api<{ id: number }[]>(shopper, 'DeliveryMethod/GetAllDeliveryMethods');
  checkoutChoices = {
    addressId: address.id,
    phoneNumberId: phone.id,
    deliveryMethodId: methods[0]!.id,
  };
}

/** One cash-on-delivery order of a product in stock, placed through the API (with a coupon). */
async function placeOrder(coupon?: { id: number; code: string }): Promise<Placed> {
  const { items } = await api<{ items: { id: number; stock: number; price: number }[] }>(
    shopper,
    'product/getAllProducts?pageSize=50&inStock=true',
  );
  const product = items.find((item) => item.stock >= 3 && item.price >= 50);
  assert.ok(product, 'a product with stock to spare');
  await post(shopper, 'cart/addToCart', { productId: product.id, quantity: 1 });
  // Applied to the cart as the storefront does, then named again when ordering.
  if (coupon) await post(shopper, `UserCoupons/use/${coupon.id}`, {});
  return post<Placed>(shopper, 'Order/CreateOrder', {
    ...checkoutChoices,
    paymentMethod: 'CashOnDelivery',
    couponCode: coupon?.code,
  });
}

async function expectNoSeriousA11yViolations(page: Page, what: string) {
  assert.deepEqual(await seriousA11yViolations(page), [], `axe on ${what}`);
}

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
  admin = await apiLogin(DEMO.admin);
  await prepareShopper();
});
after(async () => {
  await browser.close();
});

describe('orders in the dashboard (manager, English, desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let order: Placed;
  let second: Placed;

  before(async () => {
    order = await placeOrder();
    second = await placeOrder();
    ({ page, context, errors } = await openPage(browser, { lang: 'en', session: manager }));
  });
  after(async () => {
    await context.close();
  });

  it('finds the new order by its number in the list, with filters kept in the URL', async () => {
    await page.goto(`${baseUrl}/dashboard/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByTestId('orders-status-filter').selectOption('Pending');
    await page.waitForURL((url) => url.searchParams.get('status') === 'Pending');
    await page.getByTestId('orders-search').fill(order.orderNumber);
    await page.waitForURL((url) => url.searchParams.get('search') === order.orderNumber);
    // The searched list replaces the page of pending orders: one row, this order's.
    await page.waitForFunction((id) => {
      const rows = document.querySelectorAll('[data-testid^="order-row-"]');
      return rows.length === 1 && rows[0]!.getAttribute('data-testid') === `order-row-${id}`;
    }, order.orderId);
    const row = page.getByTestId(`order-row-${order.orderId}`);
    assert.match(await row.innerText(), /Cash on delivery/);
    assert.equal(await row.getByTestId('order-status').getAttribute('data-status'), 'Pending');
    assert.equal(await row.getByTestId('order-paid').getAttribute('data-paid'), 'false');
    await expectNoSeriousA11yViolations(page, 'the orders list');
    await screenshot(page, 'dashboard-orders-en-desktop');
  });

  it('moves the order Pending → Processing → Shipped → Delivered on its screen', async () => {
    await page
      .getByTestId(`order-row-${order.orderId}`)
      .getByRole('link', { name: order.orderNumber })
      .click();
    await page.waitForURL(new RegExp(`/dashboard/orders/${order.orderId}$`));
    const details = page.getByTestId('order-details');
    await details.waitFor();
    assert.match(plain(await page.getByTestId('order-customer-name').innerText()), /Dana Orders/);
    assert.equal(await page.getByTestId('order-line').count(), 1);

    for (const [status, note] of [
      ['Processing', ''],
      ['Shipped', 'Aramex 12345'],
      ['Delivered', ''],
    ] as const) {
      // Only the moves the order allows now are offered.
      const offered = await page
        .getByTestId('new-status')
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      assert.ok(offered.includes(status), `${status} offered among ${offered.join(', ')}`);
      assert.ok(!offered.includes('Delivered') || status === 'Delivered', 'no skipping ahead');
      await page.getByTestId('new-status').selectOption(status);
      if (note) await page.getByTestId('status-note').fill(note);
      await page.getByTestId('change-status').click();
      await page.locator(`[data-testid="order-details"][data-status="${status}"]`).waitFor();
      await waitForToast(page, new RegExp(status));
    }

    const history = await page.getByTestId('timeline-entry').evaluateAll((entries) =>
      entries.map((entry) => ({
        status: entry.getAttribute('data-status'),
        text: entry.textContent ?? '',
      })),
    );
    assert.deepEqual(
      history.map((entry) => entry.status),
      ['Pending', 'Processing', 'Shipped', 'Delivered'],
    );
    assert.match(history[2]!.text, /Aramex 12345/);
    assert.match(history[3]!.text, /by Sara Alqahtani/);
    // Delivered may only become Returned now.
    const offered = await page
      .getByTestId('new-status')
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    assert.deepEqual(offered, ['Returned']);
    await expectNoSeriousA11yViolations(page, 'the order’s screen');
    await screenshot(page, 'dashboard-order-details-en-desktop');
  });

  it('records the cash as collected with the paid switch', async () => {
    await page.getByTestId('paid-switch').click();
    await page.locator('main [data-testid="order-paid"][data-paid="true"]').first().waitFor();
    await waitForToast(page, /marked as paid/);
    const paid = await api<{ isPaid: boolean; paidAt: string | null }>(
      manager,
      `AdminOrder/GetOrderDetails/${order.orderId}`,
    );
    assert.equal(paid.isPaid, true);
    assert.ok(paid.paidAt);
  });

  it('downloads the order’s PDF invoice with the token', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-invoice').click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.match(download.suggestedFilename(), /\.pdf$/);
  });

  it('cancels another order from the list’s row menu after a confirmation', async () => {
    await page.goto(`${baseUrl}/dashboard/orders?search=${second.orderNumber}`);
    const row = page.getByTestId(`order-row-${second.orderId}`);
    await row.waitFor();
    await row.getByTestId(`order-actions-${second.orderId}`).click();
    const menu = page.getByTestId('order-actions-menu');
    await menu.getByTestId('move-to-Cancelled').waitFor();
    const moves = await menu
      .locator('[data-testid^="move-to-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    assert.deepEqual(moves, ['move-to-Processing', 'move-to-Cancelled']);
    await menu.getByTestId('move-to-Cancelled').click();

    await waitForStill(page, '[data-testid="restock-confirm"]');
    await expectNoSeriousA11yViolations(page, 'the cancel confirmation');
    await page
      .locator('[data-testid="restock-confirm"] textarea[name="note"]')
      .fill('Out of stock');
    await page.getByTestId('confirm-restock').click();
    await row.locator('[data-testid="order-status"][data-status="Cancelled"]').waitFor();
    await waitForToast(page, /Cancelled/);

    const cancelled = await api<{ status: string; statusHistory: { note: string | null }[] }>(
      manager,
      `AdminOrder/GetOrderDetails/${second.orderId}`,
    );
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal(cancelled.statusHistory.at(-1)?.note, 'Out of stock');
    assert.deepEqual(errors, []);
  });
});

describe('coupons in the dashboard (admin, Arabic, phone)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let couponId: number;

  before(async () => {
    ({ page, context, errors } = await openPage(browser, {
      lang: 'ar',
      viewport: PHONE,
      session: admin,
    }));
  });
  after(async () => {
    await context.close();
  });

  async function openForm() {
    await page.getByTestId('add-coupon').click();
    await waitForStill(page, '[data-testid="coupon-form"]');
  }

  it('refuses a code that is taken, under the code field, in Arabic', async () => {
    await page.goto(`${baseUrl}/dashboard/coupons`);
    await page.getByRole('heading', { level: 1, name: 'القسائم' }).waitFor();
    await page.getByTestId('coupons-table').waitFor();
    await openForm();
    const form = page.getByTestId('coupon-form');
    await form.locator('input[name="code"]').fill('welcome10');
    await form.locator('input[name="value"]').fill('10');
    await page.getByTestId('save-coupon').click();
    const codeField = form.locator('input[name="code"]');
    await form.locator('input[name="code"][aria-invalid="true"]').waitFor();
    const errorId = (await codeField.getAttribute('aria-describedby'))
      ?.split(/\s+/)
      .find((id) => id.endsWith('-error'));
    const message = await page.locator(`[id="${errorId}"]`).innerText();
    assert.match(message, /مستخدم لقسيمة أخرى/);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });

  it('adds a coupon through the dialog', async () => {
    await openForm();
    const form = page.getByTestId('coupon-form');
    await expectNoSeriousA11yViolations(page, 'the coupon dialog');
    await form.locator('input[name="code"]').fill(couponCode);
    await form.locator('input[name="value"]').fill('١٥');
    await form.locator('input[name="maxDiscountAmount"]').fill('100');
    await form.locator('input[name="perUserLimit"]').fill('2');
    await screenshot(page, 'dashboard-coupon-form-ar-phone');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/AdminCoupons/Create') && response.status() === 201,
    );
    await page.getByTestId('save-coupon').click();
    const body = (await (await created).json()) as { data: { id: number; value: number } };
    couponId = body.data.id;
    assert.equal(body.data.value, 15, 'Arabic-Indic digits are read as numbers');
    await form.waitFor({ state: 'detached' });
    await waitForToast(page, new RegExp(couponCode));

    await page.getByTestId('coupons-search').fill(couponCode.slice(0, -1).toLowerCase());
    const row = page.getByTestId(`coupon-row-${couponId}`);
    await row.waitFor();
    assert.equal(await row.getByTestId('coupon-status').getAttribute('data-status'), 'active');
    assert.match(await row.innerText(), /خصم ١٥٪/);
    await expectNoSeriousA11yViolations(page, 'the coupons list');
    await screenshot(page, 'dashboard-coupons-ar-phone');
  });

  it('a shopper uses it; the coupon’s screen shows the one use and links to the order', async () => {
    const placed = await placeOrder({ id: couponId, code: couponCode });
    const order = await api<{ couponCode: string | null; discountAmount: number }>(
      shopper,
      `Order/GetOrderDetails/${placed.orderId}`,
    );
    assert.equal(order.couponCode?.toUpperCase(), couponCode);
    assert.ok(order.discountAmount > 0);

    await page.getByTestId(`view-coupon-${couponId}`).click();
    await page.waitForURL(new RegExp(`/dashboard/coupons/${couponId}$`));
    await page.getByTestId('coupon-details').waitFor();
    assert.equal(await page.getByTestId('coupon-times-used').innerText(), '١');
    assert.equal(await page.getByTestId('coupon-customers').innerText(), '١');
    const customers = await page.getByTestId('coupon-customers-table').innerText();
    assert.match(plain(customers), new RegExp(shopperAccount.email.replace(/\./g, '\\.')));
    const orderLink = page.getByTestId(`coupon-order-${placed.orderId}`);
    assert.equal(
      appHref(await orderLink.getAttribute('href')),
      `/dashboard/orders/${placed.orderId}`,
    );
    await expectNoSeriousA11yViolations(page, 'the coupon’s screen');
    await screenshot(page, 'dashboard-coupon-details-ar-phone');

    // Used, so "delete" switches it off and keeps its history; the server's message says so.
    await page.getByTestId('delete-coupon').click();
    await waitForStill(page, '[data-testid="confirm-delete-coupon"]');
    await page.getByTestId('confirm-delete-coupon').click();
    await waitForToast(page, /أُوقف تفعيلها بدلًا من حذفها/);
    await page.locator('main [data-testid="coupon-status"][data-status="inactive"]').waitFor();
    assert.match(page.url(), new RegExp(`/dashboard/coupons/${couponId}$`));

    // The order's screen, reached from the coupon, names the coupon in its totals (in Arabic).
    await orderLink.click();
    await page.getByTestId('order-details').waitFor();
    assert.match(plain(await page.getByTestId('order-totals').innerText()), new RegExp(couponCode));
    await expectNoSeriousA11yViolations(page, 'the order’s screen in Arabic');
    assert.deepEqual(errors, []);
  });
});
