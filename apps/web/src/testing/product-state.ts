import type { BrandWithProducts, Product } from '@dukkan/contracts';
import type { ApiError } from '../app/api-client';
import type { ProductFields } from '../catalog/products.api';
import { initialProductsState, type ProductsState } from '../catalog/products.slice';
import { aBrand, aDiscount, aPage, aProduct } from './catalog-fixtures';

/** Products, a filled products state and the form fields the products slice and thunk tests share. */
export const coffee = aProduct({ id: 1, name: 'Coffee' });
export const dates = aProduct({
  id: 2,
  name: 'Dates',
  price: 30,
  discount: aDiscount({ value: 10 }),
  discountedPrice: 27,
});
export const saffron = aProduct({ id: 3, name: 'Saffron', price: 90 });
const oasis = aBrand({ id: 1 });

export function brandView(items: Product[]): BrandWithProducts {
  return { brand: oasis, products: aPage(items) };
}

/** Every list and both selections hold products 1–3 (offers only the discounted one). */
export function loaded(overrides: Partial<ProductsState> = {}): ProductsState {
  return {
    ...initialProductsState,
    products: [coffee, dates, saffron],
    offerProducts: [dates],
    productsForAdmin: [coffee, dates, saffron],
    product: { ...dates, options: [], variants: [] },
    productForAdmin: dates,
    brandWithProducts: brandView([coffee, dates]),
    paginationData: { pageNumber: 2, pageSize: 3, totalCount: 8 },
    ...overrides,
  };
}

export const fields: ProductFields = {
  nameEn: 'Dates',
  nameAr: 'تمر',
  descriptionEn: 'Sukkari dates',
  descriptionAr: 'تمر سكري',
  sku: 'DAT-001',
  price: 30,
  stock: 12,
  brandId: 1,
  categoryId: 2,
  isActive: true,
  discount: { type: 'Fixed', value: 5, startDate: '2025-03-01T00:00:00.000Z' },
};
export const photo = new File(['png'], 'dates.png', { type: 'image/png' });
export const sheet = new File(['xlsx'], 'products.xlsx');
export const notFound: ApiError = { message: 'Product not found', statusCode: 404, data: null };
export const unauthorized: ApiError = {
  message: 'Please sign in again',
  statusCode: 401,
  data: null,
};
