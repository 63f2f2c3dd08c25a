import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomInt } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const dataDir = process.env.E2E_DATA_DIR ?? '';
export const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

export const PHONE = { width: 390, height: 844 };

/**
 * The page's path inside the app: storefront and dashboard addresses start with their language
 * (`/en/shop`, `/ar/dashboard/users`), which the app's own links leave out.
 */
export function appPath(url: string | URL): string {
  return new URL(url).pathname.replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
}

/** A link's address inside the app (its `href` without the language prefix), or null. */
export function appHref(href: string | null): string | null {
  return href === null ? null : href.replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
}
export const DESKTOP = { width: 1366, height: 900 };

export const DEMO = {
  admin: { email: 'admin@dukkan.local', password: 'Admin123!' },
  manager: { email: 'manager@dukkan.local', password: 'Manager123!' },
  customer: { email: 'customer@dukkan.local', password: 'Customer123!' },
};

export type Account = { email: string; password: string };
/** What the web app keeps in localStorage for a signed-in visitor. */
export type Session = { token: string; role: string };

/** Debian's chromium, never a downloaded browser; flags for a root, network-less CI machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A new browser context and page. `session` (from `apiLogin`) starts it signed in: the token and
 * role are put in localStorage once, when the context is created, so a later sign-out sticks.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    lang?: 'en' | 'ar';
    session?: Session;
  } = {},
) {
  const { session } = options;
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.lang === 'ar' ? 'ar-SA' : 'en-US',
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: 'token', value: session.token },
                { name: 'role', value: session.role },
              ],
            },
          ],
        }
      : undefined,
  });
  if (options.lang) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, options.lang);
  }
  context.on('page', waitForAppAfterLoads);
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}

/**
 * Makes the page's loads (`goto`, `reload`, Back, Forward) resolve once the app has taken over the
 * server's markup (`<html data-hydrated>`): a tap or keystroke before hydration is lost, as it would
 * be for a shopper. Documents without the app's `#root` (JSON, images) are not waited on.
 */
const waitingPages = new WeakSet<Page>();
function waitForAppAfterLoads(page: Page) {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const ready = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    );
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        await ready();
        return response;
      },
    });
  }
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Picks the e-mail form on the sign-in or registration screen (they open on the mobile-number
 * form). The switch's radio is hidden behind its label, which takes the click.
 */
export async function chooseEmailForm(page: Page) {
  await page.locator('main input[type="radio"][value="email"] + label').click();
  await page.locator('main input[name="email"]').waitFor();
}

/** Signs in through the login screen. */
export async function login(page: Page, account: Account) {
  await page.goto(`${baseUrl}/login`);
  await chooseEmailForm(page);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('main form button[type="submit"]').click();
}

/**
 * Fills and submits the sign-in form already on screen (for example after a redirect to
 * /login?redirect=…), without navigating first.
 */
export async function submitLogin(page: Page, account: Account) {
  await chooseEmailForm(page);
  await page.locator('main input[name="email"]').fill(account.email);
  await page.locator('main input[name="password"]').fill(account.password);
  await page.locator('main form button[type="submit"]').click();
}

/**
 * Signs in with ONE request to the API and answers the session, for tests that need a signed-in
 * browser but are not about the login screen. The server allows 30 sign-ins per address per
 * 15 minutes for the whole suite, so each test file asks once per account and reuses the session.
 */
export async function apiLogin(account: Account): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/Account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { data?: { token?: string; role?: string } };
  const { token, role } = body.data ?? {};
  if (!response.ok || !token || !role) {
    throw new Error(`signing in ${account.email} answered ${response.status}`);
  }
  return { token, role };
}

/** Creates a customer account through the API and answers its id. */
export async function apiRegister(fields: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('confirmPassword', fields.password);
  // A client address of its own per account (e2e/run.mjs trusts loopback's X-Forwarded-For): the
  // suite signs up more accounts than one address may in an hour.
  const client = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const response = await fetch(`${baseUrl}/api/Account/register`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': client },
  });
  const body = (await response.json()) as { data?: { id?: number } };
  if (response.status !== 201 || typeof body.data?.id !== 'number') {
    throw new Error(`registering ${fields.email} answered ${response.status}`);
  }
  return body.data.id;
}

/** The token and role the web app stored (null when signed out). */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('role'),
  }));
}

/** Waits for a toast whose text matches `text` and answers its text. */
export async function waitForToast(page: Page, text: RegExp = /\S/): Promise<string> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: 8_000 });
  return toast.innerText();
}

/**
 * The error text shown under a form field (Mantine links it through aria-describedby), or ''
 * when there is none.
 */
export function fieldError(page: Page, name: string): Promise<string> {
  return page.locator(`main [name="${name}"]`).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });
}

/** Waits until the field's error text contains `text` (errors follow keystrokes and language). */
export async function waitForFieldError(page: Page, name: string, text: string) {
  const deadline = Date.now() + 5_000;
  let last = '';
  while (Date.now() < deadline) {
    last = await fieldError(page, name);
    if (last.includes(text)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`field ${name} shows "${last}", expected "${text}"`);
}

/**
 * Waits until `selector` is fully opaque and no finite animation or transition is running, so a
 * dialog or drawer is checked and photographed in its end state, not half faded in.
 */
export async function waitForStill(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    let element = document.querySelector(sel);
    if (!element) return false;
    for (; element; element = element.parentElement) {
      if (getComputedStyle(element).opacity !== '1') return false;
    }
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      );
  }, selector);
}

/** A small real PNG made at run time, for the picture uploads. */
export function pngImage(size = 96): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .png()
    .toBuffer();
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** The 6-digit code in the newest text message in the server's SMS outbox to `to` (+9665…). */
export async function waitForSmsCode(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'sms');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox).sort().reverse()) {
        const sms = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
          to: string;
          text: string;
        };
        const code = /\d{6}/.exec(sms.text)?.[0];
        if (sms.to === to && code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text message to ${to}`);
}

/** The newest e-mail in the server's outbox addressed to `to`. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox).sort().reverse()) {
        const text = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (text.includes(`To: ${to}`)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
