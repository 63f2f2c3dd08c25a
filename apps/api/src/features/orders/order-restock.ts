import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { releaseCouponUse } from './coupon-redemptions.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

/** Units of order lines given back to stock and taken off sold counts. */
export interface ReturnedUnits {
  productId: number | null;
  variantId: number | null;
  quantity: number;
}

/**
 * Gives units of order lines back: stock per variant, sold counts per product. Runs inside the
 * caller's transaction with the order row locked. Three array parameters however many lines.
 */
export async function giveBackStock(tx: Executor, lines: readonly ReturnedUnits[]): Promise<void> {
  // A deleted product's line gives back no sold count, a deleted variant's no stock.
  const kept = lines.filter((line) => line.productId !== null && line.quantity > 0);
  if (kept.length === 0) return;
  const productIds = kept.map((line) => line.productId);
  const variantIds = kept.map((line) => line.variantId);
  const quantities = kept.map((line) => line.quantity);
  // Products first, in id order, then variants, in id order, like order placement (decision
  // 016), so the two never wait on each other in a circle. Only the variants' stock is written;
  // their trigger writes each product's kept stock.
  await tx.execute(sql`
    with given(product_id, quantity) as (
      select product_id, sum(quantity)::integer from unnest(
        ${sql.param(productIds)}::integer[], ${sql.param(quantities)}::integer[]
      ) as line(product_id, quantity) group by product_id
    ),
    locked as (
      select ${products.id} from ${products}
      where ${products.id} in (select product_id from given)
      order by ${products.id} for update
    )
    update ${products} set sold_count = greatest(${products.soldCount} - given.quantity, 0)
    from given
    where ${products.id} = given.product_id and ${products.id} in (select id from locked)`);
  await tx.execute(sql`
    with given(variant_id, quantity) as (
      select variant_id, sum(quantity)::integer from unnest(
        ${sql.param(variantIds)}::integer[], ${sql.param(quantities)}::integer[]
      ) as line(variant_id, quantity) where variant_id is not null group by variant_id
    ),
    locked as (
      select ${productVariants.id} from ${productVariants}
      where ${productVariants.id} in (select variant_id from given)
      order by ${productVariants.id} for update
    )
    update ${productVariants} set stock = ${productVariants.stock} + given.quantity
    from given
    where ${productVariants.id} = given.variant_id
      and ${productVariants.id} in (select id from locked)`);
}

/**
 * Moves a locked order to Cancelled or Returned and gives back what it took: the stock and sold
 * counts of its lines (less units a partial return already gave back) and its coupon use. Runs
 * inside the caller's transaction, after the caller has locked the order row and checked the move
 * against the transition table.
 */
export async function closeAndRestock(
  tx: Executor,
  orderId: number,
  status: Extract<OrderStatus, 'Cancelled' | 'Returned'>,
  note: { text?: string | null; key?: MessageKey; params?: Record<string, string | number> },
  changedBy: number | null,
): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: sql<number>`${orderItems.quantity} - ${orderItems.returnedQuantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await giveBackStock(tx, lines);
  await releaseCouponUse(tx, orderId);
  await tx
    .update(orders)
    .set({ status, paymentExpiresAt: null, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status,
    note: note.text ?? null,
    noteKey: note.key ?? null,
    noteParams: note.params ?? null,
    changedBy,
  });
}
