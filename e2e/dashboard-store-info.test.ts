import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  baseUrl,
  fieldError,
  launchBrowser,
  openPage,
  pngImage,
  screenshot,
  screenshotDir,
  type Session,
  waitForMail,
  waitForStill,
  waitForToast,
} from './support.ts';
import { assertAccessible } from './taxonomy-helpers.ts';

// An admin hides the footer's e-mail and shows it again (the storefront footer follows), adds a
// help service with an icon that then shows on the home strip, and a shopper sends the contact
// form in English on a desktop and in Arabic on a phone (the mail lands in the outbox). Every
// screen is checked with axe and photographed in both languages. One API sign-in (admin).

const unique = Date.now().toString(36);
const service = { titleEn: `Gift wrapping ${unique}`, titleAr: `تغليف الهدايا ${unique}` };
const STORE_EMAIL = 'care@dukkan.local';

let browser: Browser;
let admin: Session;
const contexts: BrowserContext[] = [];

async function open(
  route: string,
  lang: 'en' | 'ar',
  viewport = DESKTOP,
  session: Session | undefined = admin,
) {
  const opened = await openPage(browser, { lang, viewport, session });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${route}`);
  return opened;
}

/**
 * A picture of one part of the page (the footer, the home strip), cut from a full-page shot so
 * the sticky header stays at the top instead of covering the part.
 */
async function shootElement(page: Page, locator: Locator, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      x: rect.x + window.scrollX,
      y: rect.y + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: true,
    clip: box,
  });
}

/** A full-page picture taken from the top (a scrolled page would show the sticky header mid-way). */
async function shootPage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const footerOf = (page: Page) => page.getByTestId('site-footer');

async function apiCall(route: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    ...init,
    headers: { Authorization: `Bearer ${admin.token}`, 'Accept-Language': 'en', ...init.headers },
  });
  return (await response.json()) as { statusCode: number; data: unknown };
}

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  // Whatever a failed run left behind: the test service, and the e-mail switched back on.
  const list = (await apiCall('helpService/getAll')).data as { id: number; titleEn: string }[];
  for (const item of list.filter((s) => s.titleEn === service.titleEn)) {
    await apiCall(`helpService/delete/${item.id}`, { method: 'DELETE' });
  }
  const footer = (await apiCall('footer/getFooter')).data as { id: number | null };
  if (footer.id !== null) {
    await apiCall(`footer/updateFooterToggles/${footer.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ isEmailEnabled: true }),
    });
  }
});

describe('footer data, help services and contact (admin, shopper)', () => {
  it('turning the e-mail off in footer data hides it in the storefront footer, and back on shows it', async () => {
    const { page, errors } = await open('/dashboard/footer-data', 'en');
    await page.getByTestId('footer-form').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Footer data' }).waitFor();
    assert.equal(await page.getByTestId('field-email').inputValue(), STORE_EMAIL);
    await assertAccessible(page, 'footer data');

    const emailSwitch = page.getByRole('switch', { name: 'Show E-mail in the footer' });
    assert.equal(await emailSwitch.isChecked(), true);
    await emailSwitch.setChecked(false);
    await page.getByTestId('footer-save').click();
    await waitForToast(page, /Footer data updated/);

    const shop = await open('/', 'en', DESKTOP, undefined);
    const footer = footerOf(shop.page);
    await footer.getByTestId('store-phone').waitFor();
    assert.equal(await footer.getByTestId('store-email').count(), 0, 'the e-mail is hidden');
    assert.match(await footer.getByTestId('store-phone').innerText(), /\+966 11 234 5678/);
    assert.equal(await footer.getByTestId('social-snapchat').count(), 0, 'Snapchat is off');
    assert.equal(
      await footer.getByTestId('social-facebook').getAttribute('aria-label'),
      'Facebook — Dukkan (opens in a new tab)',
    );

    // Back on with the switches-only call; text being edited is not sent.
    await emailSwitch.setChecked(true);
    await page.getByTestId('footer-save-switches').click();
    await waitForToast(page, /shown or hidden/);
    await shop.page.reload();
    await footerOf(shop.page).getByTestId('store-email').waitFor();
    assert.equal(
      await footerOf(shop.page).getByTestId('store-email').locator('a').getAttribute('href'),
      `mailto:${STORE_EMAIL}`,
    );

    // A broken link is refused under its field before anything is sent.
    await page.getByTestId('field-facebookLink').fill('javascript:alert(1)');
    await page.getByTestId('footer-save').click();
    assert.match(await fieldError(page, 'facebookLink'), /https:\/\//);
    await page.getByTestId('field-facebookLink').fill('https://www.facebook.com/dukkan.shop');
    assert.deepEqual(errors, []);
  });

  it('a help service added with an icon shows on the home strip', async () => {
    const { page, errors } = await open('/dashboard/help-services', 'en');
    await page.getByTestId('help-table').waitFor();
    // The table can show before its rows arrive: wait for the demo's four, then count them.
    await page.locator('[data-testid^="help-row-"]').nth(3).waitFor();
    assert.equal(await page.locator('[data-testid^="help-row-"]').count(), 4);
    await assertAccessible(page, 'help services');

    await page.getByTestId('add-help-service').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('save-help').click();
    assert.match(await page.getByRole('dialog').innerText(), /Choose an icon/);
    await page.getByRole('dialog').locator('input[name="titleEn"]').fill(service.titleEn);
    await page.getByRole('dialog').locator('input[name="titleAr"]').fill(service.titleAr);
    await page
      .getByRole('dialog')
      .locator('textarea[name="descriptionEn"]')
      .fill('Wrapped with a card, free.');
    await page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await pngImage(128) });
    await assertAccessible(page, 'help service dialog');
    await page.getByTestId('save-help').click();
    await waitForToast(page, /Help service added/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.locator('[data-testid^="help-row-"]').filter({ hasText: service.titleEn });
    await row.waitFor();

    const shop = await open('/', 'en', DESKTOP, undefined);
    const card = shop.page.getByTestId('help-service').filter({ hasText: service.titleEn });
    await card.waitFor();
    assert.match(
      (await card.locator('img').getAttribute('src')) ?? '',
      /^\/media\/help-services\/.+-320\.webp$/,
    );

    await row.locator('[data-testid^="delete-help-"]').click();
    await page.getByTestId('confirm-action').click();
    await waitForToast(page, /Help service deleted/);
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  it('a shopper sends the contact form (English, desktop); the store gets the mail', async () => {
    const { page, errors } = await open('/contact', 'en', DESKTOP, undefined);
    await page.getByTestId('contact-form').waitFor();
    await page.getByTestId('contact-details').getByTestId('store-email').waitFor();
    await page.getByTestId('contact-send').click();
    assert.match(await fieldError(page, 'name'), /required/);
    assert.match(await fieldError(page, 'message'), /required/);
    await page.locator('input[name="name"]').fill('Layla Test');
    await page.locator('input[name="email"]').fill(`layla.${unique}@example.com`);
    await page.locator('input[name="subject"]').fill(`Order question ${unique}`);
    await page.locator('textarea[name="message"]').fill('When will my order arrive in Jeddah?');
    await assertAccessible(page, 'contact page');
    await page.getByTestId('contact-send').click();
    await page.getByTestId('contact-sent').waitFor();
    const mail = await waitForMail(STORE_EMAIL);
    assert.match(mail, new RegExp(`Subject: Contact form: Order question ${unique}`));
    assert.match(mail, new RegExp(`Reply-To: "?Layla Test"? <layla\\.${unique}@example\\.com>`));
    assert.deepEqual(errors, []);
  });

  it('a shopper sends the contact form in Arabic on a phone', async () => {
    const { page, errors } = await open('/contact', 'ar', PHONE, undefined);
    await page.getByTestId('contact-form').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.locator('input[name="name"]').fill('سارة');
    await page.locator('input[name="email"]').fill(`sara.${unique}@example.com`);
    await page.locator('input[name="phone"]').fill('٠٥٥١٢٣٤٥٦٧');
    await page.locator('input[name="subject"]').fill(`استفسار ${unique}`);
    await page.locator('textarea[name="message"]').fill('متى يصل طلبي إلى الدمام؟ شكرًا لكم');
    await page.getByTestId('contact-send').click();
    await page.getByTestId('contact-sent').waitFor();
    await waitForToast(page, /أُرسلت رسالتك/);
    await assertAccessible(page, 'contact sent (ar phone)');
    const mail = await waitForMail(STORE_EMAIL);
    assert.match(mail, new RegExp(`Reply-To: .*<sara\\.${unique}@example\\.com>`));
    // Arabic text travels base64-encoded; the mobile arrives normalised.
    const body = Buffer.from(mail.split('\n\n').slice(1).join(''), 'base64').toString('utf8');
    assert.match(body, /\+966551234567/);
    assert.match(body, /متى يصل طلبي/);
    assert.deepEqual(errors, []);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`footer, home strip and contact page look right in ${lang} on a phone and a desktop`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, errors } = await open('/', lang, viewport, undefined);
        const strip = page.getByTestId('help-services-strip');
        await strip.locator('[data-testid="help-service"] img').first().waitFor();
        await page.waitForLoadState('networkidle');
        await shootElement(page, strip, `storeinfo-home-strip-${lang}-${viewport.width}`);
        const footer = footerOf(page);
        await footer.getByTestId('store-email').waitFor();
        await shootElement(page, footer, `storeinfo-footer-${lang}-${viewport.width}`);
        await assertAccessible(page, `home ${lang} ${viewport.width}`);

        await page.goto(`${baseUrl}/contact`);
        await page.getByTestId('contact-details').getByTestId('store-phone').waitFor();
        await shootPage(page, `storeinfo-contact-${lang}-${viewport.width}`);
        assert.deepEqual(errors, []);
      }
      const { page } = await open('/dashboard/footer-data', lang);
      await page.getByTestId('footer-form').waitFor();
      await assertAccessible(page, `footer data ${lang}`);
      await shootPage(page, `storeinfo-dashboard-footer-${lang}-1366`);
      await page.goto(`${baseUrl}/dashboard/help-services`);
      await page.getByTestId('help-table').waitFor();
      await page.locator('[data-testid^="help-row-"] img').first().waitFor();
      await shootPage(page, `storeinfo-dashboard-help-${lang}-1366`);
    });
  }
});
