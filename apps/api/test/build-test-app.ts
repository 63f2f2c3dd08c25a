import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Mailer } from '../src/lib/mail.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The database the app runs on (its pool on PostgreSQL, for work needing one connection). */
  database: DatabaseHandle;
  /** The SQL statements `action` sent (while it runs, nothing else should use this app). */
  queriesDuring(action: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database and a temporary data folder (uploads, outbox). Rate
 * limits are raised so ordinary tests never trip them; the rate-limit tests pass their own.
 */
export async function buildTestApp(
  options: {
    configure?: (config: Config) => void;
    mailer?: Mailer;
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests run the payment expiry sweep themselves, at the moment they choose.
    PAYMENT_EXPIRY_SWEEP_SECONDS: '0',
    PRICE_ROLL_SECONDS: '0',
    // Likewise the media sweep.
    MEDIA_SWEEP_SECONDS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  for (const rule of Object.values(config.rateLimits)) {
    rule.perAccount = 1000;
    rule.perAddress = 1000;
  }
  config.rateLimits.login.perPair = 1000;
  options.configure?.(config);
  let recording: string[] | null = null;
  const database = await openTestDatabase((query) => recording?.push(query));
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async queriesDuring(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
