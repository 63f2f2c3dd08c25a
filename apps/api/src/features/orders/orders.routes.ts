import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  createOrderResultSchema,
  myOrdersQuerySchema,
  orderDetailsSchema,
  orderIdParamSchema,
  orderPreviewQuerySchema,
  orderSummarySchema,
  orderTotalsSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSar } from '../../lib/money.ts';
import { limitCouponMisses } from '../coupons/coupon-miss-limit.ts';
import { openCheckout } from '../payments/payments.service.ts';
import { placeOrder, previewOrder } from './order-placement.ts';
import { myOrders, orderDetails } from './order-queries.ts';
import { orders } from './orders.tables.ts';

const tags = ['Orders'];
const security = [{ bearerAuth: [] }];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.post('/Order/CreateOrder', {
    schema: {
      tags,
      security,
      summary: "Places an order from the caller's cart (prices come from the server)",
      body: createOrderBodySchema,
      response: { 201: envelopeOf(createOrderResultSchema) },
    },
    handler: async (req, reply) => {
      // Refused before the order's transaction: no order, and stock, cart and coupon untouched.
      if (req.body.paymentMethod === 'Online' && !ctx.gateway) {
        throw new AppError(422, 'payments.notOffered', null, {}, 'paymentMethod');
      }
      const userId = currentUser(req).id;
      const place = () => placeOrder(ctx, userId, req.body, req.lang);
      // A code typed at checkout is a coupon look-up like IsValid: unknown ones are limited.
      const placed = req.body.couponCode
        ? await limitCouponMisses(ctx, req, userId, place)
        : await place();
      let checkoutId: string | null = null;
      if (placed.paymentMethod === 'Online') {
        // Opened after the order's transaction: a slow gateway never holds stock locks. If it
        // fails, the payment screen opens the checkout again (payment/checkout/{orderId}).
        try {
          const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
          if (order) checkoutId = await openCheckout(ctx, order);
        } catch (error) {
          req.log.error({ err: error, orderId: placed.id }, 'could not open a payment checkout');
        }
      }
      return sendOk(
        req,
        reply,
        'orders.created',
        {
          orderId: placed.id,
          orderNumber: placed.orderNumber,
          total: toSar(placed.totalHalalas),
          checkoutId,
        },
        201,
        { orderNumber: placed.orderNumber },
      );
    },
  });

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
      const preview = () => previewOrder(ctx, userId, req.query, req.lang);
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
};
