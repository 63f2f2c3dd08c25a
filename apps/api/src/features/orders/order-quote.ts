import { and, asc, eq } from 'drizzle-orm';
import type { Language, OrderTotals } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { translate, type MessageKey } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { discountedPriceHalalas } from '../catalog/product-pricing.ts';
import { couponProblem, type CouponRow } from '../coupons/coupon-rules.ts';
import { findCouponByCode, findCouponById } from '../coupons/coupon-queries.ts';
import { deliveryMethods } from '../delivery/delivery.tables.ts';
import { computeTotals, type Totals } from '../pricing/order-totals.ts';

/*
 * What the caller's cart costs as an order: its lines at today's prices, the coupon that applies
 * (or why it does not) and the totals. Order/Preview reads them as they are; placement reads them
 * under its locks (order-placement.ts), so both always agree.
 */

export type ProductRow = typeof products.$inferSelect;

export interface CartLine {
  product: ProductRow;
  quantity: number;
  unitPriceHalalas: number;
}

/** The caller's cart lines with the unit price paid now; `lock` takes the product rows for update. */
export async function cartLines(db: Executor, userId: number, now: Date, lock: boolean) {
  const query = db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    // Every writer locks products in id order, so two orders sharing products cannot deadlock.
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update', { of: products }) : await query;
  return rows.map<CartLine>((row) => ({
    product: row.product,
    quantity: row.quantity,
    unitPriceHalalas: discountedPriceHalalas(row.product, now) ?? row.product.priceHalalas,
  }));
}

/** A coupon the cart may use, or the reason it may not (the key and its parameters). */
type CouponOutcome =
  | { coupon: CouponRow | null; problem: null }
  | { coupon: CouponRow | null; problem: MessageKey; params: Record<string, string | number> };

export async function resolveCoupon(
  db: Executor,
  userId: number,
  source: { code?: string | undefined; cartCouponId: number | null },
  subtotalHalalas: number,
  now: Date,
  lock: boolean,
): Promise<CouponOutcome> {
  const found = source.code
    ? await findCouponByCode(db, source.code, userId, { lock })
    : source.cartCouponId
      ? await findCouponById(db, source.cartCouponId, userId, { lock })
      : null;
  // null: no coupon asked for; undefined: no coupon has that code or id.
  if (found === null) return { coupon: null, problem: null };
  if (!found) return { coupon: null, problem: 'orders.couponNotFound', params: {} };
  const { coupon, userUses } = found;
  const problem = couponProblem(coupon, { now, userUses, subtotalHalalas });
  if (problem) return { coupon, problem, params: { amount: toSar(coupon.minOrderHalalas) } };
  return { coupon, problem: null };
}

export function subtotalOf(lines: CartLine[]): number {
  return computeTotals({ lines, coupon: null, deliveryFeeHalalas: 0, vatRate: 0 }).subtotalHalalas;
}

export function totalsOf(
  lines: CartLine[],
  coupon: CouponRow | null,
  deliveryFee: number,
  vatRate: number,
) {
  return computeTotals({ lines, coupon, deliveryFeeHalalas: deliveryFee, vatRate });
}

/**
 * What placing the order would cost now (`Order/Preview`): the same lines, coupon rules and
 * formula as CreateOrder, without locking or writing anything.
 */
export async function previewOrder(
  ctx: AppContext,
  userId: number,
  query: { deliveryMethodId?: number | undefined; couponCode?: string | undefined },
  lang: Language,
): Promise<OrderTotals> {
  const now = new Date();
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.userId, userId));
  const lines = await cartLines(ctx.db, userId, now, false);
  let deliveryFee = 0;
  if (query.deliveryMethodId) {
    const [method] = await ctx.db
      .select()
      .from(deliveryMethods)
      .where(
        and(eq(deliveryMethods.id, query.deliveryMethodId), eq(deliveryMethods.isActive, true)),
      );
    if (!method) throw notFound('orders.deliveryUnavailable', null, { field: 'deliveryMethodId' });
    deliveryFee = method.priceHalalas;
  }
  const subtotal = subtotalOf(lines);
  const outcome = await resolveCoupon(
    ctx.db,
    userId,
    { code: query.couponCode, cartCouponId: cart?.couponId ?? null },
    subtotal,
    now,
    false,
  );
  const totals = totalsOf(
    lines,
    outcome.problem ? null : outcome.coupon,
    deliveryFee,
    ctx.config.vatRate,
  );
  return {
    ...toSarTotals(totals),
    vatRate: ctx.config.vatRate,
    couponCode: outcome.coupon?.code ?? null,
    couponError: outcome.problem ? translate(outcome.problem, lang, outcome.params) : null,
  };
}

export function toSarTotals(totals: Totals) {
  return {
    subtotal: toSar(totals.subtotalHalalas),
    discountAmount: toSar(totals.discountHalalas),
    deliveryFee: toSar(totals.deliveryFeeHalalas),
    vatAmount: toSar(totals.vatHalalas),
    total: toSar(totals.totalHalalas),
  };
}
