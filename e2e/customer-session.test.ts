import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appPath,
  baseUrl,
  chooseEmailForm,
  fieldError,
  launchBrowser,
  openPage,
  pngImage,
  storedSession,
  submitLogin,
  waitForFieldError,
  waitForToast,
} from './support.ts';

// One freshly registered customer, in one browser context, from registration to a revoked
// token. The steps build on each other and run in order. Sign-ins: 3 (one refused), after the
// registration's own.

const unique = Date.now().toString(36);
const shopper = {
  firstName: 'Noura',
  lastName: `Test${unique}`,
  email: `noura.${unique}@example.com`,
  phoneNumber: '0551234567',
  password: 'first1234',
};
const newPassword = 'second1234';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
before(async () => {
  browser = await launchBrowser();
  ({ page, context, errors } = await openPage(browser, { lang: 'en' }));
});
after(async () => {
  await context.close();
  await browser.close();
});

async function fillRegistration() {
  await chooseEmailForm(page);
  for (const [name, value] of Object.entries(shopper)) {
    await page.locator(`main input[name="${name}"]`).fill(value);
  }
  await page.locator('main input[name="confirmPassword"]').fill(shopper.password);
}

describe('a new customer’s session', () => {
  it('registers with a profile picture and is signed in at once', async () => {
    await page.goto(`${baseUrl}/register`);
    await fillRegistration();
    await page.locator('main input[type="file"][name="imageFile"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await page.locator('main form button[type="submit"]').click();
    await waitForToast(page, /Account created/);
    await page.waitForURL((url) => !appPath(url).startsWith('/register'));
    const session = await storedSession(page);
    assert.ok(session.token, 'registering stores a session');
    assert.equal(session.role, 'Customer');
    // Signed out again: the next steps try the forms as a visitor.
    await page.getByTestId('account-menu').first().click();
    await page.getByTestId('logout').first().click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    assert.deepEqual(errors, []);
  });

  it('registering the same e-mail again shows the server’s message and stays put', async () => {
    await page.goto(`${baseUrl}/register`);
    await fillRegistration();
    await page.locator('main form button[type="submit"]').click();
    await waitForToast(page, /already exists/);
    await waitForFieldError(page, 'email', 'already exists');
    assert.match(page.url(), /\/register$/);
  });

  it('a wrong password is refused with the server’s message and stores no session', async () => {
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, { email: shopper.email, password: 'wrong-password1' });
    await waitForToast(page, /Incorrect e-mail or password/);
    assert.match(page.url(), /\/login$/);
    assert.deepEqual(await storedSession(page), { token: null, role: null });
  });

  it('a protected page sends the visitor to sign in, and back there afterwards', async () => {
    // The cart is open to guests (decision 022); a shopper's orders are not.
    await page.goto(`${baseUrl}/my-orders`);
    await page.waitForURL(/\/login\?redirect=%2Fmy-orders$/);
    await submitLogin(page, shopper);
    await page.waitForURL(/\/my-orders$/);
    await page.getByRole('heading', { name: 'My orders', exact: true }).waitFor();
    const session = await storedSession(page);
    assert.ok(session.token, 'a token is stored');
    assert.equal(session.role, 'Customer');
  });

  it('a reload keeps the session, and the profile shows the uploaded picture', async () => {
    await page.goto(`${baseUrl}/profile`);
    const heading = page.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` });
    await heading.waitFor();
    await page.reload();
    await heading.waitFor();
    assert.equal(appPath(page.url()), '/profile');
    assert.match(await page.title(), /My profile/);
    // The stored picture (resized by the API to webp) is shown, not the initials.
    const picture = page.locator('main img[src*="/media/"]').first();
    await picture.waitFor();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    );
    const src = await picture.getAttribute('src');
    const response = await fetch(new URL(src ?? '', baseUrl));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^image\//);
  });

  it('saves a mobile typed in Arabic digits, and Alt+T moves focus to the notifications', async () => {
    await page.goto(`${baseUrl}/profile`);
    const phone = page.locator('main input[name="phoneNumber"]');
    await phone.waitFor();
    assert.equal(await page.locator('main input[name="email"]').getAttribute('readonly'), '');
    await phone.fill('٠٥٠١٢٣٤٥٦٧');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(page, /Your information was updated/);
    await page.waitForFunction(
      () =>
        (document.querySelector('main input[name="phoneNumber"]') as HTMLInputElement).value ===
        '0501234567',
    );

    const focusInToasts = () =>
      page.evaluate(() => document.activeElement?.closest('.Toastify') != null);
    assert.equal(await focusInToasts(), false, 'focus starts outside the notifications');
    await page.keyboard.press('Alt+t');
    await page.waitForFunction(() => document.activeElement?.closest('.Toastify') != null);
    assert.equal(await focusInToasts(), true);
  });

  it('a wrong current password is shown under its field and keeps the session', async () => {
    await page.goto(`${baseUrl}/profile?tab=password`);
    await page.locator('main input[name="currentPassword"]').fill('not-my-password1');
    await page.locator('main input[name="newPassword"]').fill(newPassword);
    await page.locator('main input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForFieldError(page, 'currentPassword', 'The current password is incorrect');
    assert.equal(await fieldError(page, 'newPassword'), '');
    assert.match(page.url(), /\/profile\?tab=password$/);
    assert.ok((await storedSession(page)).token, 'still signed in');
  });

  let revokedToken = '';

  it('changing the password signs out, ends the old token, and the new password works', async () => {
    revokedToken = (await storedSession(page)).token ?? '';
    assert.ok(revokedToken);
    await page.locator('main input[name="currentPassword"]').fill(shopper.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/login$/);
    await waitForToast(page, /Password changed/);
    assert.deepEqual(await storedSession(page), { token: null, role: null });

    const stale = await fetch(`${baseUrl}/api/Account/get-user-info`, {
      headers: { Authorization: `Bearer ${revokedToken}` },
    });
    assert.equal(stale.status, 401, 'the server refuses the old token');

    await submitLogin(page, { email: shopper.email, password: newPassword });
    await page.waitForURL((url) => appPath(url) === '/');
    assert.equal((await storedSession(page)).role, 'Customer');
  });

  it('a revoked or invalid token in storage signs the visitor out', async () => {
    // The token ended by the password change.
    await page.evaluate((token) => localStorage.setItem('token', token), revokedToken);
    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    assert.deepEqual(await storedSession(page), { token: null, role: null });
    // The visitor is told why, not silently signed out.
    await waitForToast(page, /session has ended/);

    // A token that was never issued, stored with a staff role.
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem('role', 'Admin');
    });
    await page.goto(`${baseUrl}/dashboard/users`);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fusers$/);
    assert.deepEqual(await storedSession(page), { token: null, role: null });
    assert.deepEqual(errors, []);
  });
});
