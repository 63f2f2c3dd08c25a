import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  baseUrl,
  fieldError,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type Session,
  waitForFieldError,
  waitForToast,
} from './support.ts';

// The information pages: the storefront shows each policy in the shop's language and direction;
// an admin edits the privacy policy's Arabic text and the Arabic storefront shows it right to
// left; a page is added (a taken address refused under its field) and deleted. One API sign-in.

const unique = Date.now().toString(36);
const sentence = `نضمن لك حذف بياناتك خلال سبعة أيام من طلبك رقم ${unique}`;
const added = {
  slug: `e2e-${unique}`,
  titleEn: `Gift wrapping ${unique}`,
  titleAr: `تغليف الهدايا ${unique}`,
};

type FixedPage = {
  id: number;
  slug: string;
  titleEn: string;
  titleAr: string;
  contentEn: string;
  contentAr: string;
  isActive: boolean;
};

let browser: Browser;
let admin: Session;
let originalPrivacy: FixedPage | null = null;
const contexts: BrowserContext[] = [];

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${admin.token}`,
      'Accept-Language': 'en',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

async function open(
  path: string,
  lang: 'en' | 'ar',
  viewport = DESKTOP,
  session: Session | undefined = admin,
) {
  const opened = await openPage(browser, { lang, viewport, session });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

async function assertAccessible(page: Page, what: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${what}: ${violations.join('; ')}`);
}

/**
 * Puts the caret at the end of a rich-text editor (through the DOM selection, which the editor
 * follows) and types a new paragraph there.
 */
async function appendParagraph(page: Page, testId: string, text: string) {
  const editor = page.getByTestId(`${testId}-input`);
  await editor.click();
  const hasText = await editor.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    return Boolean(element.textContent?.trim());
  });
  if (hasText) await page.keyboard.press('Enter');
  await page.keyboard.insertText(text);
}

/** A full-page screenshot from the top, so the fixed dashboard header sits where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  await screenshot(page, name);
}

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
  originalPrivacy = (await api<FixedPage>('FixedPage/GetBySlug/privacy-policy')).data;
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  // Put the demo policy back as it was, and remove what a failed run left behind.
  if (originalPrivacy) {
    const { id, slug, titleEn, titleAr, contentEn, contentAr, isActive } = originalPrivacy;
    await api('AdminFixedPage/UpdateFixedPage', {
      method: 'PUT',
      body: JSON.stringify({ id, slug, titleEn, titleAr, contentEn, contentAr, isActive }),
    });
  }
  const left = await api<FixedPage>(`FixedPage/GetBySlug/${added.slug}`);
  if (left.status === 200) {
    await api(`AdminFixedPage/DeleteFixedPage/${left.data.id}`, { method: 'DELETE' });
  }
});

describe('information pages', () => {
  it('the storefront shows a policy in each language and direction, on a phone and a desktop', async () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, errors } = await open('/returns-policy', lang, viewport, undefined);
        const content = page.getByTestId('fixed-page-content');
        await content.waitFor();
        const title = lang === 'ar' ? 'سياسة الإرجاع والاستبدال' : 'Returns and exchanges';
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        assert.equal(
          await content.evaluate((el) => getComputedStyle(el).direction),
          lang === 'ar' ? 'rtl' : 'ltr',
        );
        assert.match(await content.innerText(), lang === 'ar' ? /7 أيام/ : /7 days/);
        assert.match(await page.title(), new RegExp(title));
        if (viewport === DESKTOP) await assertAccessible(page, `returns policy (${lang})`);
        await screenshot(page, `pages-policy-${lang}-${viewport.width}`);
        assert.deepEqual(errors, []);
      }
    }
  });

  it('an admin edits the privacy policy in Arabic and the Arabic page shows it right to left', async () => {
    const { page, errors } = await open('/dashboard/fixed-pages', 'en');
    const row = page.getByTestId('fixed-page-row-privacy-policy');
    await row.waitFor();
    assert.match(await row.innerText(), /سياسة الخصوصية/);
    await assertAccessible(page, 'fixed pages list');
    await shot(page, 'pages-list-en-1366');

    await page.getByTestId('edit-fixed-page-privacy-policy').click();
    await page.getByTestId('editor-ar-input').waitFor();
    assert.equal(await page.locator('main input[name="slug"]').inputValue(), 'privacy-policy');
    assert.equal(
      await page.getByTestId('editor-ar-input').evaluate((el) => getComputedStyle(el).direction),
      'rtl',
    );
    await appendParagraph(page, 'editor-ar', sentence);
    await assertAccessible(page, 'fixed page form');
    await shot(page, 'pages-editor-en-1366');

    await page.getByTestId('preview-tab').click();
    const preview = page.getByTestId('preview-ar');
    await preview.getByText(sentence).waitFor();
    await shot(page, 'pages-preview-en-1366');
    await page.getByTestId('save-fixed-page').click();
    await waitForToast(page, /Page saved/);
    await page.waitForURL(/\/dashboard\/fixed-pages$/);
    assert.deepEqual(errors, []);

    const shop = await open('/privacy-policy', 'ar', DESKTOP, undefined);
    const paragraph = shop.page.getByTestId('fixed-page-content').getByText(sentence);
    await paragraph.waitFor();
    assert.equal(await paragraph.evaluate((el) => getComputedStyle(el).direction), 'rtl');
    assert.equal(await paragraph.evaluate((el) => el.closest('[dir]')?.getAttribute('dir')), 'rtl');
    assert.deepEqual(shop.errors, []);
  });

  it('adds a page in Arabic (a taken address refused under its field) and deletes it', async () => {
    const { page, errors } = await open('/dashboard/fixed-pages/add', 'ar');
    await page.getByTestId('editor-en-input').waitFor();
    await page.getByTestId('save-fixed-page').click();
    await waitForFieldError(page, 'titleAr', 'مطلوب');
    await waitForFieldError(page, 'slug', 'مطلوب');

    await page.locator('main input[name="titleEn"]').fill(added.titleEn);
    await page.locator('main input[name="titleAr"]').fill(added.titleAr);
    await page.locator('main input[name="slug"]').fill('Bad Slug');
    await waitForFieldError(page, 'slug', 'شرطة واحدة');
    await page.locator('main input[name="slug"]').fill('about');
    await appendParagraph(page, 'editor-en', 'We wrap every gift by hand.');
    await appendParagraph(page, 'editor-ar', 'نغلّف كل هدية يدويًا.');
    await page.getByTestId('save-fixed-page').click();
    await waitForFieldError(page, 'slug', 'هذا الرابط مستخدم لصفحة أخرى');
    await shot(page, 'pages-editor-ar-1366');
    await assertAccessible(page, 'fixed page form (ar)');

    await page.locator('main input[name="slug"]').fill(added.slug);
    assert.equal(await fieldError(page, 'slug'), '');
    await page.getByTestId('save-fixed-page').click();
    await waitForToast(page, /تمت إضافة الصفحة/);
    const row = page.getByTestId(`fixed-page-row-${added.slug}`);
    await row.waitFor();
    const stored = await api<FixedPage>(`FixedPage/GetBySlug/${added.slug}`);
    assert.equal(stored.status, 200);
    assert.equal(stored.data.contentAr, '<p>نغلّف كل هدية يدويًا.</p>');

    await page.getByTestId(`delete-fixed-page-${added.slug}`).click();
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /تم حذف الصفحة/);
    await row.waitFor({ state: 'detached' });
    assert.equal((await api(`FixedPage/GetBySlug/${added.slug}`)).status, 404);
    assert.deepEqual(errors, []);
  });

  it('the editor fits a phone in both languages', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, errors } = await open('/dashboard/fixed-pages', lang, PHONE);
      await page.getByTestId('fixed-page-row-delivery-policy').waitFor();
      await shot(page, `pages-list-${lang}-390`);
      await page.getByTestId('edit-fixed-page-delivery-policy').click();
      await page.getByTestId('editor-ar-input').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 1, `the ${lang} editor scrolls sideways by ${overflow}px`);
      await shot(page, `pages-editor-${lang}-390`);
      assert.deepEqual(errors, []);
    }
  });
});
