import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler.ts';

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local server that does `onSocket` with every connection it accepts. */
async function fakeServer(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The error a real node-postgres client raises for `action`. */
async function pgError(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database call to fail');
}

describe('isDatabaseUnavailable, on errors raised by node-postgres', () => {
  it('recognises a refused connection (nothing listening)', async () => {
    const port = await closedPort();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const error = await pgError(() => client.connect());
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The same error as a pool reports it, wrapped the way Drizzle wraps a failed query.
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const pooled = await pgError(() => pool.query('select 1'));
    await pool.end();
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pooled }))).toBe(
      true,
    );
  });

  it('recognises a connection the server cuts, and a pool that cannot connect in time', async () => {
    const cutting = await fakeServer((socket) => socket.destroy());
    const cut = await pgError(() =>
      new pg.Client({ host: '127.0.0.1', port: cutting.port, user: 'x' }).connect(),
    );
    await cutting.close();
    expect(String((cut as Error).message)).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(cut)).toBe(true);

    const silent = await fakeServer(() => {});
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: silent.port,
      user: 'x',
      connectionTimeoutMillis: 200,
    });
    const timeout = await pgError(() => pool.query('select 1'));
    await pool.end().catch(() => {});
    await silent.close();
    expect(String((timeout as Error).message)).toMatch(/timeout/i);
    expect(isDatabaseUnavailable(timeout)).toBe(true);
  });

  it('leaves ordinary database errors alone (they stay 4xx or 500)', async () => {
    const database = await openTestDatabase();
    try {
      const syntax = await pgError(() => database.db.execute(sql`selec 1`));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      const division = await pgError(() =>
        database.db.execute(sql`select * from (values (1)) v(x) where 1 / 0 = 1`),
      );
      expect(isDatabaseUnavailable(division)).toBe(false);
      // Too many bind parameters: SQLSTATE 08P01 is in class 08 but is our statement's fault.
      const values = sql.join(
        Array.from({ length: 70_000 }, (_v, i) => sql`(${i}::int)`),
        sql`, `,
      );
      const protocol = await pgError(() =>
        database.db.execute(sql`select count(*) from (values ${values}) v(x)`),
      );
      expect(JSON.stringify(protocol)).toContain('08P01');
      expect(isDatabaseUnavailable(protocol)).toBe(false);
      expect(isUniqueViolation(protocol)).toBe(false);
      // A client hanging up mid-upload: Node's 'aborted' ECONNRESET, raised without a system call.
      expect(
        isDatabaseUnavailable(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })),
      ).toBe(false);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'recognises a session the server terminates (57P01)',
    async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      client.on('error', () => {});
      await client.connect();
      const error = await pgError(() =>
        client.query('select pg_terminate_backend(pg_backend_pid())'),
      );
      await client.end().catch(() => {});
      expect((error as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );
});

/**
 * A TCP proxy between the app's pool and PostgreSQL, which the test cuts (open connections
 * dropped, new ones refused) and restores on the same port — a database restart as the app sees it.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = async () => {
    if (server) return;
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      if (!server) return;
      const closing = new Promise((resolve) => server!.close(resolve));
      server = null;
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    restore: listen,
    close() {
      return this.cut();
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('while PostgreSQL is unreachable', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let dataDir: string;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openTestDatabase(undefined, {
      poolUrl: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        return viaProxy.toString();
      },
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PAYMENT_EXPIRY_SWEEP_SECONDS: '0',
      PRICE_ROLL_SECONDS: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.restore();
    await database?.close();
    await proxy?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const products = (lang = 'en') =>
    app.inject({
      method: 'GET',
      url: '/api/product/getAllProducts',
      headers: { 'accept-language': lang },
    });

  it('answers 503 with Retry-After in the caller language, then 200 once it is back', async () => {
    expect((await products()).statusCode).toBe(200);

    await proxy.cut();
    // The first request meets the pooled connection that was cut, later ones a refused connect.
    for (const lang of ['en', 'ar', 'en']) {
      const response = await products(lang);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        message:
          lang === 'en'
            ? 'The shop cannot reach its database right now. Please try again in a few seconds'
            : 'يتعذّر على المتجر الوصول إلى قاعدة بياناته الآن. يرجى المحاولة بعد بضع ثوانٍ',
        statusCode: 503,
        data: null,
      });
    }

    await proxy.restore();
    const back = await products();
    expect(back.statusCode).toBe(200);
  });
});
