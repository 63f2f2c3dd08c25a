import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  appHref,
  DESKTOP,
  PHONE,
  apiLogin,
  apiRegister,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForStill,
  waitForToast,
  type Session,
} from './support.ts';
import { chooseCity } from './address-helpers.ts';
import { horizontalOverflow, readCards, waitForListing } from './catalog-helpers.ts';

// From the shop to a paid order, in English on a desktop and in Arabic on a phone, each with a
// customer registered for the run: two products into the cart, WELCOME10 applied, checkout with a
// NEW address and mobile added on the spot, card payment in the gateway's form (the sandbox's
// COPYandPAY stand-in) with the test card that succeeds, the payment status, and the order in
// "My orders" for the total the checkout summary showed. Then a declined card (the order stays
// unpaid and pending) and cash on delivery (placed once even when the button is clicked twice).
// Money on screen is compared with the API's own answers. Sign-ins: 2 (one per customer).

type Lang = 'en' | 'ar';

interface ApiOrder {
  id: number;
  orderNumber: string;
  status: string;
  isPaid: boolean;
  paymentMethod: string;
  total: number;
  discountAmount: number;
  couponCode: string | null;
}

const SUCCEEDS = '4111111111111111';
const DECLINED = '4000000000000002';
const unique = Date.now().toString(36);
let browser: Browser;

/** Text without the Unicode isolates the app wraps user data in. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    },
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const myOrders = async (session: Session) =>
  (await api<{ items: ApiOrder[] }>(session, 'Order/GetMyOrders?pageSize=100')).items;

/** A customer of its own per language, so runs and languages never share a cart. */
async function newCustomer(lang: Lang): Promise<Session> {
  const digits = String(Date.now() + (lang === 'ar' ? 1 : 0)).slice(-8);
  const account = {
    firstName: lang === 'ar' ? 'ريم' : 'Reem',
    lastName: 'Checkout',
    email: `checkout.${lang}.${unique}@example.com`,
    phoneNumber: `05${digits}`,
    password: 'checkout1',
  };
  await apiRegister(account);
  return apiLogin(account);
}

/** A full-page picture from the top, so the sticky header and summary sit where they belong. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForStill(page, 'main');
}

/** Waits until a field of a dialog's form shows an error containing `text`. */
async function waitForDialogFieldError(page: Page, form: string, name: string, text: string) {
  await page.waitForFunction(
    ([formId, field, expected]) => {
      const input = document.querySelector(`[data-testid="${formId}"] [name="${field}"]`);
      const ids = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/);
      return ids.some(
        (id) =>
          id.endsWith('-error') && document.getElementById(id)?.textContent?.includes(expected),
      );
    },
    [form, name, text] as const,
    { timeout: 5_000 },
  );
}

/** Waits until no dialog is open or still fading out (its overlay would take the next click). */
async function waitForDialogsClosed(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.mantine-Modal-overlay'));
}

/** The checkout summary's total once the preview for the chosen delivery has answered. */
async function summaryTotal(page: Page): Promise<number> {
  const total = page.locator('main [data-testid="order-summary"] [data-testid="summary-total"]');
  await page.waitForFunction(
    () => !document.querySelector('main [data-testid="order-summary"] [aria-busy="true"]'),
  );
  return Number(await total.getAttribute('data-amount'));
}

async function chooseDelivery(page: Page, index: number) {
  const choice = page.locator('main [data-testid="delivery-choice"]').nth(index);
  await choice.click();
  await page.waitForFunction((i) => {
    const choices = document.querySelectorAll('main [data-testid="delivery-choice"]');
    return choices.item(i)?.getAttribute('aria-checked') === 'true';
  }, index);
}

/** Fills the gateway's card form (rendered by its script, not by the app) and pays. */
async function payByCard(page: Page, card: string) {
  const form = page.locator('main form.paymentWidgets');
  await form.locator('input[name="cardNumber"]').waitFor();
  await form.locator('input[name="cardNumber"]').fill(card);
  await form.locator('input[name="holder"]').fill('Reem Checkout');
  await form.locator('input[name="expiryMonth"]').fill('12');
  await form.locator('input[name="expiryYear"]').fill(String(new Date().getFullYear() + 3));
  await form.locator('input[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-status\?id=.+&resourcePath=/);
  await page.locator('main [data-testid="payment-result"]').waitFor();
}

/** Puts one unit of a product with stock to spare in the cart, through the API. */
async function refillCart(session: Session, productId: number) {
  await api(session, 'cart/addToCart', {
    method: 'POST',
    body: JSON.stringify({ productId, quantity: 1 }),
  });
}

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

for (const { lang, viewport, device } of [
  { lang: 'en' as const, viewport: DESKTOP, device: 'desktop' },
  { lang: 'ar' as const, viewport: PHONE, device: 'phone' },
]) {
  describe(`checkout in ${lang === 'en' ? 'English' : 'Arabic'} on a ${device}`, () => {
    let session: Session;
    let spareProductId = 0;
    before(async () => {
      session = await newCustomer(lang);
    });

    it('shop → cart with WELCOME10 → new address and mobile → card paid → my orders', async () => {
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });

      // Two products from the shop, with enough stock for this file's three orders.
      await page.goto(`${baseUrl}/shop?inStock=true`);
      await waitForListing(page);
      const cards = await readCards(page);
      const stocked: number[] = [];
      for (const card of cards) {
        const product = await api<{ stock: number }>(session, `product/getProductById/${card.id}`);
        if (product.stock >= 5) stocked.push(card.id);
        if (stocked.length === 3) break;
      }
      assert.equal(stocked.length, 3, 'the shop lists three products with stock to spare');
      const [first, second, spare] = stocked as [number, number, number];
      spareProductId = spare;
      for (const id of [first, second]) {
        const added = page.waitForResponse((r) => r.url().includes('/api/cart/addToCart'));
        await page
          .locator(
            `main [data-testid="product-card"][data-product-id="${id}"] [data-testid="quick-add"]`,
          )
          .click();
        assert.ok((await added).ok(), 'the product was added');
        // The mini cart opens on the line just added; it is closed to reach the next card.
        const line = page.locator(`[data-testid="mini-cart-line"][data-product-id="${id}"]`);
        await line.waitFor();
        await page.locator('[data-testid="mini-cart-continue"]').click();
        await line.waitFor({ state: 'detached' });
      }

      // The cart, where the coupon is applied.
      await page.goto(`${baseUrl}/cart`);
      await page.locator('main [data-testid="cart-line"]').nth(1).waitFor();
      await page.locator('main input[name="couponCode"]').fill('WELCOME10');
      await page.locator('main [data-testid="apply-coupon"]').click();
      await page.locator('main [data-testid="applied-coupon"]').waitFor();
      await page.locator('main [data-testid="checkout"]:visible').click();
      await page.waitForURL(/\/cart\/checkout$/);

      // A first-time customer has nothing saved: placing the order names the missing steps (the
      // mobile given at registration is offered, so that step is not one of them).
      await page.locator('main [data-testid="checkout-delivery"]').waitFor();
      await page.locator('main [data-testid="place-order"]:not([disabled])').waitFor();
      await page.locator('main [data-testid="place-order"]').click();
      await page.locator('main .checkout-section--problem').first().waitFor();
      assert.equal(await page.locator('main .checkout-section--problem').count(), 2);

      // A new address: the schema's rules show under the fields, then it is saved and chosen.
      await page.locator('main [data-testid="add-address"]').click();
      const addressForm = page.locator('[data-testid="address-form"]');
      await waitForStill(page, '[data-testid="address-form"]');
      await addressForm.locator('input[name="label"]').fill(lang === 'ar' ? 'البيت' : 'Home');
      await chooseCity(
        page,
        addressForm,
        lang === 'ar' ? 'الريا' : 'Riya',
        lang === 'ar' ? 'الرياض' : 'Riyadh',
      );
      await addressForm
        .locator('input[name="district"]')
        .fill(lang === 'ar' ? 'العليا' : 'Al Olaya');
      await addressForm
        .locator('input[name="street"]')
        .fill(lang === 'ar' ? 'طريق الملك فهد' : 'King Fahd Road');
      await addressForm.locator('input[name="buildingNumber"]').fill('2314');
      await addressForm.locator('input[name="postalCode"]').fill('1224');
      await addressForm.locator('input[name="additionalNumber"]').fill('7788');
      await addressForm.locator('button[type="submit"]').click();
      await waitForDialogFieldError(
        page,
        'address-form',
        'postalCode',
        lang === 'ar' ? '5 أرقام' : '5-digit',
      );
      await addressForm.locator('input[name="postalCode"]').fill('12241');
      const savedAddress = page.waitForResponse(
        (r) => r.url().endsWith('/api/address') && r.request().method() === 'POST',
      );
      await addressForm.locator('button[type="submit"]').click();
      assert.equal((await savedAddress).status(), 201);
      await addressForm.waitFor({ state: 'detached' });
      await waitForDialogsClosed(page);
      const addressChoice = page.locator('main [data-testid="address-choice"]');
      await addressChoice.first().waitFor();
      assert.equal(await addressChoice.count(), 1);
      assert.equal(await addressChoice.first().getAttribute('aria-checked'), 'true');

      // A new mobile, written the way people type it.
      await page.locator('main [data-testid="add-phone"]').click();
      const phoneForm = page.locator('[data-testid="phone-form"]');
      await waitForStill(page, '[data-testid="phone-form"]');
      await phoneForm.locator('input[name="number"]').fill('12345');
      await phoneForm.locator('button[type="submit"]').click();
      await waitForDialogFieldError(
        page,
        'phone-form',
        'number',
        lang === 'ar' ? 'جوال' : 'Saudi mobile',
      );
      await phoneForm.locator('input[name="number"]').fill('055 987 6543');
      await phoneForm.locator('button[type="submit"]').click();
      await phoneForm.waitFor({ state: 'detached' });
      await waitForDialogsClosed(page);
      const phoneChoice = page.locator('main [data-testid="phone-choice"]');
      await phoneChoice.first().waitFor();
      assert.equal(await phoneChoice.first().getAttribute('aria-checked'), 'true');
      assert.match(await phoneChoice.first().innerText(), /055 987 6543/);

      // Delivery: the summary follows the choice with the server's own totals.
      await chooseDelivery(page, 1);
      const methods = await api<{ id: number; price: number }[]>(
        session,
        'DeliveryMethod/GetAllDeliveryMethods',
      );
      const preview = await api<{ total: number; discountAmount: number; couponCode: string }>(
        session,
        `Order/Preview?deliveryMethodId=${methods[1]!.id}`,
      );
      assert.equal(preview.couponCode, 'WELCOME10');
      assert.ok(preview.discountAmount > 0, 'WELCOME10 takes something off');
      const shownTotal = await summaryTotal(page);
      assert.equal(shownTotal, preview.total);
      assert.equal(
        Number(
          await page.locator('main [data-testid="summary-discount"]').getAttribute('data-amount'),
        ),
        preview.discountAmount,
      );
      assert.equal(
        await page.locator('main [data-testid="payment-MADA"]').getAttribute('aria-checked'),
        'true',
        'mada is the preset',
      );
      // The test cards are Visa: pay under Visa / Mastercard.
      await page.locator('main [data-testid="payment-CARDS"]').click();
      await page
        .locator('main textarea[name="notes"]')
        .fill(lang === 'ar' ? 'الاتصال قبل الوصول' : 'Please call first');
      assert.equal(await horizontalOverflow(page), 0);
      await settle(page);
      await snap(page, `checkout-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      // Place the order: the card form of its checkout, for the same amount.
      await page.locator('main [data-testid="place-order"]').click();
      await page.waitForURL(/\/payment\?orderId=\d+$/);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await page.locator('main form.paymentWidgets input[name="cardNumber"]').waitFor();
      assert.equal(
        Number(
          await page.locator('main [data-testid="payment-amount"]').getAttribute('data-amount'),
        ),
        shownTotal,
      );
      assert.match(
        await page.locator('main [data-testid="payment-countdown"]').innerText(),
        /^\d{1,2}:\d{2}$/,
      );
      await settle(page);
      await snap(page, `payment-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      // The cart was emptied by the order.
      assert.equal((await api<{ itemsCount: number }>(session, 'cart/getUserCart')).itemsCount, 0);

      await payByCard(page, SUCCEEDS);
      const result = page.locator('main [data-testid="payment-result"]');
      assert.equal(await result.getAttribute('data-paid'), 'true');
      const order = (await myOrders(session)).find((item) => item.id === orderId);
      assert.ok(order, 'the order is mine');
      assert.ok(plain(await result.innerText()).includes(order.orderNumber));
      // Under the thanks: what was bought, the totals, the address and when to expect it.
      const paidOrder = result.locator('[data-testid="paid-order"]');
      await paidOrder.waitFor();
      assert.equal(await paidOrder.locator('[data-testid="order-line"]').count(), 2);
      assert.equal(
        Number(
          await paidOrder
            .locator('[data-testid="order-details-total"]')
            .getAttribute('data-amount'),
        ),
        shownTotal,
      );
      await paidOrder.locator('[data-testid="order-vat"]').waitFor();
      assert.match(
        await paidOrder.locator('[data-testid="paid-order-delivery"]').innerText(),
        /12241/,
      );
      await paidOrder.locator('[data-testid="delivery-estimate"]').waitFor();
      assert.equal(
        appHref(await result.locator('[data-testid="view-order"]').getAttribute('href')),
        `/my-orders/${orderId}`,
      );
      assert.equal(
        appHref(await result.locator('[data-testid="continue-shopping"]').getAttribute('href')),
        '/shop',
      );
      assert.doesNotMatch(await result.innerText(), /000\.100\.110/);
      await settle(page);
      await snap(page, `payment-paid-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      // My orders: the order, paid and being prepared, for the total the checkout showed.
      await page.goto(`${baseUrl}/my-orders`);
      const orderCard = page.locator(`main [data-testid="order-card"][data-order-id="${orderId}"]`);
      await orderCard.waitFor();
      assert.equal(
        Number(await orderCard.locator('[data-testid="order-total"]').getAttribute('data-amount')),
        shownTotal,
      );
      assert.equal(
        await orderCard.locator('[data-testid="order-status"]').getAttribute('data-stage'),
        'PaidPreparing',
      );
      assert.equal(order.total, shownTotal);
      assert.equal(order.isPaid, true);
      assert.equal(order.couponCode ?? 'WELCOME10', 'WELCOME10');
      assert.equal(await horizontalOverflow(page), 0);
      await settle(page);
      await snap(page, `my-orders-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      // Its page: lines, totals, the new address and the timeline.
      await orderCard.locator('a').click();
      await page.waitForURL(new RegExp(`/my-orders/${orderId}$`));
      await page.locator('main [data-testid="order-details"]').waitFor();
      assert.equal(await page.locator('main [data-testid="order-line"]').count(), 2);
      assert.equal(
        Number(
          await page
            .locator('main [data-testid="order-details-total"]')
            .getAttribute('data-amount'),
        ),
        shownTotal,
      );
      assert.equal(
        await page.locator('main [data-testid="pay-now"]').count(),
        0,
        'a paid order has nothing to pay',
      );
      assert.match(await page.locator('main [data-testid="order-shipping"]').innerText(), /12241/);
      // Paid and waiting for the shop, in plain words: one history row, no gateway code.
      assert.equal(
        // textContent: the badge shows its words in capitals through CSS.
        plain(
          (await page.locator('main [data-testid="order-status"]').first().textContent()) ?? '',
        ),
        lang === 'ar' ? 'مدفوع — قيد التجهيز' : 'Paid — being prepared',
      );
      const timeline = page.locator('main [data-testid="order-timeline"]');
      assert.equal(await timeline.locator('[data-testid="timeline-step"]').count(), 1);
      assert.doesNotMatch(await page.locator('main').innerText(), /000\.100\.110/);
      await settle(page);
      await snap(page, `order-details-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('a declined card leaves the order unpaid and pending, with the reason and a way back', async () => {
      assert.ok(spareProductId, 'the first journey picked the products');
      await refillCart(session, spareProductId);
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });
      await page.goto(`${baseUrl}/cart/checkout`);
      // What was saved last time is chosen already.
      await page.locator('main [data-testid="address-choice"][aria-checked="true"]').waitFor();
      await page.locator('main [data-testid="phone-choice"][aria-checked="true"]').waitFor();
      await chooseDelivery(page, 0);
      await summaryTotal(page);
      await page.locator('main [data-testid="place-order"]').click();
      await page.waitForURL(/\/payment\?orderId=\d+$/);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

      await payByCard(page, DECLINED);
      const result = page.locator('main [data-testid="payment-result"]');
      assert.equal(await result.getAttribute('data-paid'), 'false');
      const description = plain(
        await page.locator('main [data-testid="payment-description"]').innerText(),
      );
      assert.match(description, /declined/i);
      // The gateway's result code is for staff only.
      assert.doesNotMatch(await result.innerText(), /800\.100\.151/);
      assert.equal(
        appHref(
          await result
            .getByRole('link', { name: lang === 'ar' ? 'حاول مرة أخرى' : 'Try again' })
            .getAttribute('href'),
        ),
        `/payment?orderId=${orderId}`,
      );
      await settle(page);
      await snap(page, `payment-declined-${device}-${lang}`);
      assert.deepEqual(await seriousA11yViolations(page), []);

      const order = (await myOrders(session)).find((item) => item.id === orderId);
      assert.ok(order);
      assert.equal(order.isPaid, false);
      assert.equal(order.status, 'Pending');

      // The order page offers to pay again while the payment window is open.
      await page.goto(`${baseUrl}/my-orders/${orderId}`);
      await page.locator('main [data-testid="pay-now"]').waitFor();
      assert.equal(
        await page.locator('main [data-testid="order-status"]').first().getAttribute('data-status'),
        'Pending',
      );
      assert.equal(
        await page.locator('main [data-testid="order-paid"]').first().getAttribute('data-paid'),
        'false',
      );
      await page.locator('main [data-testid="pay-now"]').click();
      await page.waitForURL(new RegExp(`/payment\\?orderId=${orderId}$`));
      await page.locator('main form.paymentWidgets input[name="cardNumber"]').waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('cash on delivery places one order, shown pending and unpaid', async () => {
      await refillCart(session, spareProductId);
      const before = (await myOrders(session)).length;
      const { page, context, errors } = await openPage(browser, { lang, viewport, session });
      await page.goto(`${baseUrl}/cart/checkout`);
      await page.locator('main [data-testid="address-choice"][aria-checked="true"]').waitFor();
      await chooseDelivery(page, 2);
      await page.locator('main [data-testid="payment-CashOnDelivery"]').click();
      const shownTotal = await summaryTotal(page);

      // Two quick clicks, one order.
      await page.locator('main [data-testid="place-order"]').dblclick();
      await page.waitForURL(/\/my-orders\/\d+$/);
      await waitForToast(page, lang === 'ar' ? /شكرًا/ : /Thank you/);
      const orders = await myOrders(session);
      assert.equal(orders.length, before + 1, 'exactly one order was placed');
      const placed = orders[0]!;
      assert.equal(placed.paymentMethod, 'CashOnDelivery');
      assert.equal(placed.total, shownTotal);
      await page.locator('main [data-testid="order-details"]').waitFor();
      assert.equal(
        await page.locator('main [data-testid="pay-now"]').count(),
        0,
        'cash is paid to the courier',
      );

      await page.goto(`${baseUrl}/my-orders`);
      const orderCard = page.locator(
        `main [data-testid="order-card"][data-order-id="${placed.id}"]`,
      );
      await orderCard.waitFor();
      assert.equal(
        await orderCard.locator('[data-testid="order-status"]').getAttribute('data-status'),
        'Pending',
      );
      assert.equal(
        await orderCard.locator('[data-testid="order-paid"]').getAttribute('data-paid'),
        'false',
      );
      assert.equal(
        Number(await orderCard.locator('[data-testid="order-total"]').getAttribute('data-amount')),
        shownTotal,
      );

      // The status filter narrows the list and is kept in the URL.
      await page.locator('main [data-testid="orders-status-filter"]').click();
      await page.getByRole('option', { name: lang === 'ar' ? 'تم التوصيل' : 'Delivered' }).click();
      await page.waitForURL(/status=Delivered/);
      await orderCard.waitFor({ state: 'detached' });

      // With the cart empty, checkout sends the shopper back to the cart.
      await page.goto(`${baseUrl}/cart/checkout`);
      await page.waitForURL(/\/cart$/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
