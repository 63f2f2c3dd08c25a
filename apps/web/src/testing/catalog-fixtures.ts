import type { Brand, Category, Discount, Paged, Product, ProductDetail } from '@dukkan/contracts';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    nameEn: 'Arabic coffee',
    nameAr: 'قهوة عربية',
    name: 'Arabic coffee',
    descriptionEn: 'Light roast with cardamom',
    descriptionAr: 'تحميص خفيف مع الهيل',
    description: 'Light roast with cardamom',
    sku: 'COF-001',
    price: 45,
    discountedPrice: null,
    priceMax: 45,
    discountedPriceMax: null,
    swatches: [],
    hasOptions: false,
    discount: null,
    stock: 20,
    brandId: 1,
    brandName: 'Oasis',
    categoryId: 1,
    categoryName: 'Coffee',
    images: ['/media/products/coffee-800.webp'],
    isActive: true,
    soldCount: 0,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A product's page as a shopper reads it: no options, its one default variant. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = aProduct(overrides);
  return {
    ...product,
    options: [],
    variants: [
      {
        id: product.id * 100,
        sku: product.sku,
        barcode: null,
        price: product.price,
        discountedPrice: product.discountedPrice,
        stock: product.stock,
        weightGrams: null,
        isActive: true,
        isDefault: true,
        imageUrls: [],
        optionValueIds: [],
        optionValuePositions: [],
      },
    ],
    ...overrides,
  };
}

export function aDiscount(overrides: Partial<Discount> = {}): Discount {
  return { type: 'Percentage', value: 10, startDate: null, endDate: null, ...overrides };
}

export function aBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: 1,
    nameEn: 'Oasis',
    nameAr: 'الواحة',
    name: 'Oasis',
    imageUrl: '/media/brands/oasis-800.webp',
    productsCount: 3,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    nameEn: 'Coffee',
    nameAr: 'قهوة',
    name: 'Coffee',
    imageUrl: null,
    productsCount: 5,
    createdAt: '2025-01-02T10:00:00.000Z',
    parentId: null,
    ...overrides,
  };
}

export function aPage<T>(items: T[], totalCount = items.length, pageNumber = 1, pageSize = 10) {
  const page: Paged<T> = { items, pageNumber, pageSize, totalCount };
  return page;
}
