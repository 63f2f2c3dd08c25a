import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const deliveryRoutes: FastifyPluginAsyncZod = async () => {};
