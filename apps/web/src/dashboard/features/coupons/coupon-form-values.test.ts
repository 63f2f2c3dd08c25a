import type { AdminCoupon } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/form-validation';
import { couponFormSchema, emptyCouponValues, valuesFromCoupon } from './coupon-form-values';

const coupon: AdminCoupon = {
  id: 4,
  code: 'EID20',
  type: 'Percentage',
  value: 12.5,
  minOrderAmount: 100,
  maxDiscountAmount: 75,
  startDate: '2025-03-01T09:00:00.000Z',
  endDate: null,
  isActive: false,
  usageLimit: 500,
  perUserLimit: null,
  usedCount: 3,
  status: 'inactive',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

describe('coupon form values', () => {
  it('starts as an active percentage coupon with no minimum', () => {
    expect(emptyCouponValues).toMatchObject({
      type: 'Percentage',
      minOrderAmount: '0',
      isActive: 'true',
    });
  });

  it('shows a coupon as text, dates in the admin’s time zone, none as blank', () => {
    const values = valuesFromCoupon(coupon);
    expect(values).toMatchObject({
      code: 'EID20',
      value: '12.5',
      minOrderAmount: '100',
      maxDiscountAmount: '75',
      endDate: '',
      usageLimit: '500',
      perUserLimit: '',
      isActive: 'false',
    });
    expect(new Date(values.startDate).toISOString()).toBe('2025-03-01T09:00:00.000Z');
  });

  it('round-trips a coupon to the body the API takes, dates as instants', () => {
    const result = validateForm(couponFormSchema, valuesFromCoupon(coupon), 'en');
    expect(result).toEqual({
      ok: true,
      data: {
        code: 'EID20',
        type: 'Percentage',
        value: 12.5,
        minOrderAmount: 100,
        maxDiscountAmount: 75,
        startDate: '2025-03-01T09:00:00.000Z',
        endDate: undefined,
        usageLimit: 500,
        perUserLimit: undefined,
        isActive: false,
      },
    });
  });

  it('drops a cap typed for a fixed amount instead of validating it', () => {
    const result = validateForm(
      couponFormSchema,
      {
        ...emptyCouponValues,
        code: 'FLAT20',
        type: 'Fixed',
        value: '20',
        maxDiscountAmount: 'abc',
      },
      'en',
    );
    expect(result.ok && result.data.maxDiscountAmount).toBeUndefined();
  });

  it('words the API’s rules under their fields (code, percentage range, dates)', () => {
    const result = validateForm(
      couponFormSchema,
      {
        ...emptyCouponValues,
        code: 'no spaces',
        value: '150',
        startDate: '2025-05-02T10:00',
        endDate: '2025-05-01T10:00',
      },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'may use letters, digits, - and _ only',
        value: 'must be between 1 and 100 for a percentage',
        endDate: 'must be after the start date',
      },
    });
  });

  it('asks for the code and the value in Arabic', () => {
    const result = validateForm(couponFormSchema, emptyCouponValues, 'ar');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['code', 'value']);
    expect(result.errors.code).toMatch(/[\u0600-\u06FF]/);
  });
});
