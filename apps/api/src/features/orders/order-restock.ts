import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { products } from '../catalog/catalog.tables.ts';
import { releaseCouponUse } from './coupon-redemptions.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

/**
 * Moves a locked order to Cancelled or Returned and gives back what it took: the stock and sold
 * counts of its lines and its coupon use. Runs inside the caller's transaction, after the caller
 * has locked the order row and checked the move against the transition table.
 */
export async function closeAndRestock(
  tx: Executor,
  orderId: number,
  status: Extract<OrderStatus, 'Cancelled' | 'Returned'>,
  note: { text?: string | null; key?: MessageKey; params?: Record<string, string | number> },
  changedBy: number | null,
): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const kept = lines.filter((line): line is { productId: number; quantity: number } =>
    Boolean(line.productId),
  );
  if (kept.length > 0) {
    // Two array parameters however many lines the order has.
    const ids = kept.map((line) => line.productId);
    const quantities = kept.map((line) => line.quantity);
    // Lock in id order like order placement, so the two never wait on each other in a circle.
    await tx.execute(sql`
      with given(product_id, quantity) as (
        select * from unnest(${sql.param(ids)}::integer[], ${sql.param(quantities)}::integer[])
      ),
      locked as (
        select ${products.id} from ${products}
        where ${products.id} in (select product_id from given)
        order by ${products.id} for update
      )
      update ${products} set
        stock = ${products.stock} + given.quantity,
        sold_count = greatest(${products.soldCount} - given.quantity, 0)
      from given
      where ${products.id} = given.product_id and ${products.id} in (select id from locked)`);
  }
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
