import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { startupBanner } from './startup-banner.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real server (src/server.ts) until it prints its banner; `stop()` sends SIGTERM. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        PAYMENT_EXPIRY_SWEEP_SECONDS: '0',
        PRICE_ROLL_SECONDS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!/Dukkan is running[\s\S]*\n\n/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const base = `http://127.0.0.1:${port}`;
  return {
    output: () => output,
    get: (url: string) => fetch(base + url).then((r) => r.json() as Promise<{ data: unknown }>),
    login: (email: string, password: string) =>
      fetch(`${base}/api/Account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((r) => r.status),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function checkNoDemo(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    expect((await server.get('/api/Store/GetStatus')).data).toEqual({
      demo: false,
      paymentMode: 'none',
      paymentMethods: ['CashOnDelivery'],
      onlineMethods: [],
    });
    expect(await server.login('admin@dukkan.local', 'Admin123!')).toBe(401);
    expect(server.output()).toMatch(/Payments: cash on delivery only/);
    expect(server.output()).not.toMatch(/Demo logins|TEST CARDS/);
  } finally {
    await server.stop();
  }
}

describe('the server started without the demo shop', () => {
  it('with SEED_DEMO=false: no demo account, no sandbox, and the banner says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-start-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const url = process.env.DATABASE_URL;
    const name = `dukkan_start_${randomBytes(5).toString('hex')}`;
    const admin = url ? new pg.Client({ connectionString: url }) : null;
    if (admin && url) {
      await admin.connect();
      await admin.query(`create database "${name}"`);
      env.DATABASE_URL = withDatabase(url, name);
    }
    try {
      await checkNoDemo(env);
      // On PostgreSQL no demo is seeded even without SEED_DEMO.
      if (env.DATABASE_URL) {
        delete env.SEED_DEMO;
        await checkNoDemo(env);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (admin) {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  }, 120_000);
});

describe('the start-up banner', () => {
  const config = { publicUrl: 'http://shop.example', paymentSandboxExplicit: false };

  it('shouts when test cards are accepted, and says why', () => {
    const demo = startupBanner(config, { paymentMode: 'sandbox', demo: true }).join('\n');
    expect(demo).toMatch(/PAYMENT SANDBOX: TEST CARDS ACCEPTED/);
    expect(demo).toMatch(/the demo shop; `npm run setup` switches it off/);
    expect(demo).toMatch(/admin@dukkan\.local \/ Admin123!/);
    const explicit = startupBanner(
      { ...config, paymentSandboxExplicit: true },
      { paymentMode: 'sandbox', demo: false },
    ).join('\n');
    expect(explicit).toMatch(/PAYMENT_SANDBOX=true in the environment/);
    expect(explicit).not.toMatch(/Demo logins/);
  });

  it('names HyperPay when it takes the payments', () => {
    const live = startupBanner(config, { paymentMode: 'hyperpay', demo: false }).join('\n');
    expect(live).toMatch(/Payments: HyperPay/);
    expect(live).not.toMatch(/TEST CARDS/);
  });
});
