import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestAccountBodySchema,
  guestOrderBodySchema,
  guestOrderLookupBodySchema,
  guestPreviewQuerySchema,
  guestOrderResultSchema,
  loginDataSchema,
  orderDetailsSchema,
  orderIdParamSchema,
  orderTotalsSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { toSar } from '../../lib/money.ts';
import { CART_TOKEN_HEADER, guestTokenOf } from '../cart/cart-owner.ts';
import { attachGuestOrder, findGuestOrder, readGuestOrder } from '../orders/guest-orders.ts';
import { ORDER_TOKEN_HEADER, orderTokenOf } from '../orders/order-owner.ts';
import { previewOrder } from '../orders/order-quote.ts';
import { createAccountFromGuestOrder, guestCheckout } from './guest-checkout.service.ts';

const tags = ['Guest checkout'];
const orderToken = [{ orderToken: [] }];
const tokenNote =
  "The order's access token (answered by `Order/CreateGuestOrder`) in `X-Order-Token`; a missing, wrong or another order's token is 404 like an unknown order.";

/** Buying without an account (decision 022): the order, its pages, finding it, keeping it. */
export const guestCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/Order/GuestPreview', {
    schema: {
      tags,
      security: [{ cartToken: [] }],
      summary:
        'What an order from the guest cart named by X-Cart-Token would cost now, with a delivery method',
      description:
        'As `Order/Preview` without coupons (they need an account). No token, or one whose cart is gone, is an empty cart: zero totals.',
      querystring: guestPreviewQuerySchema,
      response: { 200: envelopeOf(orderTotalsSchema) },
    },
    handler: async (req, reply) => {
      const owner = { guestToken: guestTokenOf(req.headers[CART_TOKEN_HEADER]) };
      return sendOk(
        req,
        reply,
        'orders.preview',
        await previewOrder(ctx, owner, req.query, req.lang),
      );
    },
  });

  app.post('/Order/CreateGuestOrder', {
    schema: {
      tags,
      security: [{ cartToken: [] }],
      summary:
        'Places an order from the guest cart named by X-Cart-Token, for the contact and national address sent (prices come from the server)',
      description:
        'The same transaction and checks as `Order/CreateOrder` (stock 409, product off sale or empty cart 422, delivery method 404/422). `addressId` is never accepted (404 under addressId). Limited per mobile, per e-mail and per delivery address (`GUEST_ORDERS_PER_HOUR`) and per client address (three times that): 429 with Retry-After; refused orders do not count. Coupons need an account. The answer carries `accessToken`, shown once: it opens the order, its payment and "create an account" as `X-Order-Token`.',
      body: guestOrderBodySchema,
      response: { 201: envelopeOf(guestOrderResultSchema) },
    },
    handler: async (req, reply) => {
      const cartToken = guestTokenOf(req.headers[CART_TOKEN_HEADER]);
      const placed = await guestCheckout(ctx, req, cartToken, req.body);
      const { order } = placed;
      const result = {
        orderId: order.id,
        orderNumber: order.orderNumber,
        total: toSar(order.totalHalalas),
        checkoutId: placed.checkoutId,
        accessToken: placed.accessToken,
      };
      return sendOk(req, reply, 'orders.created', result, 201, { orderNumber: order.orderNumber });
    },
  });

  app.get('/GuestOrder/:orderId', {
    schema: {
      tags,
      security: orderToken,
      summary: "A guest's order, as its confirmation and payment pages show it",
      description: tokenNote,
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderDetailsSchema) },
    },
    handler: async (req, reply) => {
      const token = orderTokenOf(req.headers[ORDER_TOKEN_HEADER]);
      const order = await readGuestOrder(ctx.db, req.params.orderId, token, req.lang);
      return sendOk(req, reply, 'orders.guestFound', order);
    },
  });

  app.post('/GuestOrder/find', {
    schema: {
      tags,
      summary:
        'Find my order: a guest order by its number and the mobile or e-mail it was placed with',
      description:
        'Only orders no account holds. A number that does not exist and a contact that does not match get the same 404. Limited per client address and per order number (`GUEST_ORDER_LOOKUPS_PER_HOUR`): 429 with Retry-After.',
      body: guestOrderLookupBodySchema,
      response: { 200: envelopeOf(orderDetailsSchema) },
    },
    preHandler: rateLimit(
      'guestOrderLookups',
      (req) => (req.body as { orderNumber?: string } | undefined)?.orderNumber,
    ),
    handler: async (req, reply) =>
      sendOk(req, reply, 'orders.guestFound', await findGuestOrder(ctx.db, req.body, req.lang)),
  });

  app.post('/GuestOrder/:orderId/account', {
    schema: {
      tags,
      security: orderToken,
      summary:
        "Create an account from a guest's order with one field, the password; the order moves into it and the account is signed in",
      description: `${tokenNote} Name, e-mail and mobile come from the order. An e-mail that already has an account is 409 under email (sign in, then \`GuestOrder/{orderId}/claim\`). Limited as \`Account/register\` per client address.`,
      params: orderIdParamSchema,
      body: guestAccountBodySchema,
      response: { 201: envelopeOf(loginDataSchema) },
    },
    preHandler: rateLimit('register', () => undefined),
    handler: async (req, reply) => {
      const token = orderTokenOf(req.headers[ORDER_TOKEN_HEADER]);
      const made = await createAccountFromGuestOrder(
        ctx,
        req.params.orderId,
        token,
        req.body.password,
      );
      const params = { orderNumber: made.orderNumber };
      return sendOk(req, reply, 'orders.guestAccountCreated', made.signedIn, 201, params);
    },
  });

  app.post('/GuestOrder/:orderId/claim', {
    schema: {
      tags,
      security: [{ bearerAuth: [], orderToken: [] }],
      summary:
        "Move a guest's order into the signed-in caller's account (e.g. after the mobile sign-in)",
      description: `${tokenNote} An order an account already holds is 404 too.`,
      params: orderIdParamSchema,
      response: { 200: envelopeOf(orderDetailsSchema) },
    },
    onRequest: requireAuth(),
    handler: async (req, reply) => {
      const token = orderTokenOf(req.headers[ORDER_TOKEN_HEADER]);
      const userId = currentUser(req).id;
      await attachGuestOrder(ctx.db, req.params.orderId, token, userId);
      const order = await readGuestOrder(ctx.db, req.params.orderId, token, req.lang);
      return sendOk(req, reply, 'orders.guestClaimed', order, 200, {
        orderNumber: order.orderNumber,
      });
    },
  });
};
