import { useEffect } from 'react';
import { selectAuth } from '../../../app/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { selectCartState } from '../../../shopping/cart.slice';
import { fetchCart, mergeGuestCart } from '../../../shopping/cart.thunks';
import { readGuestCartToken } from '../../../shopping/guest-cart-token';
import { notify } from '../../../lib/notify';
import { selectFavoritesState } from '../../../shopping/favorites.slice';
import { fetchFavorites } from '../../../shopping/favorites.thunks';
import { WISHLIST_PAGE_SIZE } from '../wishlist/wishlist-page-size';

/** Units in the cart (Σ quantity, the server's count), for the header badge. */
export function selectCartItemCount(state: RootState): number {
  return selectCartState(state).cart?.itemsCount ?? 0;
}

/** Products on the whole wishlist, not only the page loaded. */
export function selectWishlistCount(state: RootState): number {
  return selectFavoritesState(state).paginationData.totalCount;
}

/**
 * The header's two counts. Both load once per session: when a signed-in shopper's cart or
 * wishlist has never been loaded ('idle'). Signing out (or a 401) resets both slices to 'idle'
 * and zero, so the next sign-in loads them again and a visitor sees no one else's counts.
 * A failed load leaves its badge at zero rather than retrying in a loop.
 */
export function useShoppingCounts(): { cartCount: number; wishlistCount: number } {
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const cartStatus = useAppSelector((state) => selectCartState(state).status);
  const wishlistStatus = useAppSelector((state) => selectFavoritesState(state).status);

  useEffect(() => {
    // Signed in with a guest cart kept (sign-in, registration, mobile code): it joins the
    // account's cart, and the shopper hears of any line lowered to the stock (decision 022).
    if (isAuthenticated && readGuestCartToken()) {
      void dispatch(mergeGuestCart())
        .unwrap()
        .then((answer) => {
          if (answer.data.adjustments.length > 0) notify.info(answer.message);
        })
        .catch(() => undefined);
      return;
    }
    // A guest's cart loads too, once it has a token (its first add made one).
    const hasCart = isAuthenticated || readGuestCartToken() !== null;
    if (hasCart && cartStatus === 'idle') void dispatch(fetchCart({}));
  }, [dispatch, isAuthenticated, cartStatus]);

  useEffect(() => {
    // The wishlist screen's first page, so opening it shows the hearts already known.
    if (isAuthenticated && wishlistStatus === 'idle') {
      void dispatch(fetchFavorites({ pageNumber: 1, pageSize: WISHLIST_PAGE_SIZE }));
    }
  }, [dispatch, isAuthenticated, wishlistStatus]);

  return {
    cartCount: useAppSelector(selectCartItemCount),
    wishlistCount: useAppSelector(selectWishlistCount),
  };
}
