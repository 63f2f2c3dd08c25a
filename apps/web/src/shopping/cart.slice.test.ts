import type { CartItem } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aCart, aCartItem, anAppliedCoupon } from '../testing/cart-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { cartReducer, initialCartState, selectCartState, type CartState } from './cart.slice';
import {
  addToCart,
  cartThunks,
  clearCart,
  fetchCart,
  mergeGuestCart,
  removeCartItem,
  updateCartItem,
} from './cart.thunks';
import { CART_TOKEN_KEY } from './guest-cart-token';
import { applyCoupon, removeAppliedCoupon } from './coupons.thunks';

const coffee = aCartItem({ productId: 1, quantity: 2, originalPrice: 45 });
const dates = aCartItem({
  productId: 2,
  name: 'Dates',
  quantity: 1,
  originalPrice: 80,
  discountedPrice: 60,
});
const honey = aCartItem({ productId: 3, name: 'Honey', quantity: 1, originalPrice: 120.5 });

/** Σ unit price (discounted when not null) × quantity, over what the state holds. */
function seedTotal(items: CartItem[]): number {
  const halalas = items.reduce(
    (sum, item) =>
      sum + Math.round((item.discountedPrice ?? item.originalPrice) * 100) * item.quantity,
    0,
  );
  return halalas / 100;
}

/** The state after fetching a cart of `items`. */
function loaded(items: CartItem[] = [coffee, dates]): CartState {
  return cartReducer(initialCartState, fetchCart.fulfilled(envelope(aCart(items)), 'r', {}));
}

const stockShort: ApiError = {
  message: 'Only 3 left in stock',
  statusCode: 409,
  data: { available: 3 },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['fetchCart', (s) => s.dispatch(fetchCart({})), 'Failed to fetch cart'],
  [
    'addToCart',
    (s) => s.dispatch(addToCart({ productId: 3, quantity: 1 })),
    'Failed to add to cart',
  ],
  [
    'updateCartItem',
    (s) => s.dispatch(updateCartItem({ productId: 1, quantity: 4 })),
    'Failed to update cart item',
  ],
  [
    'removeCartItem',
    (s) => s.dispatch(removeCartItem({ productId: 1 })),
    'Failed to remove cart item',
  ],
  ['clearCart', (s) => s.dispatch(clearCart()), 'Failed to clear cart'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial cart state', () => {
  it('is an empty, idle cart with total 0', () => {
    expect(cartReducer(undefined, { type: 'init' })).toEqual({
      cart: null,
      totalAmount: 0,
      items: [],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectCartState(makeStore().getState())).toEqual(initialCartState);
  });
});

describe('every cart thunk', () => {
  it('covers the five calls of the specification', () => {
    expect(cartThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(cartThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = cartReducer({ ...loaded(), error: stockShort }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(cartThunks))('%s fulfilled keeps the message and status code', (_n, t) => {
    const action = {
      type: t.fulfilled.type,
      payload: envelope(aCart([coffee]), 'Cart saved', 201),
      meta: { requestId: 'r', arg: { productId: 1, quantity: 2 }, requestStatus: 'fulfilled' },
    };
    const state = cartReducer({ ...loaded(), loading: true, error: stockShort }, action);
    expect(state).toMatchObject({
      loading: false,
      error: null,
      message: 'Cart saved',
      statusCode: 201,
    });
  });

  it.each(byName(cartThunks))('%s rejected keeps the status, data and message', (_n, t) => {
    const before = loaded();
    const state = cartReducer({ ...before, loading: true }, rejectedAction(t, stockShort));
    expect(state).toMatchObject({
      loading: false,
      error: stockShort,
      message: 'Only 3 left in stock',
      statusCode: 409,
      items: before.items,
      totalAmount: before.totalAmount,
    });
  });

  it.each(calls)('%s answered 401 signs the shopper out and empties the cart', async (_n, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Customer');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore({ cart: loaded() });
    const action = await call(store);
    expect(isUnauthorizedRejection(action)).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(storage.getItem('token')).toBeNull();
    expect(selectCartState(store.getState())).toMatchObject({
      cart: null,
      items: [],
      totalAmount: 0,
      statusCode: 401,
    });
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectCartState(store.getState())).toMatchObject({
        message: fallback,
        statusCode: 500,
      });
    },
  );

  it('a rejection without a server body still ends the request (no payload crash)', () => {
    const state = cartReducer(
      { ...loaded(), loading: true },
      fetchCart.rejected(new Error('boom'), 'r', {}),
    );
    expect(state).toMatchObject({ loading: false, error: null, status: 'error' });
  });

  it('the 401 matcher catches each thunk’s rejection', () => {
    for (const thunk of cartThunks) {
      expect(isUnauthorizedRejection(rejectedAction(thunk, unauthorized))).toBe(true);
    }
  });
});

describe('the cart as specified', () => {
  it('fetch replaces the cart, total, items and paging', () => {
    const answer = aCart([honey, coffee, dates], { pageSize: 2 });
    let state = cartReducer(loaded([dates]), fetchCart.pending('r', { pageSize: 2 }));
    expect(state.status).toBe('loading');
    state = cartReducer(state, fetchCart.fulfilled(envelope(answer), 'r', { pageSize: 2 }));
    expect(state.items).toEqual([honey, coffee]);
    expect(state.totalAmount).toBe(answer.totalAmount);
    expect(state.paginationData).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(state.cart).toMatchObject({ itemsCount: 4, totalAfterDiscount: answer.totalAmount });
    expect(state.cart).not.toHaveProperty('paginatedItems');
    expect(state.status).toBe('done');
  });

  it('a failed fetch marks the status error; an aborted one (replaced) changes nothing', () => {
    const pending = cartReducer(loaded(), fetchCart.pending('r', {}));
    expect(cartReducer(pending, fetchCart.rejected(null, 'r', {}, stockShort)).status).toBe(
      'error',
    );
    const aborted = fetchCart.rejected(new DOMException('aborted', 'AbortError'), 'old', {});
    expect(cartReducer(pending, aborted)).toEqual(pending);
  });

  it('add appends the product when it is absent, with the new total', () => {
    const added = aCartItem({ ...honey, quantity: 2 });
    const state = cartReducer(
      loaded(),
      addToCart.fulfilled(envelope(aCart([coffee, dates, added]), 'Added', 201), 'r', {
        productId: 3,
        quantity: 2,
      }),
    );
    expect(state.items).toEqual([coffee, dates, added]);
    expect(state.totalAmount).toBe(seedTotal(state.items));
    expect(state.totalAmount).toBe(90 + 60 + 241);
    expect(state.cart?.itemsCount).toBe(5);
    expect(state.paginationData.totalCount).toBe(3);
  });

  it('add of a product already present does not duplicate it: the line takes the new quantity', () => {
    const more = aCartItem({ ...coffee, quantity: 5 });
    const state = cartReducer(
      loaded(),
      addToCart.fulfilled(envelope(aCart([more, dates])), 'r', { productId: 1, quantity: 3 }),
    );
    expect(state.items.map((item) => [item.productId, item.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(state.totalAmount).toBe(seedTotal(state.items));
  });

  it('update merges the answer into the matching line and recomputes the total', () => {
    const four = aCartItem({ ...coffee, quantity: 4 });
    const state = cartReducer(
      loaded(),
      updateCartItem.fulfilled(envelope(aCart([four, dates])), 'r', { productId: 1, quantity: 4 }),
    );
    expect(state.items[0]).toMatchObject({ productId: 1, quantity: 4, lineTotal: 180 });
    expect(state.items[1]).toEqual(dates);
    expect(state.totalAmount).toBe(seedTotal(state.items));
    expect(state.totalAmount).toBe(240);
  });

  it('update merges the quantity sent when the answer does not carry the line (another page)', () => {
    const state = cartReducer(
      loaded([coffee, dates]),
      updateCartItem.fulfilled(envelope(aCart([dates])), 'r', { productId: 1, quantity: 3 }),
    );
    expect(state.items[0]).toMatchObject({ productId: 1, quantity: 3 });
  });

  it('remove drops the line and recomputes the total', () => {
    const state = cartReducer(
      loaded([coffee, dates, honey]),
      removeCartItem.fulfilled(envelope(aCart([coffee, honey]), 'Removed'), 'r', {
        productId: 2,
        variantId: 20,
      }),
    );
    expect(state.items).toEqual([coffee, honey]);
    expect(state.totalAmount).toBe(seedTotal(state.items));
    expect(state.totalAmount).toBe(210.5);
    expect(state.paginationData.totalCount).toBe(2);
  });

  it('two variants of one product are two lines: each call changes the one it names', () => {
    const white = aCartItem({ productId: 9, variantId: 91, quantity: 1, originalPrice: 150 });
    const black = aCartItem({ productId: 9, variantId: 92, quantity: 1, originalPrice: 160 });
    let state = cartReducer(
      loaded([white]),
      addToCart.fulfilled(envelope(aCart([white, black])), 'r', {
        productId: 9,
        variantId: 92,
        quantity: 1,
      }),
    );
    expect(state.items.map((item) => item.variantId)).toEqual([91, 92]);
    const blackTwo = aCartItem({ ...black, quantity: 2 });
    state = cartReducer(
      state,
      updateCartItem.fulfilled(envelope(aCart([white, blackTwo])), 'r', {
        productId: 9,
        variantId: 92,
        quantity: 2,
      }),
    );
    expect(state.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [91, 1],
      [92, 2],
    ]);
    state = cartReducer(
      state,
      removeCartItem.fulfilled(envelope(aCart([blackTwo])), 'r', { productId: 9, variantId: 91 }),
    );
    expect(state.items).toEqual([blackTwo]);
  });

  it('clear empties the cart and sets the total to 0', () => {
    const state = cartReducer(loaded(), clearCart.fulfilled(envelope(aCart([]), 'Cleared'), 'r'));
    expect(state).toMatchObject({
      items: [],
      totalAmount: 0,
      paginationData: { totalCount: 0 },
      cart: { itemsCount: 0, totalAmount: 0 },
      message: 'Cleared',
    });
  });

  it('lines the answer brings with new prices replace the lines on screen', () => {
    const cheaper = aCartItem({ ...dates, discountedPrice: 50 });
    const state = cartReducer(
      loaded(),
      updateCartItem.fulfilled(
        envelope(aCart([aCartItem({ ...coffee, quantity: 1 }), cheaper])),
        'r',
        { productId: 1, quantity: 1 },
      ),
    );
    expect(state.items[1]).toMatchObject({ productId: 2, unitPrice: 50 });
    expect(state.totalAmount).toBe(95);
  });

  it('applying or removing a coupon takes the cart it answers', () => {
    const welcome = anAppliedCoupon({ discountAmount: 15 });
    let state = cartReducer(
      loaded(),
      applyCoupon.fulfilled(envelope(aCart([coffee, dates], { coupon: welcome })), 'r', 1),
    );
    expect(state.cart).toMatchObject({
      coupon: welcome,
      totalAmount: 150,
      totalAfterDiscount: 135,
    });
    expect(state.items).toEqual([coffee, dates]);
    state = cartReducer(
      state,
      removeAppliedCoupon.fulfilled(envelope(aCart([coffee, dates])), 'r'),
    );
    expect(state.cart).toMatchObject({ coupon: null, totalAfterDiscount: 150 });
  });

  it('coupon calls do not touch the cart’s own loading flag', () => {
    const state = cartReducer(loaded(), applyCoupon.pending('r', 1));
    expect(state.loading).toBe(false);
  });

  it('signing out empties it', () => {
    expect(cartReducer(loaded(), logout())).toEqual(initialCartState);
  });
});

describe('requests', () => {
  it('use the seed’s paths and bodies; every answer shows the same page of lines', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aCart([coffee]))));
    const store = makeStore();
    await store.dispatch(fetchCart({}));
    await store.dispatch(fetchCart({ pageNumber: 2, pageSize: 5 }));
    await store.dispatch(addToCart({ productId: 3, quantity: 2 }));
    await store.dispatch(updateCartItem({ productId: 3, quantity: 1 }));
    await store.dispatch(removeCartItem({ productId: 3, variantId: 31 }));
    await store.dispatch(clearCart());
    expect(requests.map(({ url, init }) => `${init.method} ${url} ${init.body ?? ''}`)).toEqual([
      'GET /api/cart/getUserCart?pageSize=100 ',
      'GET /api/cart/getUserCart?pageNumber=2&pageSize=5 ',
      'POST /api/cart/addToCart?pageSize=100 {"productId":3,"quantity":2}',
      'PUT /api/cart/updateCartItem?pageSize=100 {"productId":3,"quantity":1}',
      'DELETE /api/cart/removeCartItem/3?pageSize=100&variantId=31 ',
      'DELETE /api/cart/clearCart?pageSize=100 ',
    ]);
  });

  it('a 409 keeps the server’s message, status and data (how many are left)', async () => {
    stubFetch(() => envelopeResponse(envelope({ available: 3 }, 'Only 3 left in stock', 409)));
    const store = makeStore({ cart: loaded() });
    const action = await store.dispatch(addToCart({ productId: 1, quantity: 9 }));
    expect(action.payload).toEqual(stockShort);
    expect(selectCartState(store.getState()).items).toEqual([coffee, dates]);
  });
});

describe('a guest cart (decision 022)', () => {
  it('keeps the token an answer gives, sends it while signed out, and forgets a null one', async () => {
    let token: string | null = 'T'.repeat(43);
    const { requests } = stubFetch(() =>
      envelopeResponse(envelope({ ...aCart([coffee]), cartToken: token })),
    );
    const store = makeStore();
    await store.dispatch(addToCart({ productId: 1, quantity: 2 }));
    expect(storage.getItem(CART_TOKEN_KEY)).toBe('T'.repeat(43));
    token = null;
    await store.dispatch(fetchCart({}));
    const sent = new Headers(requests[1]!.init.headers);
    expect(sent.get('X-Cart-Token')).toBe('T'.repeat(43));
    expect(storage.getItem(CART_TOKEN_KEY)).toBeNull();
  });

  it('takes the merged cart whole after sign-in and forgets the token', async () => {
    storage.setItem(CART_TOKEN_KEY, 'M'.repeat(43));
    const merged = { ...aCart([coffee, honey]), adjustments: [] };
    stubFetch(() => envelopeResponse(envelope(merged)));
    const store = makeStore({ cart: loaded([dates]) });
    await store.dispatch(mergeGuestCart());
    expect(selectCartState(store.getState()).items.map((item) => item.productId)).toEqual([1, 3]);
    expect(storage.getItem(CART_TOKEN_KEY)).toBeNull();
  });
});
