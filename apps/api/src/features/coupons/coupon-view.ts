import type { Coupon } from '@dukkan/contracts';
import { toSar } from '../../lib/money.ts';
import type { CouponRow } from './coupon-rules.ts';

/**
 * How many more times the caller may use a coupon: the smaller of what their per-user limit and
 * the coupon's total limit leave, or null when neither limit is set.
 */
export function remainingUses(coupon: CouponRow, userUses: number): number | null {
  const left = [
    coupon.perUserLimit === null ? null : coupon.perUserLimit - userUses,
    coupon.usageLimit === null ? null : coupon.usageLimit - coupon.usedCount,
  ].filter((n): n is number => n !== null);
  return left.length ? Math.max(0, Math.min(...left)) : null;
}

/**
 * A coupon as a shopper sees it. The value is kept in hundredths, so one conversion serves both
 * kinds: basis points → percent (1250 → 12.5) and halalas → SAR.
 */
export function toCoupon(coupon: CouponRow, userUses?: number): Coupon {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: toSar(coupon.valueHundredths),
    minOrderAmount: toSar(coupon.minOrderHalalas),
    maxDiscountAmount: coupon.maxDiscountHalalas === null ? null : toSar(coupon.maxDiscountHalalas),
    startDate: coupon.startsAt?.toISOString() ?? null,
    endDate: coupon.endsAt?.toISOString() ?? null,
    isActive: coupon.isActive,
    ...(userUses === undefined ? {} : { remainingUses: remainingUses(coupon, userUses) }),
  };
}
