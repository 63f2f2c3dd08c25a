import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  PHONE,
  baseUrl,
  chooseEmailForm,
  fieldError,
  launchBrowser,
  openPage,
  screenshot,
  waitForFieldError,
} from './support.ts';

// The forms check their fields in the browser with the contracts' rules, in the UI language,
// before anything is sent. No sign-ins.

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Records the paths of the API calls the page makes. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

const htmlDirection = (page: Page) => page.evaluate(() => document.documentElement.dir);

describe('client-side validation', () => {
  it('register: each rule shows under its field and follows the UI language', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en' });
    const calls = apiCalls(page);
    // The shop's policy allows no eval; checking a form must not trip it (zod probes for eval
    // unless told not to), or the browser reports a violation on every form page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.sourceFile}`),
      );
    });
    await page.goto(`${baseUrl}/register`);
    await chooseEmailForm(page);
    assert.equal(await fieldError(page, 'email'), '', 'no errors before the first submit');

    await page.locator('main form button[type="submit"]').click();
    for (const name of ['firstName', 'lastName', 'email', 'phoneNumber']) {
      await waitForFieldError(page, name, 'is required');
      assert.equal(
        await page.locator(`main input[name="${name}"]`).getAttribute('aria-invalid'),
        'true',
      );
    }
    // An empty password is "required", not "too weak".
    await waitForFieldError(page, 'password', 'is required');
    // Focus goes to the first field to fix.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName');

    // After the first submit, messages follow every keystroke.
    await page.locator('main input[name="firstName"]').fill('Noura');
    await page.waitForFunction(
      () =>
        document.querySelector('main input[name="firstName"]')?.getAttribute('aria-invalid') !==
        'true',
    );
    assert.equal(await fieldError(page, 'firstName'), '');
    await page.locator('main input[name="email"]').fill('not-an-email');
    await waitForFieldError(page, 'email', 'must be a valid e-mail address');
    await page.locator('main input[name="phoneNumber"]').fill('12345');
    await waitForFieldError(
      page,
      'phoneNumber',
      'must be a Saudi mobile number such as 05XXXXXXXX',
    );
    await page.locator('main input[name="password"]').fill('lettersonly');
    await waitForFieldError(
      page,
      'password',
      'must be at least 8 characters with a letter and a digit',
    );
    await page.locator('main input[name="password"]').fill('long-enough1');
    await page.waitForFunction(
      () =>
        document.querySelector('main input[name="password"]')?.getAttribute('aria-invalid') !==
        'true',
    );
    await page.locator('main input[name="confirmPassword"]').fill('something-else1');
    await waitForFieldError(page, 'confirmPassword', 'does not match the password');
    await screenshot(page, 'register-errors-desktop-en');

    // Switching the language translates the messages in place.
    await page.getByTestId('lang-switch').first().click();
    await waitForFieldError(page, 'email', 'يجب أن يكون بريدًا إلكترونيًا صحيحًا');
    await waitForFieldError(page, 'lastName', 'مطلوب');
    await waitForFieldError(page, 'confirmPassword', 'لا تطابق كلمة المرور');
    assert.equal(await htmlDirection(page), 'rtl');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'ar');
    await screenshot(page, 'register-errors-desktop-ar');

    await page.getByTestId('lang-switch').first().click();
    await waitForFieldError(page, 'email', 'must be a valid e-mail address');
    assert.equal(await htmlDirection(page), 'ltr');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'en');

    assert.deepEqual(
      calls.filter((call) => call.includes('/Account/')),
      [],
      'nothing was sent to the server',
    );
    assert.match(page.url(), /\/register$/);
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      [],
      'no Content-Security-Policy violation',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sign-in and forgot-password forms refuse empty and malformed fields in Arabic', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE, lang: 'ar' });
    const calls = apiCalls(page);
    await page.goto(`${baseUrl}/login`);
    await chooseEmailForm(page);
    await page.locator('main form button[type="submit"]').click();
    await waitForFieldError(page, 'email', 'مطلوب');
    await waitForFieldError(page, 'password', 'مطلوب');
    await page.locator('main input[name="email"]').fill('a@b');
    await waitForFieldError(page, 'email', 'يجب أن يكون بريدًا إلكترونيًا صحيحًا');

    await page.goto(`${baseUrl}/forgot-password`);
    await page.locator('main input[name="email"]').fill('not-an-email');
    await page.locator('main form button[type="submit"]').click();
    await waitForFieldError(page, 'email', 'يجب أن يكون بريدًا إلكترونيًا صحيحًا');
    assert.equal(await page.locator('main input[name="otp"]').count(), 0, 'still on step 1');

    assert.deepEqual(
      calls.filter((call) => call.includes('/Account/')),
      [],
      'no sign-in or reset request was sent',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
