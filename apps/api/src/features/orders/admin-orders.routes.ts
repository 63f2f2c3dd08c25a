import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminOrderRoutes: FastifyPluginAsyncZod = async () => {};
