import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { deliveryMethods } from '../delivery/delivery.tables.ts';

/**
 * The address an order ships to, copied when it is placed. Orders placed before decision 021 have
 * no city code, short address or location (`order-address.ts` reads them as null).
 */
export interface OrderAddressSnapshot {
  label: string;
  city: string;
  cityCode?: string | null;
  district: string;
  street: string;
  shortAddress?: string | null;
  buildingNumber: string | null;
  postalCode: string | null;
  additionalNumber: string | null;
  latitude?: number | null;
  longitude?: number | null;
  details: string;
}

/** One option value of a sold variant, copied in both languages ("Size: L" / "المقاس: L"). */
export interface OrderLineOption {
  nameEn: string;
  nameAr: string;
  valueEn: string;
  valueAr: string;
}

const ORDER_STATUS_CHECK = sql.raw(
  `('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned')`,
);

/**
 * An order's place in its lifecycle (Pending 1 … Returned 6): the dashboard's status sort.
 * `orders_status_rank_idx` holds this expression, and PostgreSQL reads it only for a sort spelled
 * exactly the same, so the list uses this function too.
 */
export function lifecycleRankOf(status: AnyPgColumn): SQL {
  return sql`array_position(array['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']::text[], ${status})`;
}

/**
 * Orders. Everything the order was sold with is copied onto it (customer, address, phone, delivery
 * method, coupon code, and the lines in `order_items`) so later edits to those never rewrite an
 * order or its invoice. Money in halalas; `total = subtotal − discount + delivery`, VAT included.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to people: DK-000123. */
    orderNumber: text('order_number')
      .notNull()
      .generatedAlwaysAs(sql`'DK-' || lpad(id::text, 6, '0')`),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', {
      enum: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'],
    })
      .notNull()
      .default('Pending'),
    paymentMethod: text('payment_method', { enum: ['Online', 'CashOnDelivery'] }).notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    subtotalHalalas: integer('subtotal_halalas').notNull(),
    discountHalalas: integer('discount_halalas').notNull().default(0),
    deliveryFeeHalalas: integer('delivery_fee_halalas').notNull().default(0),
    vatHalalas: integer('vat_halalas').notNull(),
    /** The VAT rate in basis points when the order was placed (1500 = 15 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    totalHalalas: integer('total_halalas').notNull(),
    // Restrict: a coupon any order names (even a cancelled one) keeps its history; deleting it
    // fails here and the dashboard deactivates it instead.
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, {
      onDelete: 'restrict',
    }),
    couponCode: text('coupon_code'),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    deliveryNameEn: text('delivery_name_en').notNull(),
    deliveryNameAr: text('delivery_name_ar').notNull(),
    deliveryEstimatedDays: text('delivery_estimated_days').notNull(),
    address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    notes: text('notes').notNull().default(''),
    /** The gateway checkout of an Online order, and when the order lapses if it stays unpaid. */
    checkoutId: text('checkout_id'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true, mode: 'date' }),
    /** The gateway's last answer about this order's payment. */
    paymentResultCode: text('payment_result_code'),
    /** The online method chosen at checkout (MADA, CARDS, APPLEPAY, STC_PAY); null for cash. */
    onlineMethod: text('online_method', { enum: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'] }),
    /** The brand that paid, as the gateway reported it (a mada card under CARDS says MADA). */
    paymentBrand: text('payment_brand'),
    paymentDescription: text('payment_description'),
    /** The gateway's id of the captured payment (OPPWA `id`), which refunds reference. */
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * Money given back so far: the sum of the order's succeeded refunds (decision 020). Paid sales
     * count `total − refunded` (migration 0028).
     */
    refundedHalalas: integer('refunded_halalas').notNull().default(0),
    /**
     * SHA-256 of the access token a guest's order was placed with (decision 022): set only on
     * orders placed without an account, whose confirmation and payment pages it opens. The guest's
     * name, e-mail and mobile are the customer columns above; `user_id` is null until an account
     * claims the order.
     */
    guestAccessHash: text('guest_access_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_checkout_id_key').on(t.checkoutId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The dashboard's sorts by total and by status, newest first within a total or a status.
    index('orders_total_created_idx').on(t.totalHalalas.desc(), t.createdAt.desc(), t.id.desc()),
    index('orders_status_rank_idx').on(lifecycleRankOf(t.status), t.createdAt.desc(), t.id.desc()),
    // The dashboard's order search (admin-order-queries.ts `orderSearch`): a part of the name or
    // e-mail, folded as the query folds it, and a run of a mobile number's digits.
    index('orders_customer_search_trgm_idx').using(
      'gin',
      sql`dukkan_search_text(${t.customerName} || ' ' || ${t.customerEmail}) gin_trgm_ops`,
    ),
    index('orders_phone_number_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    index('orders_coupon_id_idx').on(t.couponId),
    // Deleting a delivery method checks whether orders used it.
    index('orders_delivery_method_id_idx').on(t.deliveryMethodId),
    // The expiry job's scan: only unpaid Online orders still waiting carry an expiry.
    index('orders_payment_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(
        sql`${t.paymentExpiresAt} is not null and not ${t.isPaid} and ${t.status} = 'Pending'`,
      ),
    check('orders_status_check', sql`${t.status} in ${ORDER_STATUS_CHECK}`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('Online', 'CashOnDelivery')`),
    check(
      'orders_online_method_check',
      sql`${t.onlineMethod} in ('MADA', 'CARDS', 'APPLEPAY', 'STC_PAY')`,
    ),
    check(
      'orders_total_consistent',
      sql`${t.totalHalalas} = ${t.subtotalHalalas} - ${t.discountHalalas} + ${t.deliveryFeeHalalas}`,
    ),
    check(
      'orders_refunded_within_total',
      sql`${t.refundedHalalas} >= 0 and ${t.refundedHalalas} <= ${t.totalHalalas}`,
    ),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotalHalalas} >= 0 and ${t.discountHalalas} >= 0 and ${t.deliveryFeeHalalas} >= 0 and ${t.vatHalalas} >= 0 and ${t.totalHalalas} >= 0`,
    ),
  ],
);

/** Order lines, copied from the cart and the product at the moment of the order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sku: text('sku').notNull(),
    imageUrl: text('image_url'),
    unitPriceHalalas: integer('unit_price_halalas').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalHalalas: integer('line_total_halalas').notNull(),
    /** The variant's option values when it was sold, in option order (decision 016). */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    /**
     * Units taken back by partial returns (decision 020): their stock is back and they leave the
     * sales figures. A whole return or cancellation closes the order instead.
     */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    // Covers what best sellers read of a line, so they never visit the table.
    index('order_items_sales_idx').on(t.orderId, t.productId, t.quantity, t.lineTotalHalalas),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_items_returned_within_quantity',
      sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_items_line_total',
      sql`${t.lineTotalHalalas} = ${t.unitPriceHalalas} * ${t.quantity}`,
    ),
  ],
);

/** Every status an order has been in, with who moved it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** A note typed by a person, kept as written. */
    note: text('note'),
    /**
     * A note the system writes (placed, paid, expired) is kept as a message key and its
     * parameters, so each reader sees it in their own language.
     */
    noteKey: text('note_key'),
    noteParams: jsonb('note_params').$type<Record<string, string | number>>(),
    /** Null for changes the system makes (payment, expiry). */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * One use of a coupon by an order, written with the order that makes it (so it lives with the
 * orders, and the coupons' tables never need the orders'). Cancelling or expiring the order
 * deletes the row (and lowers the coupon's `used_count`), so the use is given back; the order
 * itself keeps the code it was placed with.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references((): AnyPgColumn => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    discountHalalas: integer('discount_halalas').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_user_idx').on(t.userId, t.createdAt),
  ],
);
