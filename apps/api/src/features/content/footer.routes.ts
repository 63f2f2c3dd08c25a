import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Footer: public reads and admin writes (seed §7). */
export const footerRoutes: FastifyPluginAsyncZod = async () => {};
