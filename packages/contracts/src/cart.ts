import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from './envelope.ts';
import { DISCOUNT_TYPES, MAX_STOCK } from './products.ts';
import { optionalId, requiredId, wholeNumber } from './fields.ts';

/**
 * A cart holds at most this many different products, and a line at most MAX_LINE_QUANTITY units:
 * beyond them the API answers 422 (`cart.tooManyLines`, `cart.quantityLimit`). A shop sells to
 * households, and an order stays a size that can be placed, invoiced and packed.
 */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

/**
 * `cart/addToCart` and `cart/updateCartItem`: quantity 1..stock (stock is checked by the API).
 * `variantId` names the variant bought (decision 016); without it, adding means the product's one
 * variant (a product with options then answers 422 naming the choices to make), and updating means
 * the product's line when the cart has one line of it.
 */
export const cartItemBodySchema = z.object({
  productId: requiredId,
  variantId: optionalId,
  quantity: wholeNumber(1, MAX_STOCK),
});
export type CartItemBody = z.input<typeof cartItemBodySchema>;

/** One option value of a line's variant: in the reader's language, and both copies. */
export const lineOptionSchema = z.object({
  name: z.string(),
  value: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  valueEn: z.string(),
  valueAr: z.string(),
});
export type LineOption = z.infer<typeof lineOptionSchema>;

export const cartItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  /** The variant's option values in option order; empty for a product without options. */
  options: z.array(lineOptionSchema),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** The variant's SKU. */
  sku: z.string(),
  /** The cover image (800 px file name), or null. */
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  originalPrice: z.number(),
  /** Null means no discount is active now. */
  discountedPrice: z.number().nullable(),
  /** discountedPrice ?? originalPrice. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** The variant's current stock, so the stepper can stop there. */
  stock: z.number().int(),
  isActive: z.boolean(),
  /** False when the line cannot be ordered as it is (inactive, or quantity above stock). */
  isAvailable: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The coupon applied to the cart and what it gives on the cart as it is now. */
export const appliedCouponSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  /** SAR off the cart total now (0 when it does not apply). */
  discountAmount: z.number(),
  isApplicable: z.boolean(),
  /** Why it does not apply now, in the request's language; null when it applies. */
  reason: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const cartSchema = z.object({
  /** Σ unit price (discounted when not null) × quantity, over every line. */
  totalAmount: z.number(),
  paginatedItems: pagedSchema(cartItemSchema),
  /** Σ quantity, for the header badge. */
  itemsCount: z.number().int(),
  coupon: appliedCouponSchema.nullable(),
  /** totalAmount − the coupon's discount; delivery is added at checkout. */
  totalAfterDiscount: z.number(),
  /** The VAT contained in totalAfterDiscount (prices include VAT). */
  vatAmount: z.number(),
  vatRate: z.number(),
  /**
   * Guests only (decision 022): the cart token to keep and send as `X-Cart-Token` — a new one when
   * this call opened the cart, null when the token sent names no cart (expired or unknown).
   */
  cartToken: z.string().nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartQuerySchema = pageQuerySchema;

/** A guest line that did not come over whole when the guest cart joined the account's cart. */
export const mergeAdjustmentSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  /** Units the guest cart held. */
  wanted: z.number().int(),
  /** Units that came over (0: none; the line is off sale, out of stock or the cart is full). */
  kept: z.number().int(),
});
export type MergeAdjustment = z.infer<typeof mergeAdjustmentSchema>;

/** `cart/mergeGuestCart`: the account's cart after the merge, and what was lowered or left out. */
export const mergedCartSchema = cartSchema.extend({
  adjustments: z.array(mergeAdjustmentSchema),
});
export type MergedCart = z.infer<typeof mergedCartSchema>;

/** `cart/removeCartItem/{productId}`: which variant's line, when the cart has several of it. */
export const removeCartItemQuerySchema = pageQuerySchema.extend({ variantId: optionalId });
