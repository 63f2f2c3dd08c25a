import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const invoiceRoutes: FastifyPluginAsyncZod = async () => {};
