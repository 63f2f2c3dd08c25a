import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  apiRegister,
  baseUrl,
  launchBrowser,
  openPage,
  pngImage,
  screenshot,
  screenshotDir,
  seriousA11yViolations,
  type Session,
  waitForStill,
  waitForToast,
} from './support.ts';

// The product variant editor (decision 016): a manager creates a thobe, lands on its options,
// adds sizes 52–62 and colours White/Black (swatches), generates the twelve variants, adds stock
// to all, prices the black ones, switches one off, picks photos per colour, saves, reloads and
// sees it all, then a save with another product's SKU shows the server's message on that cell,
// in English on a desktop and in Arabic on a phone. One API sign-in (manager); the product made
// here is deleted after.

const unique = Date.now().toString(36).toUpperCase();
const thobe = {
  nameEn: `Cotton thobe ${unique}`,
  nameAr: `ثوب قطني ${unique}`,
  sku: `THOBE-${unique}`,
};
const SIZES = ['52', '54', '56', '58', '60', '62'];
const SIZES_AR = ['٥٢', '٥٤', '٥٦', '٥٨', '٦٠', '٦٢'];

type Variant = {
  sku: string;
  price: number;
  stock: number;
  isActive: boolean;
  imageUrls: string[];
  optionValuePositions: number[];
};
type Detail = {
  id: number;
  sku: string;
  price: number;
  priceMax: number;
  stock: number;
  images: string[];
  options: {
    nameEn: string;
    display: string;
    values: { valueEn: string; swatchHex: string | null }[];
  }[];
  variants: Variant[];
};

let browser: Browser;
let manager: Session;
let productId: number | null = null;
let takenSku = '';
const contexts: BrowserContext[] = [];
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-variants-'));

const headers = (lang = 'en') => ({
  Authorization: `Bearer ${manager.token}`,
  'Accept-Language': lang,
});

async function api<T>(url: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, { headers: headers() });
  return ((await response.json()) as { data: T }).data;
}

async function open(url: string, lang: 'en' | 'ar', viewport = DESKTOP) {
  const opened = await openPage(browser, { lang, viewport, session: manager });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${url}`);
  return opened;
}

/** The error text Mantine links to an input through aria-describedby. */
function errorOf(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function fillValue(option: Locator, index: number, en: string, ar: string) {
  if (index > 0) await option.getByTestId('add-value').click();
  const row = option.getByTestId('option-value').nth(index);
  await row.getByRole('textbox', { name: /English|بالإنجليزية/ }).fill(en);
  await row.getByRole('textbox', { name: /Arabic|بالعربية/ }).fill(ar);
  return row;
}

async function bulk(page: Page, action: 'bulk-price' | 'bulk-stock', value: string) {
  await page.getByTestId(action).click();
  await page.getByTestId(`${action}-value`).fill(value);
  await page.getByTestId(`${action}-apply`).click();
}

async function selectByValue(page: Page, value: string) {
  await page.getByTestId('select-variants').click();
  await page
    .getByTestId('select-by-value')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .click();
}

async function choosePhoto(page: Page, index: number) {
  await page.getByTestId('bulk-photos').click();
  await page.getByTestId('photo-option').nth(index).click();
  await page.getByTestId('save-photos').click();
  await page.getByTestId('photo-choice').waitFor({ state: 'detached' });
}

/** A new customer with an address and a mobile, who orders units of the thobe's variants. */
async function orderVariants(lines: { variantId: number; quantity: number }[]) {
  const account = {
    firstName: 'Huda',
    lastName: `Variants${unique}`,
    email: `variants.${unique.toLowerCase()}@example.com`,
    phoneNumber: `05${String(Date.now()).slice(-8)}`,
    password: 'variants123',
  };
  await apiRegister(account);
  const shopper = await apiLogin(account);
  const send = async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${shopper.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T; message: string };
    assert.ok(response.ok, `${url}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const address = await send<{ id: number }>('address', {
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
  const phone = await send<{ id: number }>('phoneNumbers/AddPhoneNumber', {
    number: account.phoneNumber,
    isPrimary: true,
  });
  const methods = await send<{ id: number }[]>('DeliveryMethod/GetAllDeliveryMethods');
  for (const line of lines) await send('cart/addToCart', { productId, ...line });
  await send('Order/CreateOrder', {
    addressId: address.id,
    phoneNumberId: phone.id,
    deliveryMethodId: methods[0]!.id,
    paymentMethod: 'CashOnDelivery',
  });
}

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
  const list = await api<{ items: { sku: string }[] }>(
    '/adminProduct/getAllProductDetailsForAdmin?pageSize=1',
  );
  takenSku = list.items[0]!.sku;
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  if (productId !== null) {
    await fetch(`${baseUrl}/api/adminProduct/deleteProduct/${productId}`, {
      method: 'DELETE',
      headers: headers(),
    });
  }
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('the product variant editor (manager)', () => {
  it('creates a thobe with sizes and colours, stock, prices and photos per colour', async () => {
    const { page, errors } = await open('/dashboard/products/add', 'en');
    const brands = await api<{ items: { id: number }[] }>('/brand/getAllBrands?pageSize=1');
    const categories = await api<{ items: { id: number }[] }>(
      '/category/getAllCategories?pageSize=1',
    );
    const files = ['white', 'black'].map((name) => path.join(tempDir, `${name}.png`));
    fs.writeFileSync(files[0]!, await pngImage(140));
    fs.writeFileSync(files[1]!, await pngImage(180));

    await page.getByTestId('options-after-create').waitFor();
    await page.locator('main [name="nameEn"]').fill(thobe.nameEn);
    await page.locator('main [name="nameAr"]').fill(thobe.nameAr);
    await page.locator('main [name="sku"]').fill(thobe.sku);
    await page.locator('main [name="price"]').fill('150');
    await page.locator('main [name="stock"]').fill('0');
    await page.locator('main select[name="brandId"]').selectOption(String(brands.items[0]!.id));
    await page
      .locator('main select[name="categoryId"]')
      .selectOption(String(categories.items[0]!.id));
    await page.locator('main input[type="file"][name="images"]').setInputFiles(files);
    await page.getByTestId('image-tile-1').waitFor();
    await page.getByTestId('create-and-add-options').click();
    await page.waitForURL(/\/dashboard\/products\/edit\/\d+#variants$/);
    productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('variants-section').waitFor();

    await page.getByTestId('add-option').click();
    await page.getByTestId('add-option-size').click();
    const size = page.getByTestId('variant-option').nth(0);
    for (const [i, value] of SIZES.entries()) await fillValue(size, i, value, SIZES_AR[i]!);
    await page.getByTestId('add-option').click();
    await page.getByTestId('add-option-colour').click();
    const colour = page.getByTestId('variant-option').nth(1);
    const white = await fillValue(colour, 0, 'White', 'أبيض');
    await white.getByTestId('swatch-input').fill('#FFFFFF');
    const black = await fillValue(colour, 1, 'Black', 'أسود');
    await black.getByTestId('swatch-input').fill('#000000');
    await page.getByTestId('variants-stale').waitFor();

    await page.getByTestId('generate-variants').click();
    const rows = page.getByTestId('variant-row');
    await rows.nth(11).waitFor();
    assert.equal(await rows.count(), 12);

    await page.getByTestId('select-all-variants').check();
    await bulk(page, 'bulk-stock', '10');
    await selectByValue(page, 'Black');
    assert.match(await page.getByTestId('variants-selected').innerText(), /6/);
    await bulk(page, 'bulk-price', '165');
    await choosePhoto(page, 1);
    await selectByValue(page, 'White');
    await choosePhoto(page, 0);
    await page.getByTestId('select-variants').click();
    await page.getByRole('menuitem', { name: 'None' }).click();
    // 58 / White gets two more; 62 / Black is switched off.
    await rows.nth(6).getByTestId('variant-stock').fill('12');
    await rows.nth(11).getByTestId('variant-active').click({ force: true });
    await screenshot(page, 'dashboard-variants-editor-desktop-en');
    assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the editor');

    await page.getByTestId('save-variants').click();
    await waitForToast(page, /Options and variants saved/);

    const saved = await api<Detail>(`/adminProduct/getProductDetailsForAdmin/${productId}`);
    assert.deepEqual(
      saved.options.map((o) => [o.nameEn, o.display, o.values.map((v) => v.valueEn)]),
      [
        ['Size', 'buttons', SIZES],
        ['Colour', 'swatches', ['White', 'Black']],
      ],
    );
    assert.deepEqual(
      saved.options[1]!.values.map((v) => v.swatchHex?.toUpperCase()),
      ['#FFFFFF', '#000000'],
    );
    assert.equal(saved.variants.length, 12);
    const byCombination = new Map(saved.variants.map((v) => [v.optionValuePositions.join('.'), v]));
    assert.deepEqual(
      [0, 1].map((c) => byCombination.get(`0.${c}`)!.price),
      [150, 165],
    );
    assert.equal(byCombination.get('3.0')!.stock, 12);
    assert.equal(byCombination.get('5.1')!.isActive, false);
    assert.deepEqual(byCombination.get('0.0')!.imageUrls, [saved.images[0]]);
    assert.deepEqual(byCombination.get('2.1')!.imageUrls, [saved.images[1]]);
    // The product's kept figures: cheapest and dearest active price, stock of the active ones.
    assert.deepEqual([saved.price, saved.priceMax, saved.stock], [150, 165, 10 * 10 + 12]);

    await page.reload();
    await rows.nth(11).waitFor();
    assert.equal(await rows.nth(1).getByTestId('variant-price').inputValue(), '165.00');
    assert.equal(await rows.nth(6).getByTestId('variant-stock').inputValue(), '12');
    assert.equal(await rows.nth(11).getByTestId('variant-active').isChecked(), false);
    assert.equal(await rows.nth(0).getByTestId('variant-photos').locator('img').count(), 1);
    await page.getByTestId('variants-summary').getByText('From SAR 150.00').waitFor();

    // Another product's SKU: the server's 409 shows on that cell, and nothing is saved.
    await rows.nth(3).getByTestId('variant-sku').fill(takenSku);
    await page.getByTestId('save-variants').click();
    await waitForToast(page, /Another product already uses this SKU/);
    assert.match(
      await errorOf(rows.nth(3).getByTestId('variant-sku')),
      /Another product already uses this SKU/,
    );
    await screenshot(page, 'dashboard-variants-refused-desktop-en');
    const after = await api<Detail>(`/adminProduct/getProductDetailsForAdmin/${productId}`);
    assert.notEqual(
      after.variants.find((v) => v.optionValuePositions.join('.') === '1.1')!.sku,
      takenSku,
    );

    await page.goto(`${baseUrl}/dashboard/products/${productId}`);
    await page.getByTestId('variant-view-row').nth(11).waitFor();
    await screenshot(page, 'dashboard-variants-details-desktop-en');
    assert.deepEqual(errors, []);
  });

  it('in Arabic on a phone: the editor, a refused SKU on its cell, and the details', async () => {
    assert.ok(productId, 'the first journey made the product');
    const { page, errors } = await open(`/dashboard/products/edit/${productId}`, 'ar', PHONE);
    const rows = page.getByTestId('variant-row');
    await rows.nth(11).waitFor();
    await page.getByText('أبيض').first().waitFor();
    await screenshot(page, 'dashboard-variants-editor-phone-ar');
    await rows.nth(0).getByTestId('variant-sku').fill(takenSku);
    await page.getByTestId('save-variants').click();
    await waitForToast(page, /مستخدم لمنتج آخر/);
    assert.match(await errorOf(rows.nth(0).getByTestId('variant-sku')), /مستخدم لمنتج آخر/);
    await rows.nth(0).getByTestId('variant-sku').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-variants-refused-phone-ar');

    await rows.nth(0).getByTestId('variant-photos').click();
    await waitForStill(page, '[data-testid="photo-choice"]');
    // The dialog as the phone shows it (a full-page capture would place it mid-page).
    await page.screenshot({
      path: path.join(screenshotDir, 'dashboard-variants-photos-phone-ar.png'),
    });
    assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the photo picker');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/dashboard/products/${productId}`);
    await page.getByTestId('variant-view-row').nth(11).waitFor();
    await screenshot(page, 'dashboard-variants-details-phone-ar');
    assert.deepEqual(errors, []);
  });

  it('looks right in English on a phone and in Arabic on a desktop', async () => {
    assert.ok(productId, 'the first journey made the product');
    for (const [lang, viewport, name] of [
      ['en', PHONE, 'phone-en'],
      ['ar', DESKTOP, 'desktop-ar'],
    ] as const) {
      const { page, errors } = await open(`/dashboard/products/edit/${productId}`, lang, viewport);
      await page.getByTestId('variant-row').nth(11).waitFor();
      await page.getByTestId('select-all-variants').check();
      await screenshot(page, `dashboard-variants-editor-${name}`);
      assert.deepEqual(errors, []);
    }
  });

  it('low stock and top sellers name the combinations, in English and Arabic', async () => {
    assert.ok(productId, 'the first journey made the product');
    const detail = await api<Detail & { variants: (Variant & { id: number })[] }>(
      `/adminProduct/getProductDetailsForAdmin/${productId}`,
    );
    const variantOf = (positions: string) =>
      detail.variants.find((v) => v.optionValuePositions.join('.') === positions)!.id;
    // 52 / White sold out, 54 / Black and 60 / White down to 2.
    await orderVariants([
      { variantId: variantOf('0.0'), quantity: 10 },
      { variantId: variantOf('1.1'), quantity: 8 },
      { variantId: variantOf('4.0'), quantity: 8 },
    ]);
    type Low = { id: number; name: string; stock: number; options: { value: string }[] };
    const low = await api<{ items: Low[] }>(
      '/AdminDashboard/LowStockProducts?threshold=2&pageSize=100',
    );
    const ours = low.items.filter((item) => item.id === productId);
    assert.deepEqual(
      ours.map((item) => [item.options.map((o) => o.value).join(' / '), item.stock]),
      [
        ['52 / White', 0],
        ['54 / Black', 2],
        ['60 / White', 2],
      ],
    );
    type Top = {
      productId: number;
      quantitySold: number;
      variants: { options: { value: string }[]; quantitySold: number }[];
    };
    const top = await api<Top[]>('/AdminDashboard/TopSellingProducts');
    const thobeSales = top.find((item) => item.productId === productId);
    assert.ok(thobeSales, 'the thobe is among the top sellers');
    assert.deepEqual(
      thobeSales.variants.map((v) => [v.options.map((o) => o.value).join(' / '), v.quantitySold]),
      [
        ['52 / White', 10],
        ['54 / Black', 8],
        ['60 / White', 8],
      ],
    );

    for (const [lang, viewport, name, sold] of [
      ['en', DESKTOP, 'desktop-en', '52 / White: 10'],
      ['ar', PHONE, 'phone-ar', '٥٢ / أبيض: ١٠'],
    ] as const) {
      const { page, errors } = await open('/dashboard', lang, viewport);
      const seller = page
        .getByTestId('top-seller')
        .filter({ hasText: lang === 'en' ? thobe.nameEn : thobe.nameAr });
      await seller.getByTestId('top-seller-variants').getByText(sold).waitFor();
      const threshold = page.getByTestId('low-stock-threshold');
      await threshold.fill(lang === 'en' ? '2' : '٢');
      const combination =
        lang === 'en' ? `${thobe.nameEn} — 54 / Black` : `${thobe.nameAr} — ٥٤ / أسود`;
      const rows = page.getByTestId('low-stock-row');
      // The new threshold's list (the field waits for typing to pause before asking).
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="low-stock-row"]').length === count,
        Math.min(10, low.items.length),
      );
      if (low.items.findIndex((item) => item.id === productId && item.stock === 2) < 10) {
        await rows.getByText(combination).waitFor();
      }
      await page.getByTestId('top-sellers-panel').scrollIntoViewIfNeeded();
      await screenshot(page, `dashboard-variants-statistics-${name}`);
      assert.deepEqual(errors, []);
    }
  });
});
