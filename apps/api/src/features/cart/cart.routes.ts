import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartItemBodySchema,
  cartQuerySchema,
  cartSchema,
  couponIdParamSchema,
  idParamSchema,
  mergedCartSchema,
  removeCartItemQuerySchema,
  type PageQuery,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { applyCoupon, removeCoupon } from './cart-coupon.service.ts';
import { mergeGuestCart } from './cart-merge.service.ts';
import { CART_TOKEN_HEADER, guestTokenOf } from './cart-owner.ts';
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
// The cart's lines: a signed-in caller's cart, or without a bearer token a guest's (decision 022).
const customerOrGuest: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cartToken: [] }];
const cartEnvelope = envelopeOf(cartSchema);
// Every call answers the whole cart; the optional paging says which page of lines it shows.
const paged = { querystring: cartQuerySchema };
const guestNote =
  'Without a bearer token it is the guest cart named by the `X-Cart-Token` header; its answer carries `cartToken`, the token to keep (null: the token names no cart any more). A malformed token is 400.';

const signedIn = requireAuth();
/** A bearer token must be valid (401 as everywhere); without one the caller is a guest. */
const customerOrGuestHook: onRequestAsyncHookHandler = async function (request, reply) {
  if (request.headers.authorization) return signedIn.call(this, request, reply);
  request.user = null;
};

function callerOf(req: FastifyRequest<{ Querystring: PageQuery }>): CartCaller {
  const owner = req.user
    ? { userId: req.user.id }
    : { guestToken: guestTokenOf(req.headers[CART_TOKEN_HEADER]) };
  return { owner, lang: req.lang, paging: req.query };
}

/** The caller's cart (any role, or a guest's) and the coupon applied to it (accounts only). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/cart/getUserCart', {
    schema: {
      tags,
      security: customerOrGuest,
      summary: 'The cart: a page of lines (newest first) and the totals of all lines',
      description: guestNote,
      ...paged,
      response: { 200: cartEnvelope },
    },
    onRequest: customerOrGuestHook,
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.found', await getCart(ctx, callerOf(req))),
  });

  app.post('/cart/addToCart', {
    schema: {
      tags,
      security: customerOrGuest,
      summary:
        "Add a product's variant (merges with its line; 409 above stock, 422 inactive or no variant chosen, 404 unknown)",
      description: `${guestNote} A guest without a cart (no token, or one that names no cart: expired after GUEST_CART_IDLE_DAYS idle, or never issued) gets a new cart under a new random token; a token the client made up is never adopted.`,
      ...paged,
      body: cartItemBodySchema,
      response: { 201: cartEnvelope },
    },
    onRequest: customerOrGuestHook,
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.itemAdded', await addToCart(ctx, callerOf(req), req.body), 201),
  });

  app.put('/cart/updateCartItem', {
    schema: {
      tags,
      security: customerOrGuest,
      summary:
        "Set a line's quantity (1..stock, else 409; 404 when the product is not in the cart)",
      ...paged,
      body: cartItemBodySchema,
      response: { 200: cartEnvelope },
    },
    onRequest: customerOrGuestHook,
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.itemUpdated', await updateCartItem(ctx, callerOf(req), req.body)),
  });

  app.delete('/cart/removeCartItem/:id', {
    schema: {
      tags,
      security: customerOrGuest,
      summary:
        'Remove the line of a product (the id is the product id; `variantId` names the line when the cart has several of it)',
      querystring: removeCartItemQuerySchema,
      params: idParamSchema,
      response: { 200: cartEnvelope },
    },
    onRequest: customerOrGuestHook,
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
      security: customerOrGuest,
      summary: 'Remove every line and the applied coupon',
      ...paged,
      response: { 200: cartEnvelope },
    },
    onRequest: customerOrGuestHook,
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
    onRequest: signedIn,
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
    onRequest: signedIn,
    handler: async (req, reply) =>
      sendOk(req, reply, 'cart.couponRemoved', await removeCoupon(ctx, callerOf(req))),
  });

  app.post('/cart/mergeGuestCart', {
    schema: {
      tags,
      security: [{ bearerAuth: [], cartToken: [] }],
      summary:
        "Move the guest cart named by X-Cart-Token into the signed-in caller's cart (after sign-in or registration)",
      description:
        "Quantities add up, capped at each variant's stock and the line limit; lines off sale stay behind; new lines stop at the cart's line limit. `adjustments` lists every line that came over short (the message says so). The guest cart is deleted; no token, or one naming no cart, merges nothing.",
      ...paged,
      response: { 200: envelopeOf(mergedCartSchema) },
    },
    onRequest: signedIn,
    handler: async (req, reply) => {
      const caller = { ...callerOf(req), owner: { userId: currentUser(req).id } };
      const token = guestTokenOf(req.headers[CART_TOKEN_HEADER]);
      const merged = await mergeGuestCart(ctx, caller, token);
      const key = merged.adjustments.length > 0 ? 'cart.mergedShort' : 'cart.merged';
      return sendOk(req, reply, key, merged);
    },
  });
};
