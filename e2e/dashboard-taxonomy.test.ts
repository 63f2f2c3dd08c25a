import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  DEMO,
  PHONE,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  pngImage,
  screenshot,
  type Session,
  waitForStill,
  waitForToast,
} from './support.ts';
import {
  dialogFieldError,
  fillNames,
  listRow,
  searchList,
  assertAccessible,
  staffApi,
  type Named,
} from './taxonomy-helpers.ts';

// A manager runs the brands and categories screens: add with a picture, validation and a taken
// name under the field, edit, delete with confirmation, a brand that still has products refused
// (409) and kept, and a sub-category added in Arabic on a phone. One API sign-in (manager).

const unique = Date.now().toString(36);
const brand = { nameEn: `Taxo Brand ${unique}`, nameAr: `ماركة ${unique}` };
const renamed = `Taxo Renamed ${unique}`;
const category = { nameEn: `Taxo Category ${unique}`, nameAr: `قسم تجريبي ${unique}` };

// The dialog that asks before deleting (the add/edit dialog may still be fading out).
const CONFIRM_DIALOG = '[role="dialog"]:has([data-testid="confirm-delete"])';

let browser: Browser;
let manager: Session;
const contexts: BrowserContext[] = [];

let api: ReturnType<typeof staffApi>;
let productId: number | null = null;

async function open(path: string, lang: 'en' | 'ar', viewport?: { width: number; height: number }) {
  const opened = await openPage(browser, { lang, viewport, session: manager });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
  api = staffApi(manager);
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  if (productId !== null)
    await api.call(`adminProduct/deleteProduct/${productId}`, { method: 'DELETE' });
  // Whatever a failed run left behind.
  await api.removeByName('brand', brand.nameEn, renamed);
  await api.removeByName('category', category.nameEn);
});

describe('dashboard brands and categories (manager)', () => {
  it('adds a brand with a logo, renames it, refuses a taken name, and deletes it', async () => {
    const { page, errors } = await open('/dashboard/brands', 'en');
    await page.getByTestId('brands-table').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    await assertAccessible(page, 'brands list');

    await page.getByTestId('add-brands').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('save-taxonomy').click();
    assert.match(await dialogFieldError(page, 'nameEn'), /required/);
    assert.match(await dialogFieldError(page, 'nameAr'), /required/);
    await screenshot(page, 'dashboard-brand-dialog-errors-desktop-en');
    await assertAccessible(page, 'brand dialog');

    await fillNames(page, brand);
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await pngImage(),
      });
    await page.getByTestId('save-taxonomy').click();
    await waitForToast(page, /Brand added/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await searchList(page, 'brands', brand.nameEn);
    const added = listRow(page, 'brands', brand.nameEn);
    await added.waitFor();
    assert.match(
      (await added.locator('img').getAttribute('src')) ?? '',
      /^\/media\/brands\/.+-320\.webp$/,
    );
    assert.ok((await added.innerText()).includes(brand.nameAr), 'the Arabic name is listed');

    await added.locator('[data-testid^="edit-brands-"]').click();
    const nameEn = page.getByRole('dialog').locator('input[name="nameEn"]');
    assert.equal(await nameEn.inputValue(), brand.nameEn, 'the dialog opens filled in');
    await nameEn.fill(renamed);
    await page.getByTestId('save-taxonomy').click();
    await waitForToast(page, /Brand updated/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await listRow(page, 'brands', renamed).waitFor();
    assert.equal(await listRow(page, 'brands', brand.nameEn).count(), 0, 'the row was replaced');

    // A taken name: the server's 409 shows under the English name and the dialog stays open.
    await page.getByTestId('add-brands').click();
    await fillNames(page, { nameEn: renamed, nameAr: `${brand.nameAr} ب` });
    await page.getByTestId('save-taxonomy').click();
    assert.match(await dialogFieldError(page, 'nameEn'), /already exists/);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const saved = await api.findByName('brand', renamed);
    assert.ok(saved, 'the renamed brand is stored');
    await listRow(page, 'brands', renamed).locator('[data-testid^="delete-brands-"]').click();
    await waitForStill(page, CONFIRM_DIALOG);
    assert.ok((await page.getByRole('dialog').innerText()).includes(renamed));
    await screenshot(page, 'dashboard-brand-delete-desktop-en');
    await assertAccessible(page, 'delete dialog');
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /Brand deleted/);
    await listRow(page, 'brands', renamed).waitFor({ state: 'detached' });
    assert.equal(
      (await api.call(`brand/getBrandById/${saved.id}`)).status,
      404,
      'the brand is gone',
    );
    assert.deepEqual(errors, []);
  });

  it('refuses to delete a brand that still has products, and keeps its row', async (t) => {
    const { data } = await api.call<{ items: Named[] }>('brand/getAllBrands?pageSize=100');
    const inUse = data.items.find((item) => item.productsCount > 0) ?? data.items[0];
    assert.ok(inUse, 'the demo seed has brands');
    if (inUse.productsCount === 0) productId = await api.addProductTo(inUse.id, unique);
    if (inUse.productsCount === 0 && productId === null) {
      t.skip('the product API is not available, so no brand has products');
      return;
    }
    const { page, errors } = await open('/dashboard/brands', 'en');
    await searchList(page, 'brands', inUse.nameEn);
    await listRow(page, 'brands', inUse.nameEn).locator('[data-testid^="delete-brands-"]').click();
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /still has products/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await listRow(page, 'brands', inUse.nameEn).count(), 1, 'the row stays');
    assert.equal((await api.call(`brand/getBrandById/${inUse.id}`)).status, 200, 'the brand stays');
    assert.deepEqual(errors, []);
  });

  it('adds a sub-category in Arabic on a phone and deletes it', async () => {
    const { page, errors } = await open('/dashboard/categories', 'ar', PHONE);
    await page.getByRole('heading', { level: 1, name: 'الأقسام' }).waitFor();
    await page.locator('[data-testid^="categories-row-"]').first().waitFor();
    await assertAccessible(page, 'categories list (ar)');

    await page.getByTestId('add-categories').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('save-taxonomy').click();
    assert.match(await dialogFieldError(page, 'nameAr'), /مطلوب/);
    await fillNames(page, category);
    await page.getByTestId('parent-select').fill('البقالة');
    await page.getByRole('option', { name: 'البقالة', exact: true }).click();
    await assertAccessible(page, 'category dialog (ar)');
    await page.getByTestId('save-taxonomy').click();
    await waitForToast(page, /تمت إضافة القسم/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Adding a category appends it to the list on screen, with its parent.
    const added = listRow(page, 'categories', category.nameAr);
    await added.waitFor();
    await added.getByText('ضمن البقالة').waitFor();
    const stored = await api.findByName('category', category.nameEn);
    const groceries = await api.findByName('category', 'Groceries');
    assert.ok(stored && groceries);
    assert.equal(stored.parentId, groceries.id);

    await added.locator('[data-testid^="delete-categories-"]').click();
    await waitForStill(page, CONFIRM_DIALOG);
    await screenshot(page, 'dashboard-category-delete-phone-ar');
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /تم حذف القسم/);
    await added.waitFor({ state: 'detached' });
    assert.equal(
      await api.findByName('category', category.nameEn),
      undefined,
      'the category is gone',
    );
    assert.deepEqual(errors, []);
  });
});
