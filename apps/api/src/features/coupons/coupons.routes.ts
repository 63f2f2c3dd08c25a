import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const couponRoutes: FastifyPluginAsyncZod = async () => {};
