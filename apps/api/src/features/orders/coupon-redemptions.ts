import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { couponRedemptions } from './orders.tables.ts';

/**
 * A coupon's `used_count` is the number of its redemptions. These two are the only writers of
 * either, each in the caller's transaction, so the count and the rows never drift apart.
 */

/** Records an order's use of a coupon; the caller has locked the coupon row (decision 007). */
export async function recordCouponUse(
  tx: Executor,
  use: { couponId: number; userId: number; orderId: number; discountHalalas: number },
): Promise<void> {
  await tx.insert(couponRedemptions).values(use);
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, use.couponId));
}

/** Gives back an order's coupon use (cancelled, returned or expired); nothing when it had none. */
export async function releaseCouponUse(tx: Executor, orderId: number): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
