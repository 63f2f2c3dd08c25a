import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isDemoShop } from './features/store/store-status.ts';
import { startupBanner } from './startup-banner.ts';

const config = loadConfig();
const app = await buildApp({ config });

if (config.seedDemo) {
  // Loaded only when asked for: the demo's pictures and texts are no weight on a real shop.
  const { seedDemo } = await import('./db/seed/index.ts');
  const seeded = await seedDemo(app.ctx, { log: (msg) => app.log.info(msg) });
  if (seeded) app.log.info('demo shop seeded');
}

await app.listen({ port: config.port, host: config.host });

// Under `npm start` every worker is this same program; the first one of the run speaks for all.
if ((cluster.worker?.id ?? 1) === 1) {
  const demo = await isDemoShop(app.ctx.db);
  console.log(startupBanner(config, { paymentMode: app.ctx.paymentMode, demo }).join('\n'));
}

// On SIGTERM/SIGINT: stop accepting connections, let every in-flight request finish (their
// responses close keep-alive sockets), stop the background jobs at a safe point, close the database
// and exit 0. Past the grace period the requests still running are answered 503 and the process
// exits 1 at once: its database connections go with it, so their transactions roll back.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // `npm start` forwards the terminal's Ctrl+C, which the child also gets: one stop is enough.
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const graceSeconds = config.shutdownGraceSeconds;
    app.log.info({ signal, inFlight: app.inFlightCount(), graceSeconds }, 'shutting down');
    const timer = setTimeout(() => {
      const abandoned = app.abandonInFlight();
      app.log.error(
        { abandoned, graceSeconds },
        'shutdown grace period over: requests still running answered 503 and rolled back; exiting',
      );
      process.exit(1);
    }, graceSeconds * 1000);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info({ ms: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}
