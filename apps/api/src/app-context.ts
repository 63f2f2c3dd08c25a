import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CatalogCache } from './features/catalog/catalog-cache.ts';
import type { PaymentMode } from '@dukkan/contracts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import type { SessionUserRow } from './features/accounts/session-user.ts';
import type { Mailer } from './lib/mail.ts';
import type { SmsSender } from './lib/sms.ts';
import type { JobLimiter } from './lib/job-limiter.ts';
import type { MediaStore } from './lib/media-store.ts';
import type { TokenService } from './lib/tokens.ts';

/** What services need from the outside world, built once in buildApp and handed to each area. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Texts sign-in codes: the configured SMS provider, or the outbox in DATA_DIR/sms. */
  sms: SmsSender;
  media: MediaStore;
  /** Slots for invoice rendering, product exports and imports (HEAVY_JOB_CONCURRENCY at once). */
  heavyJobs: JobLimiter;
  /** Shoppers' lists, searches and filter panels kept under the catalog's version; null: off. */
  catalogCache: CatalogCache | null;
  /** Where Online payments go, decided at start (payment-gateway-choice.ts). */
  paymentMode: PaymentMode;
  /** HyperPay or the built-in sandbox; null when Online payment is not offered. */
  gateway: PaymentGateway | null;
  log: FastifyBaseLogger;
  /** The token's user for the auth guards (http/auth.ts), read from the accounts area's table. */
  findSessionUser: (id: number) => Promise<SessionUserRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
