import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orders,
  type products,
} from '../src/db/schema.ts';
import { vatIncluded } from '../src/lib/money.ts';
import { createBrandRow, createCategoryRow, createProductRow } from './factories.ts';

let sequence = 0;

/** A product with its own brand and category, for tests that do not care about the catalog. */
export async function createShopProduct(
  app: FastifyInstance,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const brand = await createBrandRow(app);
  const category = await createCategoryRow(app);
  return createProductRow(app, { brandId: brand.id, categoryId: category.id, ...values });
}

/** A coupon row: by default 10 % off, active, without dates or limits, with a unique code. */
export async function createCouponRow(
  app: FastifyInstance,
  values: Partial<typeof coupons.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await app.ctx.db
    .insert(coupons)
    .values({ code: `CODE${sequence}`, type: 'Percentage', valueHundredths: 1000, ...values })
    .returning();
  return row!;
}

/** The id of a customer's cart, as SQL (for tests that read or write its lines). */
export function customerCartId(userId: number) {
  return sql<number>`(select id from carts where user_id = ${userId})`;
}

/** The condition on cart_items for a customer's lines. */
export function linesOfCustomer(userId: number) {
  return eq(cartItems.cartId, customerCartId(userId));
}

/**
 * A cart line straight in the database (the cart row is created when missing): the variant named,
 * else the product's default variant.
 */
export async function addToCartRow(
  app: FastifyInstance,
  userId: number,
  productId: number,
  quantity = 1,
  createdAt?: Date,
  variantId?: number,
) {
  await app.ctx.db.insert(carts).values({ userId }).onConflictDoNothing();
  const variant =
    variantId ??
    sql<number>`(select id from product_variants where product_id = ${productId} and is_default)`;
  const [row] = await app.ctx.db
    .insert(cartItems)
    .values({
      cartId: customerCartId(userId),
      productId,
      variantId: variant,
      quantity,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return row!;
}

/** Applies a coupon to a user's cart straight in the database. */
export async function setCartCouponRow(app: FastifyInstance, userId: number, couponId: number) {
  await app.ctx.db
    .insert(carts)
    .values({ userId, couponId })
    .onConflictDoUpdate({ target: carts.userId, set: { couponId } });
}

type OrderValues = Partial<typeof orders.$inferInsert> & { userId: number | null };

/** Order columns with consistent money (total = subtotal − discount + delivery, 15 % VAT inside). */
function orderValues(values: OrderValues): typeof orders.$inferInsert {
  const subtotal = values.subtotalHalalas ?? 10_000;
  const discount = values.discountHalalas ?? 0;
  const delivery = values.deliveryFeeHalalas ?? 0;
  const total = subtotal - discount + delivery;
  return {
    customerName: 'Test Customer',
    customerEmail: 'customer@example.com',
    paymentMethod: 'CashOnDelivery',
    subtotalHalalas: subtotal,
    discountHalalas: discount,
    deliveryFeeHalalas: delivery,
    totalHalalas: total,
    vatHalalas: vatIncluded(total, 15),
    vatRateBasisPoints: 1500,
    deliveryNameEn: 'Standard',
    deliveryNameAr: 'عادي',
    deliveryEstimatedDays: '3-5',
    address: {
      label: 'Home',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      buildingNumber: '1234',
      postalCode: '12345',
      additionalNumber: null,
      details: '',
    },
    phoneNumber: '+966512345678',
    ...values,
  };
}

/** An order row with placeholder snapshots; lines, history and payment are left to the test. */
export async function createOrderRow(app: FastifyInstance, values: OrderValues) {
  const [row] = await app.ctx.db.insert(orders).values(orderValues(values)).returning();
  return row!;
}

/**
 * One use of a coupon as placing an order records it, in one transaction: the order (unless one
 * is given, with the coupon's code on it), the redemption row, and the coupon's used count raised.
 */
export async function redeemCouponRow(
  app: FastifyInstance,
  values: {
    couponId: number;
    userId: number;
    orderId?: number;
    discountHalalas?: number;
    createdAt?: Date;
  },
) {
  const discountHalalas = values.discountHalalas ?? 1_000;
  return app.ctx.db.transaction(async (tx) => {
    const [coupon] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, values.couponId))
      .returning({ code: coupons.code });
    let orderId = values.orderId;
    if (orderId === undefined) {
      const [order] = await tx
        .insert(orders)
        .values(
          orderValues({
            userId: values.userId,
            couponId: values.couponId,
            couponCode: coupon!.code,
            subtotalHalalas: Math.max(discountHalalas, 10_000),
            discountHalalas,
            ...(values.createdAt ? { createdAt: values.createdAt } : {}),
          }),
        )
        .returning({ id: orders.id });
      orderId = order!.id;
    }
    const [row] = await tx
      .insert(couponRedemptions)
      .values({
        couponId: values.couponId,
        userId: values.userId,
        orderId,
        discountHalalas,
        ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      })
      .returning();
    return row!;
  });
}
