import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponListQuerySchema,
  adminCouponSchema,
  couponFieldsSchema,
  couponRemovalSchema,
  couponUpdateSchema,
  idParamSchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import {
  createCoupon,
  listAdminCoupons,
  removeCoupon,
  updateCoupon,
} from './admin-coupons.service.ts';

const tags = ['AdminCoupons'];
const security = [{ bearerAuth: [] }];

/** The dashboard's coupons: staff only (Admin or Manager; a customer 403, anonymous 401). */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.post('/AdminCoupons/Create', {
    schema: {
      tags,
      security,
      summary: 'Add a coupon (409 when the code exists in any letter case)',
      body: couponFieldsSchema,
      response: { 201: envelopeOf(adminCouponSchema) },
    },
    handler: async (req, reply) => {
      const coupon = await createCoupon(ctx, req.body);
      return sendOk(req, reply, 'coupons.created', coupon, 201, { code: coupon.code });
    },
  });

  app.put('/AdminCoupons/Update', {
    schema: {
      tags,
      security,
      summary: 'Replace a coupon’s fields (the id travels in the body)',
      body: couponUpdateSchema,
      response: { 200: envelopeOf(adminCouponSchema) },
    },
    handler: async (req, reply) => {
      const coupon = await updateCoupon(ctx, req.body.id, req.body);
      return sendOk(req, reply, 'coupons.updated', coupon, 200, { code: coupon.code });
    },
  });

  app.delete('/AdminCoupons/delete/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a coupon; one that orders used is deactivated instead (deleted: false)',
      params: idParamSchema,
      response: { 200: envelopeOf(couponRemovalSchema) },
    },
    handler: async (req, reply) => {
      const removal = await removeCoupon(ctx, req.params.id);
      return sendOk(
        req,
        reply,
        removal.deleted ? 'coupons.deleted' : 'coupons.deactivatedInstead',
        removal,
      );
    },
  });

  app.get('/AdminCoupons/All', {
    schema: {
      tags,
      security,
      summary: 'Coupons, paged, with search by code, a status filter and sorting',
      querystring: adminCouponListQuerySchema,
      response: { 200: envelopeOf(pagedOf(adminCouponSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'coupons.adminList', await listAdminCoupons(ctx, req.query)),
  });
};
