import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeStatusSchema } from '@dukkan/contracts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { storeStatus } from './store-status.ts';

const tags = ['Store'];

/** Public: the storefront and the dashboard read it to show a demo banner and the payment choices. */
export const storeStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/Store/GetStatus', {
    schema: {
      tags,
      summary:
        'Whether this is the demo shop, where Online payments go (hyperpay, sandbox or none) and the payment methods checkout offers',
      response: { 200: envelopeOf(storeStatusSchema) },
    },
    handler: async (req, reply) => sendOk(req, reply, 'store.status', await storeStatus(ctx)),
  });
};
