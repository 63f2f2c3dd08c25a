import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  footerBodySchema,
  footerSchema,
  footerTogglesSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import {
  createFooter,
  deleteFooter,
  getFooter,
  updateFooter,
  updateFooterToggles,
} from './footer.service.ts';

const tags = ['Footer'];
const security = [{ bearerAuth: [] }];
const footerEnvelope = envelopeOf(footerSchema);
const rules =
  'Links empty or absolute http(s) URLs, a Saudi phone number, an e-mail, a 15-digit VAT number starting and ending with 3, and no switch on over an empty value; a broken rule answers 422 under its field.';

/** Footer: public read, staff writes. */
export const footerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/footer/getFooter', {
    schema: {
      tags,
      summary: 'The store footer, or the defaults (id null) while none was saved',
      response: { 200: footerEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'footer.found', await getFooter(ctx, req.lang)),
  });

  await app.register(async (scope) => {
    // Staff only: Admin or Manager (a customer gets 403, an anonymous caller 401).
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAuth('Admin', 'Manager'));

    admin.post('/footer/createFooter', {
      schema: {
        tags,
        security,
        summary: 'Create the footer (409 when it exists: use update)',
        description: rules,
        body: footerBodySchema,
        response: { 201: footerEnvelope },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'footer.created', await createFooter(ctx, req.body, req.lang), 201),
    });

    admin.put('/footer/updateFooter/:id', {
      schema: {
        tags,
        security,
        summary: 'Replace every footer field (a field left out goes back to its default)',
        description: rules,
        params: idParamSchema,
        body: footerBodySchema,
        response: { 200: footerEnvelope },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'footer.updated',
          await updateFooter(ctx, req.params.id, req.body, req.lang),
        ),
    });

    admin.patch('/footer/updateFooterToggles/:id', {
      schema: {
        tags,
        security,
        summary: 'Show or hide footer fields: only the switches sent change',
        description: 'A switch turned on over an empty value answers 422 under that value.',
        params: idParamSchema,
        body: footerTogglesSchema,
        response: { 200: footerEnvelope },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'footer.toggled',
          await updateFooterToggles(ctx, req.params.id, req.body, req.lang),
        ),
    });

    admin.delete('/footer/deleteFooter', {
      schema: {
        tags,
        security,
        summary: 'Reset the footer to its defaults (answers them)',
        response: { 200: footerEnvelope },
      },
      handler: async (req, reply) => sendOk(req, reply, 'footer.deleted', await deleteFooter(ctx)),
    });
  });
};
