import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  appPath,
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  storedSession,
  waitForSmsCode,
} from './support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** A Saudi mobile no other run has used: 055 and the last eight digits of the clock. */
const localNumber = `055${String(Date.now()).slice(-7)}`;
const e164 = `+966${localNumber.slice(1)}`;
const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function expectNoSeriousA11yIssues(page: Page, screen: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${screen}: ${violations.join('; ')}`);
}

describe('signing in with a mobile number and a texted code', () => {
  it('a new shopper signs up on a phone in Arabic with the code from the SMS outbox', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, lang: 'ar' });
    await page.goto(`${baseUrl}/login`);
    // Phone first: the mobile form is what the page opens on.
    const mobile = page.locator('main input[name="mobile"]');
    await mobile.waitFor();
    assert.equal(await mobile.getAttribute('type'), 'tel');
    await mobile.fill(toArabicDigits(localNumber));
    await screenshot(page, 'mobile-sign-in-number-phone-ar');
    await expectNoSeriousA11yIssues(page, 'mobile sign-in, number (ar)');
    await page.locator('main form button[type="submit"]').click();

    const code = page.locator('main input[name="code"]');
    await code.waitFor();
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    // Resending waits for the countdown.
    const resend = page.locator('main form button[type="button"]').first();
    assert.equal(await resend.isDisabled(), true);
    assert.match(await resend.innerText(), /ثانية/);
    await code.fill(await waitForSmsCode(e164));
    await page.locator('main form button[type="submit"]').click();

    // A new number: the server asks for the name, and the same code then signs up.
    const name = page.locator('main input[name="name"]');
    await name.waitFor();
    await screenshot(page, 'mobile-sign-in-name-phone-ar');
    await expectNoSeriousA11yIssues(page, 'mobile sign-in, code and name (ar)');
    await name.fill('ليلى العتيبي');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => !appPath(url).startsWith('/login'));
    const session = await storedSession(page);
    assert.ok(session.token);
    assert.equal(session.role, 'Customer');

    await page.goto(`${baseUrl}/profile`);
    const firstName = page.locator('main input[name="firstName"]');
    await firstName.waitFor();
    assert.equal(await firstName.inputValue(), 'ليلى');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the same number signs in again on a desktop in English, no name asked', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, lang: 'en' });
    await page.goto(`${baseUrl}/login`);
    await page.locator('main input[name="mobile"]').fill(localNumber);
    await screenshot(page, 'mobile-sign-in-number-desktop-en');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main input[name="code"]').waitFor();
    // The code is in the outbox before the API answers, so the newest message is this one.
    await page.locator('main input[name="code"]').fill(await waitForSmsCode(e164));
    await screenshot(page, 'mobile-sign-in-code-desktop-en');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => !appPath(url).startsWith('/login'));
    assert.equal(await page.locator('main input[name="name"]').count(), 0);
    assert.equal((await storedSession(page)).role, 'Customer');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('registration opens on the mobile form in both languages', async () => {
    for (const [lang, viewport] of [
      ['ar', DESKTOP],
      ['en', PHONE],
    ] as const) {
      const { page, context } = await openPage(browser, { viewport, lang });
      await page.goto(`${baseUrl}/register`);
      await page.locator('main input[name="mobile"]').waitFor();
      await screenshot(page, `mobile-register-${lang === 'ar' ? 'desktop' : 'phone'}-${lang}`);
      await expectNoSeriousA11yIssues(page, `register by mobile (${lang})`);
      await context.close();
    }
  });
});
