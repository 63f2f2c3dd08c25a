import { sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type MergedCart } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { lockCart, ownedCart } from './cart-owner.ts';
import { carts } from './cart.tables.ts';
import { getCart, type CartCaller } from './cart.service.ts';

interface GuestLineRow extends Record<string, unknown> {
  product_id: number;
  variant_id: number;
  name_en: string;
  name_ar: string;
  wanted: number;
  in_cart: number | null;
}

/**
 * `cart/mergeGuestCart` (decision 022): after signing in or registering, the guest's lines join
 * the account's cart and the guest cart is gone. A line already in the account's cart adds up;
 * every line is capped at its variant's stock and MAX_LINE_QUANTITY, lines off sale stay behind,
 * and new lines stop at MAX_CART_LINES (the guest's newest first). What was lowered or left out is
 * answered in `adjustments`, so the shopper is told. One transaction: the account's cart, then
 * the guest's, locked in that order (a second merge at once waits, then finds nothing to move);
 * the stock caps are read by the writing statement itself, so they are the latest committed.
 */
export async function mergeGuestCart(
  ctx: AppContext,
  caller: CartCaller & { owner: { userId: number } },
  guestToken: string | null,
): Promise<MergedCart> {
  const idleDays = ctx.config.guestCartIdleDays;
  const adjustments = await ctx.db.transaction(async (tx) => {
    if (guestToken === null) return [];
    const { cartId } = await lockCart(tx, caller.owner, idleDays);
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(ownedCart({ guestToken }, idleDays))
      .for('update');
    if (!guest) return [];
    const { rows: lines } = await tx.execute<GuestLineRow>(sql`
      select g.product_id, g.variant_id, p.name_en, p.name_ar, g.quantity as wanted,
             c.quantity as in_cart
        from cart_items g
        join products p on p.id = g.product_id
        left join cart_items c on c.cart_id = ${cartId}::integer and c.variant_id = g.variant_id
       where g.cart_id = ${guest.id}::integer
       order by g.created_at desc, g.variant_id desc`);
    const { rows: counted } = await tx.execute<{ lines: number }>(
      sql`select count(*)::integer as lines from cart_items where cart_id = ${cartId}::integer`,
    );
    // Lines already in the account's cart always merge; new ones while there is room.
    let room = MAX_CART_LINES - Number(counted[0]?.lines ?? 0);
    const allowed = lines
      .filter((line) => line.in_cart !== null || room-- > 0)
      .map((line) => Number(line.variant_id));
    const { rows: written } = await tx.execute<{ variant_id: number; quantity: number }>(sql`
      insert into cart_items (cart_id, product_id, variant_id, quantity, created_at)
      select ${cartId}::integer, g.product_id, g.variant_id,
             least(g.quantity + coalesce(c.quantity, 0), v.stock, ${MAX_LINE_QUANTITY}::integer),
             g.created_at
        from cart_items g
        join product_variants v on v.id = g.variant_id
        join products p on p.id = g.product_id
        left join cart_items c on c.cart_id = ${cartId}::integer and c.variant_id = g.variant_id
       where g.cart_id = ${guest.id}::integer and p.is_active and v.is_active
         and g.variant_id = any(${sql.param(allowed)}::integer[])
         and least(g.quantity + coalesce(c.quantity, 0), v.stock, ${MAX_LINE_QUANTITY}::integer)
             > coalesce(c.quantity, 0)
      on conflict (cart_id, variant_id) do update set quantity = excluded.quantity
      returning variant_id, quantity`);
    await tx.delete(carts).where(sql`${carts.id} = ${guest.id}`);
    const after = new Map(written.map((row) => [Number(row.variant_id), Number(row.quantity)]));
    return lines.flatMap((line) => {
      const before = line.in_cart ?? 0;
      const kept = (after.get(Number(line.variant_id)) ?? before) - before;
      if (kept >= line.wanted) return [];
      return [
        {
          productId: Number(line.product_id),
          variantId: Number(line.variant_id),
          name: caller.lang === 'ar' ? line.name_ar : line.name_en,
          wanted: Number(line.wanted),
          kept,
        },
      ];
    });
  });
  return { ...(await getCart(ctx, caller)), adjustments };
}
