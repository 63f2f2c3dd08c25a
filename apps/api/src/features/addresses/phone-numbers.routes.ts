import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const phoneNumberRoutes: FastifyPluginAsyncZod = async () => {};
