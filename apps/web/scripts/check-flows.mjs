// Drives the account and user-administration screens end to end against a running API (through
// the dev server) and fails loudly on the first step that does not behave. A development aid;
// the project's browser tests live in /e2e.
//
//   OUTBOX=<api data dir>/outbox node apps/web/scripts/check-flows.mjs [baseUrl]
//
// It registers one throw-away customer and deletes it again at the end.
/* global document -- used inside callbacks that run in the page */
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const outbox = process.env.OUTBOX ?? './data/outbox';
const stamp = Date.now().toString(36);
const shopper = {
  firstName: 'Noura',
  lastName: `Test${stamp}`,
  email: `noura.${stamp}@example.com`,
  phoneNumber: '0551234567',
  password: 'first1234',
};

function step(name) {
  console.log(`• ${name}`);
}

async function latestOtp(email, since) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const names = await readdir(outbox).catch(() => []);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const file = path.join(outbox, name);
      if ((await stat(file)).mtimeMs < since) continue;
      const text = await readFile(file, 'utf8');
      if (!text.includes(email)) continue;
      const code = /\b(\d{6})\b/.exec(text.replace(/=\r?\n/g, ''));
      if (code) return code[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code e-mailed to ${email} in ${outbox}`);
}

async function toast(page, pattern) {
  const alert = page.locator('.Toastify__toast').filter({ hasText: pattern }).first();
  await alert.waitFor({ timeout: 8000 });
  return alert;
}

async function signIn(page, email, password) {
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const errors = [];
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
page.on('pageerror', (error) => errors.push(error.message));
const storage = (key) => page.evaluate((k) => localStorage.getItem(k), key);

try {
  step('client validation shows each rule under its field, in the UI language');
  await page.goto(`${base}/register`);
  await page.locator('main form button[type="submit"]').click();
  await page.getByText('is required').first().waitFor();
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.getByText('must be a valid e-mail address').waitFor();
  await page.getByTestId('lang-switch').click();
  await page.getByText('يجب أن يكون بريدًا إلكترونيًا صحيحًا').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await storage('lang'), 'ar');
  await page.getByTestId('lang-switch').click();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');

  step('register with a picture, then land on sign-in');
  // Any real PNG will do: take one of the page itself.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
  for (const [name, value] of Object.entries(shopper)) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.locator('input[name="confirmPassword"]').fill(shopper.password);
  await page.locator('input[type="file"][name="imageFile"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(/\/login$/);

  step('registering the same e-mail again shows the server’s message');
  await page.goto(`${base}/register`);
  for (const [name, value] of Object.entries(shopper)) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.locator('input[name="confirmPassword"]').fill(shopper.password);
  await page.locator('main form button[type="submit"]').click();
  await toast(page, /already exists/);
  assert.match(page.url(), /\/register$/);

  step('a wrong password is refused with the server’s message');
  await page.goto(`${base}/login`);
  await signIn(page, shopper.email, 'wrong-password1');
  await toast(page, /.+/);
  assert.equal(await storage('token'), null);

  step('a protected page sends visitors to sign-in and back afterwards');
  await page.goto(`${base}/cart`);
  await page.waitForURL(/\/login\?redirect=%2Fcart$/);
  await signIn(page, shopper.email, shopper.password);
  await page.waitForURL(/\/cart$/);
  assert.ok(await storage('token'));
  assert.equal(await storage('role'), 'Customer');
  await page.getByRole('heading', { name: 'Your cart' }).waitFor();

  step('a reload keeps the session and fetches the user');
  await page.goto(`${base}/profile`);
  await page.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` }).waitFor();
  assert.match(await page.title(), /My profile/);

  step('profile: edit the name and mobile');
  await page.locator('input[name="firstName"]').fill('Nouf');
  await page.locator('input[name="phoneNumber"]').fill('٠٥٠١٢٣٤٥٦٧');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { name: `Nouf ${shopper.lastName}` }).waitFor();
  assert.equal(await page.locator('input[name="phoneNumber"]').inputValue(), '0501234567');
  assert.equal(await page.locator('input[name="email"]').getAttribute('readonly'), '');

  step('Alt+T moves focus to the notifications');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, /.+/);
  await page.keyboard.press('Alt+t');
  const focusedInToasts = await page.evaluate(
    () => document.activeElement?.closest('.Toastify') !== null,
  );
  assert.ok(focusedInToasts, 'focus should be inside the toast region');

  step('change password: a wrong current password is refused');
  await page.getByRole('tab', { name: 'Change password' }).click();
  await page.locator('input[name="currentPassword"]').fill('not-my-password1');
  await page.locator('input[name="newPassword"]').fill('second1234');
  await page.locator('input[name="confirmPassword"]').fill('second1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await toast(page, /.+/);
  if ((await storage('token')) !== null) {
    step('change password: success signs out');
    await page.locator('input[name="currentPassword"]').fill(shopper.password);
    await page.getByRole('button', { name: 'Change password' }).click();
  } else {
    // The API answered the wrong password with 401, which ends the session by design.
    step('change password: (wrong password answered 401 — signed out) sign in and retry');
    await page.waitForURL(/\/login/);
    await signIn(page, shopper.email, shopper.password);
    await page.goto(`${base}/profile?tab=password`);
    await page.locator('input[name="currentPassword"]').fill(shopper.password);
    await page.locator('input[name="newPassword"]').fill('second1234');
    await page.locator('input[name="confirmPassword"]').fill('second1234');
    await page.getByRole('button', { name: 'Change password' }).click();
  }
  await page.waitForURL(/\/login/);
  assert.equal(await storage('token'), null);
  assert.equal(await storage('role'), null);

  step('forgot password: e-mail → code → new password');
  await page.goto(`${base}/forgot-password`);
  const requestedAt = Date.now() - 1000;
  await page.locator('main input[name="email"]').fill(shopper.email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const otp = await latestOtp(shopper.email, requestedAt);
  await page.locator('input[name="otp"]').fill('000000' === otp ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify the code' }).click();
  await toast(page, /.+/);
  await page.locator('input[name="otp"]').fill(otp);
  await page.getByRole('button', { name: 'Verify the code' }).click();
  await page.locator('input[name="newPassword"]').fill('third1234');
  await page.locator('input[name="confirmPassword"]').fill('third1234');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await page.waitForURL(/\/login$/);
  await signIn(page, shopper.email, 'third1234');
  await page.waitForURL(`${base}/`);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  assert.equal(await storage('token'), null);

  step('manager: dashboard yes, users screen no');
  await page.goto(`${base}/login`);
  await signIn(page, 'manager@dukkan.local', 'Manager123!');
  await page.waitForURL(/\/dashboard$/);
  assert.equal(await page.getByTestId('dashboard-nav-users').count(), 0);
  await page.goto(`${base}/dashboard/users`);
  await page.waitForURL(/\/unauthorized$/);
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await page.waitForURL(/\/login$/);

  step('admin: find the new user by a debounced search');
  await signIn(page, 'admin@dukkan.local', 'Admin123!');
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('dashboard-nav-users').click();
  await page.getByTestId('users-table').waitFor();
  await page.getByTestId('users-search').fill(shopper.lastName);
  await page.waitForURL(new RegExp(`search=${shopper.lastName}`));
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid^="user-row-"]').length === 1,
  );
  const row = page.locator('[data-testid^="user-row-"]').filter({ hasText: shopper.email });
  await row.waitFor();
  const userId = (await row.getAttribute('data-testid')).replace('user-row-', '');

  step('admin: own row cannot be changed or deleted');
  await page.getByTestId('users-search').fill('admin@dukkan.local');
  await page.waitForURL(/search=admin/);
  const ownRow = page
    .locator('[data-testid^="user-row-"]')
    .filter({ hasText: 'admin@dukkan.local' });
  await ownRow.waitFor();
  assert.ok(await ownRow.locator('select').isDisabled());
  assert.ok(await ownRow.locator('[data-testid^="delete-user-"]').isDisabled());

  await page.getByTestId('users-search').fill('');
  await page.waitForURL((url) => !url.search.includes('search='));

  step('admin: role filter and page size');
  await page.getByTestId('users-role-filter').selectOption('Admin');
  await page.waitForURL(/role=Admin/);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid^="user-row-"]').length === 1,
  );
  await page.getByTestId('users-role-filter').selectOption('');
  await page.getByTestId('users-page-size').selectOption('20');
  await page.waitForURL(/pageSize=20/);
  // Two quick changes in a row must both stick (the second builds on the first).
  await page.waitForTimeout(300);
  assert.ok(!new URL(page.url()).searchParams.has('role'), 'the role filter was cleared');

  step('admin: change the role after the server answers');
  const roleSelect = page.getByTestId(`role-select-${userId}`);
  await roleSelect.selectOption('Manager');
  await toast(page, /.+/);
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="role-select-${id}"]`)?.value === 'Manager',
    userId,
  );

  step('admin: delete with confirmation');
  const totalBefore = await page.getByText(/^Users: \d+$/).textContent();
  await page.getByTestId(`delete-user-${userId}`).click();
  await page.getByTestId('confirm-delete').click();
  await toast(page, /.+/);
  await page.getByTestId(`user-row-${userId}`).waitFor({ state: 'detached' });
  const totalAfter = await page.getByText(/^Users: \d+$/).textContent();
  assert.equal(Number(totalAfter.replace(/\D/g, '')), Number(totalBefore.replace(/\D/g, '')) - 1);

  step('an expired session (401) signs out');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
  await page.goto(`${base}/dashboard/users`);
  await page.waitForURL(/\/login\?redirect=/);
  assert.equal(await storage('token'), null);

  assert.deepEqual(errors, [], 'no uncaught page errors');
  console.log('\nAll flows passed.');
} catch (error) {
  await page.screenshot({ path: '/tmp/check-flows-failure.png', fullPage: true });
  const toasts = await page.locator('.Toastify__toast').allTextContents();
  console.log(
    `Failed at ${page.url()}; toasts: ${JSON.stringify(toasts)}; screenshot /tmp/check-flows-failure.png`,
  );
  throw error;
} finally {
  await browser.close();
}
