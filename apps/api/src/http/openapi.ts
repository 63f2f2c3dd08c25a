import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the route schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dukkan API',
        description:
          'REST API of the Dukkan shop. Every response is `{message, statusCode, data}`; messages follow `Accept-Language` (`en` or `ar`). Paths are matched case-insensitively.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Decision 022: a guest's cart, and the access token of an order placed as a guest.
          cartToken: { type: 'apiKey', in: 'header', name: 'X-Cart-Token' },
          orderToken: { type: 'apiKey', in: 'header', name: 'X-Order-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
