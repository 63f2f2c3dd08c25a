import { MAX_PAGE_SIZE, type Cart, type Envelope, type MergedCart } from '@dukkan/contracts';
import { apiRequest, type RequestOptions } from '../app/api-client';
import { readStoredToken } from '../app/auth/auth-storage';
import { forgetGuestCartToken, guestCartHeaders, keepGuestCartToken } from './guest-cart-token';

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
 * One cart call: the signed-in shopper's cart (bearer), or a guest's under its token (decision
 * 022), whose answer says which token to keep.
 */
async function cartCall(path: string, options: RequestOptions): Promise<Envelope<Cart>> {
  const signedIn = readStoredToken() !== null;
  const headers = signedIn ? undefined : guestCartHeaders();
  const answer = await apiRequest<Cart>(path, { ...options, ...(headers ? { headers } : {}) });
  if (!signedIn) keepGuestCartToken(answer.data);
  return answer;
}

/**
 * The shopper's cart; paths exactly as the API documents them. Every call answers the whole cart
 * with its totals, so the client never adds up money itself.
 */
export const cartApi = {
  get: ({ pageNumber, pageSize = CART_PAGE_SIZE }: CartPageQuery, signal?: AbortSignal) =>
    cartCall('/cart/getUserCart', { query: { pageNumber, pageSize }, signal }),

  add: (item: CartLineInput, signal?: AbortSignal) =>
    cartCall('/cart/addToCart', { method: 'POST', query: cartPageQuery, body: item, signal }),

  update: (item: CartLineInput, signal?: AbortSignal) =>
    cartCall('/cart/updateCartItem', { method: 'PUT', query: cartPageQuery, body: item, signal }),

  remove: ({ productId, variantId }: CartLineKey, signal?: AbortSignal) =>
    cartCall(`/cart/removeCartItem/${productId}`, {
      method: 'DELETE',
      query: { ...cartPageQuery, variantId },
      signal,
    }),

  clear: (signal?: AbortSignal) =>
    cartCall('/cart/clearCart', { method: 'DELETE', query: cartPageQuery, signal }),

  /** After sign-in or registration: the guest cart joins the account's; the token is done. */
  mergeGuest: async (signal?: AbortSignal): Promise<Envelope<MergedCart>> => {
    const headers = guestCartHeaders() ?? {};
    const answer = await apiRequest<MergedCart>('/cart/mergeGuestCart', {
      method: 'POST',
      query: cartPageQuery,
      headers,
      signal,
    });
    forgetGuestCartToken();
    return answer;
  },
};
