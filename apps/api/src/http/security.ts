import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers, computed once at start-up: helmet runs against a recording response and the
 * result is set on every reply. (The Fastify plugin re-creates helmet's middlewares and re-parses
 * the policy on each request, which measurably cut throughput on the hottest reads.)
 */
function securityHeaders(config: Config, gatewayOrigins: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...gatewayOrigins],
        // Mantine and react-toastify inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A configured card gateway (HyperPay) serves its widget script, frames and form posts.
        scriptSrc: ["'self'", ...gatewayOrigins],
        connectSrc: ["'self'", ...gatewayOrigins],
        frameSrc: ["'self'", ...gatewayOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...gatewayOrigins],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Media and assets are requested by the page itself; same-site is enough.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  apply({} as never, recorder as never, () => {});
  return headers;
}

/** Security headers, compression, and CORS for the configured dev-server origins only. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  gatewayOrigins: string[] = [],
) {
  const headers = securityHeaders(config, gatewayOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    });
  }
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
