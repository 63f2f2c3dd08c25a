import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  phoneFieldsSchema,
  phoneNumberSchema,
  phoneUpdateSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import {
  createPhoneNumber,
  deletePhoneNumber,
  getPhoneNumber,
  listPhoneNumbers,
  updatePhoneNumber,
} from './phone-numbers.service.ts';

const tags = ['PhoneNumbers'];
const security = [{ bearerAuth: [] }];

/**
 * The signed-in user's mobile numbers, stored as +9665XXXXXXXX whatever the spelling sent; another
 * user's id answers 404 like a missing one.
 */
export const phoneNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.post('/phoneNumbers/AddPhoneNumber', {
    schema: {
      tags,
      summary: 'Add a Saudi mobile number (the first becomes primary; 409 if already listed)',
      security,
      body: phoneFieldsSchema,
      response: { 201: envelopeOf(phoneNumberSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'phones.created',
        await createPhoneNumber(ctx, currentUser(req).id, req.body),
        201,
      ),
  });

  app.put('/phoneNumbers/UpdatePhoneNumber', {
    schema: {
      tags,
      summary: 'Update a mobile number (id in the body); isPrimary true makes it the primary',
      security,
      body: phoneUpdateSchema,
      response: { 200: envelopeOf(phoneNumberSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'phones.updated',
        await updatePhoneNumber(ctx, currentUser(req).id, req.body),
      ),
  });

  app.delete('/phoneNumbers/deletePhoneNumber/:id', {
    schema: {
      tags,
      summary: 'Delete a mobile number; if it was primary, the newest remaining one becomes it',
      security,
      params: idParamSchema,
      response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'phones.deleted',
        await deletePhoneNumber(ctx, currentUser(req).id, req.params.id),
      ),
  });

  app.get('/phoneNumbers/GetPhoneNumberByid/:id', {
    schema: {
      tags,
      security,
      params: idParamSchema,
      response: { 200: envelopeOf(phoneNumberSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'phones.found',
        await getPhoneNumber(ctx, currentUser(req).id, req.params.id),
      ),
  });

  app.get('/phoneNumbers/UserPhoneNumbers', {
    schema: {
      tags,
      summary: 'My mobile numbers: the primary first, then the newest',
      security,
      response: { 200: envelopeOf(z.array(phoneNumberSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'phones.list', await listPhoneNumbers(ctx, currentUser(req).id)),
  });
};
