import { percentOf } from '../../lib/money.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { coupons } from './coupons.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponCheck {
  now: Date;
  /** The caller's live uses of this coupon (redemptions of orders not cancelled). */
  userUses: number;
  /** The amount the coupon would apply to (the cart's total), when it is known. */
  subtotalHalalas?: number;
}

/**
 * Why a coupon cannot be used now, or null when it can (it must be active, inside its dates, under
 * its total and per-user limits, and — when the amount is known — at or above the minimum order).
 * The one place these rules live: IsValid, the cart, the preview and CreateOrder all ask it.
 */
export function couponProblem(coupon: CouponRow, check: CouponCheck): MessageKey | null {
  if (!coupon.isActive) return 'coupons.inactive';
  if (coupon.startsAt && check.now < coupon.startsAt) return 'coupons.notStarted';
  if (coupon.endsAt && check.now >= coupon.endsAt) return 'coupons.expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'coupons.usedUp';
  if (coupon.perUserLimit !== null && check.userUses >= coupon.perUserLimit) {
    return 'coupons.userLimit';
  }
  if (check.subtotalHalalas !== undefined && check.subtotalHalalas < coupon.minOrderHalalas) {
    return 'coupons.minOrder';
  }
  return null;
}

/**
 * The discount a coupon gives on an amount, in halalas: the percentage (to the halala) or the
 * fixed value, capped by `maxDiscountHalalas` and never more than the amount itself.
 */
export function couponDiscountHalalas(coupon: CouponRow, amountHalalas: number): number {
  const raw =
    coupon.type === 'Percentage'
      ? percentOf(amountHalalas, coupon.valueHundredths / 100)
      : coupon.valueHundredths;
  const capped =
    coupon.maxDiscountHalalas === null ? raw : Math.min(raw, coupon.maxDiscountHalalas);
  return Math.max(0, Math.min(capped, amountHalalas));
}
