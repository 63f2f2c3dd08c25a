import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { mobileSignInRoutes } from './features/accounts/mobile-sign-in.routes.ts';
import { accountRoutes } from './features/accounts/accounts.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { brandRoutes } from './features/catalog/brands.routes.ts';
import { categoryRoutes } from './features/catalog/categories.routes.ts';
import { productRoutes } from './features/catalog/products.routes.ts';
import { adminProductRoutes } from './features/catalog/admin-products.routes.ts';
import { productSheetRoutes } from './features/catalog/product-sheets.routes.ts';
import { productVariantRoutes } from './features/catalog/product-variants.routes.ts';
import { favoriteRoutes } from './features/favorites/favorites.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { couponRoutes } from './features/coupons/coupons.routes.ts';
import { addressRoutes } from './features/addresses/addresses.routes.ts';
import { phoneNumberRoutes } from './features/addresses/phone-numbers.routes.ts';
import { deliveryRoutes } from './features/delivery/delivery.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { guestCheckoutRoutes } from './features/checkout/guest-checkout.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { adminPaymentRoutes } from './features/payments/admin-payments.routes.ts';
import { adminOrderRoutes } from './features/orders/admin-orders.routes.ts';
import { invoiceRoutes } from './features/invoices/invoices.routes.ts';
import { refundRoutes } from './features/refunds/refunds.routes.ts';
import { returnRequestRoutes } from './features/refunds/return-requests.routes.ts';
import { adminCouponRoutes } from './features/coupons/admin-coupons.routes.ts';
import { adminCouponUsageRoutes, usedCouponRoutes } from './features/orders/coupon-usage.routes.ts';
import { adminDeliveryRoutes } from './features/delivery/admin-delivery.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { sliderRoutes } from './features/content/sliders.routes.ts';
import { fixedPageRoutes } from './features/content/fixed-pages.routes.ts';
import { footerRoutes } from './features/content/footer.routes.ts';
import { helpServiceRoutes } from './features/content/help-services.routes.ts';
import { contactRoutes } from './features/content/contact.routes.ts';
import { storeStatusRoutes } from './features/store/store-status.routes.ts';
import { sandboxGatewayRoutes } from './features/payments/sandbox-gateway.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { findSessionUser } from './features/accounts/session-user.ts';
import {
  choosePaymentMode,
  createPaymentGateway,
} from './features/payments/payment-gateway-choice.ts';
import { SANDBOX_PREFIX } from './features/payments/sandbox-gateway.ts';
import { startPaymentExpiry } from './features/payments/payment-expiry.ts';
import { startProductPriceRoll } from './features/catalog/product-price-roll.ts';
import { languageOf } from './http/envelope.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurity } from './http/security.ts';
import { registerShutdown } from './http/shutdown.ts';
import { registerUploads } from './http/uploads.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { redirectToLanguage } from './http/storefront-pages.ts';
import { registerWeb, wantsPage } from './http/web.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createSmsSender } from './lib/sms-transport.ts';
import { createJobLimiter } from './lib/job-limiter.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { createLocalMediaStore } from './lib/media-store.ts';
import { createCatalogCache } from './features/catalog/catalog-cache.ts';
import { startMediaSweep } from './lib/media-sweep.ts';
import { notFound } from './lib/app-error.ts';
// Adds every area's messages to the catalogue before any request is answered.
import './messages.ts';
import { loadOrCreateSecret } from './lib/settings.ts';
import { createTokenService } from './lib/tokens.ts';

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export interface BuildAppOptions {
  config: Config;
  /** An open database (tests pass their own); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Replace the mail transport (tests of the SMTP path pass a real one pointed at a local server). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go instead of stdout (the log redaction test reads them). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added (the malformed-input sweep enumerates them so). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP application; the process entry (server.ts) only listens and shuts down. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // A safety net for log calls to come: these fields are censored wherever they appear
            // at the top or one level down.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              ...['email', 'password', 'phoneNumber', 'to'].flatMap((f) => [f, `*.${f}`]),
            ],
            // No personal data in the logs (PDPL): SQL parameters, values quoted back by
            // PostgreSQL, query-string values and the client address's host part are dropped.
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A hop count is given as proxy-addr's own rule (trust the first n hops), which Fastify's
    // typings do not list; a list of addresses/CIDRs is passed as is.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Paths are the specification's, in any letter case: /api/adminBrand and /api/AdminBrand match.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
    forceCloseConnections: 'idle',
    // A request arriving on a kept-alive socket after close began is answered by the shutdown
    // hooks with the usual envelope (a 503) instead of Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));

  const database = options.database ?? (await openDatabase(config));
  await runMigrations(database);
  const secret = config.jwtSecret ?? (await loadOrCreateSecret(database.db, 'jwt_secret'));
  const paymentMode = await choosePaymentMode(config, database.db);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log: app.log,
    });
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: createTokenService(secret),
    mailer,
    sms: createSmsSender(config.sms, app.log),
    media: createLocalMediaStore(config.uploadsDir),
    heavyJobs: createJobLimiter({ concurrency: config.heavyJobConcurrency }),
    catalogCache: createCatalogCache(config.catalogCacheSeconds),
    paymentMode,
    gateway: createPaymentGateway(paymentMode, config, database.db),
    log: app.log,
    findSessionUser: (id) => findSessionUser(database.db, id),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
  });
  registerShutdown(app);
  // Background jobs are told to stop as soon as closing begins (each finishes the unit in hand);
  // the database closes only after they and every in-flight request are done.
  const backgroundJobs = [
    config.paymentExpirySweepSeconds > 0
      ? startPaymentExpiry(ctx, config.paymentExpirySweepSeconds)
      : null,
    config.mediaSweepSeconds > 0
      ? startMediaSweep(ctx, config.mediaSweepSeconds, database.pool)
      : null,
    config.priceRollSeconds > 0 ? startProductPriceRoll(ctx, config.priceRollSeconds) : null,
  ];
  let jobsStopped: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    jobsStopped = Promise.all(backgroundJobs.map((stop) => stop?.()));
  });
  app.addHook('onClose', async () => {
    await jobsStopped;
    mailer.close();
    if (!options.database) await database.close();
  });

  registerErrorHandler(app);
  await registerSecurity(app, config, ctx.gateway?.origins ?? []);
  await registerUploads(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(mobileSignInRoutes);
      await api.register(userRoutes);
      await api.register(brandRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(adminProductRoutes);
      await api.register(productSheetRoutes);
      await api.register(productVariantRoutes);
      await api.register(favoriteRoutes);
      await api.register(cartRoutes);
      await api.register(couponRoutes);
      await api.register(usedCouponRoutes);
      await api.register(addressRoutes);
      await api.register(phoneNumberRoutes);
      await api.register(deliveryRoutes);
      await api.register(checkoutRoutes);
      await api.register(guestCheckoutRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(adminOrderRoutes);
      await api.register(invoiceRoutes);
      await api.register(refundRoutes);
      await api.register(returnRequestRoutes);
      await api.register(adminCouponRoutes);
      await api.register(adminCouponUsageRoutes);
      await api.register(adminDeliveryRoutes);
      await api.register(dashboardRoutes);
      await api.register(sliderRoutes);
      await api.register(fixedPageRoutes);
      await api.register(footerRoutes);
      await api.register(helpServiceRoutes);
      await api.register(contactRoutes);
      await api.register(storeStatusRoutes);
    },
    { prefix: '/api' },
  );
  // The built-in test gateway speaks the HyperPay/OPPWA protocol at its own root (decision 008);
  // it is there only in sandbox mode, so a real shop has no page that takes test cards.
  if (paymentMode === 'sandbox') {
    await app.register(sandboxGatewayRoutes, { prefix: SANDBOX_PREFIX });
  }

  // robots.txt and the sitemaps are routes of their own, so neither a file of the built web app
  // nor the SPA fallback below ever answers for them.
  await app.register(seoRoutes);
  await registerWeb(app, config);
  const indexFile = path.join(config.webDist, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    if (
      wantsPage(request.method, request.url, request.headers.accept) &&
      fs.existsSync(indexFile)
    ) {
      return redirectToLanguage(request, reply);
    }
    // The error handler writes the 404 envelope, like every other refusal.
    throw notFound('route.notFound');
  });

  return app;
}
