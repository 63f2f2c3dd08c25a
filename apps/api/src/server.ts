import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemo } from './db/seed/index.ts';
import { isDemoShop } from './features/store/store-status.ts';
import { startupBanner } from './startup-banner.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp({ config });

if (config.seedDemo) {
  const seeded = await seedDemo(app.ctx, { log: (msg) => app.log.info(msg) });
  if (seeded) app.log.info('demo shop seeded');
}

await app.listen({ port: config.port, host: config.host });

const demo = await isDemoShop(app.ctx.db);
console.log(startupBanner(config, { paymentMode: app.ctx.paymentMode, demo }).join('\n'));

// On SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, close the database.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}
