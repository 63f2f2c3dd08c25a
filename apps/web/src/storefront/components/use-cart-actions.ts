import type { Product } from '@dukkan/contracts';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { loginPathFor } from '../../app/guards/login-redirect';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import type { RootState } from '../../app/store';
import { addToCart as addToCartThunk } from '../../shopping/cart.thunks';
import { selectFavoritesState } from '../../shopping/favorites.slice';
import { addFavorite, removeFavorite } from '../../shopping/favorites.thunks';
import { useMiniCart } from '../features/cart/mini-cart-context';

export interface CartActions {
  /**
   * Puts `quantity` of the product (its variant `variantId`, or its one variant) in the signed-in
   * shopper's cart; true when it got there.
   */
  addToCart: (product: Product, quantity: number, variantId?: number) => Promise<boolean>;
  /** Saves the product to (or removes it from) the shopper's wishlist. */
  toggleWishlist: (product: Product) => Promise<void>;
}

/**
 * Whether the product's heart is filled. The favorites slice knows every change made in this
 * session; before one, the product's own `isFavorite` (sent to signed-in callers) tells.
 */
export function useIsFavorite(product: Pick<Product, 'id' | 'isFavorite'>): boolean {
  const { isAuthenticated } = useAppSelector(selectAuth);
  const known = useAppSelector((state) => selectFavoritesState(state).isFavoriteById[product.id]);
  if (!isAuthenticated) return false;
  return known ?? product.isFavorite ?? false;
}

/**
 * What the catalog's buy buttons do. Adding works for a visitor too (a guest cart); the wishlist
 * needs an account: a visitor is sent to sign in and brought back to this page. An add opens the mini cart; other outcomes are toasts: the server's
 * message (in the shopper's language), or the server's reason when it refused (not enough stock,
 * no longer sold).
 */
export function useCartActions(): CartActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const miniCart = useMiniCart();

  const signInFirst = useCallback((): boolean => {
    if (isAuthenticated) return false;
    void navigate(loginPathFor(location));
    return true;
  }, [isAuthenticated, navigate, location]);

  const addToCart = useCallback(
    async (product: Product, quantity: number, variantId?: number) => {
      // No sign-in needed: a visitor's first add opens a guest cart (decision 022).
      try {
        const line = { productId: product.id, variantId };
        const answer = await dispatch(addToCartThunk({ ...line, quantity })).unwrap();
        // The mini cart confirms the add and leads on to the cart; a toast would cover the header.
        if (miniCart) miniCart.showAdded(line);
        else notify.success(answer.message, t('cart.added'));
        return true;
      } catch (error) {
        notify.error(error);
        return false;
      }
    },
    [dispatch, miniCart, t],
  );

  const toggleWishlist = useCallback(
    async (product: Product) => {
      if (signInFirst()) return;
      // The heart as shown now (see useIsFavorite), read when clicked.
      const known = selectFavoritesState(store.getState()).isFavoriteById[product.id];
      const isFavorite = known ?? product.isFavorite ?? false;
      try {
        if (isFavorite) {
          const answer = await dispatch(removeFavorite(product.id)).unwrap();
          notify.success(answer.message, t('cart.wishlist.removed'));
        } else {
          const answer = await dispatch(addFavorite(product.id)).unwrap();
          notify.success(answer.message, t('cart.wishlist.added'));
        }
      } catch (error) {
        notify.error(error);
      }
    },
    [signInFirst, dispatch, store, t],
  );

  return { addToCart, toggleWishlist };
}
