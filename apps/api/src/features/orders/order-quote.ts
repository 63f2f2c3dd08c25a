import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language, OrderTotals } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { translate, type MessageKey } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { ownedCart, type CartOwner } from '../cart/cart-owner.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { discountedPriceHalalas } from '../catalog/product-pricing.ts';
import { variantOptionsSql, type VariantOptionCopy } from '../catalog/variant-line-options.ts';
import { productVariants } from '../catalog/variants.tables.ts';
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

/** The variant a line buys: what placement checks, takes stock from and copies onto the order. */
export interface VariantRow {
  id: number;
  sku: string;
  priceHalalas: number;
  stock: number;
  isActive: boolean;
  imageUrls: string[];
  options: VariantOptionCopy[];
}

export interface CartLine {
  product: ProductRow;
  variant: VariantRow;
  quantity: number;
  unitPriceHalalas: number;
}

/**
 * A cart's lines with the unit price paid now: the variant's price with the product's
 * discount. With `lock`, the lines' products are locked first, in id order, then their variants, in
 * id order (decision 016): taking a variant's stock fires the trigger that writes its product, so
 * every writer must hold the products before any variant. The lines are read by the statement that
 * locks the variants, after the products' locks are held, so it sees every order committed before.
 */
export async function cartLines(db: Executor, cartId: number, now: Date, lock: boolean) {
  if (lock) {
    const ofCart = db
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ofCart))
      .orderBy(asc(products.id))
      .for('update');
  }
  const query = db
    .select({
      product: products,
      variant: {
        id: productVariants.id,
        sku: productVariants.sku,
        priceHalalas: productVariants.priceHalalas,
        stock: productVariants.stock,
        isActive: productVariants.isActive,
        imageUrls: productVariants.imageUrls,
        options: variantOptionsSql(productVariants.id),
      },
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(productVariants.id));
  const rows = lock ? await query.for('update', { of: productVariants }) : await query;
  return rows.map<CartLine>((row) => ({
    product: row.product,
    variant: row.variant,
    quantity: row.quantity,
    unitPriceHalalas:
      discountedPriceHalalas({ ...row.product, priceHalalas: row.variant.priceHalalas }, now) ??
      row.variant.priceHalalas,
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
 * What placing the order would cost now (`Order/Preview`, and `Order/GuestPreview` for a guest
 * cart): the same lines, coupon rules and formula as placement, without locking or writing
 * anything. A guest has no coupons (they need an account), so a guest preview has none.
 */
export async function previewOrder(
  ctx: AppContext,
  owner: CartOwner,
  query: { deliveryMethodId?: number | undefined; couponCode?: string | undefined },
  lang: Language,
): Promise<OrderTotals> {
  const now = new Date();
  const [cart] = await ctx.db
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(ownedCart(owner, ctx.config.guestCartIdleDays));
  const lines = cart ? await cartLines(ctx.db, cart.id, now, false) : [];
  let deliveryFee = 0;
  if (query.deliveryMethodId) {
    const [method] = await ctx.db
      .select({ priceHalalas: deliveryMethods.priceHalalas })
      .from(deliveryMethods)
      .where(
        and(eq(deliveryMethods.id, query.deliveryMethodId), eq(deliveryMethods.isActive, true)),
      );
    if (!method) throw notFound('orders.deliveryUnavailable', null, { field: 'deliveryMethodId' });
    deliveryFee = method.priceHalalas;
  }
  const subtotal = subtotalOf(lines);
  const outcome: CouponOutcome =
    'userId' in owner
      ? await resolveCoupon(
          ctx.db,
          owner.userId,
          { code: query.couponCode, cartCouponId: cart?.couponId ?? null },
          subtotal,
          now,
          false,
        )
      : { coupon: null, problem: null };
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
