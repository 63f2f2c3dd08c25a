import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dukkan <no-reply@dukkan.local>'),
  VAT_RATE: z.coerce.number().min(0).max(100).default(15),
  SEED_DEMO: bool.optional(),
  HYPERPAY_BASE_URL: z.string().url().optional(),
  HYPERPAY_ENTITY_ID: z.string().optional(),
  HYPERPAY_ACCESS_TOKEN: z.string().optional(),
  /** How often unpaid Online orders past their payment window are looked for; 0 turns it off. */
  PAYMENT_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
});

export interface RateLimitRule {
  /** Attempts allowed per window for one client address. */
  perAddress: number;
  /** Attempts allowed per window for one account (e-mail), whatever the address. */
  perAccount: number;
  windowSeconds: number;
}

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  vatRate: number;
  seedDemo: boolean;
  hyperpay: {
    baseUrl: string | undefined;
    entityId: string | undefined;
    accessToken: string | undefined;
  };
  paymentExpirySweepSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  corsOrigins: string[];
  webDist: string;
  rateLimits: Record<
    'login' | 'register' | 'forgetPassword' | 'verifyOtp' | 'contact',
    RateLimitRule
  >;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment once; the only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    vatRate: e.VAT_RATE,
    // Demo data is on by default only for the embedded database: production never gets it unasked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    hyperpay: {
      baseUrl: e.HYPERPAY_BASE_URL,
      entityId: e.HYPERPAY_ENTITY_ID,
      accessToken: e.HYPERPAY_ACCESS_TOKEN,
    },
    paymentExpirySweepSeconds: e.PAYMENT_EXPIRY_SWEEP_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    rateLimits: {
      login: { perAddress: 30, perAccount: 10, windowSeconds: 15 * 60 },
      register: { perAddress: 20, perAccount: 5, windowSeconds: 60 * 60 },
      forgetPassword: { perAddress: 20, perAccount: 5, windowSeconds: 60 * 60 },
      verifyOtp: { perAddress: 30, perAccount: 10, windowSeconds: 15 * 60 },
      // The contact form mails the store: a handful per hour per address or sender is plenty.
      contact: { perAddress: 5, perAccount: 5, windowSeconds: 60 * 60 },
    },
  };
}
