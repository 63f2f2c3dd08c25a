import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailsSchema,
  adminOrderSummarySchema,
  adminOrdersQuerySchema,
  idParamSchema,
  orderIdParamSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { listAdminOrders } from './admin-order-queries.ts';
import { orderDetails } from './order-queries.ts';
import { togglePaid } from './order-status.service.ts';

const tags = ['Admin orders'];
const security = [{ bearerAuth: [] }];

/**
 * The specification's client sends its token as this call's body. Whatever arrives there is read
 * and dropped unparsed, so no body can fail the call; the token that counts is the header's. A
 * plugin of its own so these parsers apply to this route alone; it is registered inside
 * `adminOrderRoutes` and inherits its staff-only guard.
 */
const paymentStatusRoute: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.patch('/AdminOrder/:id/PaymentStatus', {
    schema: {
      tags,
      security,
      summary: 'Toggles whether the order is paid (cash collected, transfer seen, refund made)',
      params: idParamSchema,
      response: { 200: envelopeOf(adminOrderDetailsSchema) },
    },
    handler: async (req, reply) => {
      const staffId = currentUser(req).id;
      const { order, isPaid } = await togglePaid(ctx, staffId, req.params.id, req.lang);
      const key = isPaid ? 'orders.markedPaid' : 'orders.markedUnpaid';
      return sendOk(req, reply, key, order, 200, { orderNumber: order.orderNumber });
    },
  });
};

/** Admin and Manager only (a customer gets 403, an anonymous caller 401). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.get('/AdminOrder/GetAllOrders', {
    schema: {
      tags,
      security,
      summary: 'All orders, newest first, with filters, search and sorting',
      querystring: adminOrdersQuerySchema,
      response: { 200: envelopeOf(pagedOf(adminOrderSummarySchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'orders.adminList', await listAdminOrders(ctx.db, req.query)),
  });

  app.get('/AdminOrder/GetOrderDetails/:orderId', {
    schema: {
      tags,
      security,
      summary: 'Any order with lines, totals, customer, status history and the allowed next moves',
      params: orderIdParamSchema,
      response: { 200: envelopeOf(adminOrderDetailsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'orders.found', await orderDetails(ctx.db, req.params.orderId, req.lang)),
  });

  await app.register(paymentStatusRoute);
};
