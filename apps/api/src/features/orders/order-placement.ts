import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, OrderTotals, PaymentMethod } from '@dukkan/contracts';
import { PAYMENT_WINDOW_MINUTES, type createOrderBodySchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { inBatches, rowsPerStatement } from '../../db/batches.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate, type MessageKey } from '../../lib/messages.ts';
import { toSar } from '../../lib/money.ts';
import { users } from '../accounts/accounts.tables.ts';
import { addresses, phoneNumbers } from '../addresses/addresses.tables.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { discountedPriceHalalas } from '../catalog/product-pricing.ts';
import { couponProblem, type CouponRow } from '../coupons/coupon-rules.ts';
import { couponRedemptions, coupons } from '../coupons/coupons.tables.ts';
import { deliveryMethods } from '../delivery/delivery.tables.ts';
import { computeTotals, type Totals } from '../pricing/order-totals.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

type ProductRow = typeof products.$inferSelect;
type CreateOrderInput = z.output<typeof createOrderBodySchema>;

interface CartLine {
  product: ProductRow;
  quantity: number;
  unitPriceHalalas: number;
}

const field = (status: number, key: MessageKey, name: string, params = {}) =>
  new AppError(status, key, null, params, name);

/** The caller's cart lines with the unit price paid now; `lock` takes the product rows for update. */
async function cartLines(db: Executor, userId: number, now: Date, lock: boolean) {
  const query = db
    .select({ product: products, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    // Every writer locks products in id order, so two orders sharing products cannot deadlock.
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update', { of: products }) : await query;
  return rows.map<CartLine>((row) => ({
    product: row.product,
    quantity: row.quantity,
    unitPriceHalalas: discountedPriceHalalas(row.product, now) ?? row.product.priceHalalas,
  }));
}

async function findCoupon(
  db: Executor,
  where: { code: string } | { id: number },
  lock: boolean,
): Promise<CouponRow | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(
      'code' in where
        ? sql`lower(${coupons.code}) = lower(${where.code})`
        : eq(coupons.id, where.id),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function usesBy(db: Executor, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.uses ?? 0;
}

/** A coupon the cart may use, or the reason it may not (the key and its parameters). */
type CouponOutcome =
  | { coupon: CouponRow | null; problem: null }
  | { coupon: CouponRow | null; problem: MessageKey; params: Record<string, string | number> };

async function resolveCoupon(
  db: Executor,
  userId: number,
  source: { code?: string | undefined; cartCouponId: number | null },
  subtotalHalalas: number,
  now: Date,
  lock: boolean,
): Promise<CouponOutcome> {
  const where = source.code
    ? { code: source.code }
    : source.cartCouponId
      ? { id: source.cartCouponId }
      : null;
  if (!where) return { coupon: null, problem: null };
  const coupon = await findCoupon(db, where, lock);
  if (!coupon) return { coupon: null, problem: 'orders.couponNotFound', params: {} };
  const problem = couponProblem(coupon, {
    now,
    userUses: await usesBy(db, coupon.id, userId),
    subtotalHalalas,
  });
  if (problem) return { coupon, problem, params: { amount: toSar(coupon.minOrderHalalas) } };
  return { coupon, problem: null };
}

function totalsOf(
  lines: CartLine[],
  coupon: CouponRow | null,
  deliveryFee: number,
  vatRate: number,
) {
  return computeTotals({ lines, coupon, deliveryFeeHalalas: deliveryFee, vatRate });
}

/**
 * What placing the order would cost now (`Order/Preview`): the same lines, coupon rules and
 * formula as CreateOrder, without locking or writing anything.
 */
export async function previewOrder(
  ctx: AppContext,
  userId: number,
  query: { deliveryMethodId?: number | undefined; couponCode?: string | undefined },
  lang: Language,
): Promise<OrderTotals> {
  const now = new Date();
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.userId, userId));
  const lines = await cartLines(ctx.db, userId, now, false);
  let deliveryFee = 0;
  if (query.deliveryMethodId) {
    const [method] = await ctx.db
      .select()
      .from(deliveryMethods)
      .where(
        and(eq(deliveryMethods.id, query.deliveryMethodId), eq(deliveryMethods.isActive, true)),
      );
    if (!method) throw field(404, 'orders.deliveryUnavailable', 'deliveryMethodId');
    deliveryFee = method.priceHalalas;
  }
  const subtotal = computeTotals({
    lines,
    coupon: null,
    deliveryFeeHalalas: 0,
    vatRate: 0,
  }).subtotalHalalas;
  const outcome = await resolveCoupon(
    ctx.db,
    userId,
    { code: query.couponCode, cartCouponId: cart?.couponId ?? null },
    subtotal,
    now,
    false,
  );
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

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  totalHalalas: number;
  paymentMethod: PaymentMethod;
}

/**
 * CreateOrder (DESIGN §4). One transaction: lock the caller's cart (so one cart becomes at most
 * one order), lock its products in id order and check them, check the address, phone, delivery
 * method and coupon, write the order with copies of all of them, take the stock, record the
 * coupon use and empty the cart. Prices, totals, status and paid flags come only from the server.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  body: CreateOrderInput,
  lang: Language,
): Promise<PlacedOrder> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    if (!cart) throw new AppError(422, 'orders.emptyCart');
    const lines = await cartLines(tx, userId, now, true);
    if (lines.length === 0) throw new AppError(422, 'orders.emptyCart');
    const name = (product: ProductRow) => (lang === 'ar' ? product.nameAr : product.nameEn);
    for (const line of lines) {
      if (!line.product.isActive) {
        throw new AppError(422, 'orders.productUnavailable', null, { name: name(line.product) });
      }
      if (line.quantity > line.product.stock) {
        throw new AppError(
          409,
          'orders.stockShort',
          { productId: line.product.id, available: line.product.stock },
          { name: name(line.product), available: line.product.stock },
        );
      }
    }

    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
    if (!address) throw field(404, 'orders.addressNotFound', 'addressId');
    const [phone] = await tx
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, body.phoneNumberId), eq(phoneNumbers.userId, userId)));
    if (!phone) throw field(404, 'orders.phoneNotFound', 'phoneNumberId');
    const [method] = await tx
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, body.deliveryMethodId));
    if (!method || !method.isActive) {
      throw field(method ? 422 : 404, 'orders.deliveryUnavailable', 'deliveryMethodId');
    }
    const [customer] = await tx.select().from(users).where(eq(users.id, userId));
    if (!customer) throw new AppError(401, 'auth.invalidToken');

    const subtotal = computeTotals({
      lines,
      coupon: null,
      deliveryFeeHalalas: 0,
      vatRate: 0,
    }).subtotalHalalas;
    const outcome = await resolveCoupon(
      tx,
      userId,
      { code: body.couponCode, cartCouponId: cart.couponId },
      subtotal,
      now,
      true,
    );
    if (outcome.problem) {
      throw new AppError(422, outcome.problem, null, outcome.params, 'couponCode');
    }
    const coupon = outcome.coupon;
    const totals = totalsOf(lines, coupon, method.priceHalalas, ctx.config.vatRate);

    const online = body.paymentMethod === 'Online';
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        customerName: `${customer.firstName} ${customer.lastName}`.trim(),
        customerEmail: customer.email,
        paymentMethod: body.paymentMethod,
        subtotalHalalas: totals.subtotalHalalas,
        discountHalalas: totals.discountHalalas,
        deliveryFeeHalalas: totals.deliveryFeeHalalas,
        vatHalalas: totals.vatHalalas,
        vatRateBasisPoints: Math.round(ctx.config.vatRate * 100),
        totalHalalas: totals.totalHalalas,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        deliveryMethodId: method.id,
        deliveryNameEn: method.nameEn,
        deliveryNameAr: method.nameAr,
        deliveryEstimatedDays: method.estimatedDays,
        address: {
          label: address.label,
          city: address.city,
          district: address.district,
          street: address.street,
          buildingNumber: address.buildingNumber,
          postalCode: address.postalCode,
          additionalNumber: address.additionalNumber,
          details: address.details,
        },
        phoneNumber: phone.number,
        notes: body.notes,
        paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error('order insert returned nothing');

    // In batches: a cart filled before the line limit existed could need more bind parameters
    // than one statement may carry (9 a line).
    for (const batch of inBatches(lines, rowsPerStatement(9))) {
      await tx.insert(orderItems).values(
        batch.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          nameEn: line.product.nameEn,
          nameAr: line.product.nameAr,
          sku: line.product.sku,
          imageUrl: line.product.imageUrls[0] ?? null,
          unitPriceHalalas: line.unitPriceHalalas,
          quantity: line.quantity,
          lineTotalHalalas: line.unitPriceHalalas * line.quantity,
        })),
      );
    }
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'Pending',
      noteKey: 'orders.history.placed',
      changedBy: userId,
    });
    // Two array parameters however many lines.
    const takenIds = lines.map((line) => line.product.id);
    const takenQuantities = lines.map((line) => line.quantity);
    await tx.execute(sql`
      update ${products} set
        stock = ${products.stock} - taken.quantity,
        sold_count = ${products.soldCount} + taken.quantity
      from unnest(${sql.param(takenIds)}::integer[], ${sql.param(takenQuantities)}::integer[])
        as taken(product_id, quantity)
      where ${products.id} = taken.product_id`);
    if (coupon) {
      await tx.insert(couponRedemptions).values({
        couponId: coupon.id,
        userId,
        orderId: order.id,
        discountHalalas: totals.discountHalalas,
      });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, coupon.id));
    }
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.userId, userId));
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      totalHalalas: totals.totalHalalas,
      paymentMethod: body.paymentMethod,
    };
  });
}
