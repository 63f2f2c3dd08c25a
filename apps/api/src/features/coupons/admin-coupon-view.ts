import type { AdminCoupon, CouponFieldsOutput, CouponStatus } from '@dukkan/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { parseSar } from '../../lib/money.ts';
import type { CouponRow } from './coupon-rules.ts';
import { toCoupon } from './coupon-view.ts';
import { coupons } from './coupons.tables.ts';

/**
 * The dashboard's status label, evaluated at the statement's clock, in the precedence the
 * contract states: inactive, expired, usedUp, scheduled, active. The one definition: lists filter
 * on it and every admin read returns it.
 */
export const couponStatusSql: SQL<CouponStatus> = sql<CouponStatus>`(case
  when not ${coupons.isActive} then 'inactive'
  when ${coupons.endsAt} is not null and ${coupons.endsAt} <= now() then 'expired'
  when ${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit} then 'usedUp'
  when ${coupons.startsAt} is not null and ${coupons.startsAt} > now() then 'scheduled'
  else 'active' end)`;

export function toAdminCoupon(coupon: CouponRow, status: CouponStatus): AdminCoupon {
  return {
    // Without the caller's uses, the shopper's view carries no `remainingUses`.
    ...toCoupon(coupon),
    usageLimit: coupon.usageLimit,
    perUserLimit: coupon.perUserLimit,
    usedCount: coupon.usedCount,
    status,
    createdAt: coupon.createdAt.toISOString(),
    updatedAt: coupon.updatedAt.toISOString(),
  };
}

/**
 * Validated fields → row columns. The contracts allow two decimals only, so each amount's decimal
 * text converts exactly; the value is kept in hundredths (basis points or halalas).
 */
export function couponColumns(fields: CouponFieldsOutput) {
  const halalas = (amount: number) => parseSar(String(amount))!;
  return {
    code: fields.code,
    type: fields.type,
    valueHundredths: halalas(fields.value),
    minOrderHalalas: halalas(fields.minOrderAmount),
    maxDiscountHalalas:
      fields.maxDiscountAmount === undefined ? null : halalas(fields.maxDiscountAmount),
    startsAt: fields.startDate ? new Date(fields.startDate) : null,
    endsAt: fields.endDate ? new Date(fields.endDate) : null,
    usageLimit: fields.usageLimit ?? null,
    perUserLimit: fields.perUserLimit ?? null,
    isActive: fields.isActive,
  };
}
