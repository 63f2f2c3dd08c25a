import { eq, sql } from 'drizzle-orm';
import type { Cart } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUsableCoupon } from '../coupons/coupons.service.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { carts } from './cart.tables.ts';
import { getCart, type CartCaller } from './cart.service.ts';

/** Coupons need an account: their per-customer limits mean nothing for a guest (decision 022). */
function customerOf(caller: CartCaller): number {
  if (!('userId' in caller.owner)) throw unauthorized('auth.required');
  return caller.owner.userId;
}

/**
 * `UserCoupons/use/{couponId}`: applies a coupon the caller can use now (creating the cart row if
 * needed), replacing any other. The minimum order is not a refusal here: the cart keeps the coupon
 * and says it does not apply until the cart reaches it.
 */
export async function applyCoupon(
  ctx: AppContext,
  caller: CartCaller,
  couponId: number,
): Promise<Cart> {
  const userId = customerOf(caller);
  const coupon = await requireUsableCoupon(ctx.db, couponId, userId);
  await ctx.db
    .insert(carts)
    .values({ userId, couponId: coupon.id })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { couponId: coupon.id, updatedAt: sql`now()` },
    });
  return getCart(ctx, caller);
}

/** Takes the applied coupon off the cart (nothing to do when there is none). */
export async function removeCoupon(ctx: AppContext, caller: CartCaller): Promise<Cart> {
  await ctx.db
    .update(carts)
    .set({ couponId: null, updatedAt: sql`now()` })
    .where(eq(carts.userId, customerOf(caller)));
  return getCart(ctx, caller);
}
