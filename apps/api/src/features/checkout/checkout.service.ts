import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { createOrderBodySchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { limitCouponMisses } from '../coupons/coupon-miss-limit.ts';
import { placeOrder, type PlacedOrder } from '../orders/order-placement.ts';
import { requireOfferedMethod } from '../payments/payment-methods.ts';
import { openCheckout } from '../payments/payments.service.ts';

type CreateOrderInput = z.output<typeof createOrderBodySchema>;

export interface CheckoutResult {
  order: PlacedOrder;
  /** The gateway checkout of an Online order; null for cash, or when the gateway failed. */
  checkoutId: string | null;
}

/**
 * Refused before the order's transaction (no order; stock, cart and coupon untouched): Online
 * without a gateway, or a method the merchant switched off or whose HyperPay entity is missing.
 */
export async function requirePayable(
  ctx: AppContext,
  body: Pick<CreateOrderInput, 'paymentMethod' | 'onlineMethod'>,
): Promise<void> {
  if (body.paymentMethod !== 'Online') return;
  if (!ctx.gateway) throw unprocessable('payments.notOffered', null, { field: 'paymentMethod' });
  await requireOfferedMethod(ctx, body.onlineMethod ?? 'CARDS');
}

/**
 * An Online order's gateway checkout, opened after the order's transaction: a slow gateway never
 * holds stock locks. If it fails, the payment screen opens the checkout again
 * (payment/checkout/{orderId}); null for cash too.
 */
export async function openOnlineCheckout(
  ctx: AppContext,
  request: FastifyRequest,
  order: PlacedOrder,
): Promise<string | null> {
  if (!order.onlineMethod) return null;
  try {
    return await openCheckout(ctx, order, order.onlineMethod);
  } catch (error) {
    request.log.error({ err: error, orderId: order.id }, 'could not open a payment checkout');
    return null;
  }
}

/**
 * `Order/CreateOrder` as one use case: place the order from the caller's cart (decision 007),
 * then, for Online, open its gateway checkout.
 */
export async function checkout(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  body: CreateOrderInput,
): Promise<CheckoutResult> {
  await requirePayable(ctx, body);
  const place = () => placeOrder(ctx, userId, body, request.lang);
  // A code typed at checkout is a coupon look-up like IsValid: unknown ones are limited.
  const order = body.couponCode
    ? await limitCouponMisses(ctx, request, userId, place)
    : await place();
  return { order, checkoutId: await openOnlineCheckout(ctx, request, order) };
}
