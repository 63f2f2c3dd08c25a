import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentRoutes: FastifyPluginAsyncZod = async () => {};
