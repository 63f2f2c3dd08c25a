import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { appSettings, footers, invoices, orderItems, orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createDeliveryMethodRow,
  createShopper,
  createShopProduct,
  fillCart,
  orderBody,
  type Shopper,
} from '../../../test/checkout-fixtures.ts';
import { bearer, createUser, type TestUser } from '../../../test/factories.ts';
import {
  createCouponRow,
  createOrderRow,
  setCartCouponRow,
} from '../../../test/shopping-factories.ts';
import { invoiceQrFields } from './invoice-document.ts';
import { INVOICE_FOLDER } from './invoice-files.ts';
import { mainThreadDuring } from '../../../test/main-thread.ts';
import { STORE_PROFILE_KEYS } from './store-profile.ts';
import { zatcaQrPayload, zatcaTimestamp } from './zatca-qr.ts';

let t: TestApp;
let admin: TestUser;
let delivery: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'Admin' });
  delivery = await createDeliveryMethodRow(t.app, {
    priceHalalas: 2_500,
    nameEn: 'Standard delivery',
    nameAr: 'توصيل عادي',
  });
});
afterAll(() => t.close());

const download = (
  orderId: number | string,
  headers: Record<string, string> = bearer(admin.token),
) => t.app.inject({ method: 'GET', url: `/api/AdminOrder/${orderId}/invoice`, headers });

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

const invoicesOf = (orderId: number) =>
  t.app.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId));

async function orderRow(orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

type ProductValues = NonNullable<Parameters<typeof createShopProduct>[1]>;

/** An order placed through the API from a cart of new products (and a coupon, when given). */
async function placeOrder(
  shopper: Shopper,
  lines: Array<ProductValues & { quantity: number }>,
  options: { couponId?: number; body?: Record<string, unknown> } = {},
): Promise<number> {
  const cart = [];
  for (const { quantity, ...values } of lines) {
    const product = await createShopProduct(t.app, { stock: 50, ...values });
    cart.push({ productId: product.id, quantity });
  }
  await fillCart(t.app, shopper, cart);
  if (options.couponId) await setCartCouponRow(t.app, shopper.user.id, options.couponId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Order/CreateOrder',
    headers: shopper.headers,
    payload: orderBody(shopper, delivery.id, options.body),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.orderId as number;
}

/** A cash-on-delivery order row without lines, for the numbering rules. */
const plainOrder = async (values: Partial<Parameters<typeof createOrderRow>[1]> = {}) =>
  (await createOrderRow(t.app, { userId: null, ...values })).id;

const storedFile = (invoiceNumber: string) =>
  path.join(t.config.dataDir, INVOICE_FOLDER, `${invoiceNumber}.pdf`);

/** An order of `count` lines written straight to the database (placing it through the API is slow). */
async function longOrder(count: number): Promise<number> {
  const orderId = await plainOrder();
  await t.app.ctx.db.execute(sql`
    insert into ${orderItems} (order_id, name_en, name_ar, sku, unit_price_halalas, quantity, line_total_halalas)
    select ${orderId}, 'Long order item ' || g, 'منتج الطلب الطويل ' || g, 'LONG-' || g, 1000, 1, 1000
    from generate_series(1, ${count}) g`);
  return orderId;
}

/** The number printed on the invoice of a download. */
async function numberIn(response: { rawPayload: Buffer }): Promise<string> {
  const { text } = await pdfText(response.rawPayload);
  return /INV-\d{6}/.exec(text)?.[0] ?? 'none';
}

describe('GET AdminOrder/{orderId}/invoice', () => {
  it("answers the order's bilingual simplified tax invoice as a PDF download", async () => {
    const shopper = await createShopper(t.app);
    const coupon = await createCouponRow(t.app, { code: 'WELCOME10', valueHundredths: 1_000 });
    // The totals of the order-placement test: 139.71 with 18.22 VAT inside.
    const orderId = await placeOrder(
      shopper,
      [
        {
          nameEn: 'Cardamom Coffee',
          nameAr: 'قهوة بالهيل',
          priceHalalas: 3_333,
          discountType: 'Percentage',
          discountValueHundredths: 1_250,
          quantity: 3,
        },
        { nameEn: 'Dates Box', nameAr: 'علبة تمر', priceHalalas: 1_999, quantity: 2 },
      ],
      { couponId: coupon.id },
    );
    const order = await orderRow(orderId);
    expect(order.totalHalalas).toBe(13_971);
    expect(order.vatHalalas).toBe(1_822);

    const response = await download(orderId);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ seller: { nameAr: 'دكان', vatNumber: '300000000000003' } });
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const printed of [
      'Simplified Tax Invoice',
      invoice!.invoiceNumber,
      order.orderNumber,
      order.customerName,
      'VAT number: 300000000000003',
      'Cardamom Coffee',
      'Dates Box',
      '29.16', // 33.33 with 12.5 % off, VAT included
      '87.48', // 3 × 29.16
      '127.46', // subtotal
      'Discount (WELCOME10)',
      '-12.75',
      'Delivery (Standard delivery)',
      '25.00',
      '121.49', // total without VAT
      'VAT 15%',
      '18.22',
      '139.71',
      'Cash on delivery',
    ]) {
      expect(text).toContain(printed);
    }
    // Arabic is embedded as text too (extraction gives it word by word in visual order).
    for (const word of ['فاتورة', 'مبسطة', 'دكان', 'تمر']) expect(text).toContain(word);

    // The QR code carries the seller's Arabic name, VAT number, issue time, total and VAT.
    expect(invoiceQrFields(invoice!, order)).toEqual({
      sellerName: 'دكان',
      vatNumber: '300000000000003',
      timestamp: zatcaTimestamp(invoice!.issuedAt),
      totalWithVat: '139.71',
      vatAmount: '18.22',
    });
    expect(invoice!.issuedAt.getMilliseconds()).toBe(0);
    expect(zatcaQrPayload(invoiceQrFields(invoice!, order))).toMatch(/^AQjYr9mD2KfZhgIP/);
  });

  it('keeps the number: a second download is the same invoice', async () => {
    const orderId = await plainOrder();
    const first = await download(orderId);
    const second = await download(orderId);
    expect(second.statusCode).toBe(200);
    expect(await numberIn(second)).toBe(await numberIn(first));
    expect(await invoicesOf(orderId)).toHaveLength(1);
  });

  it('gives parallel first downloads of one order a single number', async () => {
    const orderId = await plainOrder();
    const responses = await Promise.all(Array.from({ length: 6 }, () => download(orderId)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = await Promise.all(responses.map(numberIn));
    expect(new Set(numbers).size).toBe(1);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    // One file, and every download got exactly its bytes; no temporary file is left behind.
    const [invoice] = await invoicesOf(orderId);
    const stored = fs.readFileSync(storedFile(invoice!.invoiceNumber));
    for (const response of responses) expect(response.rawPayload.equals(stored)).toBe(true);
    const folder = fs.readdirSync(path.join(t.config.dataDir, INVOICE_FOLDER));
    expect(folder.filter((name) => name.startsWith(invoice!.invoiceNumber))).toEqual([
      `${invoice!.invoiceNumber}.pdf`,
    ]);
    expect(folder.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('numbers invoices one after the other, with no gap left by a refusal', async () => {
    const [a, cancelled, b, c] = [
      await plainOrder(),
      await plainOrder({ status: 'Cancelled' }),
      await plainOrder(),
      await plainOrder(),
    ];
    // Issued out of order-id order, and in parallel for different orders.
    expect((await download(b)).statusCode).toBe(200);
    expect((await download(cancelled)).statusCode).toBe(409);
    await Promise.all([download(a), download(c)]);
    const numbers = (await t.app.ctx.db.select().from(invoices)).map((row) => row.sequenceNumber);
    const sorted = [...numbers].sort((x, y) => x - y);
    expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
    const [bInvoice] = await invoicesOf(b);
    const later = await Promise.all([a, c].map(async (id) => (await invoicesOf(id))[0]!));
    expect(later.map((row) => row.sequenceNumber).sort()).toEqual([
      bInvoice!.sequenceNumber + 1,
      bInvoice!.sequenceNumber + 2,
    ]);
    expect(bInvoice!.invoiceNumber).toBe(
      `INV-${String(bInvoice!.sequenceNumber).padStart(6, '0')}`,
    );
  });

  it('refuses a cancelled order and an unpaid online one, in the caller’s language', async () => {
    const cancelled = await plainOrder({ status: 'Cancelled' });
    const refused = await download(cancelled, { ...bearer(admin.token), 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'أُلغي هذا الطلب قبل إصدار فاتورته، لذلك لا توجد له فاتورة ضريبية',
      statusCode: 409,
      data: null,
    });
    expect(await invoicesOf(cancelled)).toHaveLength(0);

    const online = await plainOrder({ paymentMethod: 'Online' });
    const waiting = await download(online);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/waiting for its online payment/);
    expect(await invoicesOf(online)).toHaveLength(0);

    await t.app.ctx.db
      .update(orders)
      .set({ isPaid: true, paidAt: new Date() })
      .where(eq(orders.id, online));
    expect((await download(online)).statusCode).toBe(200);
  });

  it('still hands out an invoice issued before the order was cancelled', async () => {
    const orderId = await plainOrder();
    const issued = await download(orderId);
    await t.app.ctx.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
    const again = await download(orderId);
    expect(again.statusCode).toBe(200);
    expect(await numberIn(again)).toBe(await numberIn(issued));
  });

  it('prints the seller from the store settings, frozen on the invoice once issued', async () => {
    const before = await plainOrder();
    await download(before);
    await t.app.ctx.db.insert(appSettings).values([
      { key: STORE_PROFILE_KEYS.nameEn, value: 'Souq Al Madina' },
      { key: STORE_PROFILE_KEYS.nameAr, value: 'سوق المدينة' },
      { key: STORE_PROFILE_KEYS.vatNumber, value: '311111111100003' },
    ]);
    try {
      const after = await plainOrder();
      const { text } = await pdfText((await download(after)).rawPayload);
      expect(text).toContain('Souq Al Madina');
      expect(text).toContain('VAT number: 311111111100003');
      const [invoice] = await invoicesOf(after);
      expect(invoiceQrFields(invoice!, await orderRow(after))).toMatchObject({
        sellerName: 'سوق المدينة',
        vatNumber: '311111111100003',
      });
      // The earlier invoice keeps the seller it was issued by.
      const { text: old } = await pdfText((await download(before)).rawPayload);
      expect(old).toContain('VAT number: 300000000000003');
      expect(old).not.toContain('Souq Al Madina');
    } finally {
      await t.app.ctx.db.delete(appSettings).where(eq(appSettings.key, STORE_PROFILE_KEYS.nameEn));
      await t.app.ctx.db.delete(appSettings).where(eq(appSettings.key, STORE_PROFILE_KEYS.nameAr));
      await t.app.ctx.db
        .delete(appSettings)
        .where(eq(appSettings.key, STORE_PROFILE_KEYS.vatNumber));
    }
  });

  it('prints the VAT number and address the merchant keeps in the store footer', async () => {
    await t.app.ctx.db.insert(footers).values({
      taxNumber: '399999999900003',
      addressEn: 'Prince Sultan Road, Jeddah',
      addressAr: 'طريق الأمير سلطان، جدة',
    });
    try {
      const orderId = await plainOrder();
      const { text } = await pdfText((await download(orderId)).rawPayload);
      expect(text).toContain('VAT number: 399999999900003');
      expect(text).toContain('Prince Sultan Road, Jeddah');
      const [invoice] = await invoicesOf(orderId);
      expect(invoiceQrFields(invoice!, await orderRow(orderId))).toMatchObject({
        vatNumber: '399999999900003',
      });
    } finally {
      await t.app.ctx.db.delete(footers);
    }
  });

  it('continues a long order on further pages, every line printed', async () => {
    const shopper = await createShopper(t.app);
    const lines = Array.from({ length: 24 }, (_, i) => ({
      nameEn: `Line product ${i + 1}`,
      nameAr: `منتج السطر ${i + 1}`,
      priceHalalas: 1_000 + i,
      quantity: 1,
    }));
    const orderId = await placeOrder(shopper, lines);
    const { pages, text } = await pdfText((await download(orderId)).rawPayload);
    expect(pages).toBeGreaterThan(1);
    for (const line of lines) expect(text).toContain(line.nameEn);
    expect(text).toContain('(continued)');
    // Every page says which of how many it is (pages are written out one by one).
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`${page} / ${pages}`);
  });

  it('runs the same number of statements whatever the order’s size', async () => {
    const shopper = await createShopper(t.app);
    const small = await placeOrder(shopper, [{ priceHalalas: 1_000, quantity: 1 }]);
    const large = await placeOrder(
      shopper,
      Array.from({ length: 6 }, () => ({ priceHalalas: 1_000, quantity: 2 })),
    );
    const count = async (orderId: number) =>
      (await t.queriesDuring(() => download(orderId))).length;
    // First downloads issue the number, later ones only read.
    expect(await count(large)).toBe(await count(small));
    expect(await count(large)).toBe(await count(small));
  });

  it('is for staff: 401 without a token, 403 for a customer, 404 for an unknown order', async () => {
    const orderId = await plainOrder();
    const customer = await createUser(t.app);
    const manager = await createUser(t.app, { role: 'Manager' });
    expect((await download(orderId, {})).statusCode).toBe(401);
    const forbidden = await download(orderId, bearer(customer.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, data: null });
    expect((await download(orderId, bearer(manager.token))).statusCode).toBe(200);
    const unknown = await download(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
    expect((await download('abc')).statusCode).toBe(400);
    expect(await invoicesOf(999_999)).toHaveLength(0);
  });
});

describe('stored invoices', () => {
  it('renders an invoice once: later downloads stream the stored file, unchanged by later edits', async () => {
    const orderId = await plainOrder();
    const first = await download(orderId);
    expect(first.statusCode).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    const file = storedFile(invoice!.invoiceNumber);
    expect(fs.readFileSync(file).equals(first.rawPayload)).toBe(true);
    // Outside the uploads folder: /media never hands an invoice out.
    expect(file.startsWith(t.config.uploadsDir)).toBe(false);
    const viaMedia = await t.app.inject({
      method: 'GET',
      url: `/media/../${INVOICE_FOLDER}/${invoice!.invoiceNumber}.pdf`,
    });
    expect(viaMedia.rawPayload.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');

    // The seller's details change afterwards; the issued invoice does not.
    await t.app.ctx.db.insert(footers).values({
      taxNumber: '377777777700003',
      addressEn: 'Olaya Street, Riyadh',
      addressAr: 'شارع العليا، الرياض',
    });
    try {
      const second = await download(orderId);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/pdf');
      expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await pdfText(second.rawPayload)).text).not.toContain('377777777700003');
    } finally {
      await t.app.ctx.db.delete(footers);
    }

    // What is sent is the stored file itself, read from disk on each download.
    const stat = fs.statSync(file);
    const third = await download(orderId);
    expect(third.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    expect(fs.statSync(file).mtimeMs).toBe(stat.mtimeMs);
  });

  it('renders on a worker thread: a cheap request is answered quickly meanwhile', async () => {
    const orderId = await longOrder(3_000);
    const product = await createShopProduct(t.app, {});
    const probe = async () => {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/product/getProductById/${product.id}`,
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    await probe(); // warm

    const started = performance.now();
    const {
      result: response,
      longestCpuMs,
      probes,
    } = await mainThreadDuring(() => download(orderId), probe);
    const renderMs = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect((await pdfText(response.rawPayload)).text).toContain('Long order item 2000');
    // Cheap requests were answered all along the render, and the main thread never worked long in
    // one go (on it, the whole render — about a second of CPU — would be one stretch).
    expect(renderMs).toBeGreaterThan(800);
    expect(probes).toBeGreaterThan(5);
    expect(longestCpuMs).toBeLessThan(250);
  }, 120_000);

  it('waits for a heavy-job slot and answers 429 with Retry-After when every one is taken', async () => {
    const rendered = await plainOrder();
    expect((await download(rendered)).statusCode).toBe(200);
    const waiting = await plainOrder();
    const refused = await plainOrder();

    const { heavyJobs } = t.app.ctx;
    const { heavyJobConcurrency } = t.config;
    const held = await Promise.all(
      Array.from({ length: heavyJobConcurrency }, () => heavyJobs.acquire()),
    );
    // The queue holds twice as many as run; one place is kept for the download that waits.
    const queued = Array.from({ length: 2 * heavyJobConcurrency - 1 }, () => heavyJobs.acquire());
    // Each queued one gives its slot back as soon as it gets it (releasing twice is harmless).
    const freeAll = () => {
      for (const release of held) release();
      for (const slot of queued) void slot.then((release) => release());
    };
    try {
      let answered = false;
      const pending = download(waiting).finally(() => (answered = true));
      // Issued and queued for its render (or, wrongly, answered without a slot).
      while (heavyJobs.stats().waiting < 2 * heavyJobConcurrency && !answered) await sleep(20);
      expect(answered).toBe(false);
      expect(heavyJobs.stats()).toEqual({
        running: heavyJobConcurrency,
        waiting: 2 * heavyJobConcurrency,
      });

      const busy = await download(refused, { ...bearer(admin.token), 'accept-language': 'ar' });
      expect(busy.statusCode).toBe(429);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        message: 'المتجر مشغول بتنزيلات واستيرادات أخرى. يرجى المحاولة بعد 5 ثوانٍ',
        statusCode: 429,
        data: { retryAfterSeconds: 5 },
      });
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/AdminProduct/exportProductsToExcel',
        headers: bearer(admin.token),
      });
      expect(exported.statusCode).toBe(429);
      expect(exported.json().message).toBe(
        'The shop is busy with other downloads and imports. Please try again in 5 seconds',
      );
      // A stored invoice takes no slot: it is only read from disk.
      expect((await download(rendered)).statusCode).toBe(200);

      // Slots freed: the waiting download is rendered, and the refused one works when asked again.
      freeAll();
      expect((await pending).statusCode).toBe(200);
      expect((await download(refused)).statusCode).toBe(200);
      expect(heavyJobs.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      freeAll();
    }
  });
});

describe('GET Order/{orderId}/invoice', () => {
  it("gives a customer their own order's invoice, the same one staff see", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await placeOrder(shopper, [{ priceHalalas: 5_000, quantity: 1 }]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${orderId}/invoice`,
      headers: shopper.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(await numberIn(await download(orderId))).toBe(await numberIn(own));
  });

  it("answers 404 for another customer's order and 401 without a token", async () => {
    const owner = await createShopper(t.app);
    const orderId = await placeOrder(owner, [{ priceHalalas: 5_000, quantity: 1 }]);
    const stranger = await createUser(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${orderId}/invoice`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/Order/${orderId}/invoice` });
    expect(anonymous.statusCode).toBe(401);
    expect(await invoicesOf(orderId)).toHaveLength(0);
  });
});
