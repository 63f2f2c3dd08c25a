import { couponFieldsSchema, type AdminCoupon, type DiscountType } from '@dukkan/contracts';
import type { FormSchema } from '../../../lib/form-validation';
import { toLocalDateTime } from '../products/product-form-values';
import type { CouponInput } from './admin-coupons.api';

/** The coupon form as text, keyed like the request body, so a 400 or 409 lands on its field. */
export type CouponFormValues = {
  code: string;
  type: DiscountType;
  value: string;
  minOrderAmount: string;
  maxDiscountAmount: string;
  /** `YYYY-MM-DDTHH:mm` in the admin's own time zone, as datetime-local inputs hold it. */
  startDate: string;
  endDate: string;
  usageLimit: string;
  perUserLimit: string;
  isActive: 'true' | 'false';
};

export const emptyCouponValues: CouponFormValues = {
  code: '',
  type: 'Percentage',
  value: '',
  minOrderAmount: '0',
  maxDiscountAmount: '',
  startDate: '',
  endDate: '',
  usageLimit: '',
  perUserLimit: '',
  isActive: 'true',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function valuesFromCoupon(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    minOrderAmount: String(coupon.minOrderAmount),
    maxDiscountAmount: text(coupon.maxDiscountAmount),
    startDate: toLocalDateTime(coupon.startDate),
    endDate: toLocalDateTime(coupon.endDate),
    usageLimit: text(coupon.usageLimit),
    perUserLimit: text(coupon.perUserLimit),
    isActive: coupon.isActive ? 'true' : 'false',
  };
}

/** The admin's local date and time as the instant the API stores (ISO, UTC). */
function toInstant(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** A cap only limits a percentage: a fixed amount is its own cap, so one typed earlier is dropped. */
function withoutUnusedCap(input: unknown): unknown {
  const values = input as CouponFormValues;
  return values.type === 'Fixed' ? { ...values, maxDiscountAmount: '' } : values;
}

/**
 * The contracts' couponFieldsSchema (the API's own rules), sending the dates as instants: the
 * inputs hold local times, and the comparison "ends after it starts" works the same on both.
 */
export const couponFormSchema: FormSchema<CouponInput> = {
  safeParse: (input, params) => {
    const result = couponFieldsSchema.safeParse(withoutUnusedCap(input), params);
    if (!result.success) return result;
    const { startDate, endDate } = result.data;
    return {
      success: true,
      data: { ...result.data, startDate: toInstant(startDate), endDate: toInstant(endDate) },
    };
  },
};
