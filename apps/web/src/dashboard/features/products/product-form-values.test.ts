import { describe, expect, it } from 'vitest';
import { aDiscount, aProduct } from '../../../testing/catalog-fixtures';
import {
  emptyProductValues,
  productFormSchema,
  toLocalDateTime,
  valuesFromProduct,
  type ProductFormValues,
} from './product-form-values';

const filled: ProductFormValues = {
  ...emptyProductValues,
  nameEn: 'Sukkari dates',
  nameAr: 'تمر سكري',
  sku: 'DAT-1',
  price: '30',
  stock: '٤',
  brandId: '2',
  categoryId: '5',
};

describe('product form values', () => {
  it('parse to the request fields, Arabic digits included, with no discount', () => {
    const result = productFormSchema.safeParse(filled);
    expect(result).toMatchObject({
      success: true,
      data: { price: 30, stock: 4, brandId: 2, categoryId: 5, isActive: true, discount: null },
    });
  });

  it('ignore a discount value left behind when "no discount" is chosen', () => {
    const result = productFormSchema.safeParse({ ...filled, 'discount.value': 'abc' });
    expect(result.success).toBe(true);
  });

  it('report discount problems under the discount.* keys', () => {
    const result = productFormSchema.safeParse({
      ...filled,
      'discount.type': 'Fixed',
      'discount.value': '30',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['discount.value']);
    }
  });

  it('start from a product, dates shown in local time', () => {
    const start = '2026-03-01T09:30:00.000Z';
    const values = valuesFromProduct(
      aProduct({ price: 12.5, isActive: false, discount: aDiscount({ startDate: start }) }),
    );
    expect(values).toMatchObject({
      price: '12.5',
      isActive: 'false',
      'discount.type': 'Percentage',
      'discount.value': '10',
      'discount.startDate': toLocalDateTime(start),
      'discount.endDate': '',
    });
    expect(new Date(values['discount.startDate']).toISOString()).toBe(start);
  });
});
