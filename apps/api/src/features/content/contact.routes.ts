import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact form: public reads and admin writes (seed §7). */
export const contactRoutes: FastifyPluginAsyncZod = async () => {};
