import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DASHBOARD_ROLES } from '@dukkan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { createPageCache, type CachedPage } from './page-cache.ts';
import { preferredLanguage } from './preferred-language.ts';

/** What apps/web's server renderer (`dist-server/render-page.js`) exports. */
interface RendererModule {
  rendersOnServer: (appPath: string) => boolean;
  createPageRenderer: (options: {
    template: string;
    manifest: unknown;
    origin: string;
    api: (url: string, init: RequestInit) => Promise<Response>;
  }) => {
    renderPage: (url: string) => Promise<{ status: number; html: string }>;
    renderShell: (url: string) => string;
  };
}

/**
 * Anonymous pages are the same for everyone (personal parts fill in after hydration), so a CDN
 * may keep them: a staff change shows within `pageCacheSeconds` here plus S_MAXAGE there.
 */
const S_MAXAGE = 50;
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=600`;
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

const LANGUAGE_PREFIX = /^\/(ar|en)(\/|$)/;

/** The renderer built beside the web app, or null when only the browser's build is there. */
async function loadRenderer(config: Config): Promise<RendererModule | null> {
  const file = path.join(config.webDist, '..', 'dist-server', 'render-page.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as RendererModule;
}

/** The API answering in the same process: no socket, no session, the page's language. */
function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.code(page.status);
  // Compressed once when cached; the compression plugin leaves an encoded body alone.
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/**
 * The storefront's addresses carry their language (`/ar/…`, `/en/…`). Pages with content are
 * rendered on the server with their data, cached for a few seconds and hydrated in the browser;
 * account, cart, checkout and the dashboard get the app's shell and render in the browser.
 * Anything else that a browser asks for as a page is an old address: it moves (301) to the
 * shopper's language.
 */
export async function registerStorefrontPages(
  app: FastifyInstance,
  config: Config,
  indexFile: string,
) {
  const renderer = await loadRenderer(config);
  const template = fs.readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(config.webDist, '.vite', 'manifest.json');
  const pages = renderer?.createPageRenderer({
    template,
    manifest: fs.existsSync(manifestFile)
      ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
      : null,
    origin: config.publicUrl.replace(/\/$/, ''),
    api: inProcessApi(app),
  });
  const cache = createPageCache({
    maxBytes: PAGE_CACHE_BYTES,
    ttlMs: config.pageCacheSeconds * 1000,
  });

  // A staff change (a product, a banner, the footer) shows on this instance's next page at once;
  // other instances and a CDN catch up within their cache times.
  app.addHook('onResponse', (request, reply, done) => {
    const role = request.user?.role;
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && reply.statusCode < 400 && role && DASHBOARD_ROLES.includes(role)) cache.clear();
    done();
  });

  app.get('/', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .redirect(`/${preferredLanguage(request.headers)}/`, 302),
  );

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const [pathname = '/'] = url.split('?');
    const lang = LANGUAGE_PREFIX.exec(pathname)?.[1];
    if (!lang) return reply.callNotFound();
    if (pathname === `/${lang}`)
      return reply.redirect(`/${lang}/${url.slice(pathname.length)}`, 301);
    const appPath = pathname.slice(lang.length + 1) || '/';
    if (!pages || !renderer?.rendersOnServer(appPath)) {
      const shell = pages ? pages.renderShell(url) : template;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    }
    try {
      return sendPage(request, reply, await cache.get(url, () => pages.renderPage(url)));
    } catch (error) {
      // A page that fails to render still works: the browser renders it from the shell.
      request.log.error({ err: error, url }, 'server render failed; sending the shell');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pages.renderShell(url));
    }
  };
  for (const lang of ['ar', 'en']) {
    app.get(`/${lang}`, { schema: { hide: true } }, page);
    app.get(`/${lang}/*`, { schema: { hide: true } }, page);
  }
}

/** An unprefixed page address (`/product/5`, `/dashboard`): the same page in the shopper's language. */
export function redirectToLanguage(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-language')
    .redirect(`/${preferredLanguage(request.headers)}${request.url}`, 301);
}
