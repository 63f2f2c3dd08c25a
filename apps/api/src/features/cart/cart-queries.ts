import { desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { products } from '../catalog/catalog.tables.ts';
import type { DiscountColumns } from '../catalog/product-pricing.ts';
import { userUsesSql, type CouponWithUses } from '../coupons/coupon-queries.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

/** What pricing a line needs: its quantity and the product's price and discount. */
export interface PricedCartLine extends DiscountColumns {
  quantity: number;
  priceHalalas: number;
}

/** A line as the cart screen shows it. */
export interface CartLineRecord extends PricedCartLine {
  productId: number;
  nameEn: string;
  nameAr: string;
  sku: string;
  imageUrl: string | null;
  stock: number;
  isActive: boolean;
}

const pricingColumns = {
  quantity: cartItems.quantity,
  priceHalalas: products.priceHalalas,
  discountType: products.discountType,
  discountValueHundredths: products.discountValueHundredths,
  discountStartsAt: products.discountStartsAt,
  discountEndsAt: products.discountEndsAt,
};

/** Every line of the cart, narrow: the totals cover all lines whatever page is shown. */
export function readCartPricing(db: Executor, userId: number): Promise<PricedCartLine[]> {
  return db
    .select(pricingColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId));
}

/** One page of lines with what the screen shows, newest first. */
export function readCartPage(
  db: Executor,
  userId: number,
  page: PageQuery,
): Promise<CartLineRecord[]> {
  return db
    .select({
      ...pricingColumns,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      sku: products.sku,
      // The first image is the cover (PostgreSQL arrays start at 1).
      imageUrl: sql<string | null>`${products.imageUrls}[1]`,
      stock: products.stock,
      isActive: products.isActive,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.productId))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
}

/** The coupon applied to the cart with the caller's uses of it, if there is one. */
export async function readAppliedCoupon(
  db: Executor,
  userId: number,
): Promise<CouponWithUses | undefined> {
  const [row] = await db
    .select({ coupon: coupons, userUses: userUsesSql(userId) })
    .from(carts)
    .innerJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.userId, userId));
  return row;
}
