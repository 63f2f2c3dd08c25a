import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { closeAndRestock } from '../orders/order-restock.ts';
import { orders } from '../orders/orders.tables.ts';
import { paymentCheckouts } from './payments.tables.ts';
import { settlePayment } from './payments.service.ts';

const BATCH = 100;

const lapsed = (now: Date) =>
  and(
    isNotNull(orders.paymentExpiresAt),
    lte(orders.paymentExpiresAt, now),
    eq(orders.isPaid, false),
    eq(orders.status, 'Pending'),
    eq(orders.paymentMethod, 'Online'),
  );

/**
 * Cancels Online orders whose payment window has closed, giving back their stock and coupon use.
 * The gateway is asked first, so a payment that did go through is kept rather than cancelled. Safe
 * with several API instances: each order is taken with `FOR UPDATE SKIP LOCKED` and re-checked
 * under the lock, so two sweeps never cancel (or restock) one order twice.
 */
export async function expireUnpaidOrders(
  ctx: AppContext,
  now = new Date(),
  /** Asked between orders: a stopping process finishes the order in hand and leaves the rest. */
  stopping: () => boolean = () => false,
): Promise<number> {
  const due = await ctx.db
    .select({ order: orders, method: paymentCheckouts.method })
    .from(orders)
    .leftJoin(paymentCheckouts, eq(paymentCheckouts.checkoutId, orders.checkoutId))
    .where(lapsed(now))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { order, method } of due) {
    if (stopping()) break;
    // With no online gateway (a shop that switched the sandbox off) there is nothing left that
    // could take the payment, so the order is cancelled without asking.
    if (order.checkoutId && ctx.gateway) {
      try {
        // Asked with the entity the checkout was opened on.
        const payment = await ctx.gateway.paymentStatus(order.checkoutId, method ?? 'CARDS');
        if ((await settlePayment(ctx, order, order.checkoutId, payment)) === 'paid') continue;
      } catch (error) {
        // Unknown whether it was paid: leave it for the next sweep rather than cancel blindly.
        ctx.log.warn({ err: error, orderId: order.id }, 'payment expiry: gateway unavailable');
        continue;
      }
    }
    const done = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, order.id), lapsed(now)))
        .for('update', { skipLocked: true });
      if (!locked) return false;
      await closeAndRestock(tx, order.id, 'Cancelled', { key: 'orders.history.expired' }, null);
      return true;
    });
    if (done) cancelled += 1;
  }
  if (cancelled > 0) ctx.log.info({ cancelled }, 'unpaid online orders cancelled');
  return cancelled;
}

/**
 * Runs the sweep every `intervalSeconds` in this process. Returns the stop function: no sweep
 * starts after it is called, and its promise settles once the one running (if any) has finished
 * the order in hand, so the database can be closed after it.
 */
export function startPaymentExpiry(ctx: AppContext, intervalSeconds: number): () => Promise<void> {
  return startPeriodicJob('payment expiry sweep', intervalSeconds, ctx.log, (stopping) =>
    expireUnpaidOrders(ctx, new Date(), stopping),
  );
}
