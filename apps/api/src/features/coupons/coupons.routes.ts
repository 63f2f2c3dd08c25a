import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponCodeParamSchema, couponSchema } from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { limitCouponMisses } from './coupon-miss-limit.ts';
import { checkCouponCode, getCouponByCode, listAvailableCoupons } from './coupons.service.ts';

const tags = ['Coupons'];
const security = [{ bearerAuth: [] }];
const COUPON_MISSES =
  'Unknown codes are limited per account and per client address (429 with Retry-After beyond); codes that exist never count.';

/**
 * The shopper's coupon reads (any signed-in role). Applying a coupon changes the cart, so
 * `UserCoupons/use` lives with the cart routes.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth());

  app.get('/Coupons/GetByCode/:code', {
    schema: {
      tags,
      security,
      summary: 'A coupon by its code (any letter case), with the uses left to the caller',
      description: COUPON_MISSES,
      params: couponCodeParamSchema,
      response: { 200: envelopeOf(couponSchema) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const coupon = await limitCouponMisses(ctx, req, userId, () =>
        getCouponByCode(ctx, req.params.code, userId),
      );
      return sendOk(req, reply, 'coupons.found', coupon);
    },
  });

  app.get('/Coupons/IsValid/:code', {
    schema: {
      tags,
      security,
      summary:
        'Whether the caller can use the code now (false for unknown codes; the message says why)',
      description: COUPON_MISSES,
      params: couponCodeParamSchema,
      response: { 200: envelopeOf(z.boolean()) },
    },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const check = await limitCouponMisses(
        ctx,
        req,
        userId,
        () => checkCouponCode(ctx, req.params.code, userId),
        (answer) => answer.messageKey === 'coupons.notFound',
      );
      return sendOk(req, reply, check.messageKey, check.isValid);
    },
  });

  app.get('/UserCoupons/available', {
    schema: {
      tags,
      security,
      summary: 'Coupons the caller can use now, ending soonest first (at most 100)',
      response: { 200: envelopeOf(z.array(couponSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'coupons.available', await listAvailableCoupons(ctx, currentUser(req).id)),
  });
};
