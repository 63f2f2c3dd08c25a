import type { Cart, MergedCart } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { cartApi, type CartLineInput, type CartLineKey, type CartPageQuery } from './cart.api';

/** Used only when the server sent no message (the seed names none for the cart). */
export const CART_FALLBACKS = {
  fetchCart: 'Failed to fetch cart',
  addToCart: 'Failed to add to cart',
  updateCartItem: 'Failed to update cart item',
  removeCartItem: 'Failed to remove cart item',
  clearCart: 'Failed to clear cart',
  mergeGuestCart: 'Failed to move your cart',
} as const;

export const fetchCart = createApiThunk<Cart, CartPageQuery>(
  'cart/fetch',
  cartApi.get,
  CART_FALLBACKS.fetchCart,
);

export const addToCart = createApiThunk<Cart, CartLineInput>(
  'cart/add',
  cartApi.add,
  CART_FALLBACKS.addToCart,
);

export const updateCartItem = createApiThunk<Cart, CartLineInput>(
  'cart/update',
  cartApi.update,
  CART_FALLBACKS.updateCartItem,
);

/** The argument names the line: its product, and its variant. */
export const removeCartItem = createApiThunk<Cart, CartLineKey>(
  'cart/remove',
  cartApi.remove,
  CART_FALLBACKS.removeCartItem,
);

export const clearCart = createApiThunk<Cart>(
  'cart/clear',
  (_arg, signal) => cartApi.clear(signal),
  CART_FALLBACKS.clearCart,
);

/** Signed in with a guest cart kept: its lines join the account's cart (decision 022). */
export const mergeGuestCart = createApiThunk<MergedCart>(
  'cart/mergeGuest',
  (_arg, signal) => cartApi.mergeGuest(signal),
  CART_FALLBACKS.mergeGuestCart,
);

export const cartThunks = [
  fetchCart,
  addToCart,
  updateCartItem,
  removeCartItem,
  clearCart,
] as const;
