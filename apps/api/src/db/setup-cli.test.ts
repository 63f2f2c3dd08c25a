import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { addresses, appSettings, orders, products, users } from './schema.ts';
import { seedAccounts, DEMO_ACCOUNTS } from './seed/accounts.seed.ts';
import { seedDemo } from './seed/index.ts';
import { DEMO_CUSTOMERS } from './seed/shopping.seed-data.ts';
import { writeSetting } from '../lib/settings.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAddressRow } from '../../test/address-factories.ts';
import { createOrderRow, createShopProduct } from '../../test/shopping-factories.ts';
import { withDatabase } from '../../test/global-setup.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'setup-cli.ts');
const OWNER_PASSWORD = 'Falcon7Market';

/**
 * One shop's storage: a temporary DATA_DIR (PGlite), or a fresh PostgreSQL database when the
 * suite runs on PostgreSQL. The CLI and the "restarted" server get the same environment.
 */
interface Shop {
  env: Record<string, string>;
  drop(): Promise<void>;
}
const shops: Shop[] = [];
afterEach(async () => {
  for (const shop of shops.splice(0)) await shop.drop();
});

async function newShop(): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-setup-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYMENT_EXPIRY_SWEEP_SECONDS: '0',
    PRICE_ROLL_SECONDS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const url = process.env.DATABASE_URL;
  let name: string | undefined;
  if (url) {
    name = `dukkan_setup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    // A PostgreSQL shop seeded as a demo (SEED_DEMO=true), the only way it ever has one.
    env.DATABASE_URL = withDatabase(url, name);
    env.SEED_DEMO = 'true';
  }
  const shop: Shop = {
    env,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (url && name) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  };
  shops.push(shop);
  return shop;
}

/** Starts the shop as server.ts does: the app, then the demo seed when the config asks for it. */
async function start(shop: Shop, extraEnv: Record<string, string> = {}) {
  const config = loadConfig({ ...shop.env, ...extraEnv });
  const app = await buildApp({ config, logger: false });
  if (config.seedDemo) await seedDemo(app.ctx);
  await app.ready();
  return app;
}

async function setup(shop: Shop, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...shop.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type App = Awaited<ReturnType<typeof start>>;
const login = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
const status = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/Store/GetStatus' })).json().data;
const sandboxWidget = (app: App) =>
  app.inject({ method: 'GET', url: '/sandbox-gateway/v1/paymentWidgets.js?checkoutId=x' });

describe('npm run setup', () => {
  it('makes a demo shop real: owner in, demo accounts out, sandbox off after a restart', async () => {
    const shop = await newShop();
    // The demo shop: demo accounts, a demo customer with an address and an order, the marker.
    let app = await start(shop, { SEED_DEMO: 'false' });
    await seedAccounts(app.ctx.db);
    const [customer] = await app.ctx.db
      .insert(users)
      .values({
        firstName: DEMO_CUSTOMERS[0]!.firstName,
        lastName: DEMO_CUSTOMERS[0]!.lastName,
        email: DEMO_CUSTOMERS[0]!.email,
        role: 'Customer',
        passwordHash: await hashPassword('Customer123!'),
      })
      .returning();
    await createAddressRow(app, customer!.id);
    const order = await createOrderRow(app, { userId: customer!.id });
    await writeSetting(app.ctx.db, 'demo_seeded_at', new Date().toISOString());
    await app.close();
    // Started as the demo shop (the marker keeps the full demo seed from running again).
    app = await start(shop);
    expect(await status(app)).toEqual({
      demo: true,
      paymentMode: 'sandbox',
      paymentMethods: ['Online', 'CashOnDelivery'],
      onlineMethods: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'],
    });
    expect((await login(app, 'admin@dukkan.local', 'Admin123!')).statusCode).toBe(200);
    await app.close();

    const done = await setup(shop, [
      '--owner-email',
      'Owner@Nakheel.sa',
      '--owner-password',
      OWNER_PASSWORD,
      '--store-name-en',
      'Nakheel Store',
      '--store-name-ar',
      'متجر النخيل',
      '--vat-number',
      '310000000000003',
      '--yes',
    ]);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/Owner account created: owner@nakheel\.sa/);

    app = await start(shop);
    try {
      expect(await status(app)).toEqual({
        demo: false,
        paymentMode: 'none',
        paymentMethods: ['CashOnDelivery'],
        onlineMethods: [],
      });
      expect((await sandboxWidget(app)).statusCode).toBe(404);
      for (const account of DEMO_ACCOUNTS) {
        expect((await login(app, account.email, account.password)).statusCode).toBe(401);
      }
      const owner = await login(app, 'owner@nakheel.sa', OWNER_PASSWORD);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.user?.role ?? owner.json().data.role).toBe('Admin');
      const left = await app.ctx.db
        .select()
        .from(users)
        .where(inArray(users.email, [...DEMO_ACCOUNTS.map((a) => a.email), customer!.email!]));
      expect(left).toEqual([]);
      expect(
        await app.ctx.db.select().from(addresses).where(eq(addresses.userId, customer!.id)),
      ).toEqual([]);
      // The demo orders stay (unlinked) unless the demo data is removed too.
      const [kept] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept!.userId).toBeNull();
      const settings = await app.ctx.db.select().from(appSettings);
      const setting = (key: string) => settings.find((row) => row.key === key)?.value;
      expect(setting('store.nameEn')).toBe('Nakheel Store');
      expect(setting('store.nameAr')).toBe('متجر النخيل');
      expect(setting('store.vatNumber')).toBe('310000000000003');
    } finally {
      await app.close();
    }

    // Twice: an e-mail in use is a clear error that changes nothing; another owner is fine.
    const again = await setup(shop, [
      '--owner-email',
      'owner@nakheel.sa',
      '--owner-password',
      'Other9Market',
      '--yes',
    ]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/owner@nakheel\.sa already exists/);
    const second = await setup(shop, [
      '--owner-email',
      'partner@nakheel.sa',
      '--owner-password',
      'Other9Market',
      '--yes',
    ]);
    expect(second.code).toBe(0);

    // PAYMENT_SANDBOX=true in the environment may still switch the sandbox on, explicitly.
    app = await start(shop, { PAYMENT_SANDBOX: 'true' });
    try {
      expect((await status(app)).paymentMode).toBe('sandbox');
      expect((await login(app, 'owner@nakheel.sa', OWNER_PASSWORD)).statusCode).toBe(200);
      expect((await login(app, 'owner@nakheel.sa', 'Other9Market')).statusCode).toBe(401);
      expect((await login(app, 'partner@nakheel.sa', 'Other9Market')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('on a fresh database: no demo shop is ever seeded afterwards; --remove-demo-data empties one', async () => {
    const shop = await newShop();
    const done = await setup(shop, [
      '--owner-email',
      'owner@fresh.sa',
      '--owner-password',
      OWNER_PASSWORD,
      '--remove-demo-data',
      '--yes',
    ]);
    expect(done.code).toBe(0);
    // A plain start with the demo defaults (PGlite: SEED_DEMO on) seeds nothing.
    const app = await start(shop);
    try {
      expect(await status(app)).toMatchObject({ demo: false, paymentMode: 'none' });
      expect(await app.ctx.db.select().from(users)).toHaveLength(1);
      expect(await app.ctx.db.select().from(products)).toEqual([]);
      // db:seed is refused too.
      expect(await seedDemo(app.ctx, { force: true })).toBe(false);
      expect((await login(app, 'admin@dukkan.local', 'Admin123!')).statusCode).toBe(401);
      // The demo catalog would be removed, as a second run with the flag shows.
      await createShopProduct(app);
    } finally {
      await app.close();
    }
    const emptied = await setup(shop, [
      '--owner-email',
      'second@fresh.sa',
      '--owner-password',
      OWNER_PASSWORD,
      '--remove-demo-data',
      '--yes',
    ]);
    expect(emptied.stdout).toMatch(/1 products/);
  }, 90_000);

  it('refuses a common or weak password and a missing confirmation, changing nothing', async () => {
    const shop = await newShop();
    const common = await setup(shop, [
      '--owner-email',
      'owner@shop.sa',
      '--owner-password',
      'Passw0rd',
      '--yes',
    ]);
    expect(common.code).toBe(2);
    expect(common.stderr).toMatch(/Password: is one of the most common passwords/);
    const weak = await setup(shop, [
      '--owner-email',
      'owner@shop.sa',
      '--owner-password',
      'short',
      '--yes',
    ]);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/Password: must be at least 8 characters/);
    const unconfirmed = await setup(shop, [
      '--owner-email',
      'owner@shop.sa',
      '--owner-password',
      OWNER_PASSWORD,
    ]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/--yes/);
    const app = await start(shop);
    try {
      expect((await login(app, 'owner@shop.sa', OWNER_PASSWORD)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  }, 90_000);
});
