import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type Language,
  type ReorderResult,
  type ReorderSkipReason,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { addLinesToCart, lockCart } from '../cart/cart.service.ts';
import { orderItems, orders } from './orders.tables.ts';

/**
 * The order's lines with what their variants are now and what the cart already holds of them:
 * one statement whatever the order's size. None when the order is not the caller's.
 */
function readReorderLines(tx: Executor, userId: number, cartId: number, orderId: number) {
  return tx
    .select({
      productId: orderItems.productId,
      variantId: productVariants.id,
      orderedVariantId: orderItems.variantId,
      quantity: orderItems.quantity,
      nameEn: orderItems.nameEn,
      nameAr: orderItems.nameAr,
      isOnSale: sql<boolean>`coalesce(${products.isActive} and ${productVariants.isActive}, false)`,
      stock: productVariants.stock,
      inCart: cartItems.quantity,
      cartLines: sql<number>`(select count(*)::integer from cart_items c
        where c.cart_id = ${cartId}::integer)`,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.userId, userId)))
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      cartItems,
      and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, orderItems.variantId)),
    )
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

type ReorderLine = Awaited<ReturnType<typeof readReorderLines>>[number];

/** How many of a line fit in the cart now, or why none does. */
function plannedQuantity(line: ReorderLine, cartLines: number): number | ReorderSkipReason {
  if (line.variantId === null || !line.isOnSale) return 'unavailable';
  const inCart = line.inCart ?? 0;
  if ((line.stock ?? 0) <= inCart) return 'soldOut';
  if (inCart >= MAX_LINE_QUANTITY || (inCart === 0 && cartLines >= MAX_CART_LINES)) {
    return 'cartLimit';
  }
  return Math.min(line.quantity, line.stock! - inCart, MAX_LINE_QUANTITY - inCart);
}

/**
 * `Order/Reorder/{orderId}`: the caller's order's lines go back into their cart, each capped by
 * its variant's stock and the cart's limits, in one transaction with the cart row locked (three
 * statements whatever the order's size). Lines whose product or variant is gone, off sale or
 * sold out are left out and named, so the shopper learns what could not be added.
 */
export async function reorder(
  ctx: AppContext,
  userId: number,
  orderId: number,
  lang: Language,
): Promise<ReorderResult> {
  return ctx.db.transaction(async (tx) => {
    const { cartId } = await lockCart(tx, { userId }, ctx.config.guestCartIdleDays);
    const lines = await readReorderLines(tx, userId, cartId, orderId);
    if (lines.length === 0) throw notFound('orders.notFound');
    let cartLines = lines[0]!.cartLines;
    const planned = lines.map((line) => {
      const quantity = plannedQuantity(line, cartLines);
      if (typeof quantity === 'number' && !line.inCart) cartLines += 1;
      return { line, quantity };
    });
    const wanted = planned.flatMap(({ line, quantity }) =>
      typeof quantity === 'number' ? [{ variantId: line.variantId!, quantity }] : [],
    );
    const written = await addLinesToCart(tx, cartId, wanted);
    const skipped = planned.flatMap(({ line, quantity }) => {
      if (typeof quantity === 'number' && written.has(line.variantId!)) return [];
      return [
        {
          productId: line.productId,
          variantId: line.orderedVariantId,
          name: lang === 'ar' ? line.nameAr : line.nameEn,
          // Written meanwhile by another buyer's order: the statement's stock check refused it.
          reason: typeof quantity === 'number' ? ('soldOut' as const) : quantity,
        },
      ];
    });
    return { added: written.size, skipped };
  });
}
