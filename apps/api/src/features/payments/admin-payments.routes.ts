import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  madaBinsBodySchema,
  madaBinsSchema,
  paymentSettingsBodySchema,
  paymentSettingsSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { listMadaBins, replaceMadaBins } from './payment-methods.ts';
import { paymentSettings, updatePaymentSettings } from './payment-settings.service.ts';

const tags = ['AdminPayment'];
const security = [{ bearerAuth: [] }];

/** Which payment methods the shop offers and the mada BIN list: the owner's (Admin only). */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin'));

  app.get('/AdminPayment/Methods', {
    schema: {
      tags,
      security,
      summary: 'The online payment methods: switched on, and configured at the gateway',
      response: { 200: envelopeOf(paymentSettingsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'payments.settings', await paymentSettings(ctx)),
  });

  app.put('/AdminPayment/Methods', {
    schema: {
      tags,
      security,
      summary: 'Switches online payment methods on (those listed) and off (the rest)',
      body: paymentSettingsBodySchema,
      response: { 200: envelopeOf(paymentSettingsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'payments.settingsSaved',
        await updatePaymentSettings(ctx, req.body.enabledMethods),
      ),
  });

  app.get('/AdminPayment/MadaBins', {
    schema: {
      tags,
      security,
      summary: 'The card BINs routed to mada',
      response: { 200: envelopeOf(madaBinsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'payments.madaBins', await listMadaBins(ctx.db)),
  });

  app.put('/AdminPayment/MadaBins', {
    schema: {
      tags,
      security,
      summary: 'Replaces the whole mada BIN list (one transaction)',
      body: madaBinsBodySchema,
      response: { 200: envelopeOf(madaBinsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'payments.madaBinsSaved', await replaceMadaBins(ctx, req.body.bins)),
  });
};
