import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  fieldError,
  launchBrowser,
  openPage,
  screenshot,
  storedSession,
  waitForFieldError,
  waitForStill,
} from './support.ts';
import { chooseCity } from './address-helpers.ts';
import { horizontalOverflow, publicApi, readCards, waitForListing } from './catalog-helpers.ts';

// Guest checkout (decision 022): in Arabic on a phone a guest fills a cart, continues as a guest,
// places a cash-on-delivery order, sees its confirmation and makes an account of it; in English
// on a desktop a second guest pays with mada in the sandbox (declined once, then paid) and a
// fresh browser finds the paid order by number and e-mail. Each screen is photographed at both
// widths.

const MADA_PAID = '4464040000000007';
const MADA_DECLINED = '5888450000000003';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const unique = `${Date.now()}`;

async function settle(page: Page) {
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

/** Both widths of one screen: the journey's own, then the other one, then back. */
async function snapBoth(page: Page, name: string, lang: 'en' | 'ar', own: typeof PHONE) {
  const other = own === PHONE ? DESKTOP : PHONE;
  await settle(page);
  assert.equal(await horizontalOverflow(page), 0, `${name} fits its width`);
  await screenshot(page, `${name}-${own === PHONE ? 390 : 1366}-${lang}`);
  await page.setViewportSize(other);
  await settle(page);
  assert.equal(await horizontalOverflow(page), 0, `${name} fits the other width`);
  await screenshot(page, `${name}-${other === PHONE ? 390 : 1366}-${lang}`);
  await page.setViewportSize(own);
}

/** A product in stock from the shop, into the guest's cart. */
async function addAProduct(page: Page) {
  await page.goto(`${baseUrl}/shop?inStock=true`);
  await waitForListing(page);
  let chosen = 0;
  for (const card of await readCards(page)) {
    const product = await publicApi<{ stock: number }>(`product/getProductById/${card.id}`);
    if (product.stock >= 3) {
      chosen = card.id;
      break;
    }
  }
  assert.ok(chosen > 0, 'the shop lists a product in stock');
  const added = page.waitForResponse((r) => r.url().includes('/api/cart/addToCart'));
  await page
    .locator(
      `main [data-testid="product-card"][data-product-id="${chosen}"] [data-testid="quick-add"]`,
    )
    .click();
  assert.ok((await added).ok(), 'the product was added');
  // The app stores the token once it has read the answer, a moment after the response.
  await page.waitForFunction(() => localStorage.getItem('cartToken'), null, { timeout: 5000 });
}

/** From the cart to the guest form. */
async function continueAsGuest(page: Page, snap: string) {
  await page.goto(`${baseUrl}/cart`);
  await page.locator('main [data-testid="cart-line"]').first().waitFor();
  await page.locator('main [data-testid="checkout-sign-in"]:visible').first().waitFor();
  await settle(page);
  assert.equal(await horizontalOverflow(page), 0, 'the guest cart fits its width');
  await screenshot(page, snap);
  await page.locator('main [data-testid="continue-as-guest"]:visible').first().click();
  await page.waitForURL(/\/cart\/guest-checkout$/);
  await page.locator('main [data-testid="guest-checkout-form"]').waitFor();
  await page.locator('main [data-testid="delivery-choice"]').first().waitFor();
}

async function fillGuestForm(
  page: Page,
  lang: 'en' | 'ar',
  contact: { name: string; mobile: string; email: string; building: string },
  payment: 'CashOnDelivery' | 'MADA',
) {
  const form = page.locator('main [data-testid="guest-checkout-form"]');
  await form.locator('input[name="name"]').fill(contact.name);
  await form.locator('input[name="mobile"]').fill(contact.mobile);
  await form.locator('input[name="email"]').fill(contact.email);
  await chooseCity(
    page,
    form,
    lang === 'ar' ? 'الريا' : 'Riya',
    lang === 'ar' ? 'الرياض' : 'Riyadh',
  );
  await form.locator('input[name="district"]').fill(lang === 'ar' ? 'العليا' : 'Al Olaya');
  await form
    .locator('input[name="street"]')
    .fill(lang === 'ar' ? 'طريق الملك فهد' : 'King Fahd Road');
  // Its own building each: guest orders are limited per delivery address.
  await form.locator('input[name="buildingNumber"]').fill(contact.building);
  await form.locator('input[name="postalCode"]').fill('12241');
  await form.locator('input[name="additionalNumber"]').fill('7788');
  // A method with a fee (the suite's other journeys may add free ones), to see it in the total.
  await page
    .locator(
      'main [data-testid="delivery-choice"]:has(.choice-card__price[data-amount]:not([data-amount="0"]))',
    )
    .first()
    .click();
  await page.locator(`main [data-testid="payment-${payment}"]`).click();
  // The summary adds the chosen delivery's fee, as the server works it out for the guest cart.
  await page.waitForFunction(() => {
    const summary = document.querySelector('main [data-testid="order-summary"]');
    const fee = summary?.querySelector('[data-testid="summary-delivery"]');
    return summary?.getAttribute('aria-busy') !== 'true' && fee?.getAttribute('data-amount');
  });
}

/** The order summary's figures, as the page states them in `data-amount`. */
async function summaryAmounts(page: Page) {
  const amount = async (id: string) =>
    Number(
      await page
        .locator(`main [data-testid="order-summary"] [data-testid="${id}"]`)
        .getAttribute('data-amount'),
    );
  return {
    subtotal: await amount('summary-subtotal'),
    delivery: await amount('summary-delivery'),
    total: await amount('summary-total'),
  };
}

async function payByCard(page: Page, card: string) {
  const form = page.locator('main form.paymentWidgets');
  await form.locator('input[name="cardNumber"]').waitFor();
  await form.locator('input[name="cardNumber"]').fill(card);
  await form.locator('input[name="holder"]').fill('Sam Guest');
  await form.locator('input[name="expiryMonth"]').fill('12');
  await form.locator('input[name="expiryYear"]').fill(String(new Date().getFullYear() + 3));
  await form.locator('input[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/guest-order\/\d+\/payment-status\?id=.+&resourcePath=/);
  await page.locator('main [data-testid="payment-result"]').waitFor();
}

/** Places the order; answers what the API answered. */
async function submitOrder(page: Page) {
  const placed = page.waitForResponse((r) => r.url().includes('/api/Order/CreateGuestOrder'));
  await page.locator('main [data-testid="place-guest-order"]').click();
  const response = await placed;
  assert.equal(response.status(), 201);
  const body = (await response.json()) as {
    data: { orderId: number; orderNumber: string; total: number };
  };
  return body.data;
}

/** Places a cash-on-delivery order; answers its number, as the confirmation shows it. */
async function placeOrder(page: Page): Promise<string> {
  const body = { data: await submitOrder(page) };
  await page.waitForURL(new RegExp(`/guest-order/${body.data.orderId}$`));
  const number = page.locator('main [data-testid="guest-order-number"]');
  await number.waitFor();
  assert.equal((await number.innerText()).trim(), body.data.orderNumber);
  await page
    .locator('main [data-testid="order-items"], main [data-testid="guest-order"]')
    .first()
    .waitFor();
  return body.data.orderNumber;
}

describe('guest checkout in Arabic on a phone', () => {
  it('cart → continue as a guest → cash on delivery → confirmation → account', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'ar', viewport: PHONE });
    await addAProduct(page);
    await continueAsGuest(page, 'guest-cart-390-ar');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.match(page.url(), /\/ar\//);

    // Sent empty: the schema's errors show under the fields, in Arabic.
    await page.locator('main [data-testid="place-guest-order"]').click();
    await waitForFieldError(page, 'name', 'مطلوب');
    assert.notEqual(await fieldError(page, 'mobile'), '');

    const email = `guest.ar.${unique}@example.com`;
    await fillGuestForm(
      page,
      'ar',
      { name: 'سارة الضيفة', mobile: '0551234567', email, building: '2314' },
      'CashOnDelivery',
    );
    const summary = await summaryAmounts(page);
    assert.ok(summary.delivery > 0, 'the delivery fee is in the summary');
    assert.ok(summary.total > summary.subtotal, 'and in the total');
    await snapBoth(page, 'guest-form', 'ar', PHONE);

    await placeOrder(page);
    await page.locator('main [data-testid="guest-account-form"]').waitFor();
    await snapBoth(page, 'guest-confirmation', 'ar', PHONE);
    // The order emptied the cart, and the header's badge says so.
    await page.locator('[data-testid="cart-link"][aria-label$=": 0"]').first().waitFor();
    // "Create an account": one password, and the shopper is signed in with the order theirs.
    await page.locator('main input[name="password"]').fill('guestpass1');
    const made = page.waitForResponse((r) => /\/api\/GuestOrder\/\d+\/account$/.test(r.url()));
    await page.locator('main [data-testid="create-guest-account"]').click();
    assert.equal((await made).status(), 201);
    await page.waitForURL(/\/my-orders\/\d+$/);
    await page.locator('main [data-testid="order-details"]').waitFor();
    const session = await storedSession(page);
    assert.ok(session.token, 'the new account is signed in');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('find my order: the same message whether the order exists or not', async () => {
    const { page, context, errors } = await openPage(browser, { lang: 'ar', viewport: PHONE });
    await page.goto(`${baseUrl}/find-my-order`);
    const form = page.locator('main [data-testid="find-order-form"]');
    await form.waitFor();
    await form.locator('input[name="orderNumber"]').fill('ORD-999999');
    await form.locator('input[name="contact"]').fill('nobody@example.com');
    await form.locator('[data-testid="find-order-submit"]').click();
    await page.locator('main [data-testid="find-order-not-found"]').waitFor();
    await snapBoth(page, 'find-my-order', 'ar', PHONE);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

for (const { lang, viewport, n } of [
  { lang: 'en' as const, viewport: DESKTOP, n: 1 },
  { lang: 'ar' as const, viewport: PHONE, n: 2 },
  { lang: 'en' as const, viewport: PHONE, n: 3 },
]) {
  const width = viewport === PHONE ? 390 : 1366;
  const device = viewport === PHONE ? 'phone' : 'desktop';
  describe(`a guest pays with mada in ${lang} on a ${device}`, () => {
    it('declined, then paid; a new browser finds the paid order by number and e-mail', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport });
      await addAProduct(page);
      // Checkout, signed out: the sign-in screen offers ordering as a guest too.
      await page.goto(`${baseUrl}/cart/checkout`);
      await page.waitForURL(/\/login\?redirect=/);
      await page.locator('main [data-testid="login-continue-as-guest"]').waitFor();
      await settle(page);
      await screenshot(page, `login-with-guest-${width}-${lang}`);
      await page.locator('main [data-testid="login-continue-as-guest"]').click();
      await page.waitForURL(/\/cart\/guest-checkout$/);
      await page.locator('main [data-testid="guest-checkout-form"]').waitFor();
      await continueAsGuest(page, `guest-cart-${width}-${lang}`);
      assert.equal(
        await page.evaluate(() => document.documentElement.dir),
        lang === 'ar' ? 'rtl' : 'ltr',
      );

      // A wrong mobile shows its error under the field.
      const email = `guest.${lang}.${n}.${unique}@example.com`;
      const mobile = `055765432${n}`;
      const name = lang === 'ar' ? 'سامي الضيف' : 'Sam Guest';
      await fillGuestForm(page, lang, { name, mobile, email, building: `231${n}` }, 'MADA');
      await page.locator('main input[name="mobile"]').fill('12345');
      await page.locator('main [data-testid="place-guest-order"]').click();
      await page.waitForFunction(() => {
        const input = document.querySelector('main input[name="mobile"]');
        return input?.getAttribute('aria-invalid') === 'true';
      });
      assert.notEqual(await fieldError(page, 'mobile'), '');
      await page.locator('main input[name="mobile"]').fill(mobile);
      await snapBoth(page, 'guest-form', lang, viewport);

      const shown = await summaryAmounts(page);
      const placed = await submitOrder(page);
      const { orderId, orderNumber } = placed;
      assert.equal(placed.total, shown.total, 'the order costs what the summary said');
      await page.waitForURL(new RegExp(`/guest-order/${orderId}/pay$`));
      await page.locator('main form.paymentWidgets[data-brands="MADA"]').waitFor();
      assert.equal(
        Number(
          await page.locator('main [data-testid="payment-amount"]').getAttribute('data-amount'),
        ),
        shown.total,
      );
      await snapBoth(page, 'guest-payment', lang, viewport);

      // Declined: the reason, and a way back to the form of the same order.
      await payByCard(page, MADA_DECLINED);
      const result = page.locator('main [data-testid="payment-result"]');
      assert.equal(await result.getAttribute('data-paid'), 'false');
      await snapBoth(page, 'guest-payment-declined', lang, viewport);
      await page.locator(`main a[href$="/guest-order/${orderId}/pay"]`).click();
      await page.waitForURL(new RegExp(`/guest-order/${orderId}/pay$`));

      // Paid: the thanks, what was bought and a link to the guest's order page.
      await payByCard(page, MADA_PAID);
      assert.equal(await result.getAttribute('data-paid'), 'true');
      assert.ok((await result.innerText()).includes(orderNumber));
      const paidOrder = result.locator('[data-testid="paid-order"]');
      await paidOrder.waitFor();
      assert.equal(
        Number(
          await paidOrder
            .locator('[data-testid="order-details-total"]')
            .getAttribute('data-amount'),
        ),
        shown.total,
      );
      await snapBoth(page, 'guest-payment-paid', lang, viewport);
      await result.locator('[data-testid="view-order"]').click();
      await page.waitForURL(new RegExp(`/guest-order/${orderId}$`));
      await page.locator('main [data-testid="order-paid"][data-paid="true"]').waitFor();
      assert.equal(await page.locator('main [data-testid="pay-now-notice"]').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();

      // Another browser: no token, only the number and the e-mail.
      const second = await openPage(browser, { lang, viewport });
      await second.page.goto(`${baseUrl}/`);
      await second.page.locator('footer a[href$="/find-my-order"]').click();
      await second.page.waitForURL(/\/find-my-order$/);
      const form = second.page.locator('main [data-testid="find-order-form"]');
      await form.waitFor();
      await form.locator('input[name="orderNumber"]').fill(orderNumber.toLowerCase());
      await form.locator('input[name="contact"]').fill(email);
      await snapBoth(second.page, 'find-my-order', lang, viewport);
      await form.locator('[data-testid="find-order-submit"]').click();
      await second.page.waitForURL(/\/guest-order\/\d+$/);
      const number = second.page.locator('main [data-testid="guest-order-number"]');
      await number.waitFor();
      assert.equal((await number.innerText()).trim(), orderNumber);
      // Found, not placed here: read only, no account form; paid.
      assert.equal(await second.page.locator('main [data-testid="guest-account-form"]').count(), 0);
      await second.page.locator('main [data-testid="order-paid"][data-paid="true"]').waitFor();
      // Its payment page needs the order's token, which only the tab that placed it holds.
      await second.page.goto(`${baseUrl}/guest-order/${orderId}/pay`);
      await second.page.locator('main a[href$="/find-my-order"]').first().waitFor();
      await snapBoth(second.page, 'guest-payment-lost', lang, viewport);
      assert.deepEqual(second.errors, []);
      await second.context.close();
    });
  });
}
