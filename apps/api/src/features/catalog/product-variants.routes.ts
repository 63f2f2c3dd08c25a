import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  productVariantsInputSchema,
  productVariantsSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { getProductVariants, setProductVariants } from './product-variants.service.ts';

const tags = ['Admin products'];
const security = [{ bearerAuth: [] }];

/** A product's options and variants for the staff (Admin and Manager, as the other adminProduct calls). */
export const productVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.get('/adminProduct/getProductVariants/:id', {
    schema: {
      tags,
      security,
      summary: "A product's options with their values and all its variants, inactive ones included",
      params: idParamSchema,
      response: { 200: envelopeOf(productVariantsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'products.variants',
        await getProductVariants(ctx, req.params.id, req.lang),
      ),
  });

  app.put('/adminProduct/setProductVariants/:id', {
    schema: {
      tags,
      security,
      summary:
        "Replace a product's options and variants (variants named by id keep it; no options: one variant)",
      params: idParamSchema,
      body: productVariantsInputSchema,
      response: { 200: envelopeOf(productVariantsSchema) },
    },
    handler: async (req, reply) => {
      const saved = await setProductVariants(ctx, req.params.id, req.body, req.lang);
      return sendOk(req, reply, 'products.variantsSaved', saved);
    },
  });
};
