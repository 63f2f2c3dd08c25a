import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CouponRow } from './coupon-rules.ts';
import { coupons } from './coupons.tables.ts';

/** A coupon with the caller's live uses of it (the `userUses` of `couponProblem`). */
export interface CouponWithUses {
  coupon: CouponRow;
  userUses: number;
}

/**
 * The caller's redemptions of the coupon in the row being read (indexed on coupon and user).
 * Written out in full because Drizzle leaves columns unqualified in a one-table select, where
 * "coupon_id" = "id" would compare two columns of the redemptions table.
 */
export function userUsesSql(userId: number): SQL<number> {
  return sql<number>`(select count(*) from coupon_redemptions r
    where r.coupon_id = "coupons"."id" and r.user_id = ${userId})`.mapWith(Number);
}

/** Codes are unique whatever their letter case; the comparison uses the lower(code) index. */
export function sameCode(code: string): SQL {
  return sql`lower(${coupons.code}) = lower(${code})`;
}

/**
 * SQL twin of `couponProblem` without an amount (active, inside its dates, under both limits),
 * evaluated at the statement's clock. It only narrows what a list reads before its limit; the
 * rows it returns still pass through `couponProblem`, which stays the rule.
 */
export function usableForSql(userId: number): SQL {
  return sql`(${coupons.isActive}
    and (${coupons.startsAt} is null or ${coupons.startsAt} <= now())
    and (${coupons.endsAt} is null or ${coupons.endsAt} > now())
    and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})
    and (${coupons.perUserLimit} is null or ${userUsesSql(userId)} < ${coupons.perUserLimit}))`;
}

/** How a look-up reads the coupon row: `lock` takes it for update (order placement). */
export interface CouponReadOptions {
  lock?: boolean;
}

async function findCoupon(
  db: Executor,
  where: SQL,
  userId: number,
  { lock = false }: CouponReadOptions,
): Promise<CouponWithUses | undefined> {
  if (!lock) {
    const [row] = await db
      .select({ coupon: coupons, userUses: userUsesSql(userId) })
      .from(coupons)
      .where(where);
    return row;
  }
  const [coupon] = await db.select().from(coupons).where(where).for('update');
  if (!coupon) return undefined;
  // Counted in a statement of its own, after the lock: a count inside the locking statement would
  // use that statement's snapshot, taken before it waited for a parallel order's redemption.
  const [uses] = await db
    .select({ userUses: userUsesSql(userId) })
    .from(coupons)
    .where(eq(coupons.id, coupon.id));
  return { coupon, userUses: uses?.userUses ?? 0 };
}

export function findCouponByCode(
  db: Executor,
  code: string,
  userId: number,
  options: CouponReadOptions = {},
) {
  return findCoupon(db, sameCode(code), userId, options);
}

export function findCouponById(
  db: Executor,
  id: number,
  userId: number,
  options: CouponReadOptions = {},
) {
  return findCoupon(db, eq(coupons.id, id), userId, options);
}
