import { productFieldsSchema, type DiscountType, type Product } from '@dukkan/contracts';
import type { ProductFields } from '../../../catalog/products.api';
import type { FormSchema } from '../../../lib/form-validation';

/** The discount editor's choice; '' is "no discount". */
export type DiscountChoice = DiscountType | '';

/**
 * The product form as text, keyed like the multipart request, so the contracts'
 * schema validates it as the API will and a 400's field keys (`discount.value`) land on the
 * right inputs.
 */
export type ProductFormValues = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  sku: string;
  price: string;
  stock: string;
  brandId: string;
  categoryId: string;
  isActive: 'true' | 'false';
  'discount.type': DiscountChoice;
  'discount.value': string;
  'discount.startDate': string;
  'discount.endDate': string;
};

export const DISCOUNT_KEYS = [
  'discount.type',
  'discount.value',
  'discount.startDate',
  'discount.endDate',
] as const;

export const emptyProductValues: ProductFormValues = {
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  sku: '',
  price: '',
  stock: '',
  brandId: '',
  categoryId: '',
  isActive: 'true',
  'discount.type': '',
  'discount.value': '',
  'discount.startDate': '',
  'discount.endDate': '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ISO → the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in the admin's own time zone. The
 * schema turns that text back into ISO (read as local time by the browser) when the form is sent.
 */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function valuesFromProduct(product: Product): ProductFormValues {
  const { discount } = product;
  return {
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    descriptionEn: product.descriptionEn,
    descriptionAr: product.descriptionAr,
    sku: product.sku,
    price: String(product.price),
    stock: String(product.stock),
    brandId: String(product.brandId),
    categoryId: String(product.categoryId),
    isActive: product.isActive ? 'true' : 'false',
    'discount.type': discount?.type ?? '',
    'discount.value': discount ? String(discount.value) : '',
    'discount.startDate': toLocalDateTime(discount?.startDate),
    'discount.endDate': toLocalDateTime(discount?.endDate),
  };
}

/** With "no discount" chosen, a value typed earlier is left out rather than validated. */
function withoutUnusedDiscount(input: unknown): unknown {
  const values = input as ProductFormValues;
  if (values['discount.type'] !== '') return values;
  return { ...values, ...Object.fromEntries(DISCOUNT_KEYS.map((key) => [key, ''])) };
}

/** The contracts' productFieldsSchema, seeing the discount only when one is chosen. */
export const productFormSchema: FormSchema<ProductFields> = {
  safeParse: (input, params) => {
    const result = productFieldsSchema.safeParse(withoutUnusedDiscount(input), params);
    return result.success
      ? { success: true, data: { ...result.data, discount: result.data.discount ?? null } }
      : result;
  },
};
