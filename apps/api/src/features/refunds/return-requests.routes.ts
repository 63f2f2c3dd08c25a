import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveReturnRequestBodySchema,
  createReturnRequestBodySchema,
  orderIdParamSchema,
  orderReturnsSchema,
  rejectReturnRequestBodySchema,
  returnRequestParamsSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { sarText } from '../invoices/invoice-document.ts';
import type { RefundRow } from './refund-ledger.ts';
import { orderReturns } from './return-request-queries.ts';
import {
  approveReturnRequest,
  createReturnRequest,
  rejectReturnRequest,
} from './return-requests.service.ts';

const security = [{ bearerAuth: [] }];

/** How an approval's refund ended, as its message says. */
const approvedKey = (refund: RefundRow) =>
  refund.status === 'succeeded'
    ? 'returns.approved'
    : refund.status === 'pending'
      ? 'returns.approvedPending'
      : 'returns.approvedFailed';

/** Return requests (decision 023): the shopper asks for their own order, staff decide. */
export const returnRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const staff = requireAuth('Admin', 'Manager');
  const days = () => ctx.config.returnWindowDays;

  app.get('/Order/:orderId/ReturnRequests', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary:
        "The return requests of the caller's own order, newest first, and what can still be asked for: per line the units neither returned nor in a pending request, and whether the return window (RETURN_WINDOW_DAYS after delivery) is open. Another customer's order is 404",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderReturnsSchema) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const view = await orderReturns(ctx.db, req.params.orderId, req.lang, days(), userId);
      return sendOk(req, reply, 'returns.view', view, 200, { orderNumber: view.orderNumber });
    },
  });

  app.post('/Order/:orderId/ReturnRequests', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary:
        "Asks to return units of chosen lines of the caller's delivered order, with a reason and an optional note; recorded pending for staff to approve (which refunds them) or reject. 409 under `lines` when the order is not Delivered or the return window has closed, 422 under `lines.N.…` for a line not in the order or more units than are neither returned nor already requested, 404 for another customer's order; nothing is written on a refusal",
      params: orderIdParamSchema,
      body: createReturnRequestBodySchema,
      response: { 200: envelopeOf(orderReturnsSchema) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const { orderId } = req.params;
      const { orderNumber } = await createReturnRequest(ctx, userId, orderId, req.body, req.lang);
      const view = await orderReturns(ctx.db, orderId, req.lang, days(), userId);
      return sendOk(req, reply, 'returns.requested', view, 200, { orderNumber });
    },
  });

  app.get('/AdminOrder/:orderId/ReturnRequests', {
    onRequest: staff,
    schema: {
      tags: ['Admin orders'],
      security,
      summary:
        "The order's return requests, newest first (pending ones wait for a decision), with what each approval refunded",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderReturnsSchema) },
    },
    handler: async (req, reply) => {
      const view = await orderReturns(ctx.db, req.params.orderId, req.lang, days());
      return sendOk(req, reply, 'returns.view', view, 200, { orderNumber: view.orderNumber });
    },
  });

  app.post('/AdminOrder/:orderId/ReturnRequests/:requestId/Approve', {
    onRequest: staff,
    schema: {
      tags: ['Admin orders'],
      security,
      summary:
        'Approves a pending return request: refunds exactly its lines as a partial return (stock back; their share of the money through the gateway, or by hand for cash on delivery with manualMethod; credit note when invoiced; the last units close the order as Returned). 409 when already decided (of two approvals at once exactly one refunds) or when the refund is refused (unpaid, not Delivered), 422 when the lines are no longer returnable',
      params: returnRequestParamsSchema,
      body: approveReturnRequestBodySchema,
      response: { 200: envelopeOf(orderReturnsSchema) },
    },
    handler: async (req, reply) => {
      const refund = await approveReturnRequest(
        ctx,
        currentUser(req).id,
        req.params,
        req.body,
        req.lang,
      );
      const view = await orderReturns(ctx.db, req.params.orderId, req.lang, days());
      return sendOk(req, reply, approvedKey(refund), view, 200, {
        amount: sarText(refund.amountHalalas),
        orderNumber: view.orderNumber,
        reason: refund.resultDescription ?? refund.resultCode ?? '—',
      });
    },
  });

  app.post('/AdminOrder/:orderId/ReturnRequests/:requestId/Reject', {
    onRequest: staff,
    schema: {
      tags: ['Admin orders'],
      security,
      summary:
        'Rejects a pending return request with a reason the shopper reads on their order page; nothing is refunded or restocked. 409 when already decided',
      params: returnRequestParamsSchema,
      body: rejectReturnRequestBodySchema,
      response: { 200: envelopeOf(orderReturnsSchema) },
    },
    handler: async (req, reply) => {
      await rejectReturnRequest(ctx, currentUser(req).id, req.params, req.body.reason, req.lang);
      const view = await orderReturns(ctx.db, req.params.orderId, req.lang, days());
      return sendOk(req, reply, 'returns.rejected', view);
    },
  });
};
