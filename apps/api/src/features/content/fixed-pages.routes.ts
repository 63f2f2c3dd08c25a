import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Fixed pages: public reads and admin writes (seed §7). */
export const fixedPageRoutes: FastifyPluginAsyncZod = async () => {};
