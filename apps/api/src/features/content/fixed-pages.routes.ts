import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fixedPageFieldsSchema,
  fixedPageListQuerySchema,
  fixedPageRemovalSchema,
  fixedPageSchema,
  fixedPageSlugParamSchema,
  fixedPageUpdateSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { optionalAuth, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import {
  createFixedPage,
  deleteFixedPage,
  getFixedPage,
  getFixedPageBySlug,
  listFixedPages,
  seesInactivePages,
  updateFixedPage,
} from './fixed-pages.service.ts';

const publicTags = ['FixedPage'];
const adminTags = ['AdminFixedPage'];
const security = [{ bearerAuth: [] }];
const staffOnly = requireAuth('Admin', 'Manager');
const page = envelopeOf(fixedPageSchema);

/**
 * Fixed pages: public reads (active pages; an Admin or Manager token also sees inactive ones, so
 * the dashboard uses the same calls) and staff writes. Content is cleaned before it is stored.
 */
export const fixedPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/FixedPage/GetAll', {
    onRequest: optionalAuth,
    schema: {
      tags: publicTags,
      summary: 'Pages, oldest first, paged; inactive ones only for staff',
      querystring: fixedPageListQuerySchema,
      response: { 200: envelopeOf(pagedOf(fixedPageSchema)) },
    },
    handler: async (req, reply) => {
      const pages = await listFixedPages(ctx, req.query, req.lang, seesInactivePages(req.user));
      return sendOk(req, reply, 'fixedPage.list', pages);
    },
  });

  app.get('/FixedPage/GetById/:id', {
    onRequest: optionalAuth,
    schema: {
      tags: publicTags,
      summary: 'One page by id (404 when unknown, or inactive for a non-staff caller)',
      params: idParamSchema,
      response: { 200: page },
    },
    handler: async (req, reply) => {
      const found = await getFixedPage(ctx, req.params.id, req.lang, seesInactivePages(req.user));
      return sendOk(req, reply, 'fixedPage.found', found);
    },
  });

  app.get('/FixedPage/GetBySlug/:slug', {
    onRequest: optionalAuth,
    schema: {
      tags: publicTags,
      summary: 'One page by its address, any letter case (the storefront’s about and policy pages)',
      params: fixedPageSlugParamSchema,
      response: { 200: page },
    },
    handler: async (req, reply) => {
      const { slug } = req.params;
      const found = await getFixedPageBySlug(ctx, slug, req.lang, seesInactivePages(req.user));
      return sendOk(req, reply, 'fixedPage.found', found);
    },
  });

  app.post('/AdminFixedPage/CreateFixedPage', {
    onRequest: staffOnly,
    schema: {
      tags: adminTags,
      security,
      summary: 'Add a page; its HTML is reduced to a safe allow-list before it is stored',
      body: fixedPageFieldsSchema,
      response: { 201: page },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'fixedPage.created', await createFixedPage(ctx, req.body, req.lang), 201),
  });

  app.put('/AdminFixedPage/UpdateFixedPage', {
    onRequest: staffOnly,
    schema: {
      tags: adminTags,
      security,
      summary: 'Replace a page’s fields (the id travels in the body); HTML is cleaned as on add',
      body: fixedPageUpdateSchema,
      response: { 200: page },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'fixedPage.updated',
        await updateFixedPage(ctx, req.body.id, req.body, req.lang),
      ),
  });

  app.delete('/AdminFixedPage/DeleteFixedPage/:id', {
    onRequest: staffOnly,
    schema: {
      tags: adminTags,
      security,
      summary: 'Delete a page',
      params: idParamSchema,
      response: { 200: envelopeOf(fixedPageRemovalSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'fixedPage.deleted', await deleteFixedPage(ctx, req.params.id)),
  });
};
