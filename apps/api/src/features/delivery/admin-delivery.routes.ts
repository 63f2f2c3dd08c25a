import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminDeliveryRoutes: FastifyPluginAsyncZod = async () => {};
