import type { Readable } from 'node:stream';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductImportResult } from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { abandonedSignal, slotForStream } from '../../http/heavy-jobs.ts';
import { optionalFile } from '../../http/uploads.ts';
import { badRequest, payloadTooLarge } from '../../lib/app-error.ts';
import { exportFileName, openProductWorkbook } from './product-export.ts';
import { importProducts } from './product-import.service.ts';

const tags = ['Admin products'];
const security = [{ bearerAuth: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An import workbook may be larger than the 5 MB every image upload is held to. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const importBody = z.preprocess((body) => body ?? {}, z.object({ file: optionalFile }));
const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** Export and import of the catalog as an Excel workbook; Admin and Manager only. */
export const productSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.get('/AdminProduct/exportProductsToExcel', {
    schema: {
      tags,
      security,
      summary:
        'Download every product (active and inactive) as an .xlsx workbook. A heavy job: 429 with Retry-After when too many exports and imports are running or waiting',
      produces: [XLSX_TYPE],
      // Documentation only: a stream is sent as it is, never through the serializer.
      response: {
        200: z
          .custom<Readable>(() => true)
          .meta({
            type: 'string',
            format: 'binary',
            description: 'The workbook, sheet "Products"',
          }),
      },
    },
    handler: async (_req, reply) => {
      const slot = await slotForStream(ctx.heavyJobs, reply);
      const now = new Date();
      let workbook: Readable;
      try {
        workbook = await openProductWorkbook(ctx.db, now);
      } catch (error) {
        slot.release();
        throw error;
      }
      slot.holdUntilClosed(workbook);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  });

  app.post('/AdminProduct/import', {
    schema: {
      tags,
      security,
      summary:
        'Create or update products from an .xlsx workbook (multipart field `file`, 10 MB at most); matched by SKU; any bad row → 422 listing every error, nothing written. A heavy job: 429 with Retry-After when too many exports and imports are running or waiting',
      consumes: ['multipart/form-data'],
      body: importBody,
      response: { 200: envelopeOf(importResult) },
    },
    config: { multipartOptions: { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } } },
    // The upload plugin's size error speaks of images; this route's limit is the workbook's.
    errorHandler: (error: FastifyError) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw payloadTooLarge('products.importTooLarge');
      }
      throw error;
    },
    handler: async (req, reply) => {
      const { file } = req.body;
      if (!file) throw badRequest('products.importFileRequired', null, { field: 'file' });
      const result: ProductImportResult = await ctx.heavyJobs.run(
        () => importProducts(ctx, file, req.lang),
        abandonedSignal(reply),
      );
      return sendOk(req, reply, 'products.imported', result, 200, { ...result });
    },
  });
};
