import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sandboxPayBodySchema, textInput } from '@dukkan/contracts';
import {
  createSandboxCheckout,
  detectCardBrand,
  findSandboxCheckout,
  paySandboxCheckout,
  payWithSandboxWallet,
  sandboxPaymentJson,
  SANDBOX_RESULTS,
  SANDBOX_WALLETS,
} from './sandbox-store.ts';
import { refundSandboxPayment, sandboxRefundReport } from './sandbox-refunds.ts';
import { renderWalletPage, SANDBOX_STC_PAY_OTP } from './sandbox-wallet-page.ts';
import { SANDBOX_WIDGET_SCRIPT } from './sandbox-widget.ts';

const checkoutBody = z.object({
  entityId: textInput().min(1),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentType: z.enum(['DB', 'PA']),
  merchantTransactionId: textInput().max(255).optional(),
});

const refundBody = z.object({
  entityId: textInput().min(1),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentType: z.literal('RF'),
  // OPPWA's rule for the field: 8 to 255 characters.
  merchantTransactionId: z.string().min(8).max(255).optional(),
});

const reportQuery = z.object({
  entityId: textInput().min(1),
  merchantTransactionId: z.string().min(8).max(255),
});

/** The wallet screens' fields; anything malformed falls back to a safe default. */
const walletQuery = z.object({
  brand: z.enum(SANDBOX_WALLETS).catch('APPLEPAY'),
  lang: z.enum(['en', 'ar']).catch('en'),
  shopperResultUrl: z.string().max(2000).catch('/payment-status'),
  mobile: z
    .string()
    .regex(/^05\d{8}$/)
    .optional()
    .catch(undefined),
  otp: z.string().max(10).optional().catch(undefined),
  decision: z.enum(['approve', 'decline']).catch('decline'),
});

/** A body's fields; a body that is no object of fields (a JSON array or string, plain text) has none. */
function formFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Only our own payment-status screen may be the return address, so the form is no open redirect. */
function resultPath(requested: unknown): string {
  if (typeof requested !== 'string') return '/payment-status';
  try {
    const url = new URL(requested, 'http://sandbox.invalid');
    return url.pathname.endsWith('/payment-status') ? url.pathname : '/payment-status';
  } catch {
    return '/payment-status';
  }
}

/**
 * The sandbox gateway's HTTP face, speaking OPPWA's protocol (form-encoded requests, JSON answers
 * whose `result.code` decides, bearer token): what the HyperPay adapter is tested against, and
 * what the shopper's browser uses for the widget script and the card form.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const { db } = app.ctx;
  const hide = { hide: true };

  app.post('/v1/checkouts', { schema: hide }, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const timestamp = new Date().toISOString();
    if (!/^Bearer \S+/.test(auth)) {
      return reply.code(401).send({
        result: { code: '800.900.300', description: 'invalid authentication information' },
        timestamp,
      });
    }
    const parsed = checkoutBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        result: { code: '200.300.404', description: 'invalid or missing parameter' },
        parameterErrors: parsed.error.issues.map((issue) => ({
          name: issue.path.join('.'),
          message: issue.message,
        })),
        timestamp,
      });
    }
    const id = await createSandboxCheckout(db, {
      ...parsed.data,
      merchantTransactionId: parsed.data.merchantTransactionId ?? null,
    });
    return reply.send({ result: SANDBOX_RESULTS.created, id, ndc: id, timestamp });
  });

  // A back-office operation on a captured payment; the sandbox knows refunds (RF) only.
  app.post<{ Params: { id: string } }>(
    '/v1/payments/:id',
    { schema: hide },
    async (request, reply) => {
      if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
        return reply.code(401).send({
          result: { code: '800.900.300', description: 'invalid authentication information' },
          timestamp: new Date().toISOString(),
        });
      }
      const parsed = refundBody.safeParse(request.body);
      if (!parsed.success) {
        return reply.code(400).send({
          result: { code: '200.300.404', description: 'invalid or missing parameter' },
          parameterErrors: parsed.error.issues.map((issue) => ({
            name: issue.path.join('.'),
            message: issue.message,
          })),
          timestamp: new Date().toISOString(),
        });
      }
      const answer = await refundSandboxPayment(db, request.params.id, parsed.data);
      return reply.code(answer.status).send(answer.json);
    },
  );

  // The transaction report, as far as the shop asks it: the refunds sent under one id.
  app.get('/v3/query', { schema: hide }, async (request, reply) => {
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
      return reply.code(401).send({
        result: { code: '800.900.300', description: 'invalid authentication information' },
        timestamp: new Date().toISOString(),
      });
    }
    const parsed = reportQuery.safeParse(request.query);
    if (!parsed.success) {
      return reply.code(400).send({
        result: { code: '200.300.404', description: 'invalid or missing parameter' },
        timestamp: new Date().toISOString(),
      });
    }
    const { entityId, merchantTransactionId } = parsed.data;
    return reply.send(await sandboxRefundReport(db, entityId, merchantTransactionId));
  });

  app.get<{ Params: { id: string }; Querystring: { entityId?: string } }>(
    '/v1/checkouts/:id/payment',
    { schema: hide },
    async (request, reply) => {
      const row = await findSandboxCheckout(db, request.params.id);
      const { entityId } = request.query;
      // As at OPPWA, a checkout is read with the entity it was opened on.
      if (row && entityId !== undefined && entityId !== row.entityId) {
        return reply.code(400).send({
          result: { code: '200.300.404', description: 'invalid or missing parameter' },
          parameterErrors: [{ name: 'entityId', message: 'does not match the checkout' }],
          timestamp: new Date().toISOString(),
        });
      }
      const answer = sandboxPaymentJson(row);
      return reply.code(answer.status).send(answer.json);
    },
  );

  app.get('/v1/paymentWidgets.js', { schema: hide }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(SANDBOX_WIDGET_SCRIPT),
  );

  // COPYandPAY's brand detection by BIN list ("binlist"): the widget asks as the number is typed.
  app.get<{ Querystring: { bin?: string } }>(
    '/v1/brands',
    { schema: hide },
    async (request, reply) => {
      const bin = String(request.query.bin ?? '');
      if (!/^\d{6,8}$/.test(bin)) return reply.send({ brands: [] });
      return reply.send({ brands: [await detectCardBrand(db, bin)] });
    },
  );

  // A wallet's own screen: Apple Pay's sheet, STC Pay's number then code (GET: the next step).
  app.get<{ Params: { id: string } }>(
    '/v1/checkouts/:id/wallet',
    { schema: hide },
    async (request, reply) => {
      const query = walletQuery.parse(formFields(request.query));
      const row = await findSandboxCheckout(db, request.params.id);
      const open = row?.state === 'open';
      return reply
        .code(row ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          renderWalletPage({
            checkoutId: request.params.id,
            wallet: query.brand,
            lang: query.lang,
            amount: row && open ? `${row.amount} ${row.currency}` : null,
            shopperResultUrl: resultPath(query.shopperResultUrl),
            mobile: query.mobile ?? null,
          }),
        );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/wallet',
    { schema: hide },
    async (request, reply) => {
      const { id } = request.params;
      const form = walletQuery.parse(formFields(request.body));
      const isApproved = form.decision === 'approve';
      if (isApproved && form.brand === 'STC_PAY' && form.otp !== SANDBOX_STC_PAY_OTP) {
        // A wrong code changes nothing: the shopper is asked again, as STC Pay does.
        const row = await findSandboxCheckout(db, id);
        return reply
          .code(422)
          .type('text/html; charset=utf-8')
          .send(
            renderWalletPage({
              checkoutId: id,
              wallet: 'STC_PAY',
              lang: form.lang,
              amount: row?.state === 'open' ? `${row.amount} ${row.currency}` : null,
              shopperResultUrl: resultPath(form.shopperResultUrl),
              mobile: form.mobile ?? '',
              isWrongOtp: true,
            }),
          );
      }
      await payWithSandboxWallet(db, id, form.brand, isApproved);
      const query = new URLSearchParams({ id, resourcePath: `/v1/checkouts/${id}/payment` });
      return reply.redirect(`${resultPath(form.shopperResultUrl)}?${query}`, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/pay',
    { schema: hide },
    async (request, reply) => {
      const { id } = request.params;
      const body = formFields(request.body);
      const card = sandboxPayBodySchema.safeParse(body);
      // A malformed card is a declined payment (as at a real gateway), not a form error page.
      await paySandboxCheckout(db, id, card.success ? card.data : null);
      const query = new URLSearchParams({ id, resourcePath: `/v1/checkouts/${id}/payment` });
      return reply.redirect(`${resultPath(body.shopperResultUrl)}?${query}`, 303);
    },
  );
};
