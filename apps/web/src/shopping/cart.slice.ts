import type { Cart, CartItem } from '@dukkan/contracts';
import { createSlice, isAnyOf, type Draft, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  addToCart,
  cartThunks,
  clearCart,
  fetchCart,
  mergeGuestCart,
  removeCartItem,
  updateCartItem,
} from './cart.thunks';
import { applyCoupon, removeAppliedCoupon } from './coupons.thunks';
import { isSessionEnded } from '../app/auth/session-ended';

/** The cart's answer without its lines: the totals, the applied coupon and the item count. */
export type CartSummary = Omit<Cart, 'paginatedItems'>;

export interface CartState extends RequestStatus {
  /** Null until the first answer. */
  cart: CartSummary | null;
  /** The cart's total: Σ unit price (discounted when not null) × quantity. */
  totalAmount: number;
  items: CartItem[];
  paginationData: ListPagination;
  /** The cart load only: 'idle' until the first load, so the header badge loads once. */
  status: ListStatus;
}

export const initialCartState: CartState = {
  cart: null,
  totalAmount: 0,
  items: [],
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  ...initialRequestStatus,
};

type State = Draft<CartState>;

function summaryOf({ paginatedItems: _items, ...summary }: Cart): CartSummary {
  return summary;
}

/**
 * Every cart call answers the whole cart, so money is never worked out here: the totals, coupon
 * and line count are the server's. Lines on screen are replaced by the server's version of them
 * (prices or stock may have moved); lines the answer does not carry (another page) stay.
 */
/** Whether a line is the one a call named: by its variant, else (an older caller) its product. */
const isLine = (item: CartItem, key: { productId: number; variantId?: number }) =>
  key.variantId === undefined ? item.productId === key.productId : item.variantId === key.variantId;

function takeServerCart(state: State, cart: Cart): Map<number, CartItem> {
  state.cart = summaryOf(cart);
  state.totalAmount = cart.totalAmount;
  state.paginationData.totalCount = cart.paginatedItems.totalCount;
  // A line is a variant (decision 016): two sizes of one product are two lines.
  const answered = new Map(cart.paginatedItems.items.map((item) => [item.variantId, item]));
  state.items = state.items.map((item) => answered.get(item.variantId) ?? item);
  return answered;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(mergeGuestCart.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data.paginatedItems;
        state.cart = summaryOf(payload.data);
        state.totalAmount = payload.data.totalAmount;
        state.items = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchCart.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data.paginatedItems;
        state.cart = summaryOf(payload.data);
        state.totalAmount = payload.data.totalAmount;
        state.items = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchCart.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(addToCart.fulfilled, (state, { payload, meta }) => {
        const answered = takeServerCart(state, payload.data);
        const added = [...answered.values()].find((item) => isLine(item, meta.arg));
        if (added && !state.items.some((item) => item.variantId === added.variantId)) {
          state.items.push(added);
        }
      })
      .addCase(updateCartItem.fulfilled, (state, { payload, meta }) => {
        const answered = takeServerCart(state, payload.data);
        // Normally the answer carries the line; if not (another page), the quantity sent is merged.
        if (![...answered.values()].some((item) => isLine(item, meta.arg))) {
          const item = state.items.find((line) => isLine(line, meta.arg));
          if (item) item.quantity = meta.arg.quantity;
        }
      })
      .addCase(removeCartItem.fulfilled, (state, { payload, meta }) => {
        takeServerCart(state, payload.data);
        state.items = state.items.filter((item) => !isLine(item, meta.arg));
      })
      .addCase(clearCart.fulfilled, (state, { payload }) => {
        state.cart = summaryOf(payload.data);
        state.items = [];
        state.totalAmount = 0;
        state.paginationData.totalCount = 0;
      })
      // Applying or removing a coupon answers the cart too (the coupons slice keeps the status).
      .addMatcher(
        isAnyOf(applyCoupon.fulfilled, removeAppliedCoupon.fulfilled),
        (state, action) => {
          takeServerCart(state, action.payload.data);
        },
      )
      .addMatcher(isSessionEnded, () => initialCartState);
    // Reloading the cart (language switched) replaces the older request; that is not a failure.
    addRequestStatusMatchers(builder, cartThunks, { ignoreAborted: true });
  },
});

export const cartReducer = cartSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `cart` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

/** Injected when the header first loads it; selectors fall back to the initial state before. */
export const injectedCartSlice = cartSlice.injectInto(rootReducer);

export const selectCartState = injectedCartSlice.selectSlice;
