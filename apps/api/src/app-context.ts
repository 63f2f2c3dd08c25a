import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import type { Mailer } from './lib/mail.ts';
import type { MediaStore } from './lib/media-store.ts';
import type { TokenService } from './lib/tokens.ts';

/** What services need from the outside world, built once in buildApp and handed to each area. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  media: MediaStore;
  /** HyperPay when configured, else the built-in sandbox gateway. */
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
