import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myOrdersQuerySchema,
  orderDetailsSchema,
  orderIdParamSchema,
  orderPreviewQuerySchema,
  orderSummarySchema,
  orderTotalsSchema,
  reorderResultSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { limitCouponMisses } from '../coupons/coupon-miss-limit.ts';
import { previewOrder } from './order-quote.ts';
import { reorder } from './order-reorder.ts';
import { myOrders, orderDetails } from './order-queries.ts';

const tags = ['Orders'];
const security = [{ bearerAuth: [] }];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.get('/Order/Preview', {
    schema: {
      tags,
      security,
      summary: 'What an order from the cart would cost now, with a delivery method and coupon',
      querystring: orderPreviewQuerySchema,
      response: { 200: envelopeOf(orderTotalsSchema) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const preview = () => previewOrder(ctx, { userId }, req.query, req.lang);
      const totals = req.query.couponCode
        ? await limitCouponMisses(ctx, req, userId, preview, (t) => t.couponCode === null)
        : await preview();
      return sendOk(req, reply, 'orders.preview', totals);
    },
  });

  app.get('/Order/GetMyOrders', {
    schema: {
      tags,
      security,
      summary: "The caller's orders, newest first",
      querystring: myOrdersQuerySchema,
      response: { 200: envelopeOf(pagedOf(orderSummarySchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'orders.list', await myOrders(ctx.db, currentUser(req).id, req.query)),
  });

  app.get('/Order/GetOrderDetails/:orderId', {
    schema: {
      tags,
      security,
      summary: "One of the caller's orders with lines, totals and status history",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderDetailsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'orders.found',
        await orderDetails(ctx.db, req.params.orderId, req.lang, currentUser(req).id),
      ),
  });

  app.post('/Order/Reorder/:orderId', {
    schema: {
      tags,
      security,
      summary:
        "Puts the lines of one of the caller's orders back in the cart, capped by stock and the cart's limits; lines that are gone, off sale or sold out are listed as skipped",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(reorderResultSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'orders.reordered',
        await reorder(ctx, currentUser(req).id, req.params.orderId, req.lang),
      ),
  });
};
