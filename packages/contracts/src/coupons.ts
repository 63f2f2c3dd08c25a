import { z } from 'zod';
import { idNumber } from './envelope.ts';
import { textInput } from './text.ts';
import { DISCOUNT_TYPES } from './products.ts';
export const couponCodeSchema = textInput('v.required')
  .trim()
  .min(1, { error: 'v.required' })
  .max(40, { error: 'v.tooLong' });
export const couponCodeParamSchema = z.object({ code: couponCodeSchema });
export const couponIdParamSchema = z.object({
  couponId: idNumber(),
});

/** A coupon as a customer sees it. */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent (1–100) or SAR. */
  value: z.number(),
  minOrderAmount: z.number(),
  maxDiscountAmount: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  /** Uses left to the caller under the per-user and total limits (null: neither is set). */
  remainingUses: z.number().int().nullable().optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `UserCoupons/used`: one use by the caller. */
export const usedCouponSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  discountAmount: z.number(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  usedAt: z.string(),
});
export type UsedCoupon = z.infer<typeof usedCouponSchema>;
