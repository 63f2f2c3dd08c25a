import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogListQuerySchema,
  categoryFieldsSchema,
  categorySchema,
  categoryUpdateFieldsSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { multipartConsumes, optionalFile } from '../../http/uploads.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';

const tags = ['Categories'];
const security = [{ bearerAuth: [] }];

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/category/getAllCategories', {
    schema: {
      tags,
      summary: 'Categories, paged, with their active product counts',
      querystring: catalogListQuerySchema,
      response: { 200: envelopeOf(pagedOf(categorySchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'categories.list', await listCategories(ctx, req.query, req.lang)),
  });

  app.get('/category/getCategoryById/:id', {
    schema: { tags, params: idParamSchema, response: { 200: envelopeOf(categorySchema) } },
    handler: async (req, reply) =>
      sendOk(req, reply, 'categories.found', await getCategory(ctx, req.params.id, req.lang)),
  });

  await app.register(async (scope) => {
    // Staff only: Admin or Manager (a customer gets 403, an anonymous caller 401).
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAuth('Admin', 'Manager'));

    admin.post('/adminCategory/createCategory', {
      schema: {
        tags,
        security,
        consumes: multipartConsumes,
        body: categoryFieldsSchema.extend({ imageFile: optionalFile }),
        response: { 201: envelopeOf(categorySchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'categories.created',
          await createCategory(ctx, req.body, req.lang),
          201,
        ),
    });

    admin.put('/adminCategory/updateCategory', {
      schema: {
        tags,
        security,
        summary: 'Update a category (its id travels in the multipart body)',
        consumes: multipartConsumes,
        body: categoryUpdateFieldsSchema.extend({ imageFile: optionalFile }),
        response: { 200: envelopeOf(categorySchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'categories.updated',
          await updateCategory(ctx, req.body.id, req.body, req.lang),
        ),
    });

    admin.delete('/adminCategory/deleteCategory/:id', {
      schema: {
        tags,
        security,
        summary: 'Delete a category (409 while it has products or sub-categories)',
        params: idParamSchema,
        response: { 200: emptyEnvelope },
      },
      handler: async (req, reply) => {
        await deleteCategory(ctx, req.params.id);
        return sendOk(req, reply, 'categories.deleted', null);
      },
    });
  });
};
