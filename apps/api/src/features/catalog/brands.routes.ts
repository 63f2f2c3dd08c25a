import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandFieldsSchema,
  brandSchema,
  catalogListQuerySchema,
  idParamSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { multipartConsumes, optionalFile } from '../../http/uploads.ts';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './brands.service.ts';

const tags = ['Brands'];
const security = [{ bearerAuth: [] }];
const brandBody = brandFieldsSchema.extend({ imageFile: optionalFile });

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/brand/getAllBrands', {
    schema: {
      tags,
      summary: 'Brands, paged, with their active product counts',
      querystring: catalogListQuerySchema,
      response: { 200: envelopeOf(pagedOf(brandSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'brands.list', await listBrands(ctx, req.query, req.lang)),
  });

  app.get('/brand/getBrandById/:id', {
    schema: { tags, params: idParamSchema, response: { 200: envelopeOf(brandSchema) } },
    handler: async (req, reply) =>
      sendOk(req, reply, 'brands.found', await getBrand(ctx, req.params.id, req.lang)),
  });

  await app.register(async (scope) => {
    // Staff only: Admin or Manager (a customer gets 403, an anonymous caller 401).
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAuth('Admin', 'Manager'));

    admin.post('/adminBrand/createBrand', {
      schema: {
        tags,
        security,
        consumes: multipartConsumes,
        body: brandBody,
        response: { 201: envelopeOf(brandSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'brands.created', await createBrand(ctx, req.body, req.lang), 201),
    });

    admin.put('/adminBrand/updateBrand/:id', {
      schema: {
        tags,
        security,
        consumes: multipartConsumes,
        params: idParamSchema,
        body: brandBody,
        response: { 200: envelopeOf(brandSchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'brands.updated',
          await updateBrand(ctx, req.params.id, req.body, req.lang),
        ),
    });

    admin.delete('/adminBrand/deleteBrand/:id', {
      schema: {
        tags,
        security,
        summary: 'Delete a brand (409 while it has products)',
        params: idParamSchema,
        response: { 200: emptyEnvelope },
      },
      handler: async (req, reply) => {
        await deleteBrand(ctx, req.params.id);
        return sendOk(req, reply, 'brands.deleted', null);
      },
    });
  });
};
