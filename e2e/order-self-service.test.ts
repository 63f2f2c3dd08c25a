import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiLogin,
  apiRegister,
  baseUrl,
  DEMO,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  waitForStill,
  waitForToast,
  type Session,
} from './support.ts';

// The shopper's own order page, on a phone in English and in Arabic: a cash-on-delivery order is
// cancelled (its stock comes back), a delivered one is ordered again (its line is in the cart)
// and its invoice downloaded, and a paid one offers no cancel (the API refuses it too). The page
// with its buttons is photographed on a phone and a 1280 px desktop. Orders are placed and moved
// through the API; only the shopper's clicks go through the browser.

type Lang = 'en' | 'ar';

const DESKTOP_1280 = { width: 1280, height: 900 };
const unique = Date.now().toString(36);
let browser: Browser;
let manager: Session;

async function call(session: Session, path: string, init: RequestInit = {}, lang: Lang = 'en') {
  return fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': lang,
      // A JSON content type with no body is a malformed request: only sent with one.
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
}

async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await call(session, path, init);
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const post = <T>(session: Session, path: string, body: unknown = {}) =>
  api<T>(session, path, { method: 'POST', body: JSON.stringify(body) });

interface Shopper {
  session: Session;
  choices: { addressId: number; phoneNumberId: number; deliveryMethodId: number };
}

/** A customer of its own per language, with an address and a mobile to check out with. */
async function newShopper(lang: Lang): Promise<Shopper> {
  const digits = String(Date.now() + (lang === 'ar' ? 7 : 3)).slice(-8);
  const account = {
    firstName: lang === 'ar' ? 'سارة' : 'Sara',
    lastName: 'Orders',
    email: `self.${lang}.${unique}@example.com`,
    phoneNumber: `05${digits}`,
    password: 'selfservice1',
  };
  await apiRegister(account);
  const session = await apiLogin(account);
  const address = await post<{ id: number }>(session, 'address', {
    label: 'Home',
    city: 'Riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '2314',
    postalCode: '12241',
    details: '',
    isDefault: true,
  });
  const phone = await post<{ id: number }>(session, 'phoneNumbers/AddPhoneNumber', {
    number: account.phoneNumber,
    isPrimary: true,
  });
  const methods = await api<{ id: number }[]>(session, 'DeliveryMethod/GetAllDeliveryMethods');
  return {
    session,
    choices: { addressId: address.id, phoneNumberId: phone.id, deliveryMethodId: methods[0]!.id },
  };
}

const stockOf = async (session: Session, productId: number) =>
  (await api<{ stock: number }>(session, `product/getProductById/${productId}`)).stock;

/**
 * A product of the demo shop with stock to spare and no options to choose (one price, no colours;
 * the cart then takes it without a variant named).
 */
async function productInStock(session: Session) {
  const { items } = await api<{
    items: { id: number; stock: number; price: number; priceMax: number; swatches: unknown[] }[];
  }>(session, 'product/getAllProducts?pageSize=50&inStock=true');
  const product = items.find(
    (item) => item.stock >= 10 && item.price === item.priceMax && item.swatches.length === 0,
  );
  assert.ok(product, 'a product with stock to spare');
  return product.id;
}

/** A cash-on-delivery order of two units of the product, placed through the API. */
async function placeOrder(shopper: Shopper, productId: number) {
  await post(shopper.session, 'cart/addToCart', { productId, quantity: 2 });
  return post<{ orderId: number; orderNumber: string }>(shopper.session, 'Order/CreateOrder', {
    ...shopper.choices,
    paymentMethod: 'CashOnDelivery',
  });
}

async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    await api(manager, 'AdminOrder/UpdateOrderStatus', {
      method: 'PUT',
      body: JSON.stringify({ orderId, status }),
    });
  }
}

async function openOrder(page: Page, orderId: number) {
  await page.goto(`${baseUrl}/my-orders/${orderId}`);
  await page.locator(`main [data-testid="order-details"][data-order-id="${orderId}"]`).waitFor();
}

const buttons = (page: Page) =>
  page
    .locator('main [data-testid="order-actions"] button')
    .evaluateAll((found) => found.map((button) => button.getAttribute('data-testid')));

before(async () => {
  browser = await launchBrowser();
  manager = await apiLogin(DEMO.manager);
});
after(async () => {
  await browser.close();
});

for (const lang of ['en', 'ar'] as const) {
  describe(`the shopper's order page in ${lang === 'en' ? 'English' : 'Arabic'} on a phone`, () => {
    let shopper: Shopper;
    let productId: number;

    before(async () => {
      shopper = await newShopper(lang);
      productId = await productInStock(shopper.session);
    });

    it('cancels a cash-on-delivery order after asking, and its stock comes back', async () => {
      const before = await stockOf(shopper.session, productId);
      const order = await placeOrder(shopper, productId);
      assert.equal(await stockOf(shopper.session, productId), before - 2);

      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: shopper.session,
      });
      await openOrder(page, order.orderId);
      assert.deepEqual(await buttons(page), ['order-again', 'download-invoice', 'cancel-order']);
      await screenshot(page, `order-self-service-${lang}-phone`);

      await page.getByTestId('cancel-order').click();
      await page.getByTestId('confirm-cancel-order').waitFor();
      await waitForStill(page, '[role="dialog"]');
      await screenshot(page, `order-self-service-${lang}-phone-confirm`);
      await page.getByTestId('confirm-cancel-order').click();
      await waitForToast(page, lang === 'en' ? /cancelled/ : /إلغاء/);
      await page
        .locator('main [data-testid="order-status"]')
        .filter({ hasText: lang === 'en' ? 'Cancelled' : 'ملغى' })
        .first()
        .waitFor();
      // Cancelled: no invoice to issue and nothing left to cancel, but it can be ordered again.
      assert.deepEqual(await buttons(page), ['order-again']);
      assert.equal(await stockOf(shopper.session, productId), before);
      await screenshot(page, `order-self-service-${lang}-phone-cancelled`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('orders a delivered order again into the cart and downloads its invoice', async () => {
      const order = await placeOrder(shopper, productId);
      await moveTo(order.orderId, 'Processing', 'Shipped', 'Delivered');
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport: PHONE,
        session: shopper.session,
      });
      await openOrder(page, order.orderId);
      assert.deepEqual(await buttons(page), ['order-again', 'download-invoice']);

      const download = page.waitForEvent('download');
      await page.getByTestId('download-invoice').click();
      assert.equal((await download).suggestedFilename(), `invoice-${order.orderNumber}.pdf`);

      await page.getByTestId('order-again').click();
      await page.waitForURL(/\/cart$/);
      await waitForToast(page, lang === 'en' ? /added to your cart: 1 of 1/ : /1 من 1/);
      const cart = await api<{
        paginatedItems: { items: { productId: number; quantity: number }[] };
      }>(shopper.session, 'cart/getUserCart');
      assert.deepEqual(
        cart.paginatedItems.items.map((line) => [line.productId, line.quantity]),
        [[productId, 2]],
      );
      await screenshot(page, `order-self-service-${lang}-phone-cart`);
      assert.deepEqual(errors, []);
      await context.close();
      await api(shopper.session, 'cart/clearCart', { method: 'DELETE' });
    });

    it('offers no cancel for a paid order, and the API refuses it naming why', async () => {
      const order = await placeOrder(shopper, productId);
      await api(manager, `AdminOrder/${order.orderId}/PaymentStatus`, { method: 'PATCH' });
      const { page, context, errors } = await openPage(browser, {
        lang,
        viewport: DESKTOP_1280,
        session: shopper.session,
      });
      await openOrder(page, order.orderId);
      assert.deepEqual(await buttons(page), ['order-again', 'download-invoice']);
      await screenshot(page, `order-self-service-${lang}-desktop-paid`);
      const refused = await call(
        shopper.session,
        `Order/CancelMyOrder/${order.orderId}`,
        { method: 'POST' },
        lang,
      );
      assert.equal(refused.status, 409);
      assert.equal(
        ((await refused.json()) as { message: string }).message,
        lang === 'en'
          ? 'This order is paid: contact us to cancel it and get a refund'
          : 'هذا الطلب مدفوع: تواصل معنا لإلغائه واسترداد المبلغ',
      );

      // An unpaid one on the desktop, with all three buttons.
      const open = await placeOrder(shopper, productId);
      await openOrder(page, open.orderId);
      assert.deepEqual(await buttons(page), ['order-again', 'download-invoice', 'cancel-order']);
      await screenshot(page, `order-self-service-${lang}-desktop`);
      assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the order page');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
