import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async () => {};
