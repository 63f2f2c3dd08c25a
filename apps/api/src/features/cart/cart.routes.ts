import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartItemBodySchema,
  cartQuerySchema,
  cartSchema,
  couponIdParamSchema,
  idParamSchema,
  removeCartItemQuerySchema,
  type PageQuery,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { applyCoupon, removeCoupon } from './cart-coupon.service.ts';
import {
  addToCart,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
  type CartCaller,
} from './cart.service.ts';

const tags = ['Cart'];
const security = [{ bearerAuth: [] }];
const cartEnvelope = envelopeOf(cartSchema);
// Every call answers the whole cart; the optional paging says which page of lines it shows.
const paged = { querystring: cartQuerySchema };

function callerOf(req: FastifyRequest<{ Querystring: PageQuery }>): CartCaller {
  return { userId: currentUser(req).id, lang: req.lang, paging: req.query };
}

/** The signed-in caller's cart (any role) and the coupon applied to it. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.get('/cart/getUserCart', {
    schema: {
      tags,
      security,
      summary: 'The cart: a page of lines (newest first) and the totals of all lines',
      ...paged,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.found', await getCart(ctx, callerOf(req))),
  });

  app.post('/cart/addToCart', {
    schema: {
      tags,
      security,
      summary:
        "Add a product's variant (merges with its line; 409 above stock, 422 inactive or no variant chosen, 404 unknown)",
      ...paged,
      body: cartItemBodySchema,
      response: { 201: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.itemAdded', await addToCart(ctx, callerOf(req), req.body), 201),
  });

  app.put('/cart/updateCartItem', {
    schema: {
      tags,
      security,
      summary:
        "Set a line's quantity (1..stock, else 409; 404 when the product is not in the cart)",
      ...paged,
      body: cartItemBodySchema,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.itemUpdated', await updateCartItem(ctx, callerOf(req), req.body)),
  });

  app.delete('/cart/removeCartItem/:id', {
    schema: {
      tags,
      security,
      summary:
        'Remove the line of a product (the id is the product id; `variantId` names the line when the cart has several of it)',
      querystring: removeCartItemQuerySchema,
      params: idParamSchema,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'cart.itemRemoved',
        await removeCartItem(ctx, callerOf(req), req.params.id, req.query.variantId),
      ),
  });

  app.delete('/cart/clearCart', {
    schema: {
      tags,
      security,
      summary: 'Remove every line and the applied coupon',
      ...paged,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.cleared', await clearCart(ctx, callerOf(req))),
  });

  app.post('/UserCoupons/use/:couponId', {
    schema: {
      tags: ['Coupons'],
      security,
      summary: 'Apply a coupon to the cart (no body; 422 with the reason when it cannot be used)',
      ...paged,
      params: couponIdParamSchema,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'cart.couponApplied',
        await applyCoupon(ctx, callerOf(req), req.params.couponId),
      ),
  });

  app.delete('/UserCoupons/use', {
    schema: {
      tags: ['Coupons'],
      security,
      summary: 'Take the applied coupon off the cart',
      ...paged,
      response: { 200: cartEnvelope },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.couponRemoved', await removeCoupon(ctx, callerOf(req))),
  });
};
