import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appPath,
  DEMO,
  DESKTOP,
  PHONE,
  apiLogin,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type Session,
  waitForStill,
} from './support.ts';

// Every main screen in English and Arabic at phone and desktop widths: axe finds nothing serious
// or critical, the page is in the chosen language and direction, nothing is logged as an error,
// and a screenshot `<screen>-<phone|desktop>-<en|ar>.png` is left in e2e/screenshots/.

type Who = 'visitor' | 'customer' | 'admin';

interface Screen {
  name: string;
  who: Who;
  path: string;
  /** Where the browser ends up, when the app redirects. */
  landsOn?: string;
  /** Shown once the screen has loaded its code and data. */
  ready: string;
  /** Lists customers, whose own names may be in Arabic whatever the screen's language. */
  listsPeople?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'home', who: 'visitor', path: '/', ready: 'main h1' },
  { name: 'login', who: 'visitor', path: '/login', ready: 'main input[name="mobile"]' },
  { name: 'register', who: 'visitor', path: '/register', ready: 'main input[name="mobile"]' },
  {
    name: 'forgot-password',
    who: 'visitor',
    path: '/forgot-password',
    ready: 'main input[name="email"]',
  },
  { name: 'shop', who: 'visitor', path: '/shop', ready: 'main h1' },
  { name: 'not-found', who: 'visitor', path: '/no-such-page', ready: 'main h1' },
  { name: 'profile', who: 'customer', path: '/profile', ready: 'main input[name="firstName"]' },
  {
    name: 'profile-password',
    who: 'customer',
    path: '/profile?tab=password',
    ready: 'main input[name="currentPassword"]',
  },
  {
    name: 'unauthorized',
    who: 'customer',
    path: '/dashboard',
    landsOn: '/unauthorized',
    ready: 'main h1',
  },
  {
    name: 'dashboard-home',
    who: 'admin',
    path: '/dashboard',
    ready: '[data-testid^="dashboard-card-"]',
  },
  {
    name: 'dashboard-users',
    who: 'admin',
    path: '/dashboard/users',
    ready: '[data-testid^="user-row-"]',
    listsPeople: true,
  },
  {
    name: 'dashboard-orders',
    who: 'admin',
    path: '/dashboard/orders',
    ready: 'main h1',
    listsPeople: true,
  },
];

const ARABIC_LETTER = /[\u0600-\u06FF]/;

let browser: Browser;
// One API sign-in per account for the whole file; every context reuses the session.
const sessions: Partial<Record<Who, Session>> = {};
before(async () => {
  browser = await launchBrowser();
  sessions.customer = await apiLogin(DEMO.customer);
  sessions.admin = await apiLogin(DEMO.admin);
});
after(async () => {
  await browser.close();
});

/** Waits for lazy screens, loading overlays and web fonts, so axe and the screenshot see the end state. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="loading-screen"], [aria-busy="true"]'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    describe(`accessibility and screenshots, ${lang} ${size}`, () => {
      const pages = new Map<Who, { page: Page; context: BrowserContext; problems: string[] }>();

      async function pageFor(who: Who) {
        let entry = pages.get(who);
        if (!entry) {
          const { page, context, errors } = await openPage(browser, {
            viewport,
            lang,
            session: sessions[who],
          });
          // Page errors (collected by openPage) and console errors both count as problems.
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(`console: ${message.text()}`);
          });
          entry = { page, context, problems: errors };
          pages.set(who, entry);
        }
        return entry;
      }

      after(async () => {
        for (const { context } of pages.values()) await context.close();
      });

      for (const screen of SCREENS) {
        it(`${screen.name} (${screen.who})`, async () => {
          const { page, problems } = await pageFor(screen.who);
          problems.length = 0;
          await page.goto(`${baseUrl}${screen.path}`);
          await page.locator(screen.ready).first().waitFor();
          assert.equal(
            appPath(page.url()),
            screen.landsOn ?? new URL(screen.path, baseUrl).pathname,
          );
          await settle(page);

          const shown = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
            text: document.querySelector('main')?.textContent ?? '',
            title: document.querySelector('main h1')?.textContent ?? '',
          }));
          assert.equal(shown.lang, lang);
          assert.equal(shown.dir, lang === 'ar' ? 'rtl' : 'ltr');
          if (lang === 'ar') assert.match(shown.text, ARABIC_LETTER, 'the screen is in Arabic');
          // Customers' own names may be Arabic on any screen that lists people; there the screen's
          // own words (its title) are what must be English.
          else
            assert.doesNotMatch(
              screen.listsPeople ? shown.title : shown.text,
              ARABIC_LETTER,
              'no Arabic on the English screen',
            );

          await screenshot(page, `${screen.name}-${size}-${lang}`);
          const violations = await seriousA11yViolations(page);
          assert.deepEqual(violations, [], `${screen.name}: ${violations.join('; ')}`);
          // An unknown address answers 404 (for search engines), which the browser logs.
          const expected = screen.name === 'not-found' ? /status of 404/ : null;
          assert.deepEqual(
            problems.filter((problem) => !expected?.test(problem)),
            [],
            'no page or console errors',
          );
        });
      }
    });
  }
}
