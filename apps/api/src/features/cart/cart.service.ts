import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
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
import { productVariants } from '../catalog/variants.tables.ts';
import { findCartId, lockCart, ownedCart, type CartOwner } from './cart-owner.ts';
import { readAppliedCoupon, readCartPage, readCartPricing } from './cart-queries.ts';
import { lineRefusal, quantityLimit, stockConflict } from './cart-refusals.ts';
import { buildCart } from './cart-view.ts';
import { cartItems, carts } from './cart.tables.ts';

export { lockCart, type CartOwner } from './cart-owner.ts';

/** Who asks and which page of lines the answer shows (every cart call answers the whole cart). */
export interface CartCaller {
  owner: CartOwner;
  lang: Language;
  paging: PageQuery;
}

interface LineInput {
  productId: number;
  variantId?: number | undefined;
  quantity: number;
}

const userIdOf = (owner: CartOwner) => ('userId' in owner ? owner.userId : null);

/**
 * The cart as it is now: three reads whatever the number of lines (totals, page, coupon). A
 * guest's answer carries the token to keep: the one it names, or null when it names no live cart
 * (expired or unknown), which the browser then forgets — one more read, for guests only.
 */
export async function getCart(ctx: AppContext, caller: CartCaller): Promise<Cart> {
  const { owner } = caller;
  const idleDays = ctx.config.guestCartIdleDays;
  const ofOwner = ownedCart(owner, idleDays);
  const [pricing, page, applied, cartId] = await Promise.all([
    readCartPricing(ctx.db, ofOwner),
    readCartPage(ctx.db, ofOwner, caller.paging),
    readAppliedCoupon(ctx.db, ofOwner, userIdOf(owner)),
    'guestToken' in owner ? findCartId(ctx.db, owner, idleDays) : null,
  ]);
  const cart = buildCart({
    pricing,
    page,
    applied,
    paging: caller.paging,
    lang: caller.lang,
    vatRate: ctx.config.vatRate,
    now: new Date(),
  });
  if ('userId' in owner) return cart;
  return { ...cart, cartToken: cartId === null ? null : owner.guestToken };
}

/** The cart id of an owner that may have none yet (changes to a missing cart change nothing). */
async function existingCartId(ctx: AppContext, owner: CartOwner): Promise<number | null> {
  return findCartId(ctx.db, owner, ctx.config.guestCartIdleDays);
}

/**
 * Adds to the variant's line or creates it. The variant is the one named, else the product's one
 * default variant (a product without options); it must be the product's and on sale. The stock
 * test sits inside the one INSERT … ON CONFLICT DO UPDATE statement: the update's condition is
 * evaluated on the latest version of the line, so parallel adds can never push it above the
 * variant's stock. The limits (MAX_LINE_QUANTITY units a line, MAX_CART_LINES lines; the cart row
 * is locked, so the count holds) sit in the same statement. When nothing was written, a second read
 * says why.
 */
export async function addToCart(
  ctx: AppContext,
  caller: CartCaller,
  input: LineInput,
): Promise<Cart> {
  const variantId = input.variantId ?? null;
  const issuedToken = await ctx.db.transaction(async (tx) => {
    const { cartId, issuedToken } = await lockCart(tx, caller.owner, ctx.config.guestCartIdleDays);
    const written = await tx.execute(sql`
      insert into cart_items (cart_id, product_id, variant_id, quantity)
      select ${cartId}::integer, p.id, v.id, ${input.quantity}::integer
        from products p
        join product_variants v on v.product_id = p.id
       where p.id = ${input.productId}::integer and p.is_active and v.is_active
         and (case when ${variantId}::integer is null then v.is_default
                   else v.id = ${variantId}::integer end)
         and v.stock >= ${input.quantity}::integer
         and ${input.quantity}::integer <= ${MAX_LINE_QUANTITY}::integer
         and (exists (select 1 from cart_items c
                       where c.cart_id = ${cartId}::integer and c.variant_id = v.id)
              or (select count(*) from cart_items c where c.cart_id = ${cartId}::integer)
                 < ${MAX_CART_LINES}::integer)
      on conflict (cart_id, variant_id) do update
         set quantity = cart_items.quantity + excluded.quantity
       where cart_items.quantity + excluded.quantity
             <= least((select v2.stock from product_variants v2 where v2.id = excluded.variant_id),
                      ${MAX_LINE_QUANTITY}::integer)
      returning quantity`);
    if (written.rows.length === 0) {
      throw await lineRefusal(tx, cartId, input, caller.lang);
    }
    return issuedToken;
  });
  // A guest cart opened by this call is answered under its new token.
  return getCart(ctx, issuedToken ? { ...caller, owner: { guestToken: issuedToken } } : caller);
}

/**
 * Adds several variants' lines at once (order again), inside the caller's transaction after
 * `lockCart`: one statement however many lines, three array parameters. Each line is written only
 * if its product and variant are on sale and the line stays within the variant's stock and
 * MAX_LINE_QUANTITY, checked in the statement as `addToCart` does; the caller keeps to
 * MAX_CART_LINES. Answers the variants that were written.
 */
export async function addLinesToCart(
  tx: Executor,
  cartId: number,
  lines: Array<{ variantId: number; quantity: number }>,
): Promise<Set<number>> {
  if (lines.length === 0) return new Set();
  const written = await tx.execute<{ variant_id: number }>(sql`
    insert into cart_items (cart_id, product_id, variant_id, quantity)
    select ${cartId}::integer, p.id, v.id, line.quantity
      from unnest(${sql.param(lines.map((line) => line.variantId))}::integer[],
                  ${sql.param(lines.map((line) => line.quantity))}::integer[])
           as line(variant_id, quantity)
      join product_variants v on v.id = line.variant_id
      join products p on p.id = v.product_id
     where p.is_active and v.is_active and line.quantity >= 1
       and v.stock >= line.quantity and line.quantity <= ${MAX_LINE_QUANTITY}::integer
    on conflict (cart_id, variant_id) do update
       set quantity = cart_items.quantity + excluded.quantity
     where cart_items.quantity + excluded.quantity
           <= least((select v2.stock from product_variants v2 where v2.id = excluded.variant_id),
                    ${MAX_LINE_QUANTITY}::integer)
    returning variant_id`);
  return new Set(written.rows.map((row) => Number(row.variant_id)));
}

/**
 * The line a change names: the variant's, or without a variant the product's line when the cart
 * holds exactly one line of it (what a client that knows only products means).
 */
function lineVariant(cartId: number, productId: number, variantId: number | undefined): SQL {
  if (variantId) return sql`${variantId}::integer`;
  return sql`(select min(c.variant_id) from cart_items c
               where c.cart_id = ${cartId}::integer and c.product_id = ${productId}::integer
              having count(*) = 1)`;
}

/** Sets a line's quantity (1..the variant's stock) in one statement that checks the stock. */
export async function updateCartItem(
  ctx: AppContext,
  caller: CartCaller,
  input: LineInput,
): Promise<Cart> {
  if (input.quantity > MAX_LINE_QUANTITY) throw quantityLimit(input.productId);
  const cartId = await existingCartId(ctx, caller.owner);
  if (cartId === null) throw notFound('cart.itemNotFound');
  const lineOf = and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, input.productId),
    eq(cartItems.variantId, lineVariant(cartId, input.productId, input.variantId)),
  );
  const updated = await ctx.db
    .update(cartItems)
    .set({ quantity: input.quantity })
    .from(productVariants)
    .where(
      and(
        lineOf,
        eq(productVariants.id, cartItems.variantId),
        gte(productVariants.stock, input.quantity),
      ),
    )
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) {
    const [line] = await ctx.db
      .select({ stock: productVariants.stock })
      .from(cartItems)
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(lineOf);
    if (!line) throw notFound('cart.itemNotFound');
    throw stockConflict(input.productId, line.stock, 0);
  }
  return getCart(ctx, caller);
}

/** Removes a product's line: the variant's, or the product's only line when none is named. */
export async function removeCartItem(
  ctx: AppContext,
  caller: CartCaller,
  productId: number,
  variantId?: number,
): Promise<Cart> {
  const cartId = await existingCartId(ctx, caller.owner);
  if (cartId === null) throw notFound('cart.itemNotFound');
  const removed = await ctx.db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        eq(cartItems.variantId, lineVariant(cartId, productId, variantId)),
      ),
    )
    .returning({ productId: cartItems.productId });
  if (removed.length === 0) throw notFound('cart.itemNotFound');
  return getCart(ctx, caller);
}

/** Empties the cart: every line and the applied coupon, together. */
export async function clearCart(ctx: AppContext, caller: CartCaller): Promise<Cart> {
  const cartId = await existingCartId(ctx, caller.owner);
  if (cartId !== null) {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await tx
        .update(carts)
        .set({ couponId: null, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    });
  }
  return getCart(ctx, caller);
}
