import { and, eq, gte, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type Cart,
  type Language,
  type PageQuery,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { products } from '../catalog/catalog.tables.ts';
import { readAppliedCoupon, readCartPage, readCartPricing } from './cart-queries.ts';
import { lineRefusal, quantityLimit, stockConflict } from './cart-refusals.ts';
import { buildCart } from './cart-view.ts';
import { cartItems, carts } from './cart.tables.ts';

/** Who asks and which page of lines the answer shows (every cart call answers the whole cart). */
export interface CartCaller {
  userId: number;
  lang: Language;
  paging: PageQuery;
}

interface LineInput {
  productId: number;
  quantity: number;
}

/** The cart as it is now: three reads whatever the number of lines (totals, page, coupon). */
export async function getCart(ctx: AppContext, caller: CartCaller): Promise<Cart> {
  const [pricing, page, applied] = await Promise.all([
    readCartPricing(ctx.db, caller.userId),
    readCartPage(ctx.db, caller.userId, caller.paging),
    readAppliedCoupon(ctx.db, caller.userId),
  ]);
  return buildCart({
    pricing,
    page,
    applied,
    paging: caller.paging,
    lang: caller.lang,
    vatRate: ctx.config.vatRate,
    now: new Date(),
  });
}

/**
 * Creates the caller's cart row if needed and locks it until the transaction ends, so one
 * customer's cart changes happen one after another.
 */
export async function lockCart(tx: Executor, userId: number): Promise<void> {
  await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } });
}

/**
 * Adds to the line or creates it. The stock test sits inside the one INSERT … ON CONFLICT DO UPDATE
 * statement: the update's condition is evaluated on the latest version of the line, so parallel
 * adds can never push it above stock. The limits (MAX_LINE_QUANTITY units a line, MAX_CART_LINES
 * lines; the cart row is locked, so the count holds) sit in the same statement. When nothing was
 * written, a second read says why.
 */
export async function addToCart(
  ctx: AppContext,
  caller: CartCaller,
  input: LineInput,
): Promise<Cart> {
  const { userId } = caller;
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const written = await tx.execute(sql`
      insert into cart_items (user_id, product_id, quantity)
      select ${userId}::integer, p.id, ${input.quantity}::integer
        from products p
       where p.id = ${input.productId}::integer and p.is_active and p.stock >= ${input.quantity}::integer
         and ${input.quantity}::integer <= ${MAX_LINE_QUANTITY}::integer
         and (exists (select 1 from cart_items c
                       where c.user_id = ${userId}::integer and c.product_id = p.id)
              or (select count(*) from cart_items c where c.user_id = ${userId}::integer)
                 < ${MAX_CART_LINES}::integer)
      on conflict (user_id, product_id) do update
         set quantity = cart_items.quantity + excluded.quantity
       where cart_items.quantity + excluded.quantity
             <= least((select p2.stock from products p2 where p2.id = excluded.product_id),
                      ${MAX_LINE_QUANTITY}::integer)
      returning quantity`);
    if (written.rows.length === 0) {
      throw await lineRefusal(tx, userId, input.productId, input.quantity);
    }
  });
  return getCart(ctx, caller);
}

/** Sets a line's quantity (1..stock) in one statement that checks the stock. */
export async function updateCartItem(
  ctx: AppContext,
  caller: CartCaller,
  input: LineInput,
): Promise<Cart> {
  const { userId } = caller;
  if (input.quantity > MAX_LINE_QUANTITY) throw quantityLimit(input.productId);
  const updated = await ctx.db
    .update(cartItems)
    .set({ quantity: input.quantity })
    .from(products)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, input.productId),
        eq(products.id, cartItems.productId),
        gte(products.stock, input.quantity),
      ),
    )
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) {
    const [line] = await ctx.db
      .select({ stock: products.stock })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId)));
    if (!line) throw notFound('cart.itemNotFound');
    throw stockConflict(input.productId, line.stock, 0);
  }
  return getCart(ctx, caller);
}

export async function removeCartItem(
  ctx: AppContext,
  caller: CartCaller,
  productId: number,
): Promise<Cart> {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, caller.userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (removed.length === 0) throw notFound('cart.itemNotFound');
  return getCart(ctx, caller);
}

/** Empties the cart: every line and the applied coupon, together. */
export async function clearCart(ctx: AppContext, caller: CartCaller): Promise<Cart> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, caller.userId));
    await tx
      .update(carts)
      .set({ couponId: null, updatedAt: sql`now()` })
      .where(eq(carts.userId, caller.userId));
  });
  return getCart(ctx, caller);
}
