import type { Product } from '@dukkan/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectAuth } from '../../../app/auth/auth.slice';
import { loginPathFor } from '../../../app/guards/login-redirect';
import { useAppSelector } from '../../../app/hooks';
import { notify } from '../../../app/notify';

export interface CartActions {
  /** Puts `quantity` of the product in the signed-in shopper's cart. */
  addToCart: (product: Product, quantity: number) => Promise<void>;
  /** Saves the product to (or removes it from) the shopper's wishlist. */
  toggleWishlist: (product: Product) => Promise<void>;
}

/**
 * What the catalog's buy buttons do. Both need an account: a visitor is sent to sign in and
 * brought back to this page. The cart and wishlist calls arrive with their own slices; until
 * then a signed-in shopper is told they open soon. Screens only call these two functions, so
 * the cart and favorites work replaces their bodies and nothing else.
 */
export function useCartActions(): CartActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAppSelector(selectAuth);

  const signInFirst = useCallback((): boolean => {
    if (isAuthenticated) return false;
    void navigate(loginPathFor(location));
    return true;
  }, [isAuthenticated, navigate, location]);

  const addToCart = useCallback(
    async (_product: Product, _quantity: number) => {
      if (signInFirst()) return;
      notify.info(t('shop.product.cartSoon'));
    },
    [signInFirst, t],
  );

  const toggleWishlist = useCallback(
    async (_product: Product) => {
      if (signInFirst()) return;
      notify.info(t('shop.product.wishlistSoon'));
    },
    [signInFirst, t],
  );

  return { addToCart, toggleWishlist };
}
