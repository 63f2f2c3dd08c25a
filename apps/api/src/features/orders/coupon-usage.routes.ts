import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponDetailsSchema,
  idParamSchema,
  pageQuerySchema,
  usedCouponSchema,
} from '@dukkan/contracts';
import { currentUser, requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { getAdminCouponDetails, listUsedCoupons } from './coupon-usage.ts';

const security = [{ bearerAuth: [] }];

/** The shopper's own coupon uses (any signed-in role), listed under the coupons tag. */
export const usedCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Coupons'];
  app.addHook('onRequest', requireAuth());

  app.get('/UserCoupons/used', {
    schema: {
      tags,
      security,
      summary: "The caller's coupon uses with their orders, newest first, paged",
      querystring: pageQuerySchema,
      response: { 200: envelopeOf(pagedOf(usedCouponSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'coupons.used',
        await listUsedCoupons(ctx, currentUser(req).id, req.query),
      ),
  });
};

/** A coupon's details with its uses, for the dashboard: staff only (Admin or Manager). */
export const adminCouponUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['AdminCoupons'];
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.get('/AdminCoupons/Details/:id', {
    schema: {
      tags,
      security,
      summary: 'A coupon with its live uses: totals, by customer and the latest orders',
      params: idParamSchema,
      response: { 200: envelopeOf(adminCouponDetailsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'coupons.details', await getAdminCouponDetails(ctx, req.params.id)),
  });
};
