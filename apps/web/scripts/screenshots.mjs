// Takes screenshots of the main screens in English and Arabic on a phone and a desktop, for a
// visual check. Needs the dev server (npm run dev -w apps/web) backed by a running API.
//
//   node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
//
// Uses Debian's chromium through playwright-core (no browser download).
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const outDir = process.argv[3] ?? '/tmp/dukkan-shots';
const only = process.env.SHOTS_ONLY ? new RegExp(process.env.SHOTS_ONLY) : null;

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};

const accounts = {
  admin: ['admin@dukkan.local', 'Admin123!'],
  manager: ['manager@dukkan.local', 'Manager123!'],
  customer: ['customer@dukkan.local', 'Customer123!'],
};

/** [name, account or null, path, optional action before the shot] */
const scenes = [
  ['home', null, '/'],
  ['login', null, '/login'],
  [
    'login-errors',
    null,
    '/login',
    async (page) => {
      await page
        .getByRole('button', { name: /sign in|تسجيل الدخول/i })
        .last()
        .click();
      await page.waitForTimeout(300);
    },
  ],
  ['register', null, '/register'],
  ['forgot', null, '/forgot-password'],
  ['cart-signed-out', null, '/cart'],
  ['shop-search', null, '/shop?search=phone'],
  ['not-found', null, '/no-such-page'],
  [
    'menu-drawer',
    null,
    '/',
    async (page, viewport) => {
      if (viewport !== 'phone') return;
      await page.getByRole('button', { name: /categories menu|قائمة الأقسام/ }).click();
      await page.waitForTimeout(400);
    },
  ],
  ['profile', 'customer', '/profile'],
  ['profile-password', 'customer', '/profile?tab=password'],
  [
    'account-menu',
    'customer',
    '/',
    async (page) => {
      await page.getByTestId('account-menu').click();
      await page.waitForTimeout(300);
    },
  ],
  ['dashboard', 'admin', '/dashboard'],
  [
    'dashboard-nav',
    'admin',
    '/dashboard',
    async (page, viewport) => {
      if (viewport !== 'phone') return;
      await page.getByRole('button', { name: /dashboard menu|قائمة لوحة التحكم/ }).click();
      await page.waitForTimeout(400);
    },
  ],
  ['users', 'admin', '/dashboard/users'],
  [
    'users-delete',
    'admin',
    '/dashboard/users',
    async (page) => {
      await page.locator('[data-testid^="delete-user-"]:not([disabled])').first().click();
      await page.waitForTimeout(400);
    },
  ],
  ['dashboard-products', 'admin', '/dashboard/products'],
  ['manager-users', 'manager', '/dashboard/users'],
  ['customer-dashboard', 'customer', '/dashboard'],
];

// Sign in once per account through the real form, then reuse the stored session (the API
// rate-limits sign-ins per address).
const sessions = new Map();
async function sessionOf(browser, account) {
  if (sessions.has(account)) return sessions.get(account);
  const context = await browser.newContext();
  const page = await context.newPage();
  const [email, password] = accounts[account];
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('role'),
  }));
  await context.close();
  sessions.set(account, session);
  return session;
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const problems = [];
try {
  for (const lang of ['en', 'ar']) {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      const contexts = new Map();
      for (const [name, account, path, action] of scenes) {
        const shot = `${name}-${lang}-${viewportName}`;
        if (only && !only.test(shot)) continue;
        let context = contexts.get(account);
        if (!context) {
          context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
          const session = account ? await sessionOf(browser, account) : null;
          await context.addInitScript(
            ({ language, stored }) => {
              localStorage.setItem('lang', language);
              if (stored && !sessionStorage.getItem('seeded')) {
                localStorage.setItem('token', stored.token);
                localStorage.setItem('role', stored.role);
                sessionStorage.setItem('seeded', '1');
              }
            },
            { language: lang, stored: session },
          );
          contexts.set(account, context);
        }
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`${shot}: console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${shot}: page error: ${error.message}`));
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        if (action) await action(page, viewportName);
        await page.screenshot({ path: `${outDir}/${shot}.png`, fullPage: true });
        console.log(`${shot} → ${page.url().replace(base, '')} · ${await page.title()}`);
        await page.close();
      }
      for (const context of contexts.values()) await context.close();
    }
  }
} finally {
  await browser.close();
}

if (problems.length) {
  console.log('\nProblems:');
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
}
