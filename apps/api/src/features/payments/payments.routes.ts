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
import { ORDER_TOKEN_HEADER, orderTokenOf } from '../orders/order-owner.ts';
import { checkoutForOrder, paymentStatus } from './payments.service.ts';

const tags = ['Payments'];
const security = [{ bearerAuth: [] }];
const orderToken = [{ orderToken: [] }];
const guestNote =
  "A guest's order (decision 022): the order's access token in `X-Order-Token` instead of a bearer token; a missing, wrong or another order's token is 404 like an unknown order.";

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const signedIn = requireAuth();

  app.get('/payment/guest/checkout/:orderId', {
    schema: {
      tags,
      security: orderToken,
      summary: "Opens (or reuses) the gateway checkout of a guest's unpaid Online order",
      description: `${guestNote} Otherwise as \`payment/checkout/{orderId}\`.`,
      params: orderIdParamSchema,
      querystring: paymentCheckoutQuerySchema,
      response: { 200: envelopeOf(paymentCheckoutSchema) },
    },
    handler: async (req, reply) => {
      const owner = { guestAccessToken: orderTokenOf(req.headers[ORDER_TOKEN_HEADER]) };
      const found = await checkoutForOrder(ctx, owner, req.params.orderId, req.query);
      return sendOk(req, reply, 'payments.checkout', found);
    },
  });

  app.get('/payment/guest/status', {
    schema: {
      tags,
      security: orderToken,
      summary: "Asks the gateway about a guest order's checkout and settles it (safe to repeat)",
      description: `${guestNote} Otherwise as \`payment/status\`.`,
      querystring: paymentStatusQuerySchema,
      response: { 200: envelopeOf(paymentStatusSchema) },
    },
    handler: async (req, reply) => {
      const owner = { guestAccessToken: orderTokenOf(req.headers[ORDER_TOKEN_HEADER]) };
      const status = await paymentStatus(ctx, owner, req.query.resourcePath, req.lang);
      return sendOk(req, reply, 'payments.status', status);
    },
  });

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
    onRequest: signedIn,
    handler: async (req, reply) => {
      const owner = { userId: currentUser(req).id };
      const found = await checkoutForOrder(ctx, owner, req.params.orderId, req.query);
      return sendOk(req, reply, 'payments.checkout', found);
    },
  });

  app.get('/payment/status', {
    schema: {
      tags,
      security,
      summary: 'Asks the gateway about a checkout and settles its order (safe to repeat)',
      querystring: paymentStatusQuerySchema,
      response: { 200: envelopeOf(paymentStatusSchema) },
    },
    onRequest: signedIn,
    handler: async (req, reply) => {
      const owner = { userId: currentUser(req).id };
      const status = await paymentStatus(ctx, owner, req.query.resourcePath, req.lang);
      return sendOk(req, reply, 'payments.status', status);
    },
  });
};
