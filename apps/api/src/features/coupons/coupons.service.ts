import { desc, sql } from 'drizzle-orm';
import type { Coupon } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/app-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { findCouponByCode, findCouponById, usableForSql, userUsesSql } from './coupon-queries.ts';
import { couponProblem, type CouponRow } from './coupon-rules.ts';
import { coupons } from './coupons.tables.ts';
import { toCoupon } from './coupon-view.ts';

/** The shopper's list is short by design: at most this many usable coupons. */
export const MAX_AVAILABLE_COUPONS = 100;

export async function getCouponByCode(
  ctx: AppContext,
  code: string,
  userId: number,
): Promise<Coupon> {
  const found = await findCouponByCode(ctx.db, code, userId);
  if (!found) throw notFound('coupons.notFound');
  return toCoupon(found.coupon, found.userUses);
}

export interface CodeCheck {
  isValid: boolean;
  /** What to tell the shopper: the reason when it is not valid. */
  messageKey: MessageKey;
}

/**
 * `IsValid/{code}`: valid when the coupon could be applied now. The order amount is not known yet,
 * so the minimum order is left to the cart and the order. An unknown code is simply not valid.
 */
export async function checkCouponCode(
  ctx: AppContext,
  code: string,
  userId: number,
): Promise<CodeCheck> {
  const found = await findCouponByCode(ctx.db, code, userId);
  if (!found) return { isValid: false, messageKey: 'coupons.notFound' };
  const problem = couponProblem(found.coupon, { now: new Date(), userUses: found.userUses });
  return problem
    ? { isValid: false, messageKey: problem }
    : { isValid: true, messageKey: 'coupons.valid' };
}

/** Coupons the caller can use now, ending soonest first, in one query. */
export async function listAvailableCoupons(ctx: AppContext, userId: number): Promise<Coupon[]> {
  const now = new Date();
  const rows = await ctx.db
    .select({ coupon: coupons, userUses: userUsesSql(userId) })
    .from(coupons)
    .where(usableForSql(userId))
    .orderBy(sql`${coupons.endsAt} asc nulls last`, desc(coupons.id))
    .limit(MAX_AVAILABLE_COUPONS);
  return rows
    .filter((row) => couponProblem(row.coupon, { now, userUses: row.userUses }) === null)
    .map((row) => toCoupon(row.coupon, row.userUses));
}

/**
 * The coupon the caller asks to apply, when it can be used now (not knowing the amount yet):
 * 404 for an unknown id, 422 with the reason otherwise.
 */
export async function requireUsableCoupon(
  db: Executor,
  couponId: number,
  userId: number,
): Promise<CouponRow> {
  const found = await findCouponById(db, couponId, userId);
  if (!found) throw notFound('coupons.notFound');
  const problem = couponProblem(found.coupon, { now: new Date(), userUses: found.userUses });
  if (problem) throw unprocessable(problem);
  return found.coupon;
}
