import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { robotsText } from './robots.ts';
import { readSitemap, readSitemapPart, type SitemapOptions } from './sitemap.service.ts';

/**
 * Shared caches (a CDN) keep these an hour and may serve a stale copy for a day while they fetch
 * a new one; browsers always ask again. A new product reaches crawlers within the hour.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const XML = 'application/xml; charset=utf-8';

function sendDocument(reply: FastifyReply, type: string, body: string) {
  return reply.header('cache-control', CACHE_CONTROL).type(type).send(body);
}

/**
 * robots.txt and the sitemap, at the site's root where crawlers look for them. They are not part
 * of the shop's API, so the API's documentation leaves them out.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { config, db } = app.ctx;
  const options: SitemapOptions = {
    publicUrl: config.publicUrl,
    urlLimit: config.sitemapUrlLimit,
  };
  const schema = { hide: true };

  app.get('/robots.txt', { schema }, (_request, reply) =>
    sendDocument(reply, 'text/plain; charset=utf-8', robotsText(config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema }, async (_request, reply) =>
    sendDocument(reply, XML, await readSitemap(db, options)),
  );

  app.get<{ Params: { part: string } }>(
    '/sitemap-:part(^[1-9]\\d{0,8}).xml',
    { schema },
    async (request, reply) => {
      const body = await readSitemapPart(db, Number(request.params.part), options);
      if (body === null) throw notFound('route.notFound');
      return sendDocument(reply, XML, body);
    },
  );
};
