import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appPath,
  DEMO,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  pngImage,
  screenshot,
  seriousA11yViolations,
  type Session,
  waitForFieldError,
  waitForStill,
  waitForToast,
} from './support.ts';

// The dashboard's product screens: the admin creates a product with two pictures and a discount
// through the form, finds it in the list, the shop, the offers and the header search in both
// languages, edits it, deletes two products at once, exports and imports a workbook with a bad
// row. One API sign-in (admin); every product touched here is created here and removed after.

const unique = Date.now().toString(36).toUpperCase();
const created = {
  nameEn: `Saffron tea ${unique}`,
  nameAr: `شاي الزعفران ${unique}`,
  sku: `E2E-TEA-${unique}`,
  price: '80',
  stock: '12',
  discountPercent: '25',
};

type ApiProduct = {
  id: number;
  nameEn: string;
  price: number;
  discountedPrice: number | null;
  discount: { type: string; value: number } | null;
  images: string[];
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let admin: Session;
let brandId: number;
let categoryId: number;
let createdId: number | null = null;
const throwawayIds: number[] = [];
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-products-'));

const adminHeaders = (lang = 'en') => ({
  Authorization: `Bearer ${admin.token}`,
  'Accept-Language': lang,
});

async function api<T>(url: string, init: RequestInit = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/api${url}`, init);
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

async function adminProduct(id: number) {
  return api<ApiProduct>(`/adminProduct/getProductDetailsForAdmin/${id}`, {
    headers: adminHeaders(),
  });
}

/** A product made through the API, for the multi-delete journey. */
async function createThrowaway(index: number): Promise<number> {
  const form = new FormData();
  const fields = {
    nameEn: `Throwaway ${unique} ${index}`,
    nameAr: `منتج مؤقت ${unique} ${index}`,
    sku: `E2E-DEL-${unique}-${index}`,
    price: '10',
    stock: '3',
    brandId: String(brandId),
    categoryId: String(categoryId),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const { status, data } = await api<{ id: number }>('/adminProduct/createProduct', {
    method: 'POST',
    headers: adminHeaders(),
    body: form,
  });
  assert.equal(status, 201, `creating throwaway ${index}`);
  return data.id;
}

async function expectNoA11yViolations(what: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${what}: ${violations.join('; ')}`);
}

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
  const brands = await api<{ items: Array<{ id: number }> }>('/brand/getAllBrands?pageSize=1');
  const categories = await api<{ items: Array<{ id: number }> }>(
    '/category/getAllCategories?pageSize=1',
  );
  brandId = brands.data.items[0]!.id;
  categoryId = categories.data.items[0]!.id;
  throwawayIds.push(await createThrowaway(1), await createThrowaway(2));
  ({ page, context, errors } = await openPage(browser, { lang: 'en', session: admin }));
});

after(async () => {
  await context.close();
  await browser.close();
  // One by one: the multiple delete refuses the whole list when any id is already gone.
  const ids = [createdId, ...throwawayIds].filter((id): id is number => id !== null);
  for (const id of ids) {
    await fetch(`${baseUrl}/api/adminProduct/deleteProduct/${id}`, {
      method: 'DELETE',
      headers: adminHeaders(),
    });
  }
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('dashboard products (admin)', () => {
  it('the form shows every missing field under it, in English and Arabic', async () => {
    await page.goto(`${baseUrl}/dashboard/products`);
    await page.getByTestId('products-table').waitFor();
    await page.getByTestId('products-add').click();
    await page.waitForURL(/\/dashboard\/products\/add$/);
    await page.getByTestId('save-product').click();
    for (const name of ['nameEn', 'nameAr', 'sku', 'price', 'stock', 'brandId', 'categoryId']) {
      await waitForFieldError(page, name, 'is required');
    }
    await page.getByTestId('lang-switch').click();
    await waitForFieldError(page, 'nameEn', 'مطلوب');
    await page.getByTestId('lang-switch').click();
    await waitForFieldError(page, 'nameEn', 'is required');
    await expectNoA11yViolations('add form with errors');
  });

  it('creates a product with two pictures and a percentage discount', async () => {
    const files = [1, 2].map((index) => path.join(tempDir, `tea-${index}.png`));
    await Promise.all(
      files.map(async (file, index) => fs.writeFileSync(file, await pngImage(120 + index * 40))),
    );

    await page.locator('main [name="nameEn"]').fill(created.nameEn);
    await page.locator('main [name="nameAr"]').fill(created.nameAr);
    await page.locator('main [name="descriptionEn"]').fill('Loose leaf tea with saffron.');
    await page.locator('main [name="sku"]').fill(created.sku);
    await page.locator('main [name="price"]').fill(created.price);
    await page.locator('main [name="stock"]').fill(created.stock);
    await page.locator('main select[name="brandId"]').selectOption(String(brandId));
    await page.locator('main select[name="categoryId"]').selectOption(String(categoryId));
    await page.locator('main input[type="file"][name="images"]').setInputFiles(files);
    await page.getByTestId('image-tile-1').waitFor();
    assert.equal(await page.locator('[data-testid^="image-tile-"]').count(), 2);
    assert.equal(
      await page.getByTestId('image-tile-0').getByTestId('cover-badge').count(),
      1,
      'the first picture is the cover',
    );

    await page.getByTestId('discount-type').getByText('Percentage').click();
    await page.locator('main [name="discount.value"]').fill(created.discountPercent);
    await page.getByTestId('discount-preview').getByText('SAR 60.00').waitFor();
    await screenshot(page, 'dashboard-product-add-desktop-en');
    await expectNoA11yViolations('filled add form');

    // A taken SKU comes back from the server (409) and shows under the SKU field.
    await page.locator('main [name="sku"]').fill(`E2E-DEL-${unique}-1`);
    await page.getByTestId('save-product').click();
    await waitForFieldError(page, 'sku', 'Another product already uses this SKU');
    await page.locator('main [name="sku"]').fill(created.sku);
    await page.getByTestId('save-product').click();
    await page.waitForURL(/\/dashboard\/products\/\d+$/);
    await waitForToast(page, /Product added/);
    createdId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: created.nameEn }).waitFor();
    await page.getByTestId('discount-summary').getByText('Active now').waitFor();

    const { data } = await adminProduct(createdId);
    assert.equal(data.images.length, 2, 'both pictures stored');
    assert.deepEqual(data.discount && [data.discount.type, data.discount.value], [
      'Percentage',
      25,
    ]);
    assert.equal(data.discountedPrice, 60);
    await screenshot(page, 'dashboard-product-details-desktop-en');
    await expectNoA11yViolations('product details');
  });

  it('lists the new product in the dashboard, searchable by SKU', async () => {
    await page.goto(`${baseUrl}/dashboard/products`);
    await page.getByTestId('products-search').fill(created.sku);
    await page.waitForURL((url) => url.searchParams.get('search') === created.sku);
    const row = page.getByTestId(`product-row-${createdId}`);
    await row.waitFor();
    assert.ok((await row.innerText()).includes(created.nameEn));
    await expectNoA11yViolations('products list');
  });

  it('shows it in the shop, the offers and the header search in English and Arabic', async () => {
    const search = (lang: string, text: string, list = 'getAllProducts') =>
      api<{ items: Array<{ id: number; name: string }> }>(
        `/product/${list}?pageSize=100&search=${encodeURIComponent(text)}`,
        { headers: { 'Accept-Language': lang } },
      );
    const offers = await search('en', created.nameEn, 'getDiscountedProducts');
    assert.ok(
      offers.data.items.some((item) => item.id === createdId),
      'listed among offers',
    );
    const arabic = await search('ar', created.nameAr);
    assert.equal(arabic.data.items.find((item) => item.id === createdId)?.name, created.nameAr);

    for (const [lang, name] of [
      ['en', created.nameEn],
      ['ar', created.nameAr],
    ] as const) {
      const shopper = await openPage(browser, { lang });
      await shopper.page.goto(`${baseUrl}/offers?search=${encodeURIComponent(name)}`);
      await shopper.page.locator(`[data-product-id="${createdId}"]`).first().waitFor();
      const box = shopper.page.locator('header form[role="search"] input[name="search"]');
      await box.fill(name);
      await box.press('Enter');
      await shopper.page.waitForURL((url) => appPath(url) === '/shop');
      const card = shopper.page.locator(`[data-product-id="${createdId}"]`).first();
      await card.waitFor();
      assert.ok((await card.innerText()).includes(name), `${lang} card shows ${name}`);
      assert.deepEqual(shopper.errors, []);
      await shopper.context.close();
    }
  });

  it('edits the price and the picture order', async () => {
    await page.goto(`${baseUrl}/dashboard/products/${createdId}`);
    const before = (await adminProduct(createdId!)).data.images;
    await page.getByTestId('edit-product').click();
    await page.waitForURL(/\/dashboard\/products\/edit\/\d+$/);
    await page.getByTestId('image-tile-1').waitFor();
    await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await page.locator('main [name="price"]').fill('100');
    await page.getByTestId('discount-preview').getByText('SAR 75.00').waitFor();
    await screenshot(page, 'dashboard-product-edit-desktop-en');
    await expectNoA11yViolations('edit form');
    await page.getByTestId('save-product').click();
    await page.waitForURL(/\/dashboard\/products\/\d+$/);
    await waitForToast(page);
    const { data } = await adminProduct(createdId!);
    assert.equal(data.price, 100);
    assert.equal(data.discountedPrice, 75);
    assert.deepEqual(data.images, [before[1], before[0]], 'the second picture became the cover');
    assert.deepEqual(errors, []);
  });

  it('changes and removes the discount from the details screen', async () => {
    await page.goto(`${baseUrl}/dashboard/products/${createdId}`);
    await page.getByTestId('edit-discount').click();
    await waitForStill(page, '[role="dialog"]');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Fixed amount').click();
    await dialog.locator('[name="value"]').fill('100');
    await page.getByTestId('save-discount').click();
    await dialog.getByText('must be less than the price').waitFor();
    await dialog.locator('[name="value"]').fill('30');
    await dialog.getByTestId('discount-preview').getByText('SAR 70.00').waitFor();
    await expectNoA11yViolations('discount dialog');
    await page.getByTestId('save-discount').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('discount-summary').getByText('SAR 70.00').waitFor();
    assert.deepEqual((await adminProduct(createdId!)).data.discount?.type, 'Fixed');

    await page.getByTestId('remove-discount').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('confirm-action').click();
    await page.getByText('No discount. Shoppers pay the regular price.').waitFor();
    const { data } = await adminProduct(createdId!);
    assert.equal(data.discount, null);
    assert.equal(data.discountedPrice, null);
    assert.deepEqual(errors, []);
  });

  it('deletes two selected products after confirmation', async () => {
    await page.goto(`${baseUrl}/dashboard/products?search=E2E-DEL-${unique}`);
    for (const id of throwawayIds) await page.getByTestId(`select-product-${id}`).check();
    await page.getByTestId('selection-bar').getByText('Selected: 2').waitFor();
    await page.getByTestId('delete-selected').click();
    await waitForStill(page, '[role="dialog"]');
    const dialog = page.getByRole('dialog');
    assert.ok((await dialog.innerText()).includes(`Throwaway ${unique} 2`));
    await expectNoA11yViolations('delete dialog');
    await page.getByTestId('confirm-action').click();
    await waitForToast(page);
    // The search is fuzzy, so other products may still match: only the two rows must go.
    for (const id of throwawayIds) {
      await page.getByTestId(`product-row-${id}`).waitFor({ state: 'detached' });
    }
    for (const id of throwawayIds) assert.equal((await adminProduct(id)).status, 404);
  });

  it('exports the catalogue as an Excel workbook', async () => {
    await page.goto(`${baseUrl}/dashboard/products`);
    await page.getByTestId('products-table').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('products-export').click(),
    ]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const file = path.join(tempDir, download.suggestedFilename());
    await download.saveAs(file);
    assert.equal(fs.readFileSync(file).subarray(0, 2).toString(), 'PK', 'a zip (xlsx) file');
  });

  it('imports nothing from a workbook with a bad row and lists the problem', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId']);
    sheet.addRow([`E2E-IMP-${unique}`, 'Good', 'جيد', 12, 4, brandId, categoryId]);
    sheet.addRow([`E2E-BAD-${unique}`, 'Bad', 'سيئ', -3, 4, brandId, categoryId]);
    const file = path.join(tempDir, 'bad-row.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.getByTestId('products-import').click();
    await waitForStill(page, '[role="dialog"]');
    await page.locator('[role="dialog"] input[type="file"][name="file"]').setInputFiles(file);
    await page.getByTestId('import-submit').click();
    const report = page.getByTestId('import-errors');
    await report.waitFor();
    const cells = await report.locator('tbody tr').first().locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(0, 2), ['3', 'price'], 'row 3, column price');
    await screenshot(page, 'dashboard-products-import-errors-desktop-en');
    await expectNoA11yViolations('import dialog with errors');

    const { data } = await api<{ items: Array<{ sku: string }> }>(
      `/adminProduct/getAllProductDetailsForAdmin?pageSize=100&search=E2E-IMP-${unique}`,
      { headers: adminHeaders() },
    );
    assert.ok(
      data.items.every((item) => item.sku !== `E2E-IMP-${unique}`),
      'the good row was not imported either',
    );

    // Without the bad row, the same workbook adds the product and the list reloads with it.
    sheet.spliceRows(3, 1);
    await workbook.xlsx.writeFile(file);
    await page.locator('[role="dialog"] input[type="file"][name="file"]').setInputFiles(file);
    await page.getByTestId('import-submit').click();
    await page
      .getByTestId('import-done')
      .getByText('New products: 1. Updated products: 0.')
      .waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close', exact: true })
      .last()
      .click();
    await page.getByTestId('products-search').fill(`E2E-IMP-${unique}`);
    const row = page.locator('[data-testid^="product-row-"]', { hasText: `E2E-IMP-${unique}` });
    await row.waitFor();
    throwawayIds.push(Number((await row.getAttribute('data-testid'))!.replace('product-row-', '')));
    assert.deepEqual(errors, []);
  });
});
