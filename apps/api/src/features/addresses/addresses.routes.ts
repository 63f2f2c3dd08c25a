import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressFieldsSchema,
  addressSchema,
  addressUpdateSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service.ts';

const tags = ['Address'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's delivery addresses; another user's id answers 404 like a missing one. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  // The router prefers this static path over `/address/:id` whatever the registration order.
  app.get('/address/my-addresses', {
    schema: {
      tags,
      summary: 'My addresses: the default first, then the newest',
      security,
      response: { 200: envelopeOf(z.array(addressSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'addresses.list', await listAddresses(ctx, currentUser(req).id)),
  });

  app.get('/address/:id', {
    schema: { tags, security, params: idParamSchema, response: { 200: envelopeOf(addressSchema) } },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'addresses.found',
        await getAddress(ctx, currentUser(req).id, req.params.id),
      ),
  });

  app.post('/address', {
    schema: {
      tags,
      summary: 'Add an address (the first becomes the default; 422 past the limit)',
      security,
      body: addressFieldsSchema,
      response: { 201: envelopeOf(addressSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'addresses.created',
        await createAddress(ctx, currentUser(req).id, req.body),
        201,
      ),
  });

  app.put('/address', {
    schema: {
      tags,
      summary: 'Update an address (id in the body); isDefault true makes it the default',
      security,
      body: addressUpdateSchema,
      response: { 200: envelopeOf(addressSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'addresses.updated',
        await updateAddress(ctx, currentUser(req).id, req.body),
      ),
  });

  app.delete('/address/:id', {
    schema: {
      tags,
      summary: 'Delete an address; if it was the default, the newest remaining one becomes it',
      security,
      params: idParamSchema,
      response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'addresses.deleted',
        await deleteAddress(ctx, currentUser(req).id, req.params.id),
      ),
  });
};
