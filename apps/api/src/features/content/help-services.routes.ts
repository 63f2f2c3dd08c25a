import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helpServiceFieldsSchema, helpServiceSchema, idParamSchema } from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, sendOk } from '../../http/envelope.ts';
import { multipartConsumes, optionalFile } from '../../http/uploads.ts';
import {
  createHelpService,
  deleteHelpService,
  listHelpServices,
  updateHelpService,
} from './help-services.service.ts';

const tags = ['HelpService'];
const security = [{ bearerAuth: [] }];
const helpServiceBody = helpServiceFieldsSchema.extend({ imageFile: optionalFile });
const helpServiceEnvelope = envelopeOf(helpServiceSchema);

/** Help services: public reads and staff writes. */
export const helpServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/helpService/getAll', {
    schema: {
      tags,
      summary: 'Help services in display order (sortOrder, then id)',
      response: { 200: envelopeOf(z.array(helpServiceSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'helpService.list', await listHelpServices(ctx, req.lang)),
  });

  await app.register(async (scope) => {
    // Staff only: Admin or Manager (a customer gets 403, an anonymous caller 401).
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAuth('Admin', 'Manager'));

    admin.post('/helpService/create', {
      schema: {
        tags,
        security,
        summary: 'Add a help service (multipart; the icon `imageFile` is required)',
        consumes: multipartConsumes,
        body: helpServiceBody,
        response: { 201: helpServiceEnvelope },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'helpService.created',
          await createHelpService(ctx, req.body, req.lang),
          201,
        ),
    });

    admin.put('/helpService/update/:id', {
      schema: {
        tags,
        security,
        summary: 'Change a help service (multipart; a new `imageFile` replaces the icon)',
        consumes: multipartConsumes,
        params: idParamSchema,
        body: helpServiceBody,
        response: { 200: helpServiceEnvelope },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'helpService.updated',
          await updateHelpService(ctx, req.params.id, req.body, req.lang),
        ),
    });

    admin.delete('/helpService/delete/:id', {
      schema: {
        tags,
        security,
        summary: 'Delete a help service and its icon',
        params: idParamSchema,
        response: { 200: emptyEnvelope },
      },
      handler: async (req, reply) => {
        await deleteHelpService(ctx, req.params.id);
        return sendOk(req, reply, 'helpService.deleted', null);
      },
    });
  });
};
