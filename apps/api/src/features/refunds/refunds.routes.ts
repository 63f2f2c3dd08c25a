import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailsSchema,
  createRefundBodySchema,
  creditNoteParamsSchema,
  creditNoteSummarySchema,
  orderDetailsSchema,
  orderIdParamSchema,
  orderRefundsSchema,
  refundIdParamsSchema,
  updateOrderStatusBodySchema,
} from '@dukkan/contracts';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { sarText } from '../invoices/invoice-document.ts';
import { pdfResponse, sendPdf } from '../invoices/invoices.routes.ts';
import { loadInvoiceOrder } from '../invoices/invoice-document.ts';
import { notFound } from '../../lib/app-error.ts';
import { statusName } from '../orders/order-status.service.ts';
import { creditNoteFile } from './credit-note-file.ts';
import type { RefundRow } from './refund-ledger.ts';
import { cancelMyOrderWithRefund, changeStatusWithRefund } from './refund-on-close.ts';
import { retryRefund } from './refund-gateway.ts';
import { listCreditNotes, orderRefunds } from './refund-queries.ts';
import { requestRefund } from './refund-request.service.ts';

const tags = ['Admin orders'];
const security = [{ bearerAuth: [] }];
const PDF_TYPE = 'application/pdf';

/** The message that says how a refund ended. */
const outcomeKey = (refund: RefundRow) =>
  refund.status === 'succeeded'
    ? 'refunds.succeeded'
    : refund.status === 'pending'
      ? 'refunds.pending'
      : 'refunds.failed';

/** Refunds and credit notes (decision 020): staff act on any order, a customer downloads their own. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const staff = requireAuth('Admin', 'Manager');

  app.put('/AdminOrder/UpdateOrderStatus', {
    onRequest: staff,
    schema: {
      tags,
      security,
      summary:
        'Moves an order to one of its allowed statuses (409 otherwise), with a note. Cancelling or returning a paid Online order refunds what is left through the gateway; closing an invoiced order issues its credit note',
      body: updateOrderStatusBodySchema,
      response: { 200: envelopeOf(adminOrderDetailsSchema) },
    },
    handler: async (req, reply) => {
      const order = await changeStatusWithRefund(ctx, currentUser(req).id, req.body, req.lang);
      return sendOk(req, reply, 'orders.statusChanged', order, 200, {
        orderNumber: order.orderNumber,
        status: statusName(order.status, req.lang),
      });
    },
  });

  app.get('/AdminOrder/:orderId/Refunds', {
    onRequest: staff,
    schema: {
      tags,
      security,
      summary:
        "The order's money state (refunded, pending, left to refund), its lines with the units returned, its refunds and its credit notes",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderRefundsSchema) },
    },
    handler: async (req, reply) => {
      const view = await orderRefunds(ctx.db, req.params.orderId, req.lang);
      return sendOk(req, reply, 'refunds.view', view, 200, { orderNumber: view.orderNumber });
    },
  });

  app.post('/AdminOrder/:orderId/Refunds', {
    onRequest: staff,
    schema: {
      tags,
      security,
      summary:
        'Refunds a paid order: the whole of it (cancelled when Pending or Processing, returned when Delivered, what is left when closed), chosen lines of a Delivered order (their share incl. VAT; stock back; delivery only with the last lines) or an amount alone. Online orders through the gateway (recorded pending first, then succeeded or failed), cash on delivery by hand (manualMethod, manualReference). Issues a credit note when the order is invoiced. 409 unpaid or nothing left, 422 above what is left or a line/quantity not returnable, 400 bad input',
      params: orderIdParamSchema,
      body: createRefundBodySchema,
      response: { 200: envelopeOf(orderRefundsSchema) },
    },
    handler: async (req, reply) => {
      const { orderId } = req.params;
      const refund = await requestRefund(ctx, currentUser(req).id, orderId, req.body, req.lang);
      const view = await orderRefunds(ctx.db, orderId, req.lang);
      return sendOk(req, reply, outcomeKey(refund), view, 200, {
        amount: sarText(refund.amountHalalas),
        orderNumber: view.orderNumber,
        reason: refund.resultDescription ?? refund.resultCode ?? '—',
      });
    },
  });

  app.post('/AdminOrder/:orderId/Refunds/:refundId/Retry', {
    onRequest: staff,
    schema: {
      tags,
      security,
      summary:
        'Asks the gateway again to make a failed refund (or one left pending by a crash, after 60 s). 409 when it went through or is still in flight',
      params: refundIdParamsSchema,
      response: { 200: envelopeOf(orderRefundsSchema) },
    },
    handler: async (req, reply) => {
      const { orderId, refundId } = req.params;
      const refund = await retryRefund(ctx, orderId, refundId);
      const view = await orderRefunds(ctx.db, orderId, req.lang);
      return sendOk(req, reply, outcomeKey(refund), view, 200, {
        amount: sarText(refund.amountHalalas),
        orderNumber: view.orderNumber,
        reason: refund.resultDescription ?? refund.resultCode ?? '—',
      });
    },
  });

  app.get('/AdminOrder/:orderId/CreditNotes/:creditNoteId', {
    onRequest: staff,
    schema: {
      tags,
      security,
      summary:
        'A credit note of the order (PDF, Arabic and English, ZATCA QR like the invoice), rendered once and stored',
      params: creditNoteParamsSchema,
      produces: [PDF_TYPE],
      response: pdfResponse,
    },
    handler: async (req, reply) =>
      sendPdf(reply, await creditNoteFile(ctx, req.params.orderId, req.params.creditNoteId)),
  });

  app.post('/Order/CancelMyOrder/:orderId', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary:
        "Cancels one of the caller's orders while it is Pending or Processing: stock and coupon use come back, a paid Online order is refunded through the gateway for its whole amount and an invoiced one gets its credit note. 409 for one already shipped or closed, or a paid cash-on-delivery order (staff refund it)",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderDetailsSchema) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const order = await cancelMyOrderWithRefund(ctx, userId, req.params.orderId, req.lang);
      return sendOk(req, reply, 'orders.cancelled', order, 200, {
        orderNumber: order.orderNumber,
      });
    },
  });

  app.get('/Order/:orderId/CreditNotes', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary: "The credit notes of the caller's own order (another customer's order is 404)",
      params: orderIdParamSchema,
      response: { 200: envelopeOf(z.array(creditNoteSummarySchema)) },
    },
    handler: async (req, reply) => {
      const order = await loadInvoiceOrder(ctx.db, req.params.orderId, currentUser(req).id);
      if (!order) throw notFound('orders.notFound');
      return sendOk(req, reply, 'refunds.creditNotes', await listCreditNotes(ctx.db, order.id));
    },
  });

  app.get('/Order/:orderId/CreditNotes/:creditNoteId', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary:
        "A credit note of the caller's own order (same document as the staff's; another customer's is 404)",
      params: creditNoteParamsSchema,
      produces: [PDF_TYPE],
      response: pdfResponse,
    },
    handler: async (req, reply) =>
      sendPdf(
        reply,
        await creditNoteFile(ctx, req.params.orderId, req.params.creditNoteId, currentUser(req).id),
      ),
  });
};
