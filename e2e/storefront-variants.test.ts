import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import {
  appHref,
  apiLogin,
  apiRegister,
  baseUrl,
  DEMO,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  waitForStill,
  type Session,
} from './support.ts';
import { horizontalOverflow, waitForListing } from './catalog-helpers.ts';

// A thobe in sizes 52–62 and two colours (swatches), made through the staff API: the shopper
// finds it on the shop's list ("From"), opens it, picks 58 / White (price and photos change, the
// address carries ?variant=), cannot pick the sold-out 60 / Black, adds it, sees the options in
// the mini cart and the cart, pays cash on delivery and finds the variant on the order page. In
// English and Arabic, on a phone and a desktop. The server renders the variant a link names.
// An abaya in sizes S–XL at one price, without colours, looks option-less on its card, yet its
// quick add still leads to its page (the product's kept `hasOptions`) and never toasts a refusal.

type Lang = 'en' | 'ar';

const unique = Date.now().toString(36);
const SIZES = ['52', '54', '56', '58', '60', '62'];
const COLOURS = [
  { valueEn: 'White', valueAr: 'أبيض', swatchHex: '#F4F1EA' },
  { valueEn: 'Black', valueAr: 'أسود', swatchHex: '#1B1B1B' },
];
const OPTIONS_TEXT = { en: 'Size: 58 · Colour: White', ar: 'المقاس: 58 · اللون: أبيض' };

interface Variant {
  id: number;
  price: number;
  stock: number;
  imageUrls: string[];
  optionValuePositions: number[];
}

let browser: Browser;
let admin: Session;
let productId = 0;
let images: string[] = [];
let variants: Variant[] = [];
let abayaId = 0;

/** Text without the Unicode isolates the app wraps user data in. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

async function api<T>(path: string, session: Session | null, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      ...(session && { Authorization: `Bearer ${session.token}` }),
      'Accept-Language': 'en',
      ...(typeof init.body === 'string' && { 'Content-Type': 'application/json' }),
    },
  });
  const body = (await response.json()) as { data: T };
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return body.data;
}

const variantOf = (size: string, colour: string) =>
  variants.find(
    (v) =>
      v.optionValuePositions[0] === SIZES.indexOf(size) &&
      v.optionValuePositions[1] === COLOURS.findIndex((c) => c.valueEn === colour),
  )!;

/** A picture of one colour, so a change of photos shows on the screenshots. */
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function catalogIds() {
  const brands = await api<{ items: { id: number }[] }>('brand/getAllBrands?pageSize=1', null);
  const categories = await api<{ items: { id: number }[] }>(
    'category/getAllCategories?pageSize=1',
    null,
  );
  return { brandId: String(brands.items[0]!.id), categoryId: String(categories.items[0]!.id) };
}

/** The abaya: sizes S–XL as buttons, every one at 250 SAR, so its card shows no "From" and no dots. */
async function createAbaya() {
  const form = new FormData();
  const fields = {
    nameEn: `Plain abaya ${unique}`,
    nameAr: `عباية سادة ${unique}`,
    sku: `E2E-ABAYA-${unique}`,
    price: '250',
    stock: '1',
    ...(await catalogIds()),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const png = await picture(30, 30, 36);
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'abaya.png');
  const product = await api<{ id: number }>('adminProduct/createProduct', admin, {
    method: 'POST',
    body: form,
  });
  abayaId = product.id;
  const sizes = ['S', 'M', 'L', 'XL'];
  const body = {
    options: [
      {
        nameEn: 'Size',
        nameAr: 'المقاس',
        values: sizes.map((size) => ({ valueEn: size, valueAr: size })),
      },
    ],
    variants: sizes.map((size, s) => ({
      sku: `E2E-AB-${unique}-${size}`,
      price: 250,
      stock: 10,
      optionValuePositions: [s],
    })),
  };
  await api(`adminProduct/setProductVariants/${abayaId}`, admin, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

/** The thobe: 3 photos; White shows the first, Black the second, 58 / White the third. */
async function createThobe() {
  const form = new FormData();
  const fields = {
    nameEn: `Classic thobe ${unique}`,
    nameAr: `ثوب كلاسيكي ${unique}`,
    sku: `E2E-THOBE-${unique}`,
    price: '150',
    stock: '1',
    ...(await catalogIds()),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [index, colour] of [
    [236, 232, 222],
    [40, 40, 40],
    [170, 196, 214],
  ].entries()) {
    const png = await picture(colour[0]!, colour[1]!, colour[2]!);
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `t${index}.png`);
  }
  const product = await api<{ id: number; images: string[] }>('adminProduct/createProduct', admin, {
    method: 'POST',
    body: form,
  });
  productId = product.id;
  images = product.images;
  const body = {
    options: [
      {
        nameEn: 'Size',
        nameAr: 'المقاس',
        values: SIZES.map((size) => ({ valueEn: size, valueAr: size })),
      },
      { nameEn: 'Colour', nameAr: 'اللون', display: 'swatches', values: COLOURS },
    ],
    variants: SIZES.flatMap((size, s) =>
      COLOURS.map((colour, c) => ({
        sku: `E2E-TH-${unique}-${size}-${colour.valueEn}`,
        price: 150 + s * 10,
        // 60 / Black is sold out; 62 / Black is not made (switched off).
        stock: size === '60' && c === 1 ? 0 : 20,
        isActive: !(size === '62' && c === 1),
        imageUrls: size === '58' && c === 0 ? [images[2], images[0]] : [images[c]],
        optionValuePositions: [s, c],
      })),
    ),
  };
  const saved = await api<{ variants: Variant[] }>(
    `adminProduct/setProductVariants/${productId}`,
    admin,
    { method: 'PUT', body: JSON.stringify(body) },
  );
  variants = saved.variants;
}

async function newCustomer(lang: Lang, device: string): Promise<Session> {
  const digits = String(Date.now()).slice(-7);
  const account = {
    firstName: lang === 'ar' ? 'سارة' : 'Sara',
    lastName: 'Variants',
    email: `variants.${lang}.${device}.${unique}@example.com`,
    phoneNumber: `05${digits}${lang === 'ar' ? 1 : 2}`,
    password: 'variants1',
  };
  await apiRegister(account);
  const session = await apiLogin(account);
  await api('address', session, {
    method: 'POST',
    body: JSON.stringify({
      label: 'Home',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      buildingNumber: '2314',
      postalCode: '12241',
      isDefault: true,
    }),
  });
  await api('phoneNumbers/AddPhoneNumber', session, {
    method: 'POST',
    body: JSON.stringify({ number: '0559876543', isPrimary: true }),
  });
  return session;
}

const valueButton = (page: Page, option: string, value: string) =>
  page.locator(
    `main [data-testid="variant-option"][data-option="${option}"] [data-value="${value}"]`,
  );

async function pick(page: Page, option: string, value: string) {
  await valueButton(page, option, value).click();
  await page.waitForFunction(
    ([o, v]) =>
      document
        .querySelector(
          `main [data-testid="variant-option"][data-option="${o}"] [data-value="${v}"]`,
        )
        ?.getAttribute('aria-pressed') === 'true',
    [option, value] as const,
  );
}

const shownPrice = async (page: Page) =>
  Number(
    await page
      .locator('main [data-testid="product-price"] [data-testid="price-current"]')
      .getAttribute('data-amount'),
  );

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
  await createThobe();
  await createAbaya();
});
after(async () => {
  await browser.close();
});

describe('the server renders the variant a link names', () => {
  it('raw HTML of /ar/product/{id}?variant=… has that variant’s price and photo; the group in JSON-LD', async () => {
    const chosen = variantOf('58', 'White');
    const other = variantOf('62', 'White');
    for (const [variant, cover, size] of [
      [chosen, images[2]!, '58'],
      [other, images[0]!, '62'],
    ] as const) {
      const response = await fetch(`${baseUrl}/ar/product/${productId}?variant=${variant.id}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      const price = /data-testid="product-price"[\s\S]*?data-amount="([\d.]+)"/.exec(html);
      assert.equal(Number(price?.[1]), variant.price, `variant ${variant.id}`);
      assert.ok(html.includes(cover.replace(/-800\.webp$/, '')), 'the variant’s photo');
      assert.match(html, new RegExp(`data-value="${size}" aria-pressed="true"`), 'its size chosen');
    }
    const html = await (await fetch(`${baseUrl}/en/product/${productId}`)).text();
    // No ?variant=: the cheapest in stock, 52 / White.
    const price = /data-testid="product-price"[\s\S]*?data-amount="([\d.]+)"/.exec(html);
    assert.equal(Number(price?.[1]), 150);
    assert.match(html, /"@type":"ProductGroup"/);
    assert.match(html, new RegExp(`"url":"[^"]*/en/product/${productId}\\?variant=${chosen.id}"`));
    assert.match(html, /"size":"58"/);
  });
});

for (const { lang, viewport, device } of [
  { lang: 'en' as const, viewport: DESKTOP, device: 'desktop' },
  { lang: 'ar' as const, viewport: PHONE, device: 'phone' },
  { lang: 'en' as const, viewport: PHONE, device: 'phone' },
  { lang: 'ar' as const, viewport: DESKTOP, device: 'desktop' },
]) {
  describe(`a thobe in ${lang === 'en' ? 'English' : 'Arabic'} on a ${device}`, () => {
    let session: Session;
    before(async () => {
      session = await newCustomer(lang, device);
    });

    it('card says "from" → choose 58 / White → cart → cash on delivery → the order names it', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });

      // The card on the shop's list: a price range and the colours.
      await page.goto(`${baseUrl}/${lang}/shop?search=${unique}`);
      await waitForListing(page);
      const card = page.locator(
        `main [data-testid="product-card"][data-product-id="${productId}"]`,
      );
      await card.waitFor();
      assert.equal(await card.locator('.price-tag').getAttribute('data-from'), 'true');
      assert.match(
        plain(await card.locator('.price-tag').innerText()),
        lang === 'ar' ? /من/ : /From/,
      );
      assert.equal(await card.locator('[data-testid="swatch-dots"] > span').count(), 2);
      assert.equal(
        appHref(await card.locator('[data-testid="quick-add"]').getAttribute('href')),
        `/product/${productId}`,
        'the quick add leads to the page, where the options are chosen',
      );
      await settle(page);
      await screenshot(page, `variants-card-${device}-${lang}`);

      // The page opens on the cheapest in stock: 52 / White.
      await card.locator('.product-card__link').click();
      await page.waitForURL(new RegExp(`/product/${productId}`));
      await valueButton(page, 'Size', '52').waitFor();
      assert.equal(await valueButton(page, 'Size', '52').getAttribute('aria-pressed'), 'true');
      assert.equal(await valueButton(page, 'Colour', 'White').getAttribute('aria-pressed'), 'true');
      assert.equal(await shownPrice(page), 150);
      const historyLength = await page.evaluate(() => history.length);

      // 60: Black is sold out with it — crossed out, explained, not chosen on a click.
      await pick(page, 'Size', '60');
      const black = valueButton(page, 'Colour', 'Black');
      assert.equal(await black.getAttribute('aria-disabled'), 'true');
      assert.equal(await black.getAttribute('data-state'), 'soldOut');
      assert.match(
        (await black.getAttribute('aria-label')) ?? '',
        lang === 'ar' ? /نفدت الكمية/ : /sold out/,
      );
      await black.click({ force: true });
      assert.equal(await black.getAttribute('aria-pressed'), 'false');
      assert.equal(await valueButton(page, 'Colour', 'White').getAttribute('aria-pressed'), 'true');
      await page.locator('main [data-testid="variant-note"]').waitFor();
      await settle(page);
      await page.locator('main [data-testid="variant-option"]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `variants-sold-out-${device}-${lang}`);
      // 62 / Black is not made at all.
      await pick(page, 'Size', '62');
      assert.equal(await black.getAttribute('data-state'), 'unavailable');

      // 58 / White: its price, its photos and its address.
      await pick(page, 'Size', '58');
      const chosen = variantOf('58', 'White');
      await page.waitForURL(new RegExp(`[?&]variant=${chosen.id}$`));
      assert.equal(await shownPrice(page), chosen.price);
      const cover = await page
        .locator('main [data-testid="gallery-cover"] img')
        .getAttribute('src');
      assert.ok(cover?.includes(images[2]!.replace(/-800\.webp$/, '')), `cover ${cover}`);
      assert.equal(await page.locator('main [data-testid="gallery-thumb"]').count(), 2);
      assert.equal(
        await page.evaluate(() => history.length),
        historyLength,
        'replaced, not pushed',
      );
      assert.equal(await horizontalOverflow(page), 0);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `variants-product-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      // Into the cart by variant: the mini cart names the options.
      const added = page.waitForResponse((r) => r.url().includes('/api/cart/addToCart'));
      await page.locator('main [data-testid="add-to-cart"]').click();
      const request = (await added).request();
      assert.deepEqual(JSON.parse(request.postData() ?? '{}'), {
        productId,
        variantId: chosen.id,
        quantity: 1,
      });
      const miniLine = page.locator('[data-testid="mini-cart-line"] [data-testid="line-options"]');
      await miniLine.waitFor();
      assert.equal(plain(await miniLine.innerText()), OPTIONS_TEXT[lang]);

      // The cart: the options under the name, and the name leads back to the variant.
      await page.goto(`${baseUrl}/${lang}/cart`);
      const line = page.locator(`main [data-testid="cart-line"][data-variant-id="${chosen.id}"]`);
      await line.waitFor();
      assert.equal(
        plain(await line.locator('[data-testid="line-options"]').innerText()),
        OPTIONS_TEXT[lang],
      );
      assert.equal(
        appHref(await line.locator('.cart-line__name').getAttribute('href')),
        `/product/${productId}?variant=${chosen.id}`,
      );
      await settle(page);
      await screenshot(page, `variants-cart-${device}-${lang}`);

      // Checkout, cash on delivery; the order page names the variant.
      await page.goto(`${baseUrl}/${lang}/cart/checkout`);
      await page.locator('main [data-testid="address-choice"][aria-checked="true"]').waitFor();
      await page.locator('main [data-testid="phone-choice"][aria-checked="true"]').waitFor();
      assert.equal(
        plain(
          await page
            .locator('main [data-testid="summary-line"] [data-testid="line-options"]')
            .innerText(),
        ),
        OPTIONS_TEXT[lang],
      );
      await page.locator('main [data-testid="delivery-choice"]').first().click();
      await page.locator('main [data-testid="payment-CashOnDelivery"]').click();
      await page.waitForFunction(
        () => !document.querySelector('main [data-testid="order-summary"] [aria-busy="true"]'),
      );
      await page.locator('main [data-testid="place-order"]').click();
      await page.waitForURL(/\/my-orders\/\d+$/);
      const orderLine = page.locator('main [data-testid="order-line"]');
      await orderLine.waitFor();
      assert.equal(
        plain(await orderLine.locator('[data-testid="line-options"]').innerText()),
        OPTIONS_TEXT[lang],
      );
      assert.equal(
        appHref(await orderLine.locator('a').first().getAttribute('href')),
        `/product/${productId}?variant=${chosen.id}`,
      );
      await settle(page);
      await screenshot(page, `variants-order-${device}-${lang}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

for (const { lang, viewport, device } of [
  { lang: 'en' as const, viewport: PHONE, device: 'phone' },
  { lang: 'ar' as const, viewport: PHONE, device: 'phone' },
  { lang: 'en' as const, viewport: DESKTOP, device: 'desktop' },
]) {
  describe(`an abaya of one price in ${lang === 'en' ? 'English' : 'Arabic'} on a ${device}`, () => {
    it('its card shows no range nor colours, and its quick add opens the page, no refusal', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport });
      const cartAdds: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/cart/addToCart')) cartAdds.push(request.url());
      });
      await page.goto(`${baseUrl}/${lang}/shop?search=${unique}`);
      await waitForListing(page);
      const card = page.locator(`main [data-testid="product-card"][data-product-id="${abayaId}"]`);
      await card.waitFor();
      assert.equal(await card.locator('.price-tag').getAttribute('data-from'), null);
      assert.equal(await card.locator('[data-testid="swatch-dots"]').count(), 0);
      const quickAdd = card.locator('[data-testid="quick-add"]');
      assert.equal(await quickAdd.getAttribute('data-chooses'), 'true');
      assert.equal(appHref(await quickAdd.getAttribute('href')), `/product/${abayaId}`);
      await settle(page);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `variants-abaya-card-${device}-${lang}`);

      await quickAdd.click();
      await page.waitForURL(new RegExp(`/product/${abayaId}`));
      await valueButton(page, 'Size', 'S').waitFor();
      assert.deepEqual(cartAdds, [], 'nothing was sent to the cart');
      assert.equal(await page.locator('.Toastify__toast').count(), 0, 'no toast');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
