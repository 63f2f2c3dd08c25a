import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import type { Config } from '../config.ts';
import { MEDIA_URL_PREFIX } from '../lib/media-store.ts';
import { registerStorefrontPages } from './storefront-pages.ts';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves uploaded media and the built web app. Media names are random and never reused, and Vite's
 * assets carry a content hash, so both are cached for a year. Pages are the storefront's (see
 * storefront-pages.ts): rendered on the server, or the app's shell, never cached for long.
 */
export async function registerWeb(app: FastifyInstance, config: Config) {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(staticFiles, {
    root: config.uploadsDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', `public, max-age=${YEAR}, immutable`),
  });

  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: config.webDist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(staticFiles, {
    root: config.webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });
  await registerStorefrontPages(app, config, indexFile);
}

/**
 * True when a request that found no route is a browser asking for a page (an address without
 * its language), rather than for an API route or a file, which get a 404.
 */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!.toLowerCase();
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith(MEDIA_URL_PREFIX))
    return false;
  if (pathname.startsWith('/sandbox-gateway/')) return false;
  // Asset-like paths (with an extension) that do not exist are real 404s, not app routes.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
