import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl, pngImage, seriousA11yViolations, type Session } from './support.ts';

// Helpers of dashboard-taxonomy.test.ts: the staff API for setup and clean-up, and the list and
// dialog of the brands and categories screens.

export type Named = { id: number; nameEn: string; productsCount: number; parentId?: number | null };
type Answer<T> = { status: number; data: T };

/** Calls the API as the given staff member, in English. */
export function staffApi(session: Session) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${session.token}`, 'Accept-Language': 'en' },
    });
    const body = (await response.json()) as { data: T };
    return { status: response.status, data: body.data };
  }

  async function findByName(kind: 'brand' | 'category', nameEn: string) {
    const list = kind === 'brand' ? 'brand/getAllBrands' : 'category/getAllCategories';
    const search = encodeURIComponent(nameEn);
    const { data } = await call<{ items: Named[] }>(`${list}?pageSize=100&search=${search}`);
    return data.items.find((item) => item.nameEn === nameEn);
  }

  /** Gives the brand a product; answers its id, or null when the product API is not there. */
  async function addProductTo(brandId: number, unique: string): Promise<number | null> {
    const categories = await call<{ items: Named[] }>('category/getAllCategories?pageSize=1');
    const fields = {
      nameEn: `Taxo Product ${unique}`,
      nameAr: `منتج ${unique}`,
      descriptionEn: 'Keeps its brand in use.',
      descriptionAr: 'يبقي الماركة مستخدمة.',
      sku: `TAXO-${unique}`,
      price: '10',
      stock: '5',
      brandId: String(brandId),
      categoryId: String(categories.data.items[0]!.id),
      isActive: 'true',
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.append('images', new Blob([await pngImage()], { type: 'image/png' }), 'product.png');
    const created = await call<{ id: number }>('adminProduct/createProduct', {
      method: 'POST',
      body: form,
    }).catch(() => null);
    return created?.status === 201 ? created.data.id : null;
  }

  async function removeByName(kind: 'brand' | 'category', ...namesEn: string[]) {
    const path = kind === 'brand' ? 'adminBrand/deleteBrand' : 'adminCategory/deleteCategory';
    for (const nameEn of namesEn) {
      const found = await findByName(kind, nameEn);
      if (found) await call(`${path}/${found.id}`, { method: 'DELETE' });
    }
  }

  return { call, findByName, addProductTo, removeByName };
}

/** Types into the list's search and waits for the URL to carry it (the search is debounced). */
export async function searchList(page: Page, kind: string, text: string) {
  await page.getByTestId(`${kind}-search`).fill(text);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text);
  await page.waitForSelector('[aria-busy="false"]');
}

/** A row (table) or card (phone) of the list whose text contains `text`. */
export const listRow = (page: Page, kind: string, text: string) =>
  page.locator(`[data-testid^="${kind}-row-"]`).filter({ hasText: text });

/** Waits for the error Mantine shows under a dialog field (linked through aria-describedby). */
export async function dialogFieldError(page: Page, name: string): Promise<string> {
  const input = page.getByRole('dialog').locator(`input[name="${name}"]`).first();
  const deadline = Date.now() + 5_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await input.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((id) => id.endsWith('-error'))
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    if (text) return text;
    await page.waitForTimeout(50);
  }
  return text;
}

export async function fillNames(page: Page, names: { nameEn: string; nameAr: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="nameEn"]').fill(names.nameEn);
  await dialog.locator('input[name="nameAr"]').fill(names.nameAr);
}

export async function assertAccessible(page: Page, what: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${what}: ${violations.join('; ')}`);
}
