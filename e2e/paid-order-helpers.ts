import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiLogin, apiRegister, baseUrl, type Session } from './support.ts';

// What the journeys after a payment share (refunds, return requests): a shopper of their own with
// an address and a mobile, products the cart takes bare, and a checkout paid with a mada test card
// in the sandbox.

export const MADA_PAID = '4464040000000007';

/** Text without the Unicode isolates the app wraps user data in. */
export const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** An API call as `session`; a PDF answer resolves with nothing, anything else with its data. */
export async function api<T>(session: Session, route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Accept-Language': 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  if (response.headers.get('content-type')?.includes('application/pdf')) {
    assert.ok(response.ok, `${route} answered ${response.status}`);
    return undefined as T;
  }
  const body = (await response.json()) as { data: T; message: string };
  assert.ok(
    response.ok,
    `${init.method ?? 'GET'} ${route} answered ${response.status}: ${body.message}`,
  );
  return body.data;
}

export const post = <T>(session: Session, route: string, body: unknown = {}) =>
  api<T>(session, route, { method: 'POST', body: JSON.stringify(body) });

/**
 * A customer registered for this run, with a default address and a mobile to check out with.
 * `tag` keeps journeys' e-mails and mobiles apart (`refunds.ar.<run>@example.com`).
 */
export async function newShopper(
  tag: string,
  name: { first: string; last: string },
  run: string,
): Promise<Session> {
  // The mobile's last digits from the clock and the tag, so two journeys of one run differ.
  const salt = [...tag].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const account = {
    firstName: name.first,
    lastName: name.last,
    email: `${tag}.${run}@example.com`,
    phoneNumber: `05${String(Date.now() + salt).slice(-8)}`,
    password: `${name.last.toLowerCase()}123`,
  };
  await apiRegister(account);
  const session = await apiLogin(account);
  await post(session, 'address', {
    label: 'Home',
    city: 'Riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '2314',
    postalCode: '12241',
    details: '',
    isDefault: true,
  });
  await post(session, 'phoneNumbers/AddPhoneNumber', {
    number: account.phoneNumber,
    isPrimary: true,
  });
  return session;
}

/**
 * Two different products with stock to spare and nothing to choose (the cart takes them bare),
 * from the `skip`-th such product on, so journeys that check stock do not share products.
 */
export async function twoSimpleProducts(session: Session, skip = 0) {
  const { items } = await api<{
    items: { id: number; stock: number; price: number; priceMax: number; swatches: unknown[] }[];
  }>(session, 'product/getAllProducts?pageSize=50&inStock=true');
  const simple = items.filter(
    (item) => item.stock >= 10 && item.price === item.priceMax && item.swatches.length === 0,
  );
  assert.ok(simple.length >= skip + 2, 'two products with stock to spare');
  return [simple[skip]!.id, simple[skip + 1]!.id] as const;
}

/** Checkout in the browser (saved address and mobile, first delivery method, mada), then paid. */
export async function checkoutAndPayWithMada(page: Page, holder: string): Promise<number> {
  await page.goto(`${baseUrl}/cart/checkout`);
  const mada = page.locator('main [data-testid="payment-MADA"]');
  await mada.waitFor();
  await page.locator('main [data-testid="delivery-choice"]').first().click();
  await mada.click();
  await page.locator('main [data-testid="place-order"]').click();
  await page.waitForURL(/\/payment\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const form = page.locator('main form.paymentWidgets');
  await form.locator('input[name="cardNumber"]').fill(MADA_PAID);
  await form.locator('input[name="holder"]').fill(holder);
  await form.locator('input[name="expiryMonth"]').fill('12');
  await form.locator('input[name="expiryYear"]').fill(String(new Date().getFullYear() + 3));
  await form.locator('input[name="cvv"]').fill('123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-status\?id=.+&resourcePath=/);
  await page.waitForFunction(() =>
    document.querySelector('main [data-testid="payment-result"]')?.getAttribute('data-paid'),
  );
  const paid = await page.locator('main [data-testid="payment-result"]').getAttribute('data-paid');
  assert.equal(paid, 'true', 'the sandbox took the mada card');
  return orderId;
}
