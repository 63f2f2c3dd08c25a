import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { products } from '../catalog/catalog.tables.ts';
import type { DiscountColumns } from '../catalog/product-pricing.ts';
import { variantOptionsSql, type VariantOptionCopy } from '../catalog/variant-line-options.ts';
import { productVariants } from '../catalog/variants.tables.ts';
import { userUsesSql, type CouponWithUses } from '../coupons/coupon-queries.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

/** What pricing a line needs: its quantity, the variant's price and the product's discount. */
export interface PricedCartLine extends DiscountColumns {
  quantity: number;
  priceHalalas: number;
}

/** A line as the cart screen shows it. */
export interface CartLineRecord extends PricedCartLine {
  productId: number;
  variantId: number;
  options: VariantOptionCopy[];
  nameEn: string;
  nameAr: string;
  sku: string;
  imageUrl: string | null;
  stock: number;
  isActive: boolean;
}

const pricingColumns = {
  quantity: cartItems.quantity,
  priceHalalas: productVariants.priceHalalas,
  discountType: products.discountType,
  discountValueHundredths: products.discountValueHundredths,
  discountStartsAt: products.discountStartsAt,
  discountEndsAt: products.discountEndsAt,
};

/*
 * Each read names its cart by a condition on `carts` (`ownedCart` in cart-owner.ts: the customer's
 * id or the guest's token hash), joined in, so finding the cart costs no statement of its own.
 */
const ofCart = (cart: SQL | undefined) => and(eq(carts.id, cartItems.cartId), cart);

/** Every line of the cart, narrow: the totals cover all lines whatever page is shown. */
export function readCartPricing(db: Executor, cart: SQL | undefined): Promise<PricedCartLine[]> {
  return db
    .select(pricingColumns)
    .from(cartItems)
    .innerJoin(carts, ofCart(cart))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId));
}

/** One page of lines with what the screen shows, newest first. */
export function readCartPage(
  db: Executor,
  cart: SQL | undefined,
  page: PageQuery,
): Promise<CartLineRecord[]> {
  return db
    .select({
      ...pricingColumns,
      productId: products.id,
      variantId: productVariants.id,
      options: variantOptionsSql(productVariants.id),
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      sku: productVariants.sku,
      // The variant's first photo, else the product's (PostgreSQL arrays start at 1).
      imageUrl: sql<
        string | null
      >`coalesce(${productVariants.imageUrls}[1], ${products.imageUrls}[1])`,
      stock: productVariants.stock,
      isActive: sql<boolean>`(${products.isActive} and ${productVariants.isActive})`,
    })
    .from(cartItems)
    .innerJoin(carts, ofCart(cart))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.productId), desc(cartItems.variantId))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
}

/**
 * The coupon applied to the cart with the customer's uses of it, if there is one (a guest's cart
 * never holds one: coupons need an account, decision 022).
 */
export async function readAppliedCoupon(
  db: Executor,
  cart: SQL | undefined,
  userId: number | null,
): Promise<CouponWithUses | undefined> {
  const [row] = await db
    .select({ coupon: coupons, userUses: userUsesSql(userId ?? 0) })
    .from(carts)
    .innerJoin(coupons, eq(coupons.id, carts.couponId))
    .where(cart);
  return row;
}
