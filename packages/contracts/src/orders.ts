import { z } from 'zod';
import { idNumber, pageQuerySchema } from './envelope.ts';
import { addressSchema, optionalText } from './addresses.ts';
import { lineOptionSchema } from './cart.ts';
import { couponCodeSchema } from './coupons.ts';
import { blankToUndefined, requiredId } from './fields.ts';
import { ONLINE_METHODS, PAYMENT_METHODS } from './payment-methods.ts';

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';

export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An unpaid Online order is cancelled after this long (the gateway's checkout lifetime). */
export const PAYMENT_WINDOW_MINUTES = 30;

/** `Order/CreateOrder`: the order is built from the caller's cart; no prices are sent. */
export const createOrderBodySchema = z.object({
  addressId: requiredId,
  phoneNumberId: requiredId,
  deliveryMethodId: requiredId,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'v.paymentMethod' }),
  /** Which online method pays an Online order; CARDS (Visa / Mastercard) when not given. */
  onlineMethod: z.preprocess(
    blankToUndefined,
    z.enum(ONLINE_METHODS, { error: 'v.onlineMethod' }).optional(),
  ),
  couponCode: z.preprocess(blankToUndefined, couponCodeSchema.optional()),
  notes: optionalText(500),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const createOrderResultSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  total: z.number(),
  /** The gateway checkout to pay (Online orders only). */
  checkoutId: z.string().nullable(),
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** What an order from the cart would cost now (`Order/Preview`); CreateOrder uses the same math. */
export const orderPreviewQuerySchema = z.object({
  deliveryMethodId: z.preprocess(blankToUndefined, requiredId.optional()),
  couponCode: z.preprocess(blankToUndefined, couponCodeSchema.optional()),
});
export const orderTotalsSchema = z.object({
  subtotal: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  vatAmount: z.number(),
  vatRate: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Why the coupon gives nothing, when one was named and does not apply. */
  couponError: z.string().nullable(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  /** Null once the variant is deleted; the copies below stay. */
  variantId: z.number().int().nullable(),
  /** The variant's option values when it was sold, in option order. */
  options: z.array(lineOptionSchema),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Units taken back by a return (decision 020); `quantity` stays what was bought. */
  returnedQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  /** Who made the change ("system" changes such as expiry have none). */
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const orderAddressSchema = addressSchema.omit({
  id: true,
  createdAt: true,
  isDefault: true,
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number(),
  itemsCount: z.number().int(),
  /** The first line's image, for the list. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailsSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  vatAmount: z.number(),
  vatRate: z.number(),
  couponCode: z.string().nullable(),
  deliveryMethod: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    nameEn: z.string(),
    nameAr: z.string(),
    estimatedDays: z.string(),
  }),
  address: orderAddressSchema,
  phoneNumber: z.string(),
  notes: z.string(),
  paidAt: z.string().nullable(),
  /**
   * Money given back by succeeded refunds (decision 020); what was paid net is `total − this`.
   * `isPaid` still means the payment was received.
   */
  refundedAmount: z.number(),
  /** The online method the shopper chose (null for cash on delivery). */
  onlineMethod: z.enum(ONLINE_METHODS).nullable(),
  /** The brand that paid, as the gateway reported it (MADA, VISA, MASTER, APPLEPAY, STC_PAY). */
  paymentBrand: z.string().nullable(),
  /** Unpaid Online orders: when the order is cancelled if still unpaid. */
  paymentExpiresAt: z.string().nullable(),
  statusHistory: z.array(orderStatusChangeSchema),
  /** The statuses the order may move to next (staff screens offer only these). */
  allowedStatuses: z.array(z.enum(ORDER_STATUSES)),
  customer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
  }),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const myOrdersQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES).optional()),
});
export const orderIdParamSchema = z.object({
  orderId: idNumber(),
});

/** Why "order again" left a line out: gone or off sale, no stock left, or a cart limit reached. */
export const REORDER_SKIP_REASONS = ['unavailable', 'soldOut', 'cartLimit'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

/** `Order/Reorder/{orderId}`: how many lines went into the cart and which could not. */
export const reorderResultSchema = z.object({
  added: z.number().int(),
  skipped: z.array(
    z.object({
      productId: z.number().int().nullable(),
      variantId: z.number().int().nullable(),
      name: z.string(),
      reason: z.enum(REORDER_SKIP_REASONS),
    }),
  ),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
