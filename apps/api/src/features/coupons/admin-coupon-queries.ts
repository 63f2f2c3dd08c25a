import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { CouponSort, CouponStatus } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
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
