import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliveryListQuerySchema,
  adminDeliveryMethodSchema,
  deliveryMethodFieldsSchema,
  deliveryMethodRemovalSchema,
  deliveryMethodUpdateSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import {
  createDeliveryMethod,
  getDeliveryMethodForAdmin,
  listAllDeliveryMethods,
  removeDeliveryMethod,
  updateDeliveryMethod,
} from './admin-delivery.service.ts';

const tags = ['AdminDeliveryMethod'];
const security = [{ bearerAuth: [] }];

/** The dashboard's delivery methods: staff only (Admin or Manager). */
export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.post('/adminDeliveryMethod/createDeliveryMethod', {
    schema: {
      tags,
      security,
      summary: 'Add a delivery method',
      body: deliveryMethodFieldsSchema,
      response: { 201: envelopeOf(adminDeliveryMethodSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'delivery.created',
        await createDeliveryMethod(ctx, req.body, req.lang),
        201,
      ),
  });

  app.put('/adminDeliveryMethod/UpdateDeliveryMethod', {
    schema: {
      tags,
      security,
      summary: 'Replace a delivery method’s fields (the id travels in the body)',
      body: deliveryMethodUpdateSchema,
      response: { 200: envelopeOf(adminDeliveryMethodSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'delivery.updated',
        await updateDeliveryMethod(ctx, req.body.id, req.body, req.lang),
      ),
  });

  app.delete('/adminDeliveryMethod/deleteDeliveryMethod/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a delivery method; one that orders used is deactivated instead',
      params: idParamSchema,
      response: { 200: envelopeOf(deliveryMethodRemovalSchema) },
    },
    handler: async (req, reply) => {
      const removal = await removeDeliveryMethod(ctx, req.params.id, req.lang);
      const key = removal.deleted ? 'delivery.deleted' : 'delivery.deactivatedInstead';
      return sendOk(req, reply, key, removal);
    },
  });

  app.get('/adminDeliveryMethod/GetAll', {
    schema: {
      tags,
      security,
      summary: 'Every delivery method, inactive ones too, cheapest first, paged',
      querystring: adminDeliveryListQuerySchema,
      response: { 200: envelopeOf(pagedOf(adminDeliveryMethodSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'delivery.list', await listAllDeliveryMethods(ctx, req.query, req.lang)),
  });

  app.get('/adminDeliveryMethod/GetDeliveryMethodById/:id', {
    schema: {
      tags,
      security,
      summary: 'One delivery method, active or not, with its orders count',
      params: idParamSchema,
      response: { 200: envelopeOf(adminDeliveryMethodSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'delivery.found',
        await getDeliveryMethodForAdmin(ctx, req.params.id, req.lang),
      ),
  });
};
