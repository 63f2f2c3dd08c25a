import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sandboxPayBodySchema, textInput } from '@dukkan/contracts';
import {
  createSandboxCheckout,
  findSandboxCheckout,
  paySandboxCheckout,
  sandboxPaymentJson,
  SANDBOX_RESULTS,
} from './sandbox-store.ts';
import { SANDBOX_WIDGET_SCRIPT } from './sandbox-widget.ts';

const checkoutBody = z.object({
  entityId: textInput().min(1),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentType: z.enum(['DB', 'PA']),
  merchantTransactionId: textInput().max(255).optional(),
});

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

  app.get<{ Params: { id: string } }>(
    '/v1/checkouts/:id/payment',
    { schema: hide },
    async (request, reply) => {
      const answer = sandboxPaymentJson(await findSandboxCheckout(db, request.params.id));
      return reply.code(answer.status).send(answer.json);
    },
  );

  app.get('/v1/paymentWidgets.js', { schema: hide }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(SANDBOX_WIDGET_SCRIPT),
  );

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/pay',
    { schema: hide },
    async (request, reply) => {
      const { id } = request.params;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const card = sandboxPayBodySchema.safeParse(body);
      // A malformed card is a declined payment (as at a real gateway), not a form error page.
      await paySandboxCheckout(db, id, card.success ? card.data : null);
      const query = new URLSearchParams({ id, resourcePath: `/v1/checkouts/${id}/payment` });
      return reply.redirect(`${resultPath(body.shopperResultUrl)}?${query}`, 303);
    },
  );
};
