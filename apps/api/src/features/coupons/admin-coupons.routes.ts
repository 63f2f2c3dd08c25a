import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminCouponRoutes: FastifyPluginAsyncZod = async () => {};
