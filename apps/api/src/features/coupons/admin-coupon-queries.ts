import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_DETAILS_CUSTOMERS,
  COUPON_DETAILS_ORDERS,
  type AdminCouponDetails,
  type CouponSort,
  type CouponStatus,
} from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { toSar } from '../../lib/money.ts';
import { users } from '../accounts/accounts.tables.ts';
import { couponRedemptions, orders } from '../orders/orders.tables.ts';
import { likePattern } from '../../db/sql-text.ts';
import { couponStatusSql } from './admin-coupon-view.ts';
import type { CouponRow } from './coupon-rules.ts';
import { coupons } from './coupons.tables.ts';

export interface CouponListFilters {
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
  status?: CouponStatus | undefined;
  sortBy?: CouponSort | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
}

/** Each sort's natural direction: newest and most used first, A to Z, ending soonest first. */
const SORTS: Record<CouponSort, { column: SQL; natural: 'asc' | 'desc' }> = {
  newest: { column: sql`${coupons.createdAt}`, natural: 'desc' },
  code: { column: sql`lower(${coupons.code})`, natural: 'asc' },
  usedCount: { column: sql`${coupons.usedCount}`, natural: 'desc' },
  endDate: { column: sql`${coupons.endsAt}`, natural: 'asc' },
};

export function couponListWhere(filters: CouponListFilters): SQL | undefined {
  const term = filters.search?.trim();
  return and(
    term ? ilike(coupons.code, likePattern(term)) : undefined,
    filters.status ? sql`${couponStatusSql} = ${filters.status}` : undefined,
  );
}

/** One page of coupons with their status and, through a window count, the total. */
export function selectCouponPage(db: Executor, filters: CouponListFilters) {
  const sort = SORTS[filters.sortBy ?? 'newest'];
  const direction = filters.sortDirection ?? sort.natural;
  // Coupons without an end date sort after every dated one, whichever the direction.
  const order = sql`${sort.column} ${sql.raw(direction)} nulls last`;
  return db
    .select({
      coupon: coupons,
      status: couponStatusSql,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(coupons)
    .where(couponListWhere(filters))
    .orderBy(order, direction === 'asc' ? asc(coupons.id) : desc(coupons.id))
    .limit(filters.pageSize)
    .offset((filters.pageNumber - 1) * filters.pageSize);
}

/** A coupon with its status, or undefined. */
export async function findAdminCoupon(
  db: Executor,
  id: number,
): Promise<{ coupon: CouponRow; status: CouponStatus } | undefined> {
  const [row] = await db
    .select({ coupon: coupons, status: couponStatusSql })
    .from(coupons)
    .where(eq(coupons.id, id));
  return row;
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
