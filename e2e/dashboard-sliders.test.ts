import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import {
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
  waitForToast,
} from './support.ts';

// An admin runs the sliders screen: adds a slider, uploads two banner pictures at once, links one,
// reorders them, and sees the new banner in the home carousel (its link works); then the
// carousel and the screen in Arabic on a phone, and the slider deleted. One API sign-in (admin).

const unique = Date.now().toString(36);
const slider = { titleEn: `E2E Banner ${unique}`, titleAr: `بانر تجريبي ${unique}` };

let browser: Browser;
let admin: Session;
const contexts: BrowserContext[] = [];
/** The stored base name of the banner linked to /offers (`/media/sliders/<name>-800.webp`). */
let linkedName = '';

async function open(path: string, lang: 'en' | 'ar', viewport = DESKTOP, signedIn = true) {
  const opened = await openPage(browser, { lang, viewport, ...(signedIn && { session: admin }) });
  contexts.push(opened.context);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

async function assertAccessible(page: Page, what: string) {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${what}: ${violations.join('; ')}`);
}

/** A wide banner picture made at run time. */
function bannerPng(r: number, g: number, b: number) {
  return sharp({ create: { width: 1600, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

const card = (page: Page) =>
  page.getByTestId('slider-card').filter({ hasText: slider.titleEn }).first();

async function imageNames(page: Page) {
  const sources = await card(page)
    .getByTestId('slider-image')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  return sources.map((src) => src.replace(/-\d+\.webp$/, ''));
}

/** The error text under a field of the open dialog. */
function dialogFieldError(page: Page, name: string) {
  return page.locator(`[role="dialog"] [name="${name}"]`).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
    return ids
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  });
}

/** Stops the slideshow so the picture on screen is the one photographed. */
async function pauseCarousel(page: Page) {
  const play = page.getByTestId('carousel-play');
  if ((await play.count()) > 0 && /Pause|إيقاف/.test((await play.getAttribute('aria-label')) ?? ''))
    await play.click();
  await page.mouse.move(0, 0);
}

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  // Whatever a failed run left behind.
  const headers = { Authorization: `Bearer ${admin.token}` };
  const all = (await (await fetch(`${baseUrl}/api/slider/GetAllSliders`, { headers })).json()) as {
    data: Array<{ id: number; titleEn: string }>;
  };
  for (const left of all.data.filter((s) => s.titleEn === slider.titleEn)) {
    await fetch(`${baseUrl}/api/adminSlider/DeleteSlider/${left.id}`, {
      method: 'DELETE',
      headers,
    });
  }
});

describe('dashboard sliders and the home carousel', () => {
  it('adds a slider, uploads pictures, links and reorders them', async () => {
    const { page, errors } = await open('/dashboard/sliders', 'en');
    await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
    // The demo shop's two sliders, with their pictures.
    await page.getByTestId('slider-card').nth(1).waitFor();
    assert.ok((await page.getByTestId('slider-image').count()) >= 5, 'demo pictures are listed');
    await assertAccessible(page, 'sliders screen');

    await page.getByTestId('add-slider').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('save-slider').click();
    assert.match(await dialogFieldError(page, 'titleEn'), /required/);
    assert.match(await dialogFieldError(page, 'titleAr'), /required/);
    await page.locator('[role="dialog"] [name="titleEn"]').fill(slider.titleEn);
    await page.locator('[role="dialog"] [name="titleAr"]').fill(slider.titleAr);
    await page.getByTestId('save-slider').click();
    await waitForToast(page, /Banner added successfully/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card(page).waitFor();
    assert.match(await card(page).getByTestId('slider-status').innerText(), /shown/i);

    // Two pictures at once, each with its own upload row.
    await card(page)
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'first.png', mimeType: 'image/png', buffer: await bannerPng(200, 60, 40) },
        { name: 'second.png', mimeType: 'image/png', buffer: await bannerPng(30, 90, 200) },
      ]);
    await card(page).getByTestId('slider-image').nth(1).waitFor({ timeout: 20_000 });
    await card(page).getByTestId('upload-list').getByText('second.png uploaded').waitFor();
    await waitForToast(page, /Banner image added successfully/);
    const uploaded = await imageNames(page);
    assert.equal(uploaded.length, 2);

    // A script link is refused under the field; a shop path is saved.
    await card(page).getByTestId('edit-image').first().click();
    await waitForStill(page, '[role="dialog"]');
    const link = page.locator('[role="dialog"] [name="linkUrl"]');
    await link.fill('javascript:alert(1)');
    await page.getByTestId('save-slider-image').click();
    assert.match(await dialogFieldError(page, 'linkUrl'), /starting with "\/"/);
    await assertAccessible(page, 'picture dialog');
    await link.fill('/offers');
    await page.getByTestId('save-slider-image').click();
    await waitForToast(page, /Banner image updated successfully/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await card(page).getByTestId('slider-image-link').first().innerText(), '/offers');
    linkedName = uploaded[0]!;

    // The linked picture moves after the other one (the keyboard's way to reorder).
    await card(page).getByTestId('move-later').first().click();
    await waitForToast(page, /Banner images reordered successfully/);
    assert.deepEqual(await imageNames(page), [uploaded[1], uploaded[0]]);
    await page.reload();
    await card(page).getByTestId('slider-image').nth(1).waitFor();
    assert.deepEqual(await imageNames(page), [uploaded[1], uploaded[0]], 'the order was saved');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'banners-dashboard-en-1366');
    assert.deepEqual(errors, []);
  });

  it('shows the new banner in the home carousel, and its link works', async () => {
    const { page, errors } = await open('/', 'en', DESKTOP, false);
    const carousel = page.getByTestId('home-carousel');
    await carousel.waitFor();
    const slide = carousel
      .getByTestId('carousel-slide')
      .filter({ has: page.locator(`img[src^="${linkedName}-"]`) });
    await slide.waitFor({ state: 'attached' });
    assert.match(await slide.innerText(), new RegExp(slider.titleEn));
    const image = slide.locator('img');
    assert.match(
      (await image.getAttribute('srcset')) ?? '',
      /-320\.webp 320w, .*-1600\.webp 1600w/,
    );
    assert.equal(await image.getAttribute('loading'), 'lazy', 'only the first slide loads eagerly');
    const first = carousel.getByTestId('carousel-slide').first().locator('img');
    assert.equal(await first.getAttribute('fetchpriority'), 'high');

    // Dots and the next button move the carousel; the current dot follows.
    await carousel.getByTestId('carousel-next').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('.banner-carousel__dot[aria-current="true"]')
          ?.getAttribute('aria-label') === 'Show banner 2',
    );
    await pauseCarousel(page);
    await page.waitForLoadState('networkidle');
    await assertAccessible(page, 'home with banners');
    await carousel.getByRole('button', { name: 'Show banner 1' }).click();
    await page.waitForTimeout(700);
    await screenshot(page, 'banners-home-en-1366');

    await slide.locator('a').click();
    await page.waitForURL(/\/offers$/);
    assert.deepEqual(errors, []);
  });

  it('reads right to left in Arabic on a phone, at home and on the sliders screen', async () => {
    const home = await open('/', 'ar', PHONE, false);
    const carousel = home.page.getByTestId('home-carousel');
    await carousel.waitFor();
    await carousel.getByText(slider.titleAr).first().waitFor({ state: 'attached' });
    assert.equal(await home.page.locator('html').getAttribute('dir'), 'rtl');
    await pauseCarousel(home.page);
    await carousel.getByTestId('carousel-next').click();
    await home.page.waitForFunction(
      () =>
        document.querySelector('.banner-carousel__dot[aria-current="true"]') ===
        document.querySelectorAll('.banner-carousel__dot')[1],
    );
    await carousel.getByTestId('carousel-previous').click();
    await home.page.waitForFunction(
      () =>
        document.querySelector('.banner-carousel__dot[aria-current="true"]') ===
        document.querySelectorAll('.banner-carousel__dot')[0],
    );
    await home.page.waitForLoadState('networkidle');
    await home.page.waitForTimeout(500);
    await assertAccessible(home.page, 'Arabic home on a phone');
    await screenshot(home.page, 'banners-home-ar-390');
    assert.deepEqual(home.errors, []);

    for (const [lang, viewport, name] of [
      ['en', PHONE, 'banners-home-en-390'],
      ['ar', DESKTOP, 'banners-home-ar-1366'],
    ] as const) {
      const other = await open('/', lang, viewport, false);
      await other.page.getByTestId('home-carousel').waitFor();
      await pauseCarousel(other.page);
      await other.page.waitForLoadState('networkidle');
      await other.page.waitForTimeout(500);
      await screenshot(other.page, name);
    }

    const dashboard = await open('/dashboard/sliders', 'ar', PHONE);
    await dashboard.page.getByRole('heading', { level: 1 }).waitFor();
    await card(dashboard.page).getByTestId('slider-image').nth(1).waitFor();
    await dashboard.page.waitForLoadState('networkidle');
    await assertAccessible(dashboard.page, 'Arabic sliders screen on a phone');
    await screenshot(dashboard.page, 'banners-dashboard-ar-390');
    const wide = await open('/dashboard/sliders', 'ar', DESKTOP);
    await card(wide.page).getByTestId('slider-image').nth(1).waitFor();
    await screenshot(wide.page, 'banners-dashboard-ar-1366');
    const narrow = await open('/dashboard/sliders', 'en', PHONE);
    await card(narrow.page).getByTestId('slider-image').nth(1).waitFor();
    await screenshot(narrow.page, 'banners-dashboard-en-390');
  });

  it('deletes one picture, then the slider with a confirmation', async () => {
    const { page } = await open('/dashboard/sliders', 'en');
    await card(page).getByTestId('slider-image').nth(1).waitFor();
    await card(page).getByTestId('delete-image').first().click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('confirm-slider-removal').click();
    await waitForToast(page, /Banner image deleted successfully/);
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('[data-testid="slider-card"]')]
          .find((c) => c.textContent?.includes(title))
          ?.querySelectorAll('[data-testid="slider-image"]').length === 1,
      slider.titleEn,
    );

    await card(page).getByTestId('slider-menu').click();
    await page.getByTestId('delete-slider').click();
    await waitForStill(page, '[role="dialog"]');
    await page.getByTestId('confirm-slider-removal').click();
    await waitForToast(page, /Banner deleted successfully/);
    await card(page).waitFor({ state: 'detached' });

    const images = (await (await fetch(`${baseUrl}/api/slider/GetAllSliderImages`)).json()) as {
      data: Array<{ imageUrl: string }>;
    };
    assert.ok(images.data.every((image) => !image.imageUrl.startsWith(linkedName)));
  });
});
