import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamSchema } from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { invoiceFile, type InvoiceFile } from './invoice.service.ts';

const security = [{ bearerAuth: [] }];
const PDF_TYPE = 'application/pdf';

// Documentation only: the file is sent as it is, never through the serializer.
export const pdfResponse = {
  200: z
    .custom<Buffer>(() => true)
    .meta({ type: 'string', format: 'binary', description: 'The document (PDF)' }),
};

/** The stored file, streamed from disk: a 1.2 MB invoice is never held in memory to be sent. */
export function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .type(PDF_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('content-length', file.size)
    .send(fs.createReadStream(file.path));
}

/** Simplified tax invoices: staff download any order's, a customer their own. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/AdminOrder/:orderId/invoice', {
    onRequest: requireAuth('Admin', 'Manager'),
    schema: {
      tags: ['Admin orders'],
      security,
      summary:
        "The order's simplified tax invoice (PDF, Arabic and English, ZATCA QR). The first download issues the next invoice number; later ones return the same file, rendered once and stored. 409 for a cancelled or unpaid online order; 429 with Retry-After when too many heavy jobs (renders, exports, imports) are running or waiting",
      params: orderIdParamSchema,
      produces: [PDF_TYPE],
      response: pdfResponse,
    },
    handler: async (req, reply) => sendPdf(reply, await invoiceFile(ctx, req.params.orderId)),
  });

  app.get('/Order/:orderId/invoice', {
    onRequest: requireAuth(),
    schema: {
      tags: ['Orders'],
      security,
      summary: "The caller's own order's simplified tax invoice (same document as the admin's)",
      params: orderIdParamSchema,
      produces: [PDF_TYPE],
      response: pdfResponse,
    },
    handler: async (req, reply) =>
      sendPdf(reply, await invoiceFile(ctx, req.params.orderId, currentUser(req).id)),
  });
};
