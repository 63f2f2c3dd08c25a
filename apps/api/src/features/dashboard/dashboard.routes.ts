import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponUsageQuerySchema,
  couponUsageStatSchema,
  dashboardCountsSchema,
  lowStockPageSchema,
  lowStockQuerySchema,
  salesPerDayQuerySchema,
  salesPerDaySchema,
  topSellingProductSchema,
  topSellingQuerySchema,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import {
  getCounts,
  getCouponUsageStats,
  getLowStockProducts,
  getSalesPerDay,
  getTopSellingProducts,
} from './dashboard.service.ts';

const tags = ['AdminDashboard'];
const security = [{ bearerAuth: [] }];

/** The dashboard's statistics: staff only (Admin or Manager), each one SQL statement. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.get('/AdminDashboard/GetCounts', {
    schema: {
      tags,
      security,
      summary: 'How many users, products, categories, brands, orders, coupons, … the shop has',
      response: { 200: envelopeOf(dashboardCountsSchema) },
    },
    handler: async (req, reply) => sendOk(req, reply, 'dashboard.counts', await getCounts(ctx)),
  });

  app.get('/AdminDashboard/SalesPerDay', {
    schema: {
      tags,
      security,
      summary:
        'Paid orders and revenue per day (Asia/Riyadh), zero days included; last 30 days by default; pageSize up to 366',
      querystring: salesPerDayQuerySchema,
      response: { 200: envelopeOf(salesPerDaySchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'dashboard.salesPerDay', await getSalesPerDay(ctx, req.query)),
  });

  app.get('/AdminDashboard/TopSellingProducts', {
    schema: {
      tags,
      security,
      summary:
        'Best sellers by units from orders not cancelled or returned, with units per combination; last 30 days by default (count 5, at most 50)',
      querystring: topSellingQuerySchema,
      response: { 200: envelopeOf(z.array(topSellingProductSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'dashboard.topSelling',
        await getTopSellingProducts(ctx, req.query, req.lang),
      ),
  });

  app.get('/AdminDashboard/CouponUsageStats', {
    schema: {
      tags,
      security,
      summary: 'The most used coupons by live uses, with the discount they gave',
      querystring: couponUsageQuerySchema,
      response: { 200: envelopeOf(z.array(couponUsageStatSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'dashboard.couponUsage', await getCouponUsageStats(ctx, req.query.count)),
  });

  app.get('/AdminDashboard/LowStockProducts', {
    schema: {
      tags,
      security,
      summary:
        'Variants with stock at or below the threshold (default 5), lowest first, paged; a product without options is its one variant',
      querystring: lowStockQuerySchema,
      response: { 200: envelopeOf(lowStockPageSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'dashboard.lowStock', await getLowStockProducts(ctx, req.query, req.lang)),
  });
};
