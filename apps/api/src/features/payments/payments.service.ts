import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language, OnlineMethod, PaymentCheckout, PaymentStatus } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound, serviceUnavailable } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { ownedOrder, type OrderOwner } from '../orders/order-owner.ts';
import { orders, orderStatusHistory } from '../orders/orders.tables.ts';
import { WIDGET_BRANDS, type GatewayPayment, type PaymentGateway } from './gateway.ts';
import { isMadaBin } from './payment-methods.ts';
import { paymentCheckouts } from './payments.tables.ts';
import { classifyResultCode, gatewayAmount } from './result-codes.ts';

const CURRENCY = 'SAR';

type OrderRow = typeof orders.$inferSelect;

/** The online gateway; a 503 when the shop offers no Online payment (no HyperPay, no sandbox). */
export function onlineGateway(ctx: AppContext): PaymentGateway {
  if (!ctx.gateway) throw serviceUnavailable('payments.notOffered');
  return ctx.gateway;
}

/**
 * Opens a gateway checkout for an order's total on the method's entity and records it with its
 * method (a retry opens a new one).
 */
export async function openCheckout(
  ctx: AppContext,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'totalHalalas'>,
  method: OnlineMethod,
): Promise<string> {
  const { checkoutId } = await onlineGateway(ctx).createCheckout({
    method,
    amount: gatewayAmount(order.totalHalalas),
    currency: CURRENCY,
    merchantTransactionId: order.orderNumber,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(paymentCheckouts)
      .values({ checkoutId, orderId: order.id, amountHalalas: order.totalHalalas, method });
    await tx.update(orders).set({ checkoutId }).where(eq(orders.id, order.id));
  });
  return checkoutId;
}

function payable(order: OrderRow, now: Date): boolean {
  return (
    order.paymentMethod === 'Online' &&
    !order.isPaid &&
    order.status === 'Pending' &&
    (order.paymentExpiresAt === null || order.paymentExpiresAt > now)
  );
}

/** How a cards checkout is routed to mada: our BIN check, or the widget's brand detection. */
export interface CardRouting {
  cardBin?: string;
  detectedBrand?: 'MADA';
}

/**
 * BIN routing: a mada card under the cards method goes to the mada entity (mada must be paid
 * through it, always as a full capture). Other methods are never re-routed.
 */
async function routedMethod(
  ctx: AppContext,
  gateway: PaymentGateway,
  chosen: OnlineMethod,
  routing: CardRouting,
): Promise<OnlineMethod> {
  if (chosen !== 'CARDS' || !gateway.methods.includes('MADA')) return chosen;
  if (routing.detectedBrand === 'MADA') return 'MADA';
  if (routing.cardBin && (await isMadaBin(ctx.db, routing.cardBin))) return 'MADA';
  return chosen;
}

/**
 * `payment/checkout/{orderId}`: what the payment screen needs. The order's current checkout is
 * reused while the gateway still waits for it and it is on the right method; after a declined
 * card (or none yet, or a mada card routed away from cards) a new one is opened, so the shopper
 * can try again until the order's payment window closes.
 */
export async function checkoutForOrder(
  ctx: AppContext,
  owner: OrderOwner,
  orderId: number,
  routing: CardRouting = {},
): Promise<PaymentCheckout> {
  const [row] = await ctx.db
    .select({ order: orders, currentMethod: paymentCheckouts.method })
    .from(orders)
    .leftJoin(paymentCheckouts, eq(paymentCheckouts.checkoutId, orders.checkoutId))
    .where(and(eq(orders.id, orderId), ownedOrder(owner)));
  if (!row) throw notFound('orders.notFound');
  const { order, currentMethod } = row;
  if (order.paymentMethod !== 'Online') throw conflict('payments.notOnline');
  if (order.isPaid) throw conflict('payments.alreadyPaid');
  if (!payable(order, new Date())) throw conflict('payments.notPayable');
  const gateway = onlineGateway(ctx);
  const method = await routedMethod(ctx, gateway, order.onlineMethod ?? 'CARDS', routing);

  let checkoutId = order.checkoutId;
  try {
    if (checkoutId) {
      const status = await gateway.paymentStatus(checkoutId, currentMethod ?? 'CARDS');
      if (classifyResultCode(status.code) === 'success') {
        // Paid meanwhile (the shopper came back before the status call): settle it now.
        await settlePayment(ctx, order, checkoutId, status);
        throw conflict('payments.alreadyPaid');
      }
      if (!/^000\.200\./.test(status.code) || currentMethod !== method) checkoutId = null;
    }
    checkoutId ??= await openCheckout(ctx, order, method);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, orderId }, 'payment gateway unavailable');
    throw serviceUnavailable('payments.gatewayDown');
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    checkoutId,
    amount: toSar(order.totalHalalas),
    currency: CURRENCY,
    widgetUrl: gateway.widgetUrl(checkoutId),
    method,
    brands: WIDGET_BRANDS[method],
    expiresAt: (order.paymentExpiresAt ?? new Date()).toISOString(),
  };
}

/**
 * The brand an order records as having paid it: the method's own for mada and the wallets; for
 * cards, MADA when the gateway says so or the card's BIN is on our mada list (BIN routing, so a
 * mada card paid under cards is recorded as mada), else the gateway's brand.
 */
async function paidBrand(
  db: Executor,
  method: OnlineMethod,
  payment: GatewayPayment,
): Promise<string | null> {
  if (method !== 'CARDS') return method;
  if (payment.paymentBrand === 'MADA') return 'MADA';
  if (payment.cardBin && (await isMadaBin(db, payment.cardBin))) return 'MADA';
  return payment.paymentBrand;
}

/** Marks the order paid once; a repeated or late success changes nothing the second time. */
async function markPaid(
  tx: Executor,
  orderId: number,
  payment: GatewayPayment,
  brand: string | null,
): Promise<void> {
  const [updated] = await tx
    .update(orders)
    .set({
      isPaid: true,
      paidAt: sql`now()`,
      paymentExpiresAt: null,
      paymentBrand: brand,
      gatewayPaymentId: payment.paymentId,
      paymentResultCode: payment.code,
      paymentDescription: payment.description,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.isPaid, false)))
    .returning({ status: orders.status });
  if (!updated) return;
  // Paid after the expiry job cancelled it: kept as paid and flagged for a refund.
  const cancelled = updated.status === 'Cancelled';
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: updated.status,
    noteKey: cancelled ? 'orders.history.paidAfterCancel' : 'orders.history.paid',
    noteParams: { code: payment.code },
  });
}

/**
 * Applies the gateway's answer about one checkout of an order. Success counts only when the
 * amount, currency, checkout and order number match what we asked for.
 */
export async function settlePayment(
  ctx: AppContext,
  order: OrderRow,
  checkoutId: string,
  payment: GatewayPayment,
): Promise<'paid' | 'pending' | 'failed' | 'mismatch'> {
  const [checkout] = await ctx.db
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.checkoutId, checkoutId));
  const outcome = classifyResultCode(payment.code);
  const matches =
    checkout !== undefined &&
    checkout.orderId === order.id &&
    payment.amount === gatewayAmount(checkout.amountHalalas) &&
    checkout.amountHalalas === order.totalHalalas &&
    payment.currency === CURRENCY &&
    (payment.checkoutId === null || payment.checkoutId === checkoutId) &&
    (payment.merchantTransactionId === null || payment.merchantTransactionId === order.orderNumber);
  if (outcome === 'success' && !matches) {
    ctx.log.warn({ orderId: order.id, checkoutId, payment }, 'payment does not match its order');
    return 'mismatch';
  }
  if (outcome === 'pending') return 'pending';
  const brand =
    outcome === 'success' && checkout ? await paidBrand(ctx.db, checkout.method, payment) : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentCheckouts)
      .set({
        resultCode: payment.code,
        resultDescription: payment.description,
        completedAt: sql`now()`,
      })
      .where(eq(paymentCheckouts.checkoutId, checkoutId));
    if (outcome === 'success') {
      await markPaid(tx, order.id, payment, brand);
    } else {
      await tx
        .update(orders)
        .set({ paymentResultCode: payment.code, paymentDescription: payment.description })
        .where(and(eq(orders.id, order.id), eq(orders.isPaid, false)));
    }
  });
  return outcome === 'success' ? 'paid' : 'failed';
}

/**
 * `payment/status?resourcePath=/v1/checkouts/{id}/payment`: asks the gateway about the checkout,
 * settles the order, and answers {isPaid, description, code}. Asking again is harmless.
 */
export async function paymentStatus(
  ctx: AppContext,
  owner: OrderOwner,
  resourcePath: string,
  lang: Language,
): Promise<PaymentStatus> {
  const checkoutId = resourcePath.split('/')[3]!;
  const [row] = await ctx.db
    .select({ order: orders, method: paymentCheckouts.method })
    .from(paymentCheckouts)
    .innerJoin(orders, eq(orders.id, paymentCheckouts.orderId))
    .where(and(eq(paymentCheckouts.checkoutId, checkoutId), ownedOrder(owner)))
    .orderBy(desc(paymentCheckouts.createdAt))
    .limit(1);
  if (!row) throw notFound('payments.unknownCheckout');
  const { order } = row;
  const gateway = onlineGateway(ctx);
  let payment: GatewayPayment;
  try {
    payment = await gateway.paymentStatus(checkoutId, row.method);
  } catch (error) {
    ctx.log.error({ err: error, checkoutId }, 'payment gateway unavailable');
    throw serviceUnavailable('payments.gatewayDown');
  }
  const outcome = await settlePayment(ctx, order, checkoutId, payment);
  const [current] = await ctx.db
    .select({ isPaid: orders.isPaid })
    .from(orders)
    .where(eq(orders.id, order.id));
  const isPaid = current?.isPaid ?? false;
  const description =
    outcome === 'mismatch'
      ? translate('payments.mismatch', lang)
      : isPaid
        ? translate('payments.paid', lang)
        : outcome === 'pending'
          ? translate('payments.pending', lang)
          : translate('payments.failed', lang, { reason: payment.description });
  return {
    isPaid,
    description,
    code: payment.code,
    orderId: order.id,
    orderNumber: order.orderNumber,
  };
}
