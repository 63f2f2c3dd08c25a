import { MAX_PAGE_SIZE, type Cart } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/**
 * Lines per answer. Every cart call (writes and coupon changes included) answers the whole cart
 * with one page of lines; asking for the largest page keeps all of an ordinary cart on one screen.
 */
export const CART_PAGE_SIZE = MAX_PAGE_SIZE;

/** The page every write asks to see in its answer. */
export const cartPageQuery = { pageSize: CART_PAGE_SIZE };

/**
 * `addToCart` and `updateCartItem` body (the contract's cartItemBodySchema, as numbers). A line is
 * a variant: `variantId` names it; without it the API means the product's one variant (or line).
 */
export interface CartLineInput {
  productId: number;
  variantId?: number;
  quantity: number;
}

/** The line `removeCartItem` takes away: the product, and its variant when known. */
export interface CartLineKey {
  productId: number;
  variantId?: number;
}

export interface CartPageQuery {
  pageNumber?: number;
  pageSize?: number;
}

/**
 * The shopper's cart (bearer); paths exactly as the API documents them. Every call answers
 * the whole cart with its totals, so the client never adds up money itself.
 */
export const cartApi = {
  get: ({ pageNumber, pageSize = CART_PAGE_SIZE }: CartPageQuery, signal?: AbortSignal) =>
    apiRequest<Cart>('/cart/getUserCart', { query: { pageNumber, pageSize }, signal }),

  add: (item: CartLineInput, signal?: AbortSignal) =>
    apiRequest<Cart>('/cart/addToCart', {
      method: 'POST',
      query: cartPageQuery,
      body: item,
      signal,
    }),

  update: (item: CartLineInput, signal?: AbortSignal) =>
    apiRequest<Cart>('/cart/updateCartItem', {
      method: 'PUT',
      query: cartPageQuery,
      body: item,
      signal,
    }),

  remove: ({ productId, variantId }: CartLineKey, signal?: AbortSignal) =>
    apiRequest<Cart>(`/cart/removeCartItem/${productId}`, {
      method: 'DELETE',
      query: { ...cartPageQuery, variantId },
      signal,
    }),

  clear: (signal?: AbortSignal) =>
    apiRequest<Cart>('/cart/clearCart', { method: 'DELETE', query: cartPageQuery, signal }),
};
