import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Help services: public reads and admin writes (seed §7). */
export const helpServiceRoutes: FastifyPluginAsyncZod = async () => {};
