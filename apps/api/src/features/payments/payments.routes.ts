import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderIdParamSchema,
  paymentCheckoutQuerySchema,
  paymentCheckoutSchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { checkoutForOrder, paymentStatus } from './payments.service.ts';

const tags = ['Payments'];
const security = [{ bearerAuth: [] }];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.get('/payment/checkout/:orderId', {
    schema: {
      tags,
      security,
      summary:
        "Opens (or reuses) the gateway checkout of the caller's unpaid Online order; a mada card under Visa / Mastercard (cardBin on the mada list, or detectedBrand=MADA) is routed to the mada entity",
      params: orderIdParamSchema,
      querystring: paymentCheckoutQuerySchema,
      response: { 200: envelopeOf(paymentCheckoutSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'payments.checkout',
        await checkoutForOrder(ctx, currentUser(req).id, req.params.orderId, req.query),
      ),
  });

  app.get('/payment/status', {
    schema: {
      tags,
      security,
      summary: 'Asks the gateway about a checkout and settles its order (safe to repeat)',
      querystring: paymentStatusQuerySchema,
      response: { 200: envelopeOf(paymentStatusSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'payments.status',
        await paymentStatus(ctx, currentUser(req).id, req.query.resourcePath, req.lang),
      ),
  });
};
