import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, OnlineMethod, PaymentMethod } from '@dukkan/contracts';
import { PAYMENT_WINDOW_MINUTES, type createOrderBodySchema } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { inBatches, rowsPerStatement } from '../../db/batches.ts';
import { conflict, notFound, unauthorized, unprocessable } from '../../lib/app-error.ts';
import { users } from '../accounts/accounts.tables.ts';
import { addresses, phoneNumbers } from '../addresses/addresses.tables.ts';
import { ownedCart, type CartOwner } from '../cart/cart-owner.ts';
import { cartItems, carts } from '../cart/cart.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import type { VariantOptionCopy } from '../catalog/variant-line-options.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import type { CouponRow } from '../coupons/coupon-rules.ts';
import { deliveryMethods } from '../delivery/delivery.tables.ts';
import type { Totals } from '../pricing/order-totals.ts';
import { recordCouponUse } from './coupon-redemptions.ts';
import { orderAddressOf } from './order-address.ts';
import {
  cartLines,
  resolveCoupon,
  subtotalOf,
  totalsOf,
  type CartLine,
  type ProductRow,
} from './order-quote.ts';
import {
  orderItems,
  orders,
  orderStatusHistory,
  type OrderAddressSnapshot,
} from './orders.tables.ts';

type CreateOrderInput = z.output<typeof createOrderBodySchema>;
/** What both kinds of order send besides where it goes: delivery, payment, coupon, notes. */
type OrderChoices = Pick<
  CreateOrderInput,
  'deliveryMethodId' | 'paymentMethod' | 'onlineMethod' | 'couponCode' | 'notes'
>;

/**
 * A guest's order (decision 022): the cart its token names, the contact and address typed at
 * checkout (copied onto the order like a customer's), and the hash of the order's access token.
 */
export interface GuestBuyer {
  cartToken: string;
  name: string;
  email: string;
  mobile: string;
  address: OrderAddressSnapshot;
  accessHash: string;
}

/**
 * What an order line is sold as: enough of the product and its variant to print the line however
 * they change. Without a variant (the demo seed's plans), the product's own SKU and no options.
 */
export interface SoldLine {
  product: { id: number; nameEn: string; nameAr: string; sku: string; imageUrls: string[] };
  variant?: { id: number; sku: string; imageUrls: string[]; options: VariantOptionCopy[] };
  unitPriceHalalas: number;
  quantity: number;
}

/** The order_items row of a line (also written by the demo seed, whose orders are real ones). */
export function orderItemValues(orderId: number, line: SoldLine) {
  const { product, variant } = line;
  return {
    orderId,
    productId: product.id,
    variantId: variant?.id ?? null,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    sku: variant?.sku ?? product.sku,
    imageUrl: variant?.imageUrls[0] ?? product.imageUrls[0] ?? null,
    options: variant?.options ?? [],
    unitPriceHalalas: line.unitPriceHalalas,
    quantity: line.quantity,
    lineTotalHalalas: line.unitPriceHalalas * line.quantity,
  };
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  totalHalalas: number;
  paymentMethod: PaymentMethod;
  /** The online method of an Online order (CARDS when none was named); null for cash. */
  onlineMethod: OnlineMethod | null;
}

type CartRow = typeof carts.$inferSelect;

/** Step 1: the caller's cart row, locked, so a second checkout of the same cart waits for this one. */
async function lockCart(tx: Executor, owner: CartOwner, idleDays: number): Promise<CartRow> {
  const [cart] = await tx.select().from(carts).where(ownedCart(owner, idleDays)).for('update');
  if (!cart) throw unprocessable('orders.emptyCart');
  return cart;
}

/**
 * Step 2: the cart's lines with their products, then their variants, locked in id order, each
 * still on sale and the variant in stock.
 */
async function lockCartLines(
  tx: Executor,
  cartId: number,
  now: Date,
  lang: Language,
): Promise<CartLine[]> {
  const lines = await cartLines(tx, cartId, now, true);
  if (lines.length === 0) throw unprocessable('orders.emptyCart');
  const name = (product: ProductRow) => (lang === 'ar' ? product.nameAr : product.nameEn);
  for (const { product, variant, quantity } of lines) {
    if (!product.isActive || !variant.isActive) {
      throw unprocessable('orders.productUnavailable', null, { params: { name: name(product) } });
    }
    if (quantity > variant.stock) {
      throw conflict(
        'orders.stockShort',
        { productId: product.id, available: variant.stock },
        { params: { name: name(product), available: variant.stock } },
      );
    }
  }
  return lines;
}

/**
 * Step 3: the address, mobile number and delivery method chosen, and the customer. Another
 * customer's address or number is a 404 like a missing one, so ids cannot be probed.
 */
async function checkChoices(tx: Executor, userId: number, body: CreateOrderInput) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound('orders.addressNotFound', null, { field: 'addressId' });
  const [phone] = await tx
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, body.phoneNumberId), eq(phoneNumbers.userId, userId)));
  if (!phone) throw notFound('orders.phoneNotFound', null, { field: 'phoneNumberId' });
  const method = await checkDeliveryMethod(tx, body.deliveryMethodId);
  const [customer] = await tx.select().from(users).where(eq(users.id, userId));
  if (!customer) throw unauthorized('auth.invalidToken');
  return {
    address: orderAddressOf(address),
    phoneNumber: phone.number,
    method,
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      // An account made by mobile sign-in has no e-mail; the snapshot column keeps text.
      email: customer.email ?? '',
    },
  };
}

async function checkDeliveryMethod(tx: Executor, deliveryMethodId: number) {
  const [method] = await tx
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, deliveryMethodId));
  if (!method || !method.isActive) {
    const refusal = method ? unprocessable : notFound;
    throw refusal('orders.deliveryUnavailable', null, { field: 'deliveryMethodId' });
  }
  return method;
}

type Choices = Awaited<ReturnType<typeof checkChoices>>;

/** Step 4: the coupon (sent or applied to the cart), its row locked; one that does not apply is a 422. */
async function lockCoupon(
  tx: Executor,
  userId: number,
  cart: CartRow,
  body: OrderChoices,
  lines: CartLine[],
  now: Date,
): Promise<CouponRow | null> {
  const outcome = await resolveCoupon(
    tx,
    userId,
    { code: body.couponCode, cartCouponId: cart.couponId },
    subtotalOf(lines),
    now,
    true,
  );
  if (outcome.problem) {
    throw unprocessable(outcome.problem, null, { params: outcome.params, field: 'couponCode' });
  }
  return outcome.coupon;
}

/** Step 5: the order with copies of everything it was sold with, its lines and its first status. */
async function writeOrder(
  tx: Executor,
  placement: {
    userId: number | null;
    guestAccessHash: string | null;
    body: OrderChoices;
    choices: Choices;
    lines: CartLine[];
    coupon: CouponRow | null;
    totals: Totals;
    vatRate: number;
    now: Date;
  },
) {
  const { userId, body, choices, lines, coupon, totals, now } = placement;
  const { address, phoneNumber, method, customer } = choices;
  const online = body.paymentMethod === 'Online';
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      customerName: customer.name,
      customerEmail: customer.email,
      guestAccessHash: placement.guestAccessHash,
      paymentMethod: body.paymentMethod,
      onlineMethod: online ? (body.onlineMethod ?? 'CARDS') : null,
      subtotalHalalas: totals.subtotalHalalas,
      discountHalalas: totals.discountHalalas,
      deliveryFeeHalalas: totals.deliveryFeeHalalas,
      vatHalalas: totals.vatHalalas,
      vatRateBasisPoints: Math.round(placement.vatRate * 100),
      totalHalalas: totals.totalHalalas,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      deliveryMethodId: method.id,
      deliveryNameEn: method.nameEn,
      deliveryNameAr: method.nameAr,
      deliveryEstimatedDays: method.estimatedDays,
      address,
      phoneNumber,
      notes: body.notes,
      paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
    })
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      onlineMethod: orders.onlineMethod,
    });
  if (!order) throw new Error('order insert returned nothing');

  // In batches: a cart filled before the line limit existed could need more bind parameters
  // than one statement may carry (11 a line).
  for (const batch of inBatches(lines, rowsPerStatement(11))) {
    await tx.insert(orderItems).values(batch.map((line) => orderItemValues(order.id, line)));
  }
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'Pending',
    noteKey: 'orders.history.placed',
    changedBy: userId,
  });
  return order;
}

/**
 * Step 6: each variant's stock down, then each product's sold count up, one statement each. Only
 * the variants' stock is written: their trigger recomputes each product's kept stock (its
 * products are already locked), and the products' own trigger then finds the default variant
 * already right, so no unit is taken twice. The sold count is not a column that trigger watches.
 */
async function takeStock(tx: Executor, lines: CartLine[]): Promise<void> {
  // Two array parameters however many lines.
  const variantIds = lines.map((line) => line.variant.id);
  const productIds = lines.map((line) => line.product.id);
  const quantities = lines.map((line) => line.quantity);
  await tx.execute(sql`
    update ${productVariants} set stock = ${productVariants.stock} - taken.quantity
    from unnest(${sql.param(variantIds)}::integer[], ${sql.param(quantities)}::integer[])
      as taken(variant_id, quantity)
    where ${productVariants.id} = taken.variant_id`);
  await tx.execute(sql`
    update ${products} set sold_count = ${products.soldCount} + taken.quantity
    from (select product_id, sum(quantity)::integer as quantity
            from unnest(${sql.param(productIds)}::integer[], ${sql.param(quantities)}::integer[])
              as line(product_id, quantity)
           group by product_id) as taken
    where ${products.id} = taken.product_id`);
}

async function emptyCart(tx: Executor, cartId: number, now: Date): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.id, cartId));
}

/** Who places the order: where its cart is, who it is for and where it goes (checked in the tx). */
interface Placement {
  owner: CartOwner;
  userId: number | null;
  guestAccessHash: string | null;
  body: OrderChoices;
  choices: (tx: Executor) => Promise<Choices>;
}

/**
 * CreateOrder (decisions 007 and 016), for a customer or a guest (022). One transaction, its
 * locks always in this order: the caller's cart (so one cart becomes at most one order), its
 * products in id order, their variants in id order, then the coupon. Then the order is written
 * with copies of what it was sold with, the stock taken, the coupon use recorded and the cart
 * emptied. Prices, totals, status and paid flags come only from the server.
 */
async function place(ctx: AppContext, placement: Placement, lang: Language): Promise<PlacedOrder> {
  const { userId, body } = placement;
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const cart = await lockCart(tx, placement.owner, ctx.config.guestCartIdleDays);
    const lines = await lockCartLines(tx, cart.id, now, lang);
    const choices = await placement.choices(tx);
    // A guest's cart never holds a coupon and a guest cannot name one (decision 022).
    const coupon = userId === null ? null : await lockCoupon(tx, userId, cart, body, lines, now);
    const vatRate = ctx.config.vatRate;
    const totals = totalsOf(lines, coupon, choices.method.priceHalalas, vatRate);
    const order = await writeOrder(tx, {
      userId,
      guestAccessHash: placement.guestAccessHash,
      body,
      choices,
      lines,
      coupon,
      totals,
      vatRate,
      now,
    });
    await takeStock(tx, lines);
    if (coupon && userId !== null) {
      await recordCouponUse(tx, {
        couponId: coupon.id,
        userId,
        orderId: order.id,
        discountHalalas: totals.discountHalalas,
      });
    }
    await emptyCart(tx, cart.id, now);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      totalHalalas: totals.totalHalalas,
      paymentMethod: body.paymentMethod,
      onlineMethod: order.onlineMethod,
    };
  });
}

/** A customer's order from their cart, to one of their addresses and numbers. */
export function placeOrder(
  ctx: AppContext,
  userId: number,
  body: CreateOrderInput,
  lang: Language,
): Promise<PlacedOrder> {
  const choices = (tx: Executor) => checkChoices(tx, userId, body);
  return place(ctx, { owner: { userId }, userId, guestAccessHash: null, body, choices }, lang);
}

/** A guest's order from the cart its token names, to the contact and address it typed. */
export function placeGuestOrder(
  ctx: AppContext,
  guest: GuestBuyer,
  body: OrderChoices,
  lang: Language,
): Promise<PlacedOrder> {
  const choices = async (tx: Executor): Promise<Choices> => ({
    address: guest.address,
    phoneNumber: guest.mobile,
    method: await checkDeliveryMethod(tx, body.deliveryMethodId),
    customer: { name: guest.name, email: guest.email },
  });
  const owner = { guestToken: guest.cartToken };
  const placement = { owner, userId: null, guestAccessHash: guest.accessHash, body, choices };
  return place(ctx, placement, lang);
}
