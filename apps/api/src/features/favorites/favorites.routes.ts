import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const favoriteRoutes: FastifyPluginAsyncZod = async () => {};
