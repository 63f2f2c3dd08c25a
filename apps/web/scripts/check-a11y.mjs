/* global document -- used inside callbacks that run in the page */
// Runs axe-core on the main screens (English and Arabic, phone and desktop) and lists every
// serious or critical violation. Needs the dev server backed by a running API.
//
//   node apps/web/scripts/check-a11y.mjs [baseUrl]
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5173';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const accounts = {
  admin: ['admin@dukkan.local', 'Admin123!'],
  customer: ['customer@dukkan.local', 'Customer123!'],
};

const screens = [
  [null, '/'],
  [null, '/login'],
  [null, '/register'],
  [null, '/forgot-password'],
  [null, '/shop'],
  [null, '/no-such-page'],
  ['customer', '/profile'],
  ['customer', '/profile?tab=password'],
  ['customer', '/unauthorized'],
  ['admin', '/dashboard'],
  ['admin', '/dashboard/users'],
  ['admin', '/dashboard/orders'],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

// One sign-in per account (the API rate-limits sign-ins); later contexts reuse the session.
const sessions = new Map();
async function sessionOf(account) {
  if (sessions.has(account)) return sessions.get(account);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill(accounts[account][0]);
  await page.locator('input[name="password"]').fill(accounts[account][1]);
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

let failures = 0;
try {
  for (const lang of ['en', 'ar']) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      for (const [account, path] of screens) {
        const session = account ? await sessionOf(account) : null;
        const context = await browser.newContext({ viewport });
        await context.addInitScript(
          ({ language, stored }) => {
            localStorage.setItem('lang', language);
            if (stored) {
              localStorage.setItem('token', stored.token);
              localStorage.setItem('role', stored.role);
            }
          },
          { language: lang, stored: session },
        );
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(400);
        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(async () => {
          const result = await globalThis.axe.run(document, {
            resultTypes: ['violations'],
          });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              id: v.id,
              impact: v.impact,
              help: v.help,
              targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
            }));
        });
        const label = `${lang} ${viewport.width}px ${path}`;
        if (violations.length) {
          failures += violations.length;
          console.log(`✗ ${label}`);
          for (const v of violations)
            console.log(`    ${v.impact} ${v.id}: ${v.help}\n      ${v.targets.join('\n      ')}`);
        } else {
          console.log(`✓ ${label}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}

if (failures) {
  console.log(`\n${failures} serious or critical violation(s).`);
  process.exitCode = 1;
}
