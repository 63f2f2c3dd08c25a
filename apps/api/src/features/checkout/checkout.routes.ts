import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrderBodySchema, createOrderResultSchema } from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { toSar } from '../../lib/money.ts';
import { checkout } from './checkout.service.ts';

/** Placing an order: above orders and payments, which never call each other. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.post('/Order/CreateOrder', {
    schema: {
      tags: ['Orders'],
      security: [{ bearerAuth: [] }],
      summary: "Places an order from the caller's cart (prices come from the server)",
      body: createOrderBodySchema,
      response: { 201: envelopeOf(createOrderResultSchema) },
    },
    handler: async (req, reply) => {
      const { order, checkoutId } = await checkout(ctx, req, currentUser(req).id, req.body);
      const result = {
        orderId: order.id,
        orderNumber: order.orderNumber,
        total: toSar(order.totalHalalas),
        checkoutId,
      };
      return sendOk(req, reply, 'orders.created', result, 201, { orderNumber: order.orderNumber });
    },
  });
};
