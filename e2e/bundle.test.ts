import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('storefront bundle', () => {
  it('the home page loads no dashboard code, and the dashboard loads its own chunks on demand', async () => {
    const { page, context } = await openPage(browser, { lang: 'en' });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0);
    const dashboardChunks = scripts.filter((s) => /dashboard|users-page/i.test(s));
    assert.deepEqual(dashboardChunks, [], `storefront loaded: ${scripts.join(', ')}`);

    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="email"]').fill('admin@dukkan.local');
    await page.locator('input[name="password"]').fill('Admin123!');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/);
    await page.waitForLoadState('networkidle');
    assert.ok(
      scripts.some((s) => /dashboard/i.test(s)),
      'the dashboard chunk is fetched when the dashboard opens',
    );
    await context.close();
  });
});
