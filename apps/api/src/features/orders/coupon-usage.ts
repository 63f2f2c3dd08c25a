import { desc, eq, sql } from 'drizzle-orm';
import {
  COUPON_DETAILS_CUSTOMERS,
  COUPON_DETAILS_ORDERS,
  type AdminCouponDetails,
  type PageQuery,
  type Paged,
  type UsedCoupon,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSar } from '../../lib/money.ts';
import { users } from '../accounts/accounts.tables.ts';
import { findAdminCoupon } from '../coupons/admin-coupon-queries.ts';
import { toAdminCoupon } from '../coupons/admin-coupon-view.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { couponRedemptions, orders } from './orders.tables.ts';

// A coupon's uses are rows the orders write (one redemption per order), read with the orders they
// went to, so these reports sit with the orders rather than below them with the coupons.

/**
 * The caller's coupon uses, newest first, with the order each went to; the code shown is the one
 * the order was placed with, even if the coupon was renamed since. One query with its total.
 */
export async function listUsedCoupons(
  ctx: AppContext,
  userId: number,
  page: PageQuery,
): Promise<Paged<UsedCoupon>> {
  const mine = eq(couponRedemptions.userId, userId);
  const rows = await ctx.db
    .select({
      couponId: couponRedemptions.couponId,
      code: sql<string>`coalesce(${orders.couponCode}, ${coupons.code})`,
      type: coupons.type,
      valueHundredths: coupons.valueHundredths,
      discountHalalas: couponRedemptions.discountHalalas,
      orderId: couponRedemptions.orderId,
      orderNumber: orders.orderNumber,
      usedAt: couponRedemptions.createdAt,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(mine)
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const totalCount =
    rows[0]?.totalCount ?? (page.pageNumber > 1 ? await ctx.db.$count(couponRedemptions, mine) : 0);
  return {
    items: rows.map((row) => ({
      couponId: row.couponId,
      code: row.code,
      type: row.type,
      value: toSar(row.valueHundredths),
      discountAmount: toSar(row.discountHalalas),
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      usedAt: row.usedAt.toISOString(),
    })),
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalCount,
  };
}

/**
 * A coupon's live uses (redemptions are deleted when their order is cancelled or returned): the
 * totals, the busiest customers and the newest orders. Three statements whatever the numbers.
 */
export async function readCouponUsage(
  db: Executor,
  couponId: number,
): Promise<AdminCouponDetails['usage']> {
  const ofCoupon = eq(couponRedemptions.couponId, couponId);
  const [totals] = await db
    .select({
      timesUsed: sql<number>`count(*)`.mapWith(Number),
      totalDiscount: sql<number>`coalesce(sum(${couponRedemptions.discountHalalas}), 0)`.mapWith(
        Number,
      ),
    })
    .from(couponRedemptions)
    .where(ofCoupon);

  // A deleted account leaves its redemptions without a user; the order's snapshot still names
  // the customer, so those uses are grouped by the e-mail they were placed with.
  const orphanEmail = sql`case when ${couponRedemptions.userId} is null then ${orders.customerEmail} end`;
  const timesUsed = sql<number>`count(*)`.mapWith(Number);
  const discount = sql<number>`sum(${couponRedemptions.discountHalalas})`.mapWith(Number);
  // As epoch milliseconds: both drivers return a plain number, where a bare timestamp comes back
  // as text from one and as a Date from the other.
  const lastUsedAt =
    sql<number>`(extract(epoch from max(${couponRedemptions.createdAt})) * 1000)::float8`.mapWith(
      Number,
    );
  const customers = await db
    .select({
      userId: couponRedemptions.userId,
      name: sql<string>`coalesce(max(${users.firstName} || ' ' || ${users.lastName}), max(${orders.customerName}))`,
      email: sql<string>`coalesce(max(${users.email}), max(${orders.customerEmail}))`,
      timesUsed,
      discount,
      lastUsedAt,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .leftJoin(users, eq(users.id, couponRedemptions.userId))
    .where(ofCoupon)
    .groupBy(couponRedemptions.userId, orphanEmail)
    .orderBy(desc(timesUsed), desc(discount), desc(lastUsedAt))
    .limit(COUPON_DETAILS_CUSTOMERS);

  const recent = await db
    .select({
      orderId: couponRedemptions.orderId,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      discountHalalas: couponRedemptions.discountHalalas,
      usedAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(ofCoupon)
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(COUPON_DETAILS_ORDERS);

  return {
    timesUsed: totals?.timesUsed ?? 0,
    totalDiscount: toSar(totals?.totalDiscount ?? 0),
    byCustomer: customers.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      timesUsed: row.timesUsed,
      totalDiscount: toSar(row.discount),
      lastUsedAt: new Date(row.lastUsedAt).toISOString(),
    })),
    recentOrders: recent.map((row) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      customerName: row.customerName,
      discountAmount: toSar(row.discountHalalas),
      usedAt: row.usedAt.toISOString(),
    })),
  };
}

/** A coupon as the dashboard edits it, with its live uses. */
export async function getAdminCouponDetails(
  ctx: AppContext,
  id: number,
): Promise<AdminCouponDetails> {
  const found = await findAdminCoupon(ctx.db, id);
  if (!found) throw notFound('coupons.notFound');
  return { ...toAdminCoupon(found.coupon, found.status), usage: await readCouponUsage(ctx.db, id) };
}
