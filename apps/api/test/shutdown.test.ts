import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { cartItems, carts, orderItems, orders, products } from '../src/db/schema.ts';
import { createAddressRow, createDeliveryMethodRow, createPhoneRow } from './address-factories.ts';
import { bearer, createUser } from './factories.ts';
import { withDatabase } from './global-setup.ts';
import { pngImage } from './images.ts';
import { multipartBody } from './multipart.ts';
import { addToCartRow, createShopProduct } from './shopping-factories.ts';
import { streamedWorkbookOf } from './workbooks.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const SHOPPERS = 8;
const LINES_PER_CART = 40;
const QUANTITY = 2;
const STOCK = 1000;
const IMPORT_ROWS = 15_000;
const UPLOAD_IMAGES = 10;

/** A data folder and, on PostgreSQL, a database of its own copied from the migrated template. */
async function freshStore(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-shutdown-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!pgUrl) return { dataDir, databaseUrl: undefined };
  const template = inject('pgTemplate');
  // Named like the other test databases, so the global teardown drops it if this file crashes.
  const name = `dukkan_t_${template.split('_')[2]}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: pgUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
  return { dataDir, databaseUrl: withDatabase(pgUrl, name) };
}

interface Shop {
  adminToken: string;
  brandId: number;
  categoryId: number;
  deliveryMethodId: number;
  productIds: number[];
  shoppers: Array<{ token: string; userId: number; addressId: number; phoneNumberId: number }>;
}

/**
 * Fills the store before the server starts, through the app's own code in this process (the
 * tokens it issues stay valid: the signing secret is kept in the database).
 */
async function seedShop(dataDir: string, databaseUrl: string | undefined): Promise<Shop> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'false',
    PAYMENT_EXPIRY_SWEEP_SECONDS: '0',
    PRICE_ROLL_SECONDS: '0',
    MEDIA_SWEEP_SECONDS: '0',
  });
  const app = await buildApp({ config, logger: false });
  try {
    const admin = await createUser(app, { role: 'Admin' });
    const first = await createShopProduct(app, { stock: STOCK });
    const productIds = [first.id];
    for (let i = 1; i < LINES_PER_CART; i++) {
      const product = await createShopProduct(app, { stock: STOCK });
      productIds.push(product.id);
    }
    const delivery = await createDeliveryMethodRow(app);
    const shoppers: Shop['shoppers'] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const user = await createUser(app);
      const address = await createAddressRow(app, user.id, { isDefault: true });
      const phone = await createPhoneRow(app, user.id, { isPrimary: true });
      for (const productId of productIds) await addToCartRow(app, user.id, productId, QUANTITY);
      shoppers.push({
        token: user.token,
        userId: user.id,
        addressId: address.id,
        phoneNumberId: phone.id,
      });
    }
    return {
      adminToken: admin.token,
      brandId: first.brandId,
      categoryId: first.categoryId,
      deliveryMethodId: delivery.id,
      productIds,
      shoppers,
    };
  } finally {
    await app.close();
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface LogLine {
  msg?: string;
  inFlight?: number;
  abandoned?: number;
  req?: { url?: string };
}

/** The real process entry (`node --import tsx src/server.ts`) on the given store. */
async function startServer(
  store: { dataDir: string; databaseUrl: string | undefined },
  graceSeconds: number,
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      HEAVY_JOB_CONCURRENCY: '8',
      MEDIA_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480 && child.exitCode === null; i++) {
    const up = await fetch(`${base}/api/Account/get-user-info`).then(
      (r) => r.status === 401,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(child.exitCode, stderr).toBeNull();
  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, base, exited, lines, output: () => stdout + stderr };
}

type Server = Awaited<ReturnType<typeof startServer>>;
type Outcome = { name: string; status: number | 'closed'; body?: string };

/** Sends the mixed load: a checkout per shopper, a large import, an export and a 10-image upload. */
async function sendLoad(server: Server, shop: Shop): Promise<Array<Promise<Outcome>>> {
  const settle = (name: string, request: Promise<Response>) =>
    request.then(
      async (response) => {
        const body = await response.text().catch(() => null);
        // A body cut off half-way (the export's stream) is no completed response.
        if (body === null) return { name, status: 'closed' as const };
        return { name, status: response.status, body };
      },
      () => ({ name, status: 'closed' as const }),
    );
  const workbook = await streamedWorkbookOf(
    ['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId'],
    IMPORT_ROWS,
    (index) => [
      `DRAIN-${index}`,
      `Drained ${index}`,
      `منتج ${index}`,
      10,
      5,
      shop.brandId,
      shop.categoryId,
    ],
  );
  const importForm = multipartBody(
    {},
    {
      file: {
        content: workbook,
        filename: 'products.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    },
  );
  const photo = await pngImage(1600, 1200);
  const uploadForm = multipartBody(
    {
      nameEn: 'Uploaded while stopping',
      nameAr: 'منتج مرفوع',
      descriptionEn: '',
      descriptionAr: '',
      sku: 'UPLOAD-DRAIN',
      price: '100.00',
      stock: '3',
      brandId: String(shop.brandId),
      categoryId: String(shop.categoryId),
      isActive: 'true',
    },
    {
      images: Array.from({ length: UPLOAD_IMAGES }, (_, i) => ({
        content: photo,
        filename: `photo-${i}.png`,
        contentType: 'image/png',
      })),
    },
  );
  const admin = bearer(shop.adminToken);
  const base = server.base;
  const from = server.lines().length;
  // The heavy ones first; the checkouts queue up behind them, so they are running too.
  const heavy = [
    settle(
      'import',
      fetch(`${base}/api/AdminProduct/import`, {
        method: 'POST',
        headers: { ...importForm.headers, ...admin },
        body: importForm.payload,
      }),
    ),
    settle('export', fetch(`${base}/api/AdminProduct/exportProductsToExcel`, { headers: admin })),
    settle(
      'upload',
      fetch(`${base}/api/adminProduct/createProduct`, {
        method: 'POST',
        headers: { ...uploadForm.headers, ...admin },
        body: uploadForm.payload,
      }),
    ),
  ];
  await untilReceived(server, from, heavy.length);
  const checkouts = shop.shoppers.map((shopper, i) =>
    settle(
      `checkout ${i + 1}`,
      fetch(`${base}/api/Order/CreateOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(shopper.token) },
        body: JSON.stringify({
          addressId: shopper.addressId,
          phoneNumberId: shopper.phoneNumberId,
          deliveryMethodId: shop.deliveryMethodId,
          paymentMethod: 'CashOnDelivery',
        }),
      }),
    ),
  );
  const all = [...checkouts, ...heavy];
  // Signal only once the server has read every request, so each is truly accepted.
  await untilReceived(server, from, all.length);
  return all;
}

/** What the database holds after the server stopped, checked against what the shoppers did. */
async function readBack(store: { dataDir: string; databaseUrl: string | undefined }, shop: Shop) {
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: store.databaseUrl,
    dataDir: store.dataDir,
  });
  try {
    const { db } = database;
    const userIds = shop.shoppers.map((s) => s.userId);
    const placed = await db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.userId, userIds));
    const lineCounts = await db
      .select({ orderId: orderItems.orderId, n: count() })
      .from(orderItems)
      .groupBy(orderItems.orderId);
    const cartLines = await db
      .select({ userId: carts.userId, n: count() })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(inArray(carts.userId, userIds))
      .groupBy(carts.userId);
    const stock = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, shop.productIds));
    const [imported] = await db
      .select({ n: count() })
      .from(products)
      .where(like(products.sku, 'DRAIN-%'));
    const [uploaded] = await db
      .select({ imageUrls: products.imageUrls })
      .from(products)
      .where(eq(products.sku, 'UPLOAD-DRAIN'));
    return {
      placed,
      linesPerOrder: new Map(lineCounts.map((row) => [row.orderId, row.n])),
      cartLines: new Map(cartLines.map((row) => [row.userId, row.n])),
      stock: stock.map((row) => row.stock),
      imported: imported!.n,
      uploaded: uploaded ?? null,
    };
  } finally {
    await database.close();
  }
}

/** Every order is whole (all its lines), every cart is either ordered and empty or untouched. */
function expectConsistent(after: Awaited<ReturnType<typeof readBack>>, shop: Shop) {
  const orderedUsers = new Set(after.placed.map((order) => order.userId));
  for (const order of after.placed) expect(after.linesPerOrder.get(order.id)).toBe(LINES_PER_CART);
  for (const shopper of shop.shoppers) {
    const lines = after.cartLines.get(shopper.userId) ?? 0;
    expect(lines).toBe(orderedUsers.has(shopper.userId) ? 0 : LINES_PER_CART);
  }
  // Each order took QUANTITY of every product: stock fell by exactly that, no more, no less.
  const taken = after.placed.length * QUANTITY;
  expect(after.stock).toEqual(Array(LINES_PER_CART).fill(STOCK - taken));
  // The import is one transaction: all of it or none of it.
  expect([0, IMPORT_ROWS]).toContain(after.imported);
}

/**
 * Waits until the server has logged every one of the requests sent after `from` lines, so each is
 * truly accepted (in flight or done) when the signal goes.
 */
async function untilReceived(
  server: Awaited<ReturnType<typeof startServer>>,
  from: number,
  n: number,
) {
  const received = () =>
    server
      .lines()
      .slice(from)
      .filter((line) => line.msg === 'incoming request' && !line.req?.url?.includes('user-info'))
      .length;
  for (let i = 0; i < 2000 && received() < n; i++) await new Promise((r) => setTimeout(r, 5));
  expect(received()).toBe(n);
}

describe('graceful shutdown of the real process', () => {
  it('lets every in-flight checkout, import, export and upload finish on SIGTERM, then exits 0', async () => {
    const store = await freshStore();
    const shop = await seedShop(store.dataDir, store.databaseUrl);
    const server = await startServer(store, 30);
    const load = await sendLoad(server, shop);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(load);
    const { code, at } = await server.exited;
    const inFlight = server.lines().find((line) => line.msg === 'shutting down')?.inFlight;

    console.log(
      `SIGTERM (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${load.length} requests sent, ${inFlight} in flight at the signal, ` +
        `${outcomes.filter((o) => typeof o.status === 'number' && o.status < 300).length} completed 2xx, ` +
        `exit ${code} after ${Math.round(at - signalled)} ms`,
    );
    expect(
      outcomes.map((o) => [o.name, o.status]),
      server.output(),
    ).toEqual(
      outcomes.map((o) => [
        o.name,
        o.name === 'upload' ? 201 : o.name.startsWith('checkout') ? 201 : 200,
      ]),
    );
    expect(inFlight).toBeGreaterThan(0);
    expect(code).toBe(0);

    const after = await readBack(store, shop);
    expect(after.placed).toHaveLength(SHOPPERS);
    expectConsistent(after, shop);
    expect(after.imported).toBe(IMPORT_ROWS);
    expect(after.uploaded?.imageUrls).toHaveLength(UPLOAD_IMAGES);
  }, 180_000);

  it('answers a request arriving on an open connection after close began with the 503 envelope', async () => {
    const store = await freshStore();
    const shop = await seedShop(store.dataDir, store.databaseUrl);
    const server = await startServer(store, 30);
    const { port } = new URL(server.base);
    // One keep-alive connection: a first request answered, then a second one half sent.
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => {});
    const request = `GET /api/Account/get-user-info HTTP/1.1\r\nHost: shop\r\nAccept-Language: ar\r\n`;
    socket.write(`${request}Connection: keep-alive\r\n\r\n`);
    for (let i = 0; i < 400 && !received.includes('\r\n\r\n'); i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(received).toMatch(/^HTTP\/1.1 401/);
    received = '';
    socket.write(request);
    // A slow request keeps the server draining while the late one completes its headers.
    const load = await sendLoad(server, shop);
    server.child.kill('SIGTERM');
    for (let i = 0; i < 400 && !server.lines().some((l) => l.msg === 'shutting down'); i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    socket.write('Connection: keep-alive\r\n\r\n');
    await closed;
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 503/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('retry-after: 5');
    expect(JSON.parse(body)).toEqual({
      message: 'المتجر يُعاد تشغيله. يرجى المحاولة بعد بضع ثوانٍ',
      statusCode: 503,
      data: null,
    });
    await Promise.all(load);
    expect((await server.exited).code, server.output()).toBe(0);
  }, 180_000);

  it('past the grace period answers what still runs with 503, rolls it back and exits 1', async () => {
    const store = await freshStore();
    const shop = await seedShop(store.dataDir, store.databaseUrl);
    const server = await startServer(store, 0);
    const load = await sendLoad(server, shop);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(load);
    const { code, at } = await server.exited;
    const gaveUp = server.lines().find((line) => line.abandoned !== undefined);
    const inFlight = server.lines().find((line) => line.msg === 'shutting down')?.inFlight;
    console.log(
      `SIGTERM with no grace (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${inFlight} in flight at the signal, ${gaveUp?.abandoned} answered 503, ` +
        `outcomes ${outcomes.map((o) => `${o.name}=${o.status}`).join(', ')}; exit ${code} after ${Math.round(at - signalled)} ms`,
    );
    expect(code).toBe(1);
    expect(gaveUp?.msg).toMatch(/grace period over/);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    // Each request answered 503 by the server reached its client as that 503, unless the client
    // was still sending its body (then the exit resets the connection: "closed").
    const cut = outcomes.filter((o) => o.status === 'closed').length;
    expect(refused.length).toBeLessThanOrEqual(gaveUp!.abandoned!);
    expect(refused.length + cut).toBeGreaterThanOrEqual(gaveUp!.abandoned!);
    for (const outcome of refused) {
      expect(JSON.parse(outcome.body!)).toMatchObject({ statusCode: 503, data: null });
    }
    for (const outcome of outcomes) expect([200, 201, 503, 'closed']).toContain(outcome.status);

    // Nothing half-done: orders answered 503 were rolled back with their stock and cart.
    const after = await readBack(store, shop);
    expectConsistent(after, shop);
    const created = outcomes.filter((o) => o.name.startsWith('checkout') && o.status === 201);
    const refusedCheckouts = refused.filter((o) => o.name.startsWith('checkout'));
    expect(after.placed.length).toBeGreaterThanOrEqual(created.length);
    expect(after.placed.length).toBeLessThanOrEqual(SHOPPERS - refusedCheckouts.length);
  }, 180_000);
});
