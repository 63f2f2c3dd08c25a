import { and, eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { type AppError, conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { products } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';

/**
 * 409 that tells the shopper how many they can have; `data` carries the numbers for the client
 * (the stepper's maximum).
 */
export function stockConflict(productId: number, available: number, inCart: number): AppError {
  const data = { productId, available, inCart };
  if (available === 0) return conflict('cart.outOfStock', data);
  if (inCart > 0) {
    return conflict('cart.notEnoughStockInCart', data, { params: { available, inCart } });
  }
  return conflict('cart.notEnoughStock', data, { params: { available } });
}

/** 422: a line may hold at most MAX_LINE_QUANTITY units. */
export const quantityLimit = (productId: number) =>
  unprocessable(
    'cart.quantityLimit',
    { productId, maxQuantity: MAX_LINE_QUANTITY },
    { params: { max: MAX_LINE_QUANTITY }, field: 'quantity' },
  );

/**
 * Why adding a product wrote nothing: unknown (404), inactive (422), short of stock (409), over
 * the line's unit limit or the cart's line limit (422).
 */
export async function lineRefusal(
  db: Executor,
  userId: number,
  productId: number,
  quantity: number,
): Promise<AppError> {
  const [row] = await db
    .select({ isActive: products.isActive, stock: products.stock, inCart: cartItems.quantity })
    .from(products)
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(eq(products.id, productId));
  if (!row) return notFound('products.notFound');
  if (!row.isActive) return unprocessable('cart.productInactive');
  const inCart = row.inCart ?? 0;
  if (inCart + quantity > row.stock) return stockConflict(productId, row.stock, inCart);
  if (inCart + quantity > MAX_LINE_QUANTITY) return quantityLimit(productId);
  return unprocessable(
    'cart.tooManyLines',
    { maxLines: MAX_CART_LINES },
    { params: { max: MAX_CART_LINES } },
  );
}
