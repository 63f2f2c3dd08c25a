import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import staticFiles from '@fastify/static';
import type { Config } from '../config.ts';
import { MEDIA_URL_PREFIX } from '../lib/media-store.ts';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves uploaded media and the built web app. Media names are random and never reused, and Vite's
 * assets carry a content hash, so both are cached for a year; index.html is never cached so a new
 * release is picked up at once. Deep links fall back to index.html (the SPA routes them).
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
  // The site root is a directory to the static plugin; it gets the SPA shell like any app route.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendSpaShell(reply, indexFile));
}

export function sendSpaShell(reply: FastifyReply, indexFile: string) {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(fs.createReadStream(indexFile));
}

/** True when a request that found no route should get the SPA shell instead of a 404 envelope. */
export function wantsSpaShell(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!.toLowerCase();
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith(MEDIA_URL_PREFIX))
    return false;
  if (pathname.startsWith('/sandbox-gateway/')) return false;
  // Asset-like paths (with an extension) that do not exist are real 404s, not app routes.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
