import type { RootState } from '../../../app/store';

/**
 * Header badge counts. The header reads them only through these selectors; the cart and
 * favorites slices, once they join the store, are the single place that changes them. Until a
 * signed-in shopper's cart exists there is nothing to count.
 */
export function selectCartItemCount(_state: RootState): number {
  return 0;
}

export function selectWishlistCount(_state: RootState): number {
  return 0;
}
