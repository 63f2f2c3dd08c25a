import type { AppliedCoupon, Cart, CartItem, Coupon, Favorite } from '@dukkan/contracts';
import { aPage, aProduct } from './catalog-fixtures';

const halalas = (sar: number) => Math.round(sar * 100);

/** A cart line; its unit price and line total always follow its prices and quantity. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const { unitPrice: _unit, lineTotal: _line, ...fields } = overrides;
  const item = {
    productId: 1,
    // Each product's one variant, unless the test names another.
    variantId: (fields.productId ?? 1) * 10,
    options: [],
    name: 'Arabic coffee',
    nameEn: 'Arabic coffee',
    nameAr: 'قهوة عربية',
    sku: 'COF-001',
    imageUrl: '/media/products/coffee-800.webp',
    quantity: 1,
    originalPrice: 45,
    discountedPrice: null,
    stock: 20,
    isActive: true,
    isAvailable: true,
    ...fields,
  };
  const unitPrice = item.discountedPrice ?? item.originalPrice;
  return { ...item, unitPrice, lineTotal: (halalas(unitPrice) * item.quantity) / 100 };
}

/**
 * A cart as the API answers it, with the cart's total: Σ unit price (discounted when not null)
 * × quantity, worked out in halalas. Prices here include a 15 % VAT.
 */
export function aCart(
  items: CartItem[],
  { coupon = null, pageSize = 10 }: { coupon?: AppliedCoupon | null; pageSize?: number } = {},
): Cart {
  const totalHalalas = items.reduce(
    (sum, item) => sum + halalas(item.discountedPrice ?? item.originalPrice) * item.quantity,
    0,
  );
  const afterHalalas = totalHalalas - halalas(coupon?.discountAmount ?? 0);
  return {
    totalAmount: totalHalalas / 100,
    paginatedItems: aPage(items.slice(0, pageSize), items.length, 1, pageSize),
    itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    coupon,
    totalAfterDiscount: afterHalalas / 100,
    vatAmount: Math.round(afterHalalas - afterHalalas / 1.15) / 100,
    vatRate: 15,
  };
}

export function anAppliedCoupon(overrides: Partial<AppliedCoupon> = {}): AppliedCoupon {
  return {
    couponId: 1,
    code: 'WELCOME10',
    type: 'Percentage',
    value: 10,
    discountAmount: 0,
    isApplicable: true,
    reason: null,
    ...overrides,
  };
}

export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'WELCOME10',
    type: 'Percentage',
    value: 10,
    minOrderAmount: 0,
    maxDiscountAmount: null,
    startDate: null,
    endDate: null,
    isActive: true,
    remainingUses: null,
    ...overrides,
  };
}

export function aFavorite(productId = 1, overrides: Partial<Favorite> = {}): Favorite {
  return {
    ...aProduct({ id: productId, isFavorite: true }),
    productId,
    addedAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}
