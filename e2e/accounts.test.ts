import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  appPath,
  chooseEmailForm,
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  login,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForMail,
  waitForToast,
} from './support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const unique = Date.now().toString(36);

async function expectNoSeriousA11yIssues(page: Page, screen: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${screen}: ${violations.join('; ')}`);
}

describe('customer account journey', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`registers, signs in, edits the profile and signs out (${size})`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport, lang: 'en' });
      const email = `shopper-${size}-${unique}@example.com`;
      await page.goto(`${baseUrl}/register`);
      await chooseEmailForm(page);
      await page.locator('input[name="firstName"]').fill('Layla');
      await page.locator('input[name="lastName"]').fill('Alotaibi');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="phoneNumber"]').fill('0551234567');
      await page.locator('input[name="password"]').fill('Quiet7Harbor');
      await page.locator('input[name="confirmPassword"]').fill('Quiet7Harbor');
      await screenshot(page, `register-filled-${size}-en`);
      await expectNoSeriousA11yIssues(page, 'register');
      await page.locator('main form button[type="submit"]').click();
      // Registering signs the shopper in: no sign-in form to fill again.
      await page.waitForURL((url) => !appPath(url).startsWith('/register'));
      assert.ok(!appPath(new URL(page.url())).startsWith('/login'));
      await page.waitForFunction(() => localStorage.getItem('token') !== null);
      await page.goto(`${baseUrl}/profile`);
      const firstName = page.locator('input[name="firstName"]');
      await firstName.waitFor();
      assert.equal(await firstName.inputValue(), 'Layla');
      await firstName.fill('Lulu');
      await page.locator('main form button[type="submit"]').first().click();
      await page
        .getByText(/updated/i)
        .first()
        .waitFor();
      await screenshot(page, `profile-saved-${size}-en`);
      await expectNoSeriousA11yIssues(page, 'profile');

      await page.reload();
      await page.locator('input[name="firstName"]').waitFor();
      assert.equal(await page.locator('input[name="firstName"]').inputValue(), 'Lulu');

      await page.getByTestId('account-menu').first().click();
      await page.getByTestId('logout').first().click();
      await page.waitForFunction(
        () => localStorage.getItem('token') === null && localStorage.getItem('role') === null,
      );
      await page.goto(`${baseUrl}/profile`);
      await page.waitForURL(/\/login/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('resets a forgotten password with the e-mailed code', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    await page.goto(`${baseUrl}/forgot-password`);
    await page.locator('input[name="email"]').fill('customer@dukkan.local');
    await page.locator('main form button[type="submit"]').click();
    const mail = await waitForMail('customer@dukkan.local');
    const code = /code: (\d{6})/.exec(mail)?.[1];
    assert.ok(code, 'the mail carries a 6-digit code');
    const otp = page.locator('input[name="otp"]');
    await otp.waitFor();
    // A wrong code is refused and the form stays on the code step.
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.locator('main form button[type="submit"]').click();
    await waitForToast(page, /code is incorrect/);
    assert.equal(await page.locator('input[name="newPassword"]').count(), 0);
    await otp.fill(code);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('input[name="newPassword"]').waitFor();
    await page.locator('input[name="newPassword"]').fill('Customer123!');
    await page.locator('input[name="confirmPassword"]').fill('Customer123!');
    await screenshot(page, 'forgot-password-new-password-desktop-en');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(/\/login/);
    await login(page, { email: 'customer@dukkan.local', password: 'Customer123!' });
    await page.waitForURL((url) => !appPath(url).startsWith('/login'));
    await context.close();
  });
});

describe('roles', () => {
  it('admin changes a user role on the dashboard users screen', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'en' });
    await login(page, { email: 'admin@dukkan.local', password: 'Admin123!' });
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${baseUrl}/dashboard/users`);
    await page.getByTestId('users-table').waitFor();
    await page.getByTestId('users-search').fill('customer@dukkan.local');
    const row = page.locator('[data-testid^="user-row-"]', { hasText: 'customer@dukkan.local' });
    await row.waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid^="user-row-"]').length === 1,
    );
    const select = row.locator('select');
    await select.selectOption('Manager');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid^="user-row-"] select') as HTMLSelectElement | null)
          ?.value === 'Manager' &&
        !document.querySelector('[data-testid^="user-row-"] select:disabled'),
    );
    await page.reload();
    await page.getByTestId('users-table').waitFor();
    await page.getByTestId('users-search').fill('customer@dukkan.local');
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('[data-testid^="user-row-"]');
      return (
        rows.length === 1 &&
        (rows[0]!.querySelector('select') as HTMLSelectElement).value === 'Manager'
      );
    });
    await screenshot(page, 'dashboard-users-role-changed-desktop-en');
    await expectNoSeriousA11yIssues(page, 'dashboard users');
    // Put it back so other journeys keep a customer.
    await row.locator('select').selectOption('Customer');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid^="user-row-"] select') as HTMLSelectElement).value ===
          'Customer' && !document.querySelector('[data-testid^="user-row-"] select:disabled'),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('manager is refused the users screen', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    await login(page, { email: 'manager@dukkan.local', password: 'Manager123!' });
    await page.waitForURL(/\/dashboard/);
    // The navigation offers the manager's areas, but not the users screen.
    await page.getByTestId('dashboard-nav-orders').waitFor();
    assert.equal(await page.getByTestId('dashboard-nav-users').count(), 0);
    await screenshot(page, 'dashboard-home-manager-desktop-en');
    await page.goto(`${baseUrl}/dashboard/users`);
    await page.waitForURL(/\/unauthorized/);
    await screenshot(page, 'unauthorized-manager-desktop-en');
    // "Sign in with another account" ends this session and opens the login screen.
    await page.getByRole('button', { name: 'Sign in with another account' }).click();
    await page.waitForURL(/\/login$/);
    await page.waitForFunction(
      () => localStorage.getItem('token') === null && localStorage.getItem('role') === null,
    );
    await context.close();
  });

  it('customer is refused the dashboard', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, lang: 'en' });
    await login(page, { email: 'customer@dukkan.local', password: 'Customer123!' });
    await page.waitForURL((url) => !appPath(url).startsWith('/login'));
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/unauthorized/);
    await screenshot(page, 'unauthorized-customer-phone-en');
    await context.close();
  });
});

describe('Arabic', () => {
  it('switching to Arabic renders the page right-to-left with Arabic text', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    await page.goto(`${baseUrl}/login`);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    await page.getByTestId('lang-switch').first().click();
    await page.waitForFunction(
      () => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar',
    );
    const submit = await page.locator('main form button[type="submit"]').innerText();
    assert.match(submit, /[\u0600-\u06FF]/, 'the login button is in Arabic');
    await chooseEmailForm(page);
    // Mirrored: the form's inputs start from the right.
    const direction = await page
      .locator('input[name="email"]')
      .evaluate((el) => getComputedStyle(el).direction);
    assert.equal(direction, 'rtl');
    await screenshot(page, 'login-switched-desktop-ar');
    await expectNoSeriousA11yIssues(page, 'login (ar)');
    await context.close();
  });
});
