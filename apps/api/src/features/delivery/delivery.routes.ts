import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryMethodSchema, idParamSchema } from '@dukkan/contracts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { getActiveDeliveryMethod, listActiveDeliveryMethods } from './delivery.service.ts';

const tags = ['DeliveryMethod'];

/** Public reads for checkout: no token needed, active methods only. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/DeliveryMethod/GetAllDeliveryMethods', {
    schema: {
      tags,
      summary: 'Active delivery methods, cheapest first (name in the request language)',
      response: { 200: envelopeOf(z.array(deliveryMethodSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'delivery.list', await listActiveDeliveryMethods(ctx, req.lang)),
  });

  app.get('/DeliveryMethod/GetDeliveryMethodById/:id', {
    schema: {
      tags,
      summary: 'One active delivery method (404 when unknown or deactivated)',
      params: idParamSchema,
      response: { 200: envelopeOf(deliveryMethodSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'delivery.found',
        await getActiveDeliveryMethod(ctx, req.params.id, req.lang),
      ),
  });
};
