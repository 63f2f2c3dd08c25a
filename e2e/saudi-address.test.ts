import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { chooseCity } from './address-helpers.ts';
import {
  DESKTOP,
  PHONE,
  apiLogin,
  apiRegister,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForSmsCode,
  waitForStill,
  waitForToast,
  type Session,
} from './support.ts';

// Decision 021 on a phone in Arabic and a desktop in English, each with a customer registered for
// the run with a mobile number: checkout preselects that number; a new address takes its city
// from the list, the short national address instead of the building fields, and the browser's
// location (refused first, then allowed); the order page prints the short address; the profile
// adds a sign-in mobile with a texted code. Screenshots of the form, the checkout and the
// profile's mobile section at both widths.

type Lang = 'en' | 'ar';
const unique = Date.now().toString(36);
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
let browser: Browser;

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    },
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A screenshot at the phone's and the desktop's width, whatever the page was opened at. */
async function screenshotBoth(page: Page, name: string, selector: string) {
  const opened = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await waitForStill(page, selector);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `${name} at ${size} px is ${overflow} px too wide`);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(opened);
}

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

for (const { lang, viewport } of [
  { lang: 'ar' as Lang, viewport: PHONE },
  { lang: 'en' as Lang, viewport: DESKTOP },
]) {
  describe(`Saudi address (${lang})`, () => {
    const digits = String(Date.now() % 100_000_000).padStart(8, '0');
    const mobile = `05${digits.slice(0, 7)}${lang === 'ar' ? 1 : 2}`;
    const e164 = `+966${mobile.slice(1)}`;
    let session: Session;

    before(async () => {
      const account = {
        firstName: lang === 'ar' ? 'نورة' : 'Noura',
        lastName: 'Alharbi',
        email: `address-${lang}-${unique}@example.com`,
        phoneNumber: mobile,
        password: 'Passw0rd!',
      };
      await apiRegister(account);
      session = await apiLogin(account);
      const { items } = await api<{ items: { id: number; stock: number }[] }>(
        session,
        'product/getAllProducts?pageSize=50&inStock=true',
      );
      const product = items.find((item) => item.stock >= 3);
      assert.ok(product, 'a product in stock');
      await api(session, 'cart/addToCart', {
        method: 'POST',
        body: JSON.stringify({ productId: product.id, quantity: 1 }),
      });
    });

    it('checks out with the registered mobile, a listed city, a short address and the location', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });
      await page.goto(`${baseUrl}/${lang}/cart/checkout`);

      // The mobile given at registration is offered and already chosen.
      const offered = page.locator('main [data-testid="phone-choice-offered"]');
      await offered.waitFor();
      assert.equal(await offered.getAttribute('aria-checked'), 'true');
      assert.match(
        (await offered.innerText()).replace(/[\u2066-\u2069\u200e]/g, ''),
        new RegExp(mobile.slice(-4)),
      );

      await page.locator('main [data-testid="add-address"]').click();
      const form = page.locator('[data-testid="address-form"]');
      await waitForStill(page, '[data-testid="address-form"]');
      await chooseCity(page, form, lang === 'ar' ? 'جد' : 'jedd', lang === 'ar' ? 'جدة' : 'Jeddah');
      await form.locator('input[name="district"]').fill(lang === 'ar' ? 'الروضة' : 'Al Rawdah');
      await form.locator('input[name="street"]').fill(lang === 'ar' ? 'شارع حائل' : 'Hail Street');
      await form.locator('input[name="shortAddress"]').fill('rrrd ٢٩٢٩');

      // Refused first: the form says so and still saves without it.
      await form.locator('[data-testid="use-location"]').click();
      await form.locator('[data-testid="location-refused"]').waitFor();
      await context.grantPermissions(['geolocation'], { origin: baseUrl });
      await context.setGeolocation(RIYADH);
      await form.locator('[data-testid="use-location"]').click();
      await form.locator('[data-testid="location-saved"]').waitFor();
      await screenshotBoth(page, `saudi-address-form-${lang}`, '[data-testid="address-form"]');

      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/address') && r.request().method() === 'POST',
      );
      await form.locator('button[type="submit"]').click();
      const created = (await (await saved).json()) as {
        data: { cityCode: string; shortAddress: string; latitude: number; buildingNumber: null };
      };
      assert.deepEqual(
        {
          cityCode: created.data.cityCode,
          shortAddress: created.data.shortAddress,
          latitude: created.data.latitude,
          buildingNumber: created.data.buildingNumber,
        },
        { cityCode: 'jeddah', shortAddress: 'RRRD2929', latitude: 24.7136, buildingNumber: null },
      );
      await form.waitFor({ state: 'detached' });
      await page.waitForFunction(() => !document.querySelector('.mantine-Modal-overlay'));

      await page.locator('main [data-testid="delivery-choice"]').first().click();
      await page.locator('main [data-testid="payment-CashOnDelivery"]').click();
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      await screenshotBoth(page, `saudi-address-checkout-${lang}`, 'main');
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the checkout');

      await page.locator('main [data-testid="place-order"]').click();
      await page.waitForURL(/\/my-orders\/\d+$/);
      await waitForToast(page, lang === 'ar' ? /شكرًا/ : /Thank you/);
      const shortAddress = page.locator('main [data-testid="short-address"]');
      await shortAddress.waitFor();
      assert.match(await shortAddress.innerText(), /RRRD2929/);

      // The account's number was saved with the order, as the primary one.
      const phones = await api<{ number: string; isPrimary: boolean }[]>(
        session,
        'phoneNumbers/UserPhoneNumbers',
      );
      assert.deepEqual(phones, [{ ...phones[0], number: e164, isPrimary: true }] as typeof phones);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('adds a sign-in mobile from the profile with a texted code', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });
      await page.goto(`${baseUrl}/${lang}/profile`);
      const section = page.locator('main [data-testid="account-mobile"]');
      await section.waitFor();
      await section.locator('[data-testid="add-sign-in-mobile"]').click();
      await section.locator('input[name="mobile"]').fill(mobile);
      await section.locator('button[type="submit"]').click();
      const code = await waitForSmsCode(e164);
      await section.locator('input[name="code"]').waitFor();
      await screenshotBoth(page, `saudi-address-profile-mobile-${lang}`, 'main');
      await section.locator('input[name="code"]').fill(code);
      await section.locator('button[type="submit"]').click();
      await waitForToast(page);
      await section.locator('[data-testid="add-sign-in-mobile"]').waitFor();
      const user = await api<{ mobile: string | null }>(session, 'Account/get-user-info');
      assert.equal(user.mobile, e164);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
