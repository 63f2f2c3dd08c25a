import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { products } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';

/**
 * 409 that tells the shopper how many they can have; `data` carries the numbers for the client
 * (the stepper's maximum).
 */
export function stockConflict(productId: number, available: number, inCart: number): AppError {
  const data = { productId, available, inCart };
  if (available === 0) return new AppError(409, 'cart.outOfStock', data);
  if (inCart > 0) {
    return new AppError(409, 'cart.notEnoughStockInCart', data, { available, inCart });
  }
  return new AppError(409, 'cart.notEnoughStock', data, { available });
}

/** Why adding a product wrote nothing: unknown (404), inactive (422) or short of stock (409). */
export async function lineRefusal(
  db: Executor,
  userId: number,
  productId: number,
): Promise<AppError> {
  const [row] = await db
    .select({ isActive: products.isActive, stock: products.stock, inCart: cartItems.quantity })
    .from(products)
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(eq(products.id, productId));
  if (!row) return notFound('products.notFound');
  if (!row.isActive) return unprocessable('cart.productInactive');
  return stockConflict(productId, row.stock, row.inCart ?? 0);
}
