import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactReceiptSchema } from '@dukkan/contracts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { sendContactMessage } from './contact.service.ts';

const senderOf = (req: { body: unknown }) => (req.body as { email?: string } | undefined)?.email;

/** The storefront's contact form: anyone may write, a few times an hour. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post('/contact/send', {
    schema: {
      tags: ['Contact'],
      summary: 'E-mail the store (to the footer’s e-mail, else the shop’s sender address)',
      description:
        'Reply-To is the sender. Name and subject must be single lines. Limited per client address and per sender e-mail (429 with Retry-After beyond).',
      body: contactMessageSchema,
      response: { 200: envelopeOf(contactReceiptSchema) },
    },
    preHandler: rateLimit('contact', senderOf),
    handler: async (req, reply) => {
      await sendContactMessage(ctx, req.body);
      return sendOk(req, reply, 'contact.sent', { sent: true });
    },
  });
};
