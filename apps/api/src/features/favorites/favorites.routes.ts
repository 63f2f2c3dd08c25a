import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteBodySchema,
  favoriteSchema,
  idParamSchema,
  pageQuerySchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';

const tags = ['Favorites'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's wishlist (any role); each user sees and changes only their own. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.post('/favorite/AddFavorite', {
    schema: {
      tags,
      summary: 'Add an active product to the wishlist (201 when added, 200 when already there)',
      security,
      body: favoriteBodySchema,
      response: { 200: envelopeOf(favoriteSchema), 201: envelopeOf(favoriteSchema) },
    },
    handler: async (req, reply) => {
      const { favorite, created } = await addFavorite(
        ctx,
        currentUser(req).id,
        req.body.productId,
        req.lang,
      );
      return created
        ? sendOk(req, reply, 'favorites.added', favorite, 201)
        : sendOk(req, reply, 'favorites.alreadyAdded', favorite);
    },
  });

  app.delete('/favorite/removeFavorite/:id', {
    schema: {
      tags,
      summary: 'Remove a product from the wishlist (the id is the product id; idempotent)',
      security,
      params: idParamSchema,
      response: { 200: envelopeOf(z.object({ productId: z.number().int() })) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'favorites.removed',
        await removeFavorite(ctx, currentUser(req).id, req.params.id),
      ),
  });

  app.get('/favorite/getMyFavorites', {
    schema: {
      tags,
      summary: 'The wishlist, paged, newest first; unavailable products show isActive false',
      security,
      querystring: pageQuerySchema,
      response: { 200: envelopeOf(pagedOf(favoriteSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'favorites.list',
        await listFavorites(ctx, currentUser(req).id, req.query, req.lang),
      ),
  });
};
