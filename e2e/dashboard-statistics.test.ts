import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appHref,
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  type Session,
  waitForStill,
  waitForToast,
} from './support.ts';
import { assertAccessible, dialogFieldError, staffApi } from './taxonomy-helpers.ts';

// The dashboard overview (counts, sales chart, top sellers, coupons, low stock) in English and
// Arabic, the digits setting, and a manager adding, editing and deleting a delivery method.
// One API sign-in (manager).

type Counts = Record<string, number>;
type SalesPage = { items: { date: string; ordersCount: number }[]; totalCount: number };
type Method = {
  id: number;
  nameEn: string;
  price: number;
  isActive: boolean;
  ordersCount: number;
};

const unique = Date.now().toString(36);
const method = { nameEn: `Stats courier ${unique}`, nameAr: `مندوب ${unique}` };
const COUNT_KEYS = [
  'usersCount',
  'productsCount',
  'categoriesCount',
  'brandsCount',
  'ordersCount',
  'bannersCount',
  'couponsCount',
  'deliveryMethodsCount',
  'discountedProductsCount',
];

// Recharts draws the x axis' labels in a layer of their own, one per tick shown.
const X_TICK_LABELS = '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label';

let browser: Browser;
let manager: Session;
let api: ReturnType<typeof staffApi>;
const contexts: BrowserContext[] = [];

async function open(path: string, lang: 'en' | 'ar', viewport = DESKTOP) {
  const opened = await openPage(browser, { lang, viewport, session: manager });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

async function findMethod(nameEn: string): Promise<Method | undefined> {
  const search = encodeURIComponent(nameEn);
  const { data } = await api.call<{ items: Method[] }>(
    `adminDeliveryMethod/GetAll?pageSize=100&search=${search}`,
  );
  return data.items.find((item) => item.nameEn === nameEn);
}

/** Waits for the nine figures and answers them as shown. */
async function shownCounts(page: Page): Promise<Record<string, string>> {
  await page.locator('[data-testid="count-ordersCount"]').waitFor();
  const shown: Record<string, string> = {};
  for (const key of COUNT_KEYS) {
    shown[key] = (await page.getByTestId(`count-${key}`).innerText()).trim();
  }
  return shown;
}

/** Waits until the cards show `expected` (they follow the digits setting at once). */
async function waitForCounts(page: Page, expected: Record<string, string>) {
  const deadline = Date.now() + 5_000;
  let shown = await shownCounts(page);
  while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await shownCounts(page);
  }
  assert.deepEqual(shown, expected);
}

function formatted(counts: Counts, locale: string): Record<string, string> {
  const format = new Intl.NumberFormat(locale);
  return Object.fromEntries(COUNT_KEYS.map((key) => [key, format.format(counts[key]!)]));
}

/** The chart is drawn: an SVG with the revenue area and its axes. */
async function assertChartDrawn(page: Page) {
  const chart = page.getByTestId('sales-chart');
  await chart.locator('svg.recharts-surface').first().waitFor();
  assert.ok((await chart.locator('.recharts-area-area').count()) >= 1, 'the revenue area');
  assert.ok((await chart.locator(X_TICK_LABELS).count()) > 1);
}

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
  api = staffApi(manager);
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  // Whatever a failed run left behind.
  const left = await findMethod(method.nameEn);
  if (left)
    await api.call(`adminDeliveryMethod/deleteDeliveryMethod/${left.id}`, { method: 'DELETE' });
});

describe('dashboard overview', () => {
  it('shows the counts of GetCounts, the sales chart and the lists in English', async () => {
    const { data: counts } = await api.call<Counts>('AdminDashboard/GetCounts');
    const { data: sales } = await api.call<SalesPage>('AdminDashboard/SalesPerDay?pageSize=366');
    const { page, errors } = await open('/dashboard', 'en');
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();

    await waitForCounts(page, formatted(counts, 'en-SA'));
    // Links lead to the screens that manage each figure; managers get no users link.
    assert.equal(
      appHref(await page.getByTestId('dashboard-card-ordersCount').getAttribute('href')),
      '/dashboard/orders',
    );
    assert.equal(
      appHref(await page.getByTestId('dashboard-card-usersCount').getAttribute('href')),
      null,
    );

    await assertChartDrawn(page);
    const paidOrders = sales.items.reduce((sum, day) => sum + day.ordersCount, 0);
    assert.equal(sales.totalCount, 30, 'the default period is 30 days');
    assert.equal(
      await page.getByTestId('sales-total-orders').innerText(),
      new Intl.NumberFormat('en-SA').format(paidOrders),
    );
    await page.getByTestId('top-seller').first().waitFor();
    await page.getByTestId('coupon-usage-row').first().waitFor();
    await page.getByTestId('low-stock-row').first().waitFor();
    const editLink = page.getByTestId('low-stock-row').first().getByRole('link');
    assert.match(
      appHref(await editLink.getAttribute('href')) ?? '',
      /^\/dashboard\/products\/edit\/\d+$/,
    );

    // Another period reloads the chart with one day per point, zero days included.
    await page.getByTestId('sales-range').getByText('7 days').click();
    await page.waitForFunction(
      (labels) => document.querySelectorAll(`[data-testid="sales-chart"] ${labels}`).length === 7,
      X_TICK_LABELS,
    );
    await page.waitForSelector('[data-testid="sales-panel"] [aria-busy="false"]');

    await assertAccessible(page, 'overview (en)');
    await screenshot(page, 'dashboard-overview-desktop-en');
    assert.deepEqual(errors, []);
  });

  it('reads right to left in Arabic, with Arabic-Indic digits that can be switched to Latin', async () => {
    const { data: counts } = await api.call<Counts>('AdminDashboard/GetCounts');
    const { page, errors } = await open('/dashboard', 'ar', PHONE);
    await page.getByRole('heading', { level: 1, name: /مرحبًا/ }).waitFor();
    await waitForCounts(page, formatted(counts, 'ar-SA-u-nu-arab'));

    await assertChartDrawn(page);
    // Time runs right to left: the period's first day is right of its last (both always shown).
    const { data: sales } = await api.call<SalesPage>('AdminDashboard/SalesPerDay?pageSize=366');
    const dayLabel = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const tickX = async (date: string) => {
      const text = dayLabel.format(new Date(`${date}T00:00:00Z`));
      const tick = page.getByTestId('sales-chart').locator(X_TICK_LABELS, { hasText: text });
      return (await tick.boundingBox())?.x ?? Number.NaN;
    };
    const firstX = await tickX(sales.items[0]!.date);
    const lastX = await tickX(sales.items.at(-1)!.date);
    assert.ok(firstX > lastX, `the oldest day (x ${firstX}) is right of the newest (x ${lastX})`);
    await assertAccessible(page, 'overview (ar)');
    await screenshot(page, 'dashboard-overview-phone-ar');

    await page.getByTestId('account-menu').click();
    await page.getByTestId('digits-latn').click();
    await waitForCounts(page, formatted(counts, 'ar-SA-u-nu-latn'));
    assert.equal(await page.evaluate(() => localStorage.getItem('digits')), 'latn');
    assert.deepEqual(errors, []);
  });
});

describe('dashboard delivery methods (manager)', () => {
  it('adds a method after refusing empty fields, edits it and deletes it', async () => {
    const { page, errors } = await open('/dashboard/delivery-methods', 'en');
    await page.getByRole('heading', { level: 1, name: 'Delivery methods' }).waitFor();
    await page.locator('[data-testid^="delivery-row-"]').first().waitFor();
    await assertAccessible(page, 'delivery methods list');

    await page.getByTestId('add-delivery-method').click();
    await waitForStill(page, '[role="dialog"]');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="price"]').fill('12.345');
    await page.getByTestId('save-delivery-method').click();
    assert.match(await dialogFieldError(page, 'nameEn'), /required/);
    assert.match(await dialogFieldError(page, 'price'), /two decimal places/);
    await assertAccessible(page, 'delivery method dialog');

    await dialog.locator('input[name="nameEn"]').fill(method.nameEn);
    await dialog.locator('input[name="nameAr"]').fill(method.nameAr);
    await dialog.locator('input[name="price"]').fill('12.5');
    await dialog.locator('input[name="estimatedDays"]').fill('2-3');
    await page.getByTestId('save-delivery-method').click();
    await waitForToast(page, /Delivery method added/);
    await dialog.waitFor({ state: 'detached' });

    const added = await findMethod(method.nameEn);
    assert.ok(added, 'the method is stored');
    assert.equal(added.price, 12.5);
    assert.equal(added.isActive, true);
    const row = page.getByTestId(`delivery-row-${added.id}`);
    assert.match(await row.innerText(), /SAR\s12\.50[\s\S]*2-3 days/);

    await page.getByTestId(`edit-delivery-${added.id}`).click();
    await waitForStill(page, '[role="dialog"]');
    assert.equal(await dialog.locator('input[name="nameEn"]').inputValue(), method.nameEn);
    await dialog.locator('input[name="price"]').fill('15');
    await dialog.getByRole('switch').click();
    await page.getByTestId('save-delivery-method').click();
    await waitForToast(page, /Delivery method updated/);
    await dialog.waitFor({ state: 'detached' });
    await row.locator('[data-testid="status"]:visible', { hasText: 'Inactive' }).waitFor();
    assert.match(await row.getByTestId('price').innerText(), /SAR\s15\.00/);
    const edited = await findMethod(method.nameEn);
    assert.deepEqual([edited?.price, edited?.isActive], [15, false]);

    await page.getByTestId(`delete-delivery-${added.id}`).click();
    await waitForStill(page, '[role="dialog"]:has([data-testid="confirm-delete"])');
    assert.ok((await page.getByRole('dialog').innerText()).includes(method.nameEn));
    await assertAccessible(page, 'delete dialog');
    await screenshot(page, 'dashboard-delivery-delete-desktop-en');
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /Delivery method deleted/);
    await row.waitFor({ state: 'detached' });
    const gone = await api.call(`adminDeliveryMethod/GetDeliveryMethodById/${added.id}`);
    assert.equal(gone.status, 404, 'the method is gone');
    assert.deepEqual(errors, []);
  });

  it('keeps a method orders used, deactivated, and says so (Arabic, phone)', async (t) => {
    const { data } = await api.call<{ items: Method[] }>(
      'adminDeliveryMethod/GetAll?pageSize=100&isActive=false',
    );
    const used = data.items.find((item) => item.ordersCount > 0);
    if (!used) {
      t.skip('the demo shop has no inactive method that orders used');
      return;
    }
    const { page, errors } = await open('/dashboard/delivery-methods', 'ar', PHONE);
    await page.getByRole('heading', { level: 1, name: 'طرق التوصيل' }).waitFor();
    const row = page.getByTestId(`delivery-row-${used.id}`);
    await row.waitFor();
    await assertAccessible(page, 'delivery methods list (ar)');
    await page.getByTestId(`delete-delivery-${used.id}`).click();
    await waitForStill(page, '[role="dialog"]:has([data-testid="confirm-delete"])');
    assert.match(await page.getByRole('dialog').innerText(), /ستُوقف بدلًا من حذفها/);
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /أُوقف تفعيلها بدلًا من حذفها/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await row.locator('[data-testid="status"]:visible', { hasText: 'موقوفة' }).waitFor();
    assert.equal(
      (await api.call(`adminDeliveryMethod/GetDeliveryMethodById/${used.id}`)).status,
      200,
    );
    assert.deepEqual(errors, []);
  });
});
