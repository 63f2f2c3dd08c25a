import { z } from 'zod';
import { textInput } from './text.ts';
import { pageQuerySchema } from './envelope.ts';
import { couponSchema } from './coupons.ts';
import { DISCOUNT_TYPES, optionalDate } from './products.ts';
import {
  blankToUndefined,
  formBoolean,
  requiredId,
  sarAmountSchema,
  wholeNumber,
} from './fields.ts';

/** Upper bounds that keep a typo out of a coupon (amounts in SAR, limits in uses). */
export const MAX_COUPON_AMOUNT_SAR = 1_000_000;
export const MAX_COUPON_USES = 1_000_000;

/**
 * A new coupon's code: 3–40 letters, digits, "-" or "_". It is stored as typed and is unique
 * whatever its letter case (SAVE10 and save10 are one code).
 */
export const couponCodeInputSchema = textInput('v.required')
  .trim()
  .min(1, { error: 'v.required' })
  .min(3, { error: 'v.tooShort' })
  .max(40, { error: 'v.tooLong' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'v.couponCode' });

const amount = (min: 'zero' | 'positive') =>
  sarAmountSchema.pipe(
    (min === 'zero'
      ? z.number().min(0, { error: 'v.min' })
      : z.number().positive({ error: 'v.pricePositive' })
    ).max(MAX_COUPON_AMOUNT_SAR, { error: 'v.max' }),
  );

const optionalLimit = z.preprocess(blankToUndefined, wholeNumber(1, MAX_COUPON_USES).optional());

/**
 * `AdminCoupons/Create` body, its fields named as the specification's requests name them.
 * Percentage values are 1–100 % (two decimals allowed, 12.5); Fixed values are SAR off the order. Optional fields left out (or
 * sent blank/null) mean "none": no cap, no dates, no limits.
 */
export const couponFieldsObject = z.object({
  code: couponCodeInputSchema,
  type: z.enum(DISCOUNT_TYPES, { error: 'v.discountType' }),
  value: sarAmountSchema.pipe(
    z
      .number()
      .positive({ error: 'v.discountPositive' })
      .max(MAX_COUPON_AMOUNT_SAR, { error: 'v.max' }),
  ),
  minOrderAmount: z.preprocess(blankToUndefined, amount('zero').optional().default(0)),
  maxDiscountAmount: z.preprocess(blankToUndefined, amount('positive').optional()),
  startDate: optionalDate,
  endDate: optionalDate,
  usageLimit: optionalLimit,
  perUserLimit: optionalLimit,
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
});

function checkCoupon(
  coupon: { type: string; value: number; startDate?: string; endDate?: string },
  ctx: z.RefinementCtx,
) {
  if (coupon.type === 'Percentage' && (coupon.value < 1 || coupon.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'v.percentRange' });
  }
  if (coupon.startDate && coupon.endDate && coupon.endDate <= coupon.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'v.endAfterStart' });
  }
}

export const couponFieldsSchema = couponFieldsObject.superRefine(checkCoupon);
export type CouponFields = z.input<typeof couponFieldsObject>;
export type CouponFieldsOutput = z.output<typeof couponFieldsObject>;

/** `AdminCoupons/Update`: every field again (a full replacement) plus the id. */
export const couponUpdateSchema = couponFieldsObject
  .extend({ id: requiredId })
  .superRefine(checkCoupon);
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

/**
 * Where a coupon stands now, in this order of precedence: switched off (inactive), past its end
 * (expired), at its total limit (usedUp), before its start (scheduled), otherwise active.
 */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'inactive', 'usedUp'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A coupon as the dashboard sees it. */
export const adminCouponSchema = couponSchema.omit({ remainingUses: true }).extend({
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Live uses: orders placed with it that were not cancelled or returned. */
  usedCount: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const COUPON_SORTS = ['newest', 'code', 'usedCount', 'endDate'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];

/**
 * `AdminCoupons/All`: paged; `search` matches part of the code (any letter case); `status` filters
 * by the label above. Without `sortBy`, newest first; each sort has a natural direction (newest and
 * most used first, A to Z, ending soonest first) that `sortDirection` can turn around.
 */
export const adminCouponListQuerySchema = pageQuerySchema.extend({
  search: textInput().trim().max(40, { error: 'v.tooLong' }).optional(),
  status: z.preprocess(blankToUndefined, z.enum(COUPON_STATUSES).optional()),
  sortBy: z.preprocess(blankToUndefined, z.enum(COUPON_SORTS).optional()),
  sortDirection: z.preprocess(
    (value) => (typeof value === 'string' && value ? value.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).optional(),
  ),
});
export type AdminCouponListQuery = z.input<typeof adminCouponListQuerySchema>;

/** One customer's live uses of a coupon (`userId` is null once the account was deleted). */
export const couponCustomerUsageSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  timesUsed: z.number().int(),
  totalDiscount: z.number(),
  lastUsedAt: z.string(),
});
export type CouponCustomerUsage = z.infer<typeof couponCustomerUsageSchema>;

export const couponOrderUsageSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  discountAmount: z.number(),
  usedAt: z.string(),
});
export type CouponOrderUsage = z.infer<typeof couponOrderUsageSchema>;

/** How many customers and recent orders the details show (the busiest and the newest). */
export const COUPON_DETAILS_CUSTOMERS = 50;
export const COUPON_DETAILS_ORDERS = 20;

/** `AdminCoupons/Details/{id}`: the coupon and its live uses. */
export const adminCouponDetailsSchema = adminCouponSchema.extend({
  usage: z.object({
    timesUsed: z.number().int(),
    totalDiscount: z.number(),
    /** Most uses first, at most COUPON_DETAILS_CUSTOMERS. */
    byCustomer: z.array(couponCustomerUsageSchema),
    /** Newest first, at most COUPON_DETAILS_ORDERS. */
    recentOrders: z.array(couponOrderUsageSchema),
  }),
});
export type AdminCouponDetails = z.infer<typeof adminCouponDetailsSchema>;

/**
 * `AdminCoupons/delete/{id}`: a coupon that orders were placed with is deactivated instead of
 * deleted, so its history stays (`deleted: false` and the coupon as it now is).
 */
export const couponRemovalSchema = z.object({
  id: z.number().int(),
  deleted: z.boolean(),
  coupon: adminCouponSchema.nullable(),
});
export type CouponRemoval = z.infer<typeof couponRemovalSchema>;
